/** A multi-file image picker that also takes files dropped on it. */
import { useId, useState, type DragEvent } from 'react';
import { pickImages, skippedMessage, type PickedImage } from './image-files.ts';

interface ImageDropZoneProps {
  onPicked: (images: PickedImage[]) => void;
  label?: string;
  multiple?: boolean;
}

export function ImageDropZone({ onPicked, label = 'Choose images', multiple = true }: ImageDropZoneProps) {
  const id = useId();
  const [isOver, setIsOver] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const take = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const { images, skipped } = await pickImages(files);
    setNotice(skippedMessage(skipped));
    if (images.length > 0) onPicked(images);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    void take(event.dataTransfer.files);
  };
  return (
    <div
      className="drop-zone"
      data-over={isOver}
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
    >
      <label htmlFor={id} className="btn btn--ghost btn--sm">
        {label}
      </label>
      <input
        id={id}
        className="drop-zone__input"
        type="file"
        accept="image/*"
        multiple={multiple}
        onChange={(event) => {
          void take(event.target.files);
          event.target.value = '';
        }}
      />
      <p className="form-note">or drop image files here</p>
      {notice ? (
        <p className="field-error" role="alert">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
