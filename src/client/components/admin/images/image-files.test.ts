import { describe, expect, it } from 'vitest';
import { skippedMessage, splitImageFiles } from './image-files.ts';

describe('picked files', () => {
  it('keeps the images and names the other files instead of dropping them silently', () => {
    const files = [
      new File(['x'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
      new File(['x'], 'plan.txt', { type: 'text/plain' }),
    ];
    const { images, skipped } = splitImageFiles(files);
    expect(images.map((file) => file.name)).toEqual(['front.jpg']);
    expect(skipped).toEqual(['notes.pdf', 'plan.txt']);
    expect(skippedMessage(skipped)).toBe('notes.pdf, plan.txt are not images and were left out.');
    expect(skippedMessage(['notes.pdf'])).toBe('notes.pdf is not an image and was left out.');
    expect(skippedMessage([])).toBeNull();
  });
});
