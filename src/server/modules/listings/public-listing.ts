/**
 * What "on the public site" means for a listing row, in SQL: active, and not removed by the agent
 * (a re-import may set is_active again on a listing the agent removed). Every public query, count
 * and index copy uses this one definition.
 */
export function publicListingSql(alias?: string): string {
  const column = alias ? `${alias}.` : '';
  return `(${column}is_active and not ${column}agent_hidden)`;
}

/**
 * What search results, the map and "similar listings" offer: a public listing the agent has not
 * marked Sold. A buyer searches for what can still be bought or rented; a sold listing keeps its
 * page (reached by its URL, shown as Sold), but it is not on the market. Both search engines,
 * their counts and the related-listings walk use this rule (the keyset indexes carry both
 * columns, migrations/Migration20261126030000_searchable_listing.ts).
 */
export function searchableListingSql(alias?: string): string {
  const column = alias ? `${alias}.` : '';
  return `(${publicListingSql(alias)} and ${column}agent_status is distinct from 'Sold')`;
}
