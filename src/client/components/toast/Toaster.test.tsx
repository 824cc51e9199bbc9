// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from './Toaster.tsx';
import { currentToasts, dismissToast, showToast } from './toast-store.ts';

afterEach(() => {
  cleanup();
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announces success politely and errors at once, and leaves after about 2 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ title: 'Done', message: 'Message successfully', variant: 'success' });
      showToast({ title: 'Error', message: 'Something went wrong.', variant: 'error' });
    });
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toContain('Message successfully');
    expect(document.querySelector('[aria-live="assertive"]')!.textContent).toContain('Something went wrong.');
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.queryByText('Message successfully')).toBeNull();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
  });

  it('pauses while hovered and can be dismissed', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ message: 'Property added to showings list.', variant: 'success' });
    });
    const toast = screen.getByText('Property added to showings list.').closest('.toast')!;
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Property added to showings list.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Property added to showings list.')).toBeNull();
  });
});

describe('toasts above a modal dialog', () => {
  it('shows the queue in the innermost toaster only', () => {
    const { rerender } = render(
      <div>
        <div data-testid="page">
          <Toaster />
        </div>
      </div>,
    );
    rerender(
      <div>
        <div data-testid="page">
          <Toaster />
        </div>
        <div data-testid="dialog">
          <Toaster />
        </div>
      </div>,
    );
    act(() => {
      showToast({ message: 'List saved successfully', variant: 'success' });
    });
    expect(screen.getByTestId('dialog').textContent).toContain('List saved successfully');
    expect(screen.getByTestId('page').textContent).not.toContain('List saved successfully');
    rerender(
      <div>
        <div data-testid="page">
          <Toaster />
        </div>
      </div>,
    );
    expect(screen.getByTestId('page').textContent).toContain('List saved successfully');
  });
});
