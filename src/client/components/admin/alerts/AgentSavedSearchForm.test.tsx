// @vitest-environment jsdom
/**
 * The agent's "Create saved search for a client": the form's values make an input the server's
 * schema takes, the consent box is required before anything is sent, and the server's field
 * messages show under their fields.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initTRPC, TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ZAgentSavedSearch } from '#shared/schemas/saved-search.schema.ts';
import { inProcessDataLayer } from '../../../testing/in-process-trpc.tsx';
import { AgentSavedSearchForm, agentSavedSearchInput } from './AgentSavedSearchForm.tsx';

function renderForm() {
  const calls: unknown[] = [];
  const t = initTRPC.create({
    errorFormatter: ({ shape, error }) => ({
      ...shape,
      data: { ...shape.data, fieldErrors: (error.cause as { fieldErrors?: unknown } | undefined)?.fieldErrors ?? null },
    }),
  });
  const router = t.router({
    visitors: t.router({
      list: t.procedure.query(() => ({ rows: [], total: 0 })),
      alertStats: t.procedure.query(() => ({ searchesSaved: 0, alertsSent: 0, clicks: 0 })),
      createSavedSearch: t.procedure.input(ZAgentSavedSearch).mutation(({ input }) => {
        calls.push(input);
        const cause = Object.assign(new Error('bad'), { fieldErrors: { email: ['This address asked for no more e-mail.'] } });
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Please check the highlighted fields.', cause });
      }),
    }),
  });
  const { wrap } = inProcessDataLayer(router);
  render(wrap(<AgentSavedSearchForm onDone={() => undefined} />));
  return calls;
}

describe('creating a saved search for a client', () => {
  afterEach(cleanup);

  it('turns the form into criteria the server accepts', () => {
    const input = agentSavedSearchInput(
      {
        email: 'client@example.com',
        clientName: 'Sam Client',
        name: 'Condos in Markham',
        classChoice: 'condo',
        transactionType: 'Sale',
        municipality: 'Markham',
        minPrice: '500,000',
        maxPrice: '900000',
        minBeds: '2',
        minBaths: '',
        keyword: '',
        frequency: 'weekly',
      },
      { copyAgent: true, consentGiven: true },
    );
    const parsed = ZAgentSavedSearch.parse(input);
    expect(parsed.criteria).toMatchObject({
      classes: ['condo'],
      transactionType: 'Sale',
      municipality: 'Markham',
      minPrice: 500_000,
      maxPrice: 900_000,
      minBeds: 2,
      minBaths: null,
      buildingKey: null,
    });
    expect(parsed).toMatchObject({ frequency: 'weekly', copyAgent: true, consentGiven: true });
  });

  it('needs the consent box, then shows the server’s field messages', async () => {
    const calls = renderForm();
    fireEvent.change(screen.getByLabelText(/Client e-mail/), { target: { value: 'client@example.com' } });
    fireEvent.change(screen.getByLabelText(/Client name/), { target: { value: 'Sam Client' } });
    fireEvent.change(screen.getByLabelText(/Search name/), { target: { value: 'Homes in Ajax' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create saved search' }));
    expect(await screen.findByText('Confirm the client agreed to receive listing alerts.')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByLabelText(/The client agreed to receive listing alerts/));
    fireEvent.click(screen.getByLabelText('Copy me on these alerts'));
    fireEvent.click(screen.getByRole('button', { name: 'Create saved search' }));
    expect(await screen.findByText('This address asked for no more e-mail.')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ email: 'client@example.com', copyAgent: true, consentGiven: true, frequency: 'daily' });
    expect(screen.getByLabelText(/Client e-mail/).getAttribute('aria-invalid')).toBe('true');
  });
});
