/** A thin bar across the top of the window while the router loads the next page (code or data). */
import { useRouterState } from '@tanstack/react-router';

export function NavigationProgress() {
  const isLoading = useRouterState({ select: (state) => state.status === 'pending' });
  if (!isLoading) return null;
  return (
    <div className="nav-progress" role="progressbar" aria-label="Loading page">
      <div className="nav-progress__bar" />
    </div>
  );
}
