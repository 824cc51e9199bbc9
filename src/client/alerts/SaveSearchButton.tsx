/**
 * "Save this search" beside a results heading (search, commercial search, map) or on a building
 * page. The button is server-rendered; the dialog is a lazy chunk loaded on the first press, so
 * the page's script stays small.
 */
import { lazy, Suspense, useState } from 'react';
import type { TSavedSearchCriteriaInput } from '#shared/schemas/saved-search.schema.ts';
import { BellIcon } from '../components/icons.tsx';

const SaveSearchDialog = lazy(() => import('./SaveSearchDialog.tsx'));

interface SaveSearchButtonProps {
  criteria: TSavedSearchCriteriaInput;
  defaultName?: string;
  label?: string;
  className?: string;
}

export function SaveSearchButton({ criteria, defaultName, label = 'Save this search', className = 'btn btn--ghost btn--sm' }: SaveSearchButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${className} save-search-button`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <BellIcon />
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog criteria={criteria} defaultName={defaultName} title={label} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
