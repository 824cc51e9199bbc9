/**
 * Admin Feedbacks: visitors' ratings and comments on the homes they visited. Without a search it
 * shows the latest comments; a search (more than 2 characters) runs on the server over MLS
 * number, address, customer name and e-mail.
 */
import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';
import { useDebounced } from '../../hooks/use-debounced.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { FieldFrame } from '../../components/forms/FieldFrame.tsx';
import '../../components/forms/forms.css';
import '../../components/showings/showings.css';

const SEARCH_DELAY_MS = 400;
const MIN_SEARCH_LENGTH = 3;

export default function FeedbacksPage() {
  const trpc = useTRPC();
  const searchId = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const isSearching = query.length >= MIN_SEARCH_LENGTH;
  const latest = useQuery({ ...trpc.showings.adminComments.queryOptions(undefined, { staleTime: 0 }), enabled: !isSearching });
  const found = useQuery({ ...trpc.showings.searchComments.queryOptions({ q: query }), enabled: isSearching, placeholderData: keepPreviousData });
  const result = isSearching ? found : latest;
  const rows = result.data ?? [];

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Feedbacks</h1>
      <FieldFrame id={searchId} label="Search by MLS, Address, Customer name or email" className="field search-box">
        <input id={searchId} className="input" type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </FieldFrame>
      <h2 className="admin-section__title" aria-live="polite">
        {isSearching ? `Results for “${query}”` : `Latest ${rows.length} comments`}
      </h2>
      {result.isPending ? (
        <p role="status">Please wait while loading</p>
      ) : rows.length === 0 ? (
        <p className="empty-state">No data</p>
      ) : (
        <DataTable look="data" caption="Visitors' feedback" columns={['MLS', 'Address', 'Name', 'Email', 'Rating', 'Comment']}>
          {rows.map((comment) => (
            <tr key={comment.id}>
              <td>{comment.mls ?? '—'}</td>
              <td>{comment.address ?? '—'}</td>
              <td>{comment.customerName}</td>
              <td>
                <a href={`mailto:${comment.customerEmail}`}>{comment.customerEmail}</a>
              </td>
              <td>{comment.rating != null ? <span className="rating-inline">★ {comment.rating}</span> : '—'}</td>
              <td className="data-table__message">{comment.comment ?? '—'}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
