/**
 * Browser titles take the form 'Realtor {agent_name} - {page}' (public spec, section 2). The page
 * name is declared on each route as `staticData.pageTitle`; `DocumentHead` applies it.
 */
export function formatPageTitle(agentName: string | null | undefined, page: string | undefined): string {
  const name = agentName?.trim();
  const brand = name ? `Realtor ${name}` : 'Realtor';
  return page ? `${brand} - ${page}` : brand;
}
