/**
 * Data of the admin property screens: the infinite lists (feed classes and own), and the
 * curation actions with the spec's confirmations and messages. After any change every property
 * list and detail is refetched (they all show the own flag).
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyFromFeedClass } from '#shared/listing-classes.ts';
import { ADMIN_PAGE_SIZE, type AdminListType, type TAdminPropertyRow } from '#shared/schemas/admin-property.schema.ts';
import { useTRPC } from '../../../trpc.ts';
import { useToast } from '../../toast/use-toast.ts';
import type { ConfirmOptions } from '../confirm/use-confirm-dialog.tsx';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

export function useAdminPropertyList(type: AdminListType, search: string | undefined) {
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.adminProperties.list.infiniteQueryOptions(
      { type, search, limit: ADMIN_PAGE_SIZE },
      { getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined, staleTime: 0 },
    ),
  );
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  return { ...query, rows };
}

export function useRefreshProperties() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.adminProperties.pathKey() });
}

/** Add to / remove from the own listing and remove a property, each after its question. */
export function usePropertyActions(confirm: (options: ConfirmOptions) => Promise<boolean>) {
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useRefreshProperties();
  const toggle = useMutation(trpc.adminProperties.setOwnListing.mutationOptions());
  const remove = useMutation(trpc.adminProperties.remove.mutationOptions());
  const feature = useMutation(trpc.adminProperties.setFeatured.mutationOptions());

  /** One change's end: its success toast, or the spec's 'Something went wrong.'; the lists reloaded either way. */
  const settle = async (change: () => Promise<[title: string, message: string]>) => {
    try {
      toast.success(...(await change()));
    } catch {
      toast.error('Error', SOMETHING_WENT_WRONG);
    }
    await refresh();
  };

  const setOwnListing = async (row: TAdminPropertyRow, show: boolean) => {
    const isSure = await confirm({
      title: 'Are you sure?',
      text: show ? 'Do you want this property to be shown in the listing?' : 'Do you want this property to be removed from the listing?',
      confirmLabel: 'Yes',
    });
    if (!isSure) return;
    await settle(async () => ['Done', (await toggle.mutateAsync({ listingId: row.id, isOwnListing: show })).message]);
  };

  const removeProperty = async (row: TAdminPropertyRow) => {
    const isSure = await confirm({ title: 'Are you sure?', text: 'You want to delete this entry?', confirmLabel: 'Yes, delete it!', tone: 'danger' });
    if (!isSure) return;
    await settle(async () => {
      await remove.mutateAsync({ listingId: row.id, listingClass: legacyFromFeedClass(row.listingClass) });
      return ['Deleted!', `Property #${row.id} successfully deleted`];
    });
  };

  // Featuring is undone with the same button, so it needs no question.
  const setFeatured = (row: TAdminPropertyRow, featured: boolean) =>
    settle(async () => ['Done', (await feature.mutateAsync({ listingId: row.id, isFeatured: featured })).message]);

  return { setOwnListing, setFeatured, removeProperty, isBusy: toggle.isPending || remove.isPending || feature.isPending };
}
