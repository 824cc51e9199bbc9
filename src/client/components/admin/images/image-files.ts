/** Files the agent picks or drops, read for preview and upload (data URLs). Only image files are taken. */
export interface PickedImage {
  key: string;
  name: string;
  type: string;
  size: number;
  /** `data:image/…;base64,…`: the preview's src and the upload's data. */
  src: string;
}

let nextKey = 1;

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/** The image files among those given (the server checks the content again). */
export async function pickImages(files: FileList | File[]): Promise<PickedImage[]> {
  const images = [...files].filter((file) => file.type.startsWith('image/'));
  return Promise.all(images.map(async (file) => ({ key: `picked-${nextKey++}`, name: file.name, type: file.type, size: file.size, src: await readAsDataUrl(file) })));
}

export const readableSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
