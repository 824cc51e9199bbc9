/**
 * The Custom template's block builder: title, paragraph, image, two images, paragraph with image
 * and image with paragraph; each can be edited, moved up or down and removed. Block images are
 * uploaded as soon as they are picked (the server makes them mail-safe JPEG/PNG).
 */
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { BLOCK_LABELS, MAX_BLOCKS, type TBlockImage, type TMailBlockType } from '#shared/schemas/email.schema.ts';
import { ImageDropZone } from '../admin/images/ImageDropZone.tsx';
import { describeMutationError } from '../forms/mutation-error.ts';
import { useTRPC } from '../../trpc.ts';
import { moveBlock, newBlock, removeBlock, replaceBlock, type DraftBlock } from './mail-blocks.ts';
import { FieldFrame } from '../forms/FieldFrame.tsx';

const BLOCK_TYPES = Object.keys(BLOCK_LABELS) as TMailBlockType[];

function TextField({ label, value, onChange, multiline }: { label: string; value: string; onChange: (value: string) => void; multiline?: boolean }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label}>
      {multiline ? (
        <textarea id={id} className="input input--multiline" rows={5} value={value} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FieldFrame>
  );
}

function BlockImageField({ label, image, onChange }: { label: string; image: TBlockImage; onChange: (image: TBlockImage) => void }) {
  const trpc = useTRPC();
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation(
    trpc.email.uploadImage.mutationOptions({
      onSuccess: (result) => {
        setError(null);
        onChange({ ...image, src: result.src });
      },
      onError: (failure) => setError(describeMutationError(failure, 'The image could not be uploaded.').message),
    }),
  );
  return (
    <div className="block-image">
      <span className="field-label">
        <strong>{label}</strong>
      </span>
      {image.src ? <img src={image.src} alt={image.alt ?? ''} /> : null}
      <ImageDropZone
        multiple={false}
        label={upload.isPending ? 'Uploading…' : image.src ? 'Replace image' : 'Choose image'}
        onPicked={(picked) => {
          if (picked[0]) upload.mutate({ img: picked[0].src });
        }}
      />
      {error ? <p className="field-error">{error}</p> : null}
      <TextField label={`${label}: description (alt text)`} value={image.alt ?? ''} onChange={(alt) => onChange({ ...image, alt })} />
    </div>
  );
}

function BlockEditor({ block, onChange }: { block: DraftBlock; onChange: (block: DraftBlock) => void }) {
  switch (block.type) {
    case 'title':
      return <TextField label="Title text" value={block.text} onChange={(text) => onChange({ ...block, text })} />;
    case 'paragraph':
      return <TextField label="Paragraph" multiline value={block.text} onChange={(text) => onChange({ ...block, text })} />;
    case 'image':
      return <BlockImageField label="Image" image={block.image} onChange={(image) => onChange({ ...block, image })} />;
    case 'images':
      return (
        <div className="block-card__columns auto-grid">
          <BlockImageField label="Left image" image={block.images[0]} onChange={(image) => onChange({ ...block, images: [image, block.images[1]] })} />
          <BlockImageField label="Right image" image={block.images[1]} onChange={(image) => onChange({ ...block, images: [block.images[0], image] })} />
        </div>
      );
    case 'paragraph-image':
      return (
        <div className="block-card__columns auto-grid">
          <TextField label="Paragraph" multiline value={block.text} onChange={(text) => onChange({ ...block, text })} />
          <BlockImageField label="Image" image={block.image} onChange={(image) => onChange({ ...block, image })} />
        </div>
      );
    case 'image-paragraph':
      return (
        <div className="block-card__columns auto-grid">
          <BlockImageField label="Image" image={block.image} onChange={(image) => onChange({ ...block, image })} />
          <TextField label="Paragraph" multiline value={block.text} onChange={(text) => onChange({ ...block, text })} />
        </div>
      );
  }
}

interface BlockBuilderProps {
  blocks: DraftBlock[];
  onChange: (blocks: DraftBlock[]) => void;
  error?: string | undefined;
}

export function BlockBuilder({ blocks, onChange, error }: BlockBuilderProps) {
  return (
    <section aria-labelledby="block-builder-title">
      <h2 id="block-builder-title" className="admin-section__title">
        Blocks
      </h2>
      {blocks.length === 0 ? <p className="form-note">Add blocks below; they appear in the mail in this order.</p> : null}
      <ol className="block-list">
        {blocks.map((block, index) => (
          <li key={block.key} className="block-card" aria-label={`Block ${index + 1}: ${BLOCK_LABELS[block.type]}`}>
            <div className="block-card__header split-row">
              <h3 className="block-card__title">
                {index + 1}. {BLOCK_LABELS[block.type]}
              </h3>
              <div className="admin-table__actions">
                <button type="button" className="btn btn--ghost btn--sm" disabled={index === 0} onClick={() => onChange(moveBlock(blocks, block.key, -1))}>
                  Move up<span className="visually-hidden"> block {index + 1}</span>
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  disabled={index === blocks.length - 1}
                  onClick={() => onChange(moveBlock(blocks, block.key, 1))}
                >
                  Move down<span className="visually-hidden"> block {index + 1}</span>
                </button>
                <button type="button" className="btn btn--danger-ghost btn--sm" onClick={() => onChange(removeBlock(blocks, block.key))}>
                  Remove<span className="visually-hidden"> block {index + 1}</span>
                </button>
              </div>
            </div>
            <BlockEditor block={block} onChange={(next) => onChange(replaceBlock(blocks, block.key, next))} />
          </li>
        ))}
      </ol>
      {error ? <p className="field-error">{error}</p> : null}
      <div className="block-add cluster" role="group" aria-label="Add a block">
        {BLOCK_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={blocks.length >= MAX_BLOCKS}
            onClick={() => onChange([...blocks, newBlock(type)])}
          >
            + {BLOCK_LABELS[type]}
          </button>
        ))}
      </div>
    </section>
  );
}
