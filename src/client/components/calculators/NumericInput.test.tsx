// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MoneyInput, PercentInput } from './NumericInput.tsx';

function Controlled({ initial, onValue, max }: { initial: number; onValue: (value: number) => void; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="price">Price</label>
      <MoneyInput
        id="price"
        value={value}
        max={max}
        onValueChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

function setup(initial = 0, max?: number) {
  const onValue = vi.fn();
  render(<Controlled initial={initial} onValue={onValue} max={max} />);
  const input = screen.getByLabelText('Price') as HTMLInputElement;
  return { input, onValue, value: () => Number(screen.getByTestId('value').textContent) };
}

describe('MoneyInput', () => {
  afterEach(cleanup);

  it('shows a dollar prefix and thousands separators, and is labelled', () => {
    const { input } = setup(1_250_000);
    expect(input.value).toBe('1,250,000');
    expect(input.closest('.num-input')?.textContent).toContain('$');
    expect(input.getAttribute('role')).toBe('spinbutton');
    expect(input.getAttribute('aria-valuemin')).toBe('0');
    expect(input.getAttribute('aria-valuetext')).toBe('$1,250,000.00');
  });

  it('formats while typing and sends the number up', () => {
    const { input, value } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '1234567' } });
    expect(input.value).toBe('1,234,567');
    expect(value()).toBe(1_234_567);
    fireEvent.change(input, { target: { value: '1,234,567.5' } });
    expect(input.value).toBe('1,234,567.5');
    expect(value()).toBe(1_234_567.5);
    fireEvent.blur(input);
    expect(input.value).toBe('1,234,567.50');
  });

  it('never goes below 0: a minus sign is ignored and ArrowDown stops at 0', () => {
    const { input, value, onValue } = setup(20);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '-500' } });
    expect(input.value).toBe('500');
    expect(value()).toBe(500);
    fireEvent.change(input, { target: { value: '20' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(value()).toBe(0);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(value()).toBe(0);
    expect(input.value).toBe('0');
    expect(onValue.mock.calls.every(([sent]) => sent >= 0)).toBe(true);
  });

  it('steps by 50 with the arrow keys, snapping to multiples of 50 like a number input', () => {
    const { input, value } = setup(1234);
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(value()).toBe(1250);
    expect(input.value).toBe('1,250');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(value()).toBe(1300);
    fireEvent.keyDown(input, { key: 'PageDown' });
    expect(value()).toBe(800);
  });

  it('refuses keystrokes that would break the number or pass the maximum', () => {
    const { input, value } = setup(100, 1000);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '100.555' } });
    expect(input.value).toBe('100');
    fireEvent.change(input, { target: { value: '1005' } });
    expect(input.value).toBe('100');
    expect(value()).toBe(100);
  });

  it('keeps the caret after the digit just typed when a separator appears', async () => {
    const { input } = setup(1234);
    input.focus();
    fireEvent.focus(input);
    // "1,|234" + "9" → "1,9234" with the caret after the 9.
    fireEvent.change(input, { target: { value: '1,9234', selectionStart: 3, selectionEnd: 3 } });
    await act(async () => {});
    expect(input.value).toBe('19,234');
    expect(input.selectionStart).toBe(2);
  });

  it('follows a new value from outside while not being edited', () => {
    const onValue = vi.fn();
    const { rerender } = render(<MoneyInput id="x" value={5} onValueChange={onValue} />);
    rerender(<MoneyInput id="x" value={750_000} onValueChange={onValue} />);
    expect((document.getElementById('x') as HTMLInputElement).value).toBe('750,000');
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe('PercentInput', () => {
  afterEach(cleanup);

  it('takes up to three decimals, shows a % suffix and caps at 100 by default', () => {
    const onValue = vi.fn();
    render(<PercentInput id="rate" value={4.5} onValueChange={onValue} />);
    const input = document.getElementById('rate') as HTMLInputElement;
    expect(input.value).toBe('4.5');
    expect(input.closest('.num-input')?.textContent).toContain('%');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '4.125' } });
    expect(onValue).toHaveBeenLastCalledWith(4.125);
    fireEvent.change(input, { target: { value: '412' } });
    expect(onValue).toHaveBeenLastCalledWith(4.125);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(onValue).toHaveBeenLastCalledWith(4.15);
  });
});
