/** A multi-file image picker that also takes files dropped on it. */
import { useState } from 'react';
import { FileDropZone } from '../../forms/FileDropZone.tsx';
import { pickImages, skippedMessage, type PickedImage } from './image-files.ts';

interface ImageDropZoneProps {
  onPicked: (images: PickedImage[]) => void;
  label?: string;
  multiple?: boolean;
}

export function ImageDropZone({ onPicked, label = 'Choose images', multiple = true }: ImageDropZoneProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const take = async (files: File[]) => {
    if (files.length === 0) return;
    const { images, skipped } = await pickImages(files);
    setNotice(skippedMessage(skipped));
    if (images.length > 0) onPicked(images);
  };
  return (
    <FileDropZone
      label={label}
      buttonClassName="btn btn--ghost btn--sm"
      accept="image/*"
      multiple={multiple}
      note="or drop image files here"
      onFiles={(files) => void take(files)}
    >
      {notice ? (
        <p className="field-error" role="alert">
          {notice}
        </p>
      ) : null}
    </FileDropZone>
  );
}
