/**
 * /showings/{code}: the visitor's visiting list — each home with its showing time and a route
 * link — and, per home, the rating modal (after the visit) that saves the visitor's feedback.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { TVisitingEntry } from '#shared/schemas/showings.schema.ts';
import { PageHeader } from '../../components/layout/PageHeader.tsx';
import { describeMutationError } from '../../components/forms/mutation-error.ts';
import { RatingModal } from '../../components/showings/RatingModal.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { AddressLines } from '../../components/showings/ShowingTables.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { directionsUrl } from '../../showings/directions.ts';
import { formatShowingTime } from '../../showings/showing-time.ts';
import { useTRPC } from '../../trpc.ts';
import '../../components/forms/forms.css';
import '../../components/showings/showings.css';

const route = getRouteApi('/_public/showings/$id');

export default function VisitingListPage() {
  const { id } = route.useParams();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [rating, setRating] = useState<TVisitingEntry | null>(null);
  const appointmentQuery = trpc.showings.appointment.queryOptions({ urlCode: id }, { retry: false });
  const { data, isPending } = useQuery(appointmentQuery);
  const rate = useMutation(
    trpc.showings.rate.mutationOptions({
      onSuccess: async (answer) => {
        setRating(null);
        toast.success('Done', answer.message);
        await queryClient.invalidateQueries({ queryKey: appointmentQuery.queryKey });
      },
      onError: (error) => toast.error('Error', describeMutationError(error).message),
    }),
  );

  const entries = data?.properties ?? [];
  return (
    <div className="page">
      <PageHeader
        title="Visiting List"
        lead={data?.appointment ? `Requested for ${formatShowingTime(data.appointment)} (Toronto time).` : 'Your homes to visit, in order.'}
      />
      <div className="container page-body showings-layout">
        {isPending ? (
          <p role="status">Please wait while loading</p>
        ) : entries.length === 0 ? (
          <p className="empty-state">No data found</p>
        ) : (
          <DataTable look="data" caption="Homes to visit" columns={['#', 'Address', 'Date and Time', 'Find Route', 'Your rating']}>
            {entries.map((entry, index) => (
              <tr key={`${entry.sn}-${entry.address}`}>
                <td>{index + 1}</td>
                <td>
                  <AddressLines address={entry.address} details={[entry.municipality, entry.mls ? `MLS® ${entry.mls}` : null]} />
                </td>
                <td>{formatShowingTime(entry.availableTime)}</td>
                <td>
                  <a href={directionsUrl(entry)} target="_blank" rel="noopener noreferrer">
                    Directions<span className="visually-hidden"> to {entry.address} (opens in a new tab)</span>
                  </a>
                </td>
                <td>
                  <div className="data-table__actions">
                    {entry.rating != null ? <span className="rating-inline">★ {entry.rating}</span> : null}
                    <button type="button" className="btn btn--ghost btn--sm" onClick={() => setRating(entry)}>
                      {entry.rating != null ? 'Change rating' : 'Rate'}
                      <span className="visually-hidden"> {entry.address}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </div>
      {rating ? (
        <RatingModal
          address={rating.address}
          initialRating={rating.rating}
          initialComment={rating.comment}
          isSaving={rate.isPending}
          onClose={() => setRating(null)}
          onRate={(given) =>
            rate.mutate({
              appointment: id,
              data: [{ listingId: rating.listingId, mls: rating.mls, address: rating.address, rating: given.rating, comment: given.comment }],
            })
          }
        />
      ) : null}
    </div>
  );
}
