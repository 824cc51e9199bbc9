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

/** The image files among those given, and the names of the others (said to the agent, not dropped silently). */
export function splitImageFiles(files: FileList | File[]): { images: File[]; skipped: string[] } {
  const all = [...files];
  return {
    images: all.filter((file) => file.type.startsWith('image/')),
    skipped: all.filter((file) => !file.type.startsWith('image/')).map((file) => file.name),
  };
}

/** "notes.pdf is not an image and was left out." */
export function skippedMessage(skipped: readonly string[]): string | null {
  if (skipped.length === 0) return null;
  return skipped.length === 1 ? `${skipped[0]} is not an image and was left out.` : `${skipped.join(', ')} are not images and were left out.`;
}

/** The image files among those given, read (the server checks the content again), and the names left out. */
export async function pickImages(files: FileList | File[]): Promise<{ images: PickedImage[]; skipped: string[] }> {
  const { images, skipped } = splitImageFiles(files);
  const picked = await Promise.all(
    images.map(async (file) => ({ key: `picked-${nextKey++}`, name: file.name, type: file.type, size: file.size, src: await readAsDataUrl(file) })),
  );
  return { images: picked, skipped };
}

export const readableSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
