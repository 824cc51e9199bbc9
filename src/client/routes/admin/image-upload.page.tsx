/** The image upload test page (admin spec §2): pick or drop images and see their previews; nothing is sent. */
import { useState } from 'react';
import { ImageDropZone } from '../../components/admin/images/ImageDropZone.tsx';
import { readableSize, type PickedImage } from '../../components/admin/images/image-files.ts';

export default function ImageUploadPage() {
  const [images, setImages] = useState<PickedImage[]>([]);
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Image Upload</h1>
      <p className="form-note">A test page: the chosen images are previewed here and never uploaded.</p>
      <ImageDropZone onPicked={(picked) => setImages((previous) => [...previous, ...picked])} />
      {images.length > 0 ? (
        <>
          <ul className="image-grid" aria-label="Chosen images">
            {images.map((image) => (
              <li key={image.key} className="image-grid__item">
                <img src={image.src} alt={image.name} />
                <p className="image-grid__name">
                  {image.name} · {image.type} · {readableSize(image.size)}
                </p>
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setImages([])}>
            Clear
          </button>
        </>
      ) : null}
    </div>
  );
}
