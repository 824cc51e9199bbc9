// @vitest-environment jsdom
import { useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { ZContactInquiryInput } from '#shared/schemas/messages.schema.ts';
import { FormField } from './FormField.tsx';
import { Honeypot } from './Honeypot.tsx';
import { lazySchema, useZodForm, type LazySchema } from './use-zod-form.ts';

afterEach(cleanup);

function Contact({ onValid }: { onValid: (data: unknown) => void }) {
  const form = useZodForm(ZContactInquiryInput, { firstName: '', lastName: '', phoneNumber: '', emailAddress: '', enquiry: '', website: '' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormField form={form} name="firstName" label="First name" required />
      <FormField form={form} name="emailAddress" label="Email" required />
      <FormField form={form} name="phoneNumber" label="Phone number" />
      <FormField form={form} name="lastName" label="Last name" required />
      <FormField form={form} name="enquiry" label="Message" multiline required />
      <Honeypot form={form} />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('forms validated by the shared schema', () => {
  it('shows a field error only once the field was touched, linked for assistive tech', () => {
    render(<Contact onValid={vi.fn()} />);
    const firstName = screen.getByLabelText(/First name/);
    fireEvent.change(firstName, { target: { value: 'Al' } });
    expect(screen.queryByText('Too Short!')).toBeNull();
    fireEvent.blur(firstName);
    const error = screen.getByText('Too Short!');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toBe(error.id);
    // Other fields stay quiet until touched.
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('shows every message on submit, focuses the first problem and sends nothing', () => {
    const onValid = vi.fn();
    render(<Contact onValid={onValid} />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Too Short!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/First name/));
  });

  it('hands the parsed values over when valid; the honeypot is out of reach', () => {
    const onValid = vi.fn();
    render(<Contact onValid={onValid} />);
    for (const [label, value] of [
      [/First name/, ' Maria '],
      [/Last name/, 'Lopez'],
      [/Email/, 'maria@example.com'],
      [/Message/, 'Hello'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid).toHaveBeenCalledWith({ firstName: 'Maria', lastName: 'Lopez', emailAddress: 'maria@example.com', phoneNumber: null, enquiry: 'Hello' });
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

function LazyContact({ schema, onValid }: { schema: LazySchema<typeof ZContactInquiryInput>; onValid: (data: unknown) => void }) {
  const form = useZodForm(schema, { firstName: '', lastName: '', phoneNumber: '', emailAddress: '', enquiry: '', website: '' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormField form={form} name="firstName" label="First name" required />
      <button type="submit">Submit</button>
    </form>
  );
}

/** A form that switches schemas, as the mail composer does for a Custom mail. */
function Switching({ onValid }: { onValid: (data: unknown) => void }) {
  const [strict, setStrict] = useState(true);
  const form = useZodForm(strict ? z.object({ note: z.string().min(5, 'Too short') }) : z.object({ note: z.string() }), { note: '' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormField form={form} name="note" label="Note" />
      <button type="button" onClick={() => setStrict(false)}>
        Loose
      </button>
      <button type="submit">Submit</button>
    </form>
  );
}

describe('a form whose schema changes', () => {
  it('validates with the schema of the current render', () => {
    const onValid = vi.fn();
    render(<Switching onValid={onValid} />);
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Loose' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid).toHaveBeenCalledWith({ note: 'ab' });
  });
});

describe('forms whose schema is loaded after the first render (lazySchema)', () => {
  it('asks for the schema once, after rendering, and then shows the same messages', async () => {
    const load = vi.fn(async () => ZContactInquiryInput);
    const schema = lazySchema(load);
    render(<LazyContact schema={schema} onValid={vi.fn()} />);
    const firstName = screen.getByLabelText(/First name/);
    fireEvent.change(firstName, { target: { value: 'Al' } });
    fireEvent.blur(firstName);
    expect(await screen.findByText('Too Short!')).toBeTruthy();
    cleanup();
    render(<LazyContact schema={schema} onValid={vi.fn()} />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks a submit made before the schema arrived once it is there', async () => {
    let arrive: (schema: typeof ZContactInquiryInput) => void = () => {};
    const schema = lazySchema(() => new Promise<typeof ZContactInquiryInput>((resolve) => (arrive = resolve)));
    const onValid = vi.fn();
    render(<LazyContact schema={schema} onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText('Required')).toBeNull();
    arrive(ZContactInquiryInput);
    await waitFor(() => expect(screen.getAllByText('Required').length).toBeGreaterThan(0));
    expect(onValid).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(/First name/));
  });
});

describe("a form with values other than text (the blog post form's flag, image and document)", () => {
  it('validates them with the same schema and hands them over', () => {
    const schema = z.object({ note: z.string().min(1, 'Required'), agreed: z.literal(true, 'Please agree.') });
    const { result } = renderHook(() => useZodForm(schema, { note: 'Hi', agreed: false }));
    const onValid = vi.fn();
    const submit = () => act(() => result.current.handleSubmit(onValid)({ preventDefault: () => {} } as FormEvent<HTMLFormElement>));
    submit();
    expect(result.current.errorOf('agreed')).toBe('Please agree.');
    expect(onValid).not.toHaveBeenCalled();
    act(() => result.current.setValue('agreed', true));
    expect(result.current.errorOf('agreed')).toBeUndefined();
    submit();
    expect(onValid).toHaveBeenCalledWith({ note: 'Hi', agreed: true });
  });
});
