/** 'View on Map': a dialog with the listing's position (500 px map, spec §9); the map loads lazily. */
import { lazy, Suspense, useState } from 'react';
import { Modal } from '../modal/Modal.tsx';
import { MapPinIcon } from '../icons.tsx';

const LocationMap = lazy(() => import('../map/LocationMap.tsx'));
export const DETAIL_MAP_HEIGHT = 500;

interface ViewOnMapButtonProps {
  latitude: number | null;
  longitude: number | null;
  address: string;
  isApproximate: boolean;
}

export function ViewOnMapButton({ latitude, longitude, address, isApproximate }: ViewOnMapButtonProps) {
  const [open, setOpen] = useState(false);
  if (latitude === null || longitude === null) return null;
  return (
    <>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(true)}>
        <MapPinIcon aria-hidden="true" /> View on Map
      </button>
      <Modal open={open} title={address} onClose={() => setOpen(false)} size="lg">
        {isApproximate && <p className="detail-map-note">The position is approximate (the centre of the area).</p>}
        <Suspense
          fallback={
            <div className="detail-map-loading" style={{ height: DETAIL_MAP_HEIGHT }}>
              Loading the map…
            </div>
          }
        >
          <LocationMap latitude={latitude} longitude={longitude} label={address} height={DETAIL_MAP_HEIGHT} />
        </Suspense>
      </Modal>
    </>
  );
}
