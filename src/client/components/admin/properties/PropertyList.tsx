/**
 * One admin property list (a feed class or the own list) with its search: the full list in a
 * 900 px infinite-scroll box, or, while a search is active, every matching listing of the list
 * (searched on the server) under 'Seacrh Results'.
 */
import type { ReactNode } from 'react';
import type { AdminListType, TAdminPropertyRow } from '#shared/schemas/admin-property.schema.ts';
import { InfiniteScroll } from '../lists/InfiniteScroll.tsx';
import { SearchBox } from '../lists/SearchBox.tsx';
import { useDebouncedSearch } from '../lists/use-debounced-search.ts';
import { PropertyTable } from './PropertyTable.tsx';
import { useAdminPropertyList } from './use-admin-properties.ts';

interface PropertyListProps {
  type: AdminListType;
  label: string;
  actions: (row: TAdminPropertyRow) => ReactNode;
}

function ListBody({ type, search, label, actions }: PropertyListProps & { search: string | undefined }) {
  const list = useAdminPropertyList(type, search);
  if (list.isPending) return <p role="status">Please wait while loading</p>;
  if (list.isError) {
    return (
      <p className="form-error" role="alert">
        Something went wrong.
      </p>
    );
  }
  if (list.rows.length === 0) return <p className="admin-empty">{search ? 'Data not found' : 'There are no properties here yet.'}</p>;
  return (
    <InfiniteScroll
      label={label}
      hasRows
      hasNextPage={list.hasNextPage}
      isFetchingNextPage={list.isFetchingNextPage}
      fetchNextPage={() => void list.fetchNextPage()}
    >
      <PropertyTable caption={label} rows={list.rows} actions={actions} />
    </InfiniteScroll>
  );
}

export function PropertyList({ type, label, actions }: PropertyListProps) {
  const search = useDebouncedSearch();
  return (
    <>
      <SearchBox
        label="Search properties"
        placeholder="MLS number, address, municipality…"
        value={search.text}
        onChange={search.setText}
        isWaiting={search.isWaiting}
      />
      {search.applied ? (
        <section aria-labelledby={`search-results-${type}`}>
          <h2 id={`search-results-${type}`} className="admin-card__title">
            Seacrh Results
          </h2>
          <ListBody key={`search-${search.applied}`} type={type} search={search.applied} label={`Search results for ${search.applied}`} actions={actions} />
        </section>
      ) : (
        <ListBody type={type} search={undefined} label={label} actions={actions} />
      )}
    </>
  );
}
