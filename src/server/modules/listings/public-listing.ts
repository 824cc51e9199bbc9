/**
 * What "on the public site" means for a listing row, in SQL: active, and not removed by the agent
 * (a re-import may set is_active again on a listing the agent removed). Every public query, count
 * and index copy uses this one definition.
 */
export function publicListingSql(alias?: string): string {
  const column = alias ? `${alias}.` : '';
  return `(${column}is_active and not ${column}agent_hidden)`;
}
