/**
 * What an admin list or panel shows while its query runs: 'Please wait while loading', then
 * 'Something went wrong.' (or the caller's `failed` text) on failure, the caller's empty message
 * when there is nothing, else the content.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

interface QueryViewProps<Data, Failure> {
  query: UseQueryResult<Data, Failure>;
  /** The failure's text instead of 'Something went wrong.' (the server's message, what could not be loaded). */
  failed?: (error: Failure) => ReactNode;
  /** Shown instead of the content when `isEmpty(data)`; without it an empty answer shows the content. */
  empty?: ReactNode;
  isEmpty?: (data: Data) => boolean;
  /** Replaces the loading message (the blog screens show a loading bar). */
  loading?: ReactNode;
  children: (data: Data) => ReactNode;
}

export function QueryView<Data, Failure>({ query, failed, empty, isEmpty, loading, children }: QueryViewProps<Data, Failure>) {
  if (query.isPending) return <>{loading ?? <p role="status">Please wait while loading</p>}</>;
  if (query.isError)
    return (
      <p className="form-error" role="alert">
        {failed ? failed(query.error) : 'Something went wrong.'}
      </p>
    );
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
