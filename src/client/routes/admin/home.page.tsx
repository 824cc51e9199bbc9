/**
 * Admin home: the property browser (admin spec §2). Three type buttons (resedential, the default;
 * commercial; condo) over the feed's listings, a server-side search, and per row: view details,
 * add to own listings (disabled when already own) and remove. The listing-alert figures of the last
 * 30 days and the importer panel sit on top.
 */
import { useState } from 'react';
import { ADMIN_PROPERTY_TYPES, type AdminPropertyType } from '#shared/listing-classes.ts';
import { AlertStatsCard } from '../../components/admin/alerts/AlertStatsCard.tsx';
import { useConfirmDialog } from '../../components/admin/confirm/use-confirm-dialog.tsx';
import { ImporterPanel } from '../../components/admin/properties/ImporterPanel.tsx';
import { PropertyList } from '../../components/admin/properties/PropertyList.tsx';
import { FeaturedToggle, ViewDetailsLink } from '../../components/admin/properties/PropertyRowActions.tsx';
import { addressOf } from '../../components/admin/properties/PropertyTable.tsx';
import { usePropertyActions } from '../../components/admin/properties/use-admin-properties.ts';
import { ChoiceButtons } from '../../components/admin/lists/ChoiceButtons.tsx';

const PROPERTY_TYPE_CHOICES = ADMIN_PROPERTY_TYPES.map((value) => ({ value, label: value }));

export default function AdminHomePage() {
  const [type, setType] = useState<AdminPropertyType>('resedential');
  const { confirm, dialog } = useConfirmDialog();
  const actions = usePropertyActions(confirm);

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Property Browser</h1>
      <AlertStatsCard />
      <ImporterPanel />
      <ChoiceButtons label="Property type" choices={PROPERTY_TYPE_CHOICES} value={type} onChange={setType} />
      <PropertyList
        key={type}
        type={type}
        label={`${type} properties`}
        actions={(row) => (
          <>
            <ViewDetailsLink row={row} />
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={row.isOwnListing || actions.isBusy}
              onClick={() => void actions.setOwnListing(row, true)}
            >
              {row.isOwnListing ? 'In own listings' : 'Add to own listings'}
              <span className="visually-hidden"> ({addressOf(row)})</span>
            </button>
            <FeaturedToggle row={row} actions={actions} />
            <button type="button" className="btn btn--danger-ghost btn--sm" disabled={actions.isBusy} onClick={() => void actions.removeProperty(row)}>
              Remove<span className="visually-hidden"> {addressOf(row)}</span>
            </button>
          </>
        )}
      />
      {dialog}
    </div>
  );
}
