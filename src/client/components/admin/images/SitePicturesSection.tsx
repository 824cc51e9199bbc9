/**
 * Settings → Site pictures: the Home slideshow, the city tiles and the Buy tiles, each showing
 * the picture visitors see now (the agent's or the bundled drawing), a picker that uploads a new
 * one at once (images only; the server makes the sized WebP variants), and a way back to the
 * bundled drawing.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SITE_IMAGE_SLOTS, type SiteImageSlot, type SiteImageSlotId } from '#shared/site-images.ts';
import { useSiteSettings } from '../../../hooks/use-site-settings.ts';
import { useTRPC } from '../../../trpc.ts';
import { describeMutationError } from '../../forms/mutation-error.ts';
import { sitePictureSource } from '../../site-picture/SitePicture.tsx';
import { pickImages, skippedMessage } from './image-files.ts';
import { AdminCard } from '../page/AdminCard.tsx';

const GROUPS = [...new Set(SITE_IMAGE_SLOTS.map((slot) => slot.group))];

function SitePictureRow({ slot }: { slot: SiteImageSlot & { slot: SiteImageSlotId } }) {
  const id = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const picture = sitePictureSource(useSiteSettings(), slot.slot);
  const [note, setNote] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const save = useMutation(
    trpc.settings.savePicture.mutationOptions({
      onSuccess: async (answer) => {
        await queryClient.invalidateQueries({ queryKey: trpc.settings.public.queryKey() });
        setNote({ tone: 'status', text: answer.message });
      },
      onError: (error) => {
        const { message, fieldErrors } = describeMutationError(error);
        setNote({ tone: 'alert', text: fieldErrors.image?.[0] ?? message });
      },
    }),
  );
  return (
    <li className="site-picture cluster">
      <img
        className="site-picture__preview"
        src={picture.src}
        alt={`${slot.label}: ${picture.isCustom ? 'your picture' : 'the bundled picture'}`}
        width={160}
        height={90}
      />
      <div className="site-picture__controls">
        <label htmlFor={id}>{slot.label}</label>
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={save.isPending}
          onChange={async (event) => {
            const { images, skipped } = event.target.files ? await pickImages(event.target.files) : { images: [], skipped: [] };
            event.target.value = '';
            const skippedNote = skippedMessage(skipped);
            if (skippedNote) setNote({ tone: 'alert', text: skippedNote });
            if (images[0]) save.mutate({ slot: slot.slot, image: images[0].src });
          }}
        />
        {picture.isCustom ? (
          <button type="button" className="btn btn--ghost btn--sm" disabled={save.isPending} onClick={() => save.mutate({ slot: slot.slot, image: null })}>
            Use the bundled picture<span className="visually-hidden"> for {slot.label}</span>
          </button>
        ) : null}
        {save.isPending ? (
          <p role="status">Uploading…</p>
        ) : note ? (
          <p role={note.tone} className={note.tone === 'alert' ? 'field-error' : 'form-note'}>
            {note.text}
          </p>
        ) : null}
      </div>
    </li>
  );
}

export function SitePicturesSection() {
  return (
    <AdminCard className="site-pictures" title="Site pictures">
      <p className="form-note">
        Pictures of the Home slideshow, the city tiles and the Buy page. A new picture shows at once; wide photos (at least 1600 px for the slideshow) look
        best.
      </p>
      {GROUPS.map((group) => (
        <div key={group}>
          <h3 className="site-pictures__group">{group}</h3>
          <ul className="site-pictures__list auto-grid">
            {SITE_IMAGE_SLOTS.filter((slot) => slot.group === group).map((slot) => (
              <SitePictureRow key={slot.slot} slot={slot} />
            ))}
          </ul>
        </div>
      ))}
    </AdminCard>
  );
}
