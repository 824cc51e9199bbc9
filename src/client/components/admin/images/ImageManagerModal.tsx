/**
 * A property's photos (admin spec §2 image modal, §4 images): pick or drop new images, preview
 * them, 'Mark as Main Image' (exactly one), remove (queued until saved). Upload sends the new
 * images one per request (each may be up to 15 MB), deletes the queued ones and sets the main one.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { NO_IMAGE_CHOSEN, type TAdminImage } from '#shared/schemas/admin-property.schema.ts';
import { useTRPC } from '../../../trpc.ts';
import { Modal } from '../../modal/Modal.tsx';
import { QueryView } from '../lists/QueryView.tsx';
import { useToast } from '../../toast/use-toast.ts';
import { useRefreshProperties } from '../properties/use-admin-properties.ts';
import { ImageDropZone } from './ImageDropZone.tsx';
import { readableSize, type PickedImage } from './image-files.ts';
import '../../forms/forms.css';

type MainChoice = { kind: 'existing'; id: number } | { kind: 'new'; key: string } | null;

interface ImageManagerModalProps {
  propertyId: number;
  title: string;
  onClose: () => void;
}

export function ImageManagerModal({ propertyId, title, onClose }: ImageManagerModalProps) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.adminProperties.get.queryOptions({ id: propertyId }, { staleTime: 0 }));
  return (
    <Modal open title={`Images of ${title}`} onClose={onClose} size="lg">
      <QueryView query={detail}>{(data) => <ImageManager propertyId={propertyId} address={title} existing={data.images} onDone={onClose} />}</QueryView>
    </Modal>
  );
}

function ImageManager({ propertyId, address, existing, onDone }: { propertyId: number; address: string; existing: TAdminImage[]; onDone: () => void }) {
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useRefreshProperties();
  const [added, setAdded] = useState<PickedImage[]>([]);
  const [removedIds, setRemovedIds] = useState<Set<number>>(new Set());
  const initialMain = existing.find((image) => image.isMain);
  const [main, setMain] = useState<MainChoice>(initialMain ? { kind: 'existing', id: initialMain.id } : null);
  const [isBusy, setIsBusy] = useState(false);
  const upload = useMutation(trpc.adminProperties.uploadImages.mutationOptions());
  const remove = useMutation(trpc.adminProperties.deleteImages.mutationOptions());
  const setMainImage = useMutation(trpc.adminProperties.setMainImage.mutationOptions());

  const kept = existing.filter((image) => !removedIds.has(image.id));
  const isMain = (choice: MainChoice) => JSON.stringify(choice) === JSON.stringify(main);
  // With no main chosen, the first photo shown is the main one (the server does the same).
  const effectiveMain: MainChoice = main ?? (kept[0] ? { kind: 'existing', id: kept[0].id } : added[0] ? { kind: 'new', key: added[0].key } : null);

  const onPicked = (images: PickedImage[]) => setAdded((previous) => [...previous, ...images]);
  const removeExisting = (id: number) => {
    setRemovedIds((previous) => new Set(previous).add(id));
    if (main?.kind === 'existing' && main.id === id) setMain(null);
  };
  const removeAdded = (key: string) => {
    setAdded((previous) => previous.filter((image) => image.key !== key));
    if (main?.kind === 'new' && main.key === key) setMain(null);
  };

  const mainChanged = effectiveMain?.kind === 'existing' && effectiveMain.id !== initialMain?.id;
  const save = async () => {
    if (added.length === 0 && removedIds.size === 0 && !mainChanged) {
      toast.warning('Warning', NO_IMAGE_CHOSEN);
      return;
    }
    setIsBusy(true);
    try {
      if (removedIds.size > 0) await remove.mutateAsync({ listingId: propertyId, mediaIds: [...removedIds] });
      for (const image of added) {
        const isMainImage = effectiveMain?.kind === 'new' && effectiveMain.key === image.key;
        await upload.mutateAsync({ listingId: propertyId, images: [{ name: image.name, type: image.type, data: image.src, mainImage: isMainImage }] });
      }
      if (effectiveMain?.kind === 'existing' && mainChanged) {
        await setMainImage.mutateAsync({ listingId: propertyId, mediaId: effectiveMain.id });
      }
      toast.success('Done', 'Successfully uploaded');
      await refresh();
      onDone();
    } catch {
      toast.error('Error', 'Something went wrong');
      await refresh();
    } finally {
      setIsBusy(false);
    }
  };

  const mainButton = (choice: Exclude<MainChoice, null>, name: string) => {
    const chosen = isMain(choice) || (main === null && JSON.stringify(effectiveMain) === JSON.stringify(choice));
    return (
      <button type="button" className="btn btn--ghost btn--sm" aria-pressed={chosen} disabled={isBusy} onClick={() => setMain(choice)}>
        {chosen ? 'Main Image' : 'Mark as Main Image'}
        <span className="visually-hidden"> ({name})</span>
      </button>
    );
  };

  return (
    <div className="image-manager">
      <ImageDropZone onPicked={onPicked} />
      {kept.length === 0 && added.length === 0 ? <p className="admin-empty">No images yet.</p> : null}
      <ul className="image-grid" aria-label="Images">
        {kept.map((image, index) => (
          <li key={image.id} className="image-grid__item">
            {image.thumb ? (
              <img src={image.thumb} alt={`${address}, ${index + 1} of ${kept.length}`} />
            ) : (
              <div className="image-grid__placeholder">Processing…</div>
            )}
            <div className="image-grid__actions cluster">
              {mainButton({ kind: 'existing', id: image.id }, `photo ${index + 1}`)}
              <button type="button" className="btn btn--danger-ghost btn--sm" disabled={isBusy} onClick={() => removeExisting(image.id)}>
                Remove<span className="visually-hidden"> photo {index + 1}</span>
              </button>
            </div>
          </li>
        ))}
        {added.map((image) => (
          <li key={image.key} className="image-grid__item image-grid__item--new">
            <img src={image.src} alt={`To upload: ${image.name}`} />
            <p className="image-grid__name">
              {image.name} · {readableSize(image.size)}
            </p>
            <div className="image-grid__actions cluster">
              {mainButton({ kind: 'new', key: image.key }, image.name)}
              <button type="button" className="btn btn--danger-ghost btn--sm" disabled={isBusy} onClick={() => removeAdded(image.key)}>
                Remove<span className="visually-hidden"> {image.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {removedIds.size > 0 ? <p className="form-note">{removedIds.size} image(s) will be removed when you upload.</p> : null}
      <div className="form-actions">
        <button type="button" className="btn btn--primary" disabled={isBusy} onClick={() => void save()}>
          {isBusy ? 'Please wait. . .' : 'Upload'}
        </button>
        <button type="button" className="btn btn--ghost" disabled={isBusy} onClick={onDone}>
          Cancel
        </button>
      </div>
    </div>
  );
}
