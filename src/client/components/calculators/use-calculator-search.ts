/**
 * A calculator's inputs live in its URL query, so a result can be shared and survives a reload.
 * Each change replaces the history entry and keeps the scroll position: typing a figure should not
 * add a Back step or make the page jump.
 */
interface CalculatorRoute<S> {
  useSearch: () => S;
  useNavigate: () => (options: { search: (previous: NoInfer<S>) => NoInfer<S>; replace: boolean; resetScroll: boolean }) => Promise<void>;
}

/** The page's inputs and `update(patch)`, which merges a patch into the query. */
export function useCalculatorSearch<S extends object>(route: CalculatorRoute<S>): [search: S, update: (patch: Partial<S>) => void] {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return [search, (patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true, resetScroll: false })];
}
