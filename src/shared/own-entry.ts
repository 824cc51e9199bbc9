/**
 * A lookup-table entry by a key that came from outside (a query parameter, a keyword). A plain
 * `table[key]` answers `constructor`, `__proto__` or `toString` with Object's own members, which
 * then fail far from here (a 500); only the table's own keys count.
 */
export function ownEntry<Value>(table: Readonly<Record<string, Value>>, key: string): Value | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
