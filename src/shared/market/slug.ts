/**
 * Place names as URL slugs ("Richmond Hill" → "richmond-hill"). The market refresh computes the
 * same slug in SQL (`marketSlugSql` in the server's market-refresh.ts): lower case, every run of
 * characters other than a–z and 0–9 becomes one dash. Keep the two in step.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The market page of a municipality, or of one of its communities. */
export function marketPath(municipality: string, community?: string | null): string {
  const base = `/market/${slugify(municipality)}`;
  const communitySlug = community ? slugify(community) : '';
  return communitySlug ? `${base}/${communitySlug}` : base;
}
