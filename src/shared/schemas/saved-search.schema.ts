/**
 * Saved searches and listing alerts (issue #16): what the visitor's "Save this search", the
 * account page, the unsubscribe page and the agent's Visitors screen send and receive. The
 * criteria are the normalized search (`ZListingSearch`) without its sort, plus an optional
 * building (the "Alert me about this building" of a condo building page).
 */
import { z } from 'zod';
import type { FeedClass } from '../listing-classes.ts';
import { ZIdInput, zId } from './ids.schema.ts';
import { ZSearchCriteria, type TListingSearch } from './listing-search.schema.ts';

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'none'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Readonly<Record<AlertFrequency, string>> = {
  instant: 'As soon as it happens',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  none: 'No e-mail',
};

/** What one alert item says about a listing, from the listing events of issue #15. */
export const ALERT_ITEM_KINDS = ['new', 'price_changed', 'back_on_market', 'relisted', 'sold', 'leased'] as const;
export type AlertItemKind = (typeof ALERT_ITEM_KINDS)[number];

/** A building page's key (the address slug of `#shared/market/building-address.ts`). */
export const ZBuildingKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/, 'Not a building address.');

/** The criteria a saved search keeps: the search form's fields (any accepted form), no sort. */
export const ZSavedSearchCriteria = z
  .object({ search: ZSearchCriteria, buildingKey: ZBuildingKey.nullish() })
  .transform(({ search, buildingKey }): TSavedSearchCriteria => {
    const { sort: _sort, ...criteria } = search;
    return { ...criteria, buildingKey: buildingKey ?? null };
  });
export type TSavedSearchCriteria = Omit<TListingSearch, 'sort'> & { buildingKey: string | null };
export type TSavedSearchCriteriaInput = z.input<typeof ZSavedSearchCriteria>;

const ZSearchName = z.string().trim().min(1, 'Give the search a name.').max(80, 'Use at most 80 characters.');
const ZFrequency = z.enum(ALERT_FREQUENCIES, { error: 'Choose how often to hear about it.' });

/** "Save this search" (a signed-in visitor; signing in is asked for at that moment). */
export const ZSaveSearch = z.object({ name: ZSearchName, criteria: ZSavedSearchCriteria, frequency: ZFrequency });
export type TSaveSearchInput = z.input<typeof ZSaveSearch>;

/** The account page edits a search's name and frequency; criteria are saved anew from the search page. */
export const ZUpdateSavedSearch = z.object({ id: zId(), name: ZSearchName.optional(), frequency: ZFrequency.optional() });
export const ZSavedSearchId = ZIdInput;

/** The token of an unsubscribe link (signed by the server; shape only here). */
export const ZUnsubscribeToken = z.object({
  token: z
    .string()
    .trim()
    .min(10)
    .max(400)
    .regex(/^[A-Za-z0-9._-]+$/, 'This link is not valid.'),
});

/** A saved search as the visitor's page and the agent's Visitors screen show it. */
export interface TSavedSearch {
  id: number;
  name: string;
  criteria: TSavedSearchCriteria;
  frequency: AlertFrequency;
  /** One line a person reads: "Condos in Toronto, $500,000–$900,000, 2+ beds, map area". */
  summary: string;
  /** The search page that shows it again (`/search?…` or `/map?…`). */
  searchUrl: string;
  createdAt: string;
  lastAlertAt: string | null;
  /** Created by the agent for a client, with the consent recorded as given to the agent. */
  createdByAgent: boolean;
  /** The agent gets a copy of its alerts. */
  copyAgent: boolean;
}

/** The agent creates a saved search for a client by e-mail (Visitors screen). */
export const ZAgentSavedSearch = z.object({
  email: z.string().trim().min(1, 'Enter the client’s e-mail address.').max(254).pipe(z.email('Enter a valid e-mail address.')),
  clientName: z.string().trim().min(1, 'Enter the client’s name.').max(120),
  name: ZSearchName,
  criteria: ZSavedSearchCriteria,
  frequency: ZFrequency,
  copyAgent: z.boolean(),
  /** The agent confirms the client agreed to receive these e-mails (recorded as given to the agent). */
  consentGiven: z.literal(true, { error: 'Confirm the client agreed to receive listing alerts.' }),
});
export type TAgentSavedSearchInput = z.input<typeof ZAgentSavedSearch>;

/** One alert item sent, for the agent's alert history of a visitor. */
export interface TAlertHistoryItem {
  sentAt: string;
  searchName: string;
  kind: AlertItemKind;
  listingId: number;
  /** With listingId, the listing's page (the agent opens what the visitor was sent). */
  listingClass: FeedClass;
  address: string;
  clicked: boolean;
}

/** The dashboard card: the last 30 days. */
export interface TAlertStats {
  searchesSaved: number;
  alertsSent: number;
  clicks: number;
}
