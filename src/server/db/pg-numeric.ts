/**
 * A numeric or bigint column's value as a number. node-postgres gives both as text, so that no
 * precision is lost on the way; the site's prices, fees and counts fit a double.
 */
export const numericOrNull = (value: string | null): number | null => (value === null ? null : Number(value));
