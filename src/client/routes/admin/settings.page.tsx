/** Settings (admin spec §2 lookup settings): municipalities, property types and listing types; and the site's pictures. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOOKUP_CREATED, ZListingTypeInput, ZMunicipalityInput, ZPropertyTypeInput, type LookupKind } from '#shared/schemas/lookup.schema.ts';
import { useConfirmDialog } from '../../components/admin/confirm/use-confirm-dialog.tsx';
import { SaveForm } from '../../components/admin/forms/SaveForm.tsx';
import { SitePicturesSection } from '../../components/admin/images/SitePicturesSection.tsx';
import { LookupSection, type LookupItem } from '../../components/admin/lists/LookupSection.tsx';
import type { Banner } from '../../components/admin/lists/use-timed-banner.tsx';
import { FormField } from '../../components/forms/FormField.tsx';
import { describeMutationError } from '../../components/forms/mutation-error.ts';
import { type ServerFieldErrors, useZodForm } from '../../components/forms/use-zod-form.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';
import '../../components/forms/forms.css';

const FAILED: Banner = { tone: 'error', text: 'Something went wrong' };
const CREATED: Banner = { tone: 'success', text: LOOKUP_CREATED };

function useRefreshLookups() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.lookups.pathKey() });
}

/** A lookup form's outcome: the lists refreshed and a banner; a name already listed (409) is said under `nameField`. */
function useCreatedOrRefused(form: { setServerErrors(errors: ServerFieldErrors): void }, nameField: string, done: (banner: Banner) => void) {
  const refresh = useRefreshLookups();
  return {
    onSuccess: async () => {
      await refresh();
      done(CREATED);
    },
    onError: (error: unknown) => {
      const { fieldErrors, message, status } = describeMutationError(error);
      form.setServerErrors(status === 409 ? { [nameField]: [message] } : fieldErrors);
      done(FAILED);
    },
  };
}

function MunicipalityForm({ done }: { done: (banner: Banner) => void }) {
  const trpc = useTRPC();
  const form = useZodForm(ZMunicipalityInput, { Municipality: '', Mun_lat: '', Mun_lng: '' });
  const outcome = useCreatedOrRefused(form, 'Municipality', done);
  const create = useMutation(trpc.lookups.createMunicipality.mutationOptions(outcome));
  return (
    <SaveForm onSubmit={form.handleSubmit((data) => create.mutate({ ...data, action: 'add' }))} isPending={create.isPending}>
      <FormField form={form} name="Municipality" label="Municipality" required />
      <div className="form-row">
        <FormField form={form} name="Mun_lat" label="Latitude" type="number" required inputProps={{ step: 'any', min: -90, max: 90 }} />
        <FormField form={form} name="Mun_lng" label="Longitude" type="number" required inputProps={{ step: 'any', min: -180, max: 180 }} />
      </div>
    </SaveForm>
  );
}

function PropertyTypeForm({ done }: { done: (banner: Banner) => void }) {
  const trpc = useTRPC();
  const form = useZodForm(ZPropertyTypeInput, { prop_type: '' });
  const outcome = useCreatedOrRefused(form, 'prop_type', done);
  const create = useMutation(trpc.lookups.createPropertyType.mutationOptions(outcome));
  return (
    <SaveForm onSubmit={form.handleSubmit((data) => create.mutate({ ...data, action: 'add' }))} isPending={create.isPending}>
      <FormField form={form} name="prop_type" label="Property type" required />
    </SaveForm>
  );
}

function ListingTypeForm({ done }: { done: (banner: Banner) => void }) {
  const trpc = useTRPC();
  const form = useZodForm(ZListingTypeInput, { type: '' });
  const outcome = useCreatedOrRefused(form, 'type', done);
  const create = useMutation(trpc.lookups.createListingType.mutationOptions(outcome));
  return (
    <SaveForm onSubmit={form.handleSubmit((data) => create.mutate({ ...data, action: 'add' }))} isPending={create.isPending}>
      <FormField form={form} name="type" label="Listing type" required />
    </SaveForm>
  );
}

export default function SettingsPage() {
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useRefreshLookups();
  const { confirm, dialog } = useConfirmDialog();
  const municipalities = useQuery(trpc.lookups.municipalities.queryOptions(undefined, { staleTime: 0 }));
  const propertyTypes = useQuery(trpc.lookups.propertyTypes.queryOptions(undefined, { staleTime: 0 }));
  const listingTypes = useQuery(trpc.lookups.listingTypes.queryOptions(undefined, { staleTime: 0 }));
  const remove = useMutation(trpc.lookups.delete.mutationOptions());

  const deleteEntry = (kind: LookupKind) => async (item: LookupItem) => {
    const isSure = await confirm({ title: 'Are you sure?', text: `You want to delete ${item.label}?`, confirmLabel: 'Yes, delete it!', tone: 'danger' });
    if (!isSure) return;
    try {
      await remove.mutateAsync({ type: kind, id: item.id });
      toast.success('Success', 'Successfully deleted');
    } catch {
      toast.error('Error', 'Something went wrong');
    }
    await refresh();
  };

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Settings</h1>
      <div className="lookup-grid auto-grid">
        <LookupSection
          title="Municipality"
          addTitle="Add New Municipality"
          items={municipalities.data?.map((row) => ({ id: row.id, label: row.Municipality, detail: `${row.Mun_lat.toFixed(4)}, ${row.Mun_lng.toFixed(4)}` }))}
          isError={municipalities.isError}
          onDelete={(item) => void deleteEntry('municipality')(item)}
          renderForm={(done) => <MunicipalityForm done={done} />}
        />
        <LookupSection
          title="Property Types"
          addTitle="Add New Property Type"
          items={propertyTypes.data?.map((row) => ({ id: row.id, label: row.prop_type }))}
          isError={propertyTypes.isError}
          onDelete={(item) => void deleteEntry('property')(item)}
          renderForm={(done) => <PropertyTypeForm done={done} />}
        />
        <LookupSection
          title="Listing Types"
          addTitle="Add New Listing Type"
          items={listingTypes.data?.map((row) => ({ id: row.id, label: row.type }))}
          isError={listingTypes.isError}
          onDelete={(item) => void deleteEntry('listing')(item)}
          renderForm={(done) => <ListingTypeForm done={done} />}
        />
      </div>
      <SitePicturesSection />
      {dialog}
    </div>
  );
}
