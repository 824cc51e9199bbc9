// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, Gallery } from './Gallery.tsx';

const images = Array.from({ length: 4 }, (_, index) => ({
  url: `/media/p${index}-640.webp`,
  srcset: `/media/p${index}-320.webp 320w`,
  width: 640,
  height: 427,
}));

function setReducedMotion(reduced: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const position = () => screen.getByText(/of 4$/).textContent;

describe('Gallery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 });
    setReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('advances on its own, one photo per view on a phone, and loads only the first eagerly', () => {
    const { container } = render(<Gallery images={images} address="12 Elm St" />);
    expect(position()).toBe('Photo 1 of 4');
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(position()).toBe('Photo 2 of 4');
    const photos = [...container.querySelectorAll('img')];
    expect(photos[0]!.getAttribute('loading')).toBe('eager');
    expect(photos[1]!.getAttribute('loading')).toBe('lazy');
  });

  it('pauses while hovered', () => {
    const { container } = render(<Gallery images={images} address="12 Elm St" />);
    fireEvent.mouseEnter(container.querySelector('.detail-gallery')!);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(position()).toBe('Photo 1 of 4');
  });

  it('does not move for visitors who prefer reduced motion', () => {
    setReducedMotion(true);
    render(<Gallery images={images} address="12 Elm St" />);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(position()).toBe('Photo 1 of 4');
  });

  it('shows a placeholder when no photo is ready yet', () => {
    render(<Gallery images={[]} address="12 Elm St" />);
    expect(screen.getByRole('img', { name: /not available yet/ })).toBeTruthy();
  });
});
