/**
 * "Create saved search for a client" (Visitors screen): the client's e-mail and name (an account
 * is made for a new address), the search (class, transaction, municipality, prices, beds, baths,
 * keyword), how often to e-mail, "Copy me on these alerts", and the agent's confirmation that the
 * client agreed to receive listing alerts (recorded as consent given to the agent; required).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { z } from 'zod';
import { LISTING_TYPES } from '#shared/options.ts';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, ZAgentSavedSearch, type TAgentSavedSearchInput } from '#shared/schemas/saved-search.schema.ts';
import type { FeedClass } from '#shared/listing-classes.ts';
import { FormField } from '../../forms/FormField.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { describeMutationError } from '../../forms/mutation-error.ts';
import { useZodForm, type ZodForm } from '../../forms/use-zod-form.ts';
import { useToast } from '../../toast/use-toast.ts';
import { useTRPC } from '../../../trpc.ts';
import { SubmitActions } from '../../forms/SubmitActions.tsx';
import { FieldError } from '../../forms/FieldError.tsx';
import './alerts-admin.css';
import { OptionList } from '../../forms/OptionList.tsx';

export const CLASS_CHOICES: readonly { value: string; label: string; classes: FeedClass[] }[] = [
  { value: 'homes', label: 'Homes and condos', classes: ['residential', 'condo'] },
  { value: 'residential', label: 'Houses (no condos)', classes: ['residential'] },
  { value: 'condo', label: 'Condos', classes: ['condo'] },
  { value: 'commercial', label: 'Commercial', classes: ['commercial'] },
];
const COUNTS = ['1', '2', '3', '4', '5'] as const;

const priceText = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d[\d,]*$/.test(value) && Number(value.replace(/,/g, '')) <= 1e10), 'Enter the price in whole dollars.');

const ZAgentSearchForm = z
  .object({
    email: ZAgentSavedSearch.shape.email,
    clientName: ZAgentSavedSearch.shape.clientName,
    name: ZAgentSavedSearch.shape.name,
    classChoice: z.string(),
    transactionType: z.string(),
    municipality: z.string().trim().max(100, 'Use at most 100 characters.'),
    minPrice: priceText,
    maxPrice: priceText,
    minBeds: z.string(),
    minBaths: z.string(),
    keyword: z.string().trim().max(200, 'Use at most 200 characters.'),
    frequency: z.enum(ALERT_FREQUENCIES),
  })
  .refine((form) => !form.minPrice || !form.maxPrice || toPrice(form.maxPrice)! >= toPrice(form.minPrice)!, {
    path: ['maxPrice'],
    message: 'Max price must be at least the min price.',
  });
type AgentSearchForm = z.output<typeof ZAgentSearchForm>;
type FieldName = keyof z.input<typeof ZAgentSearchForm>;

const EMPTY_FORM: Record<FieldName, string> = {
  email: '',
  clientName: '',
  name: '',
  classChoice: 'homes',
  transactionType: '',
  municipality: '',
  minPrice: '',
  maxPrice: '',
  minBeds: '',
  minBaths: '',
  keyword: '',
  frequency: 'daily',
};

function toPrice(value: string): number | null {
  return value ? Number(value.replace(/,/g, '')) : null;
}

/** The procedure's input from the form's values (the criteria in the normalized search's names). */
export function agentSavedSearchInput(form: AgentSearchForm, options: { copyAgent: boolean; consentGiven: boolean }): TAgentSavedSearchInput {
  const classes = CLASS_CHOICES.find((choice) => choice.value === form.classChoice)?.classes ?? ['residential', 'condo'];
  return {
    email: form.email,
    clientName: form.clientName,
    name: form.name,
    criteria: {
      search: {
        classes,
        keyword: form.keyword,
        transactionType: form.transactionType || null,
        municipality: form.municipality || null,
        minPrice: toPrice(form.minPrice) ?? undefined,
        maxPrice: toPrice(form.maxPrice) ?? undefined,
        minBeds: form.minBeds ? Number(form.minBeds) : undefined,
        minBaths: form.minBaths ? Number(form.minBaths) : undefined,
      },
      buildingKey: null,
    },
    frequency: form.frequency,
    copyAgent: options.copyAgent,
    // The schema takes only `true`: an unticked box is refused by the server with its message too.
    consentGiven: options.consentGiven as true,
  };
}

export function AgentSavedSearchForm({ onDone }: { onDone: (visitorId: number) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const id = useId();
  const form = useZodForm(ZAgentSearchForm, EMPTY_FORM);
  const [copyAgent, setCopyAgent] = useState(false);
  const [consentGiven, setConsentGiven] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();
  const [criteriaError, setCriteriaError] = useState<string | undefined>();
  const create = useMutation(
    trpc.visitors.createSavedSearch.mutationOptions({
      onSuccess: async (answer, input) => {
        toast.success('Done', `Saved search created for ${input.clientName}`);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.visitors.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.visitors.alerts.queryKey({ visitorId: answer.visitorId }) }),
          queryClient.invalidateQueries({ queryKey: trpc.visitors.alertStats.queryKey() }),
        ]);
        onDone(answer.visitorId);
      },
      onError: (error) => {
        const { fieldErrors, message } = describeMutationError(error);
        form.setServerErrors(fieldErrors);
        setConsentError(fieldErrors.consentGiven?.[0]);
        const criteriaKey = Object.keys(fieldErrors).find((key) => key.startsWith('criteria'));
        setCriteriaError(criteriaKey ? fieldErrors[criteriaKey]?.[0] : undefined);
        toast.error('Error', message);
      },
    }),
  );

  return (
    <form
      className="form agent-search-form"
      noValidate
      onSubmit={form.handleSubmit((data) => {
        if (!consentGiven) {
          setConsentError('Confirm the client agreed to receive listing alerts.');
          document.getElementById(`${id}-consent`)?.focus();
          return;
        }
        setConsentError(undefined);
        setCriteriaError(undefined);
        create.mutate(agentSavedSearchInput(data, { copyAgent, consentGiven }));
      })}
    >
      <fieldset className="property-form__section">
        <legend>Client</legend>
        <div className="form-row">
          <FormField form={form} name="email" label="Client e-mail" type="email" autoComplete="off" required />
          <FormField form={form} name="clientName" label="Client name" autoComplete="off" required />
        </div>
      </fieldset>
      <fieldset className="property-form__section">
        <legend>Search</legend>
        <FormField form={form} name="name" label="Search name" required inputProps={{ maxLength: 80 }} />
        <div className="form-row">
          <SelectField form={form} name="classChoice" label="Class">
            <OptionList options={CLASS_CHOICES} />
          </SelectField>
          <SelectField form={form} name="transactionType" label="Transaction">
            <option value="">Any</option>
            {LISTING_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'Lease' ? 'Rent/Lease' : type}
              </option>
            ))}
          </SelectField>
          <FormField form={form} name="municipality" label="Municipality" />
          <FormField form={form} name="keyword" label="Keyword" />
          <FormField form={form} name="minPrice" label="Min price ($)" inputProps={{ inputMode: 'numeric' }} />
          <FormField form={form} name="maxPrice" label="Max price ($)" inputProps={{ inputMode: 'numeric' }} />
          <MinCountField form={form} name="minBeds" label="Min beds" />
          <MinCountField form={form} name="minBaths" label="Min baths" />
        </div>
        {criteriaError ? (
          <p className="field-error" role="alert">
            {criteriaError}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="property-form__section">
        <legend>Alerts</legend>
        <SelectField form={form} name="frequency" label="Frequency">
          {ALERT_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {ALERT_FREQUENCY_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <label className="form-check">
          <input type="checkbox" checked={copyAgent} onChange={(event) => setCopyAgent(event.target.checked)} />
          Copy me on these alerts
        </label>
        <div className="field">
          <label className="form-check" htmlFor={`${id}-consent`}>
            <input
              id={`${id}-consent`}
              type="checkbox"
              checked={consentGiven}
              required
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${id}-consent-error` : undefined}
              onChange={(event) => {
                setConsentGiven(event.target.checked);
                if (event.target.checked) setConsentError(undefined);
              }}
            />
            The client agreed to receive listing alerts
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <FieldError id={`${id}-consent-error`} message={consentError} />
        </div>
      </fieldset>
      <SubmitActions label="Create saved search" isPending={create.isPending} />
    </form>
  );
}

/** "Any" or at least 1 to 5 (beds, baths). */
function MinCountField({ form, name, label }: { form: ZodForm<FieldName, unknown>; name: 'minBeds' | 'minBaths'; label: string }) {
  return (
    <SelectField form={form} name={name} label={label}>
      <option value="">Any</option>
      {COUNTS.map((count) => (
        <option key={count} value={count}>
          {count}+
        </option>
      ))}
    </SelectField>
  );
}
