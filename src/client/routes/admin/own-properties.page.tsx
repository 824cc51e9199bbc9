/**
 * Own Properties (admin spec §2): the agent's properties and the feed listings added to the own
 * listing, with search, 'New property', and per row: view, edit, own-listing toggle, images and
 * remove.
 */
import { useState } from 'react';
import type { TAdminPropertyRow } from '#shared/schemas/admin-property.schema.ts';
import { useConfirmDialog } from '../../components/admin/confirm/use-confirm-dialog.tsx';
import { ImageManagerModal } from '../../components/admin/images/ImageManagerModal.tsx';
import { PropertyFormModal, type PropertyFormTarget } from '../../components/admin/properties/PropertyFormModal.tsx';
import { PropertyList } from '../../components/admin/properties/PropertyList.tsx';
import { FeaturedToggle, OwnListingToggle, ViewDetailsLink } from '../../components/admin/properties/PropertyRowActions.tsx';
import { addressOf } from '../../components/admin/properties/PropertyTable.tsx';
import { usePropertyActions } from '../../components/admin/properties/use-admin-properties.ts';
import { AdminPageHeader } from '../../components/admin/page/AdminPageHeader.tsx';

export default function OwnPropertiesPage() {
  const { confirm, dialog } = useConfirmDialog();
  const actions = usePropertyActions(confirm);
  const [form, setForm] = useState<PropertyFormTarget | null>(null);
  const [imagesOf, setImagesOf] = useState<TAdminPropertyRow | null>(null);

  return (
    <div className="admin-page">
      <AdminPageHeader title="OWN PROPERTIES">
        <button type="button" className="btn btn--primary" onClick={() => setForm({ kind: 'create' })}>
          New property
        </button>
      </AdminPageHeader>
      <PropertyList
        type="own"
        label="Own properties"
        actions={(row) => (
          <>
            <ViewDetailsLink row={row} />
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setForm({ kind: 'edit', propertyId: row.id })}>
              Edit<span className="visually-hidden"> {addressOf(row)}</span>
            </button>
            <OwnListingToggle row={row} actions={actions} />
            <FeaturedToggle row={row} actions={actions} />
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setImagesOf(row)}>
              Images<span className="visually-hidden"> of {addressOf(row)}</span>
            </button>
            <button type="button" className="btn btn--danger-ghost btn--sm" disabled={actions.isBusy} onClick={() => void actions.removeProperty(row)}>
              Remove<span className="visually-hidden"> {addressOf(row)}</span>
            </button>
          </>
        )}
      />
      {form ? <PropertyFormModal target={form} onClose={() => setForm(null)} confirm={confirm} /> : null}
      {imagesOf ? <ImageManagerModal propertyId={imagesOf.id} title={addressOf(imagesOf)} onClose={() => setImagesOf(null)} /> : null}
      {dialog}
    </div>
  );
}
