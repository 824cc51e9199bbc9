/**
 * The texts visitors agree to, each with a version id. A consent is stored with the version the
 * visitor saw (visitor_consent.text_version); changing a text means a new version id here, and
 * every visitor is asked again before they see VOW data (resolveVowVisitor compares versions).
 * Never edit a text without changing its version: the stored records must name what was agreed to.
 */

export interface ConsentText {
  version: string;
  /** The checkbox's label. */
  label: string;
  /** The full text shown above the checkbox. */
  text: string;
}

/** The board's VOW terms of use (../shared/reference/mls-feed.md, IDX vs VOW): required for an account. */
export const VOW_TERMS: ConsentText = {
  version: 'vow-terms-2026-11-26',
  label: 'I accept the terms of use of the sold and history data (required).',
  text:
    'Sold prices, listing history and days on market come from the Toronto Regional Real Estate Board under its Virtual Office Website ' +
    '(VOW) rules. By creating an account I confirm that I have a bona fide interest in buying, selling or leasing real estate of the type ' +
    'shown, that I will use the information only for my personal, non-commercial use, and that I will not copy, redistribute or ' +
    'republish it. The data is deemed reliable but not guaranteed accurate. This site is run by a registered salesperson and brokerage, ' +
    'and I may be contacted about my account.',
};

/** Consent to marketing e-mail (CASL): optional, never pre-ticked, withdrawable at any time. */
export const MARKETING_CONSENT: ConsentText = {
  version: 'marketing-email-2026-11-26',
  label: 'Yes, e-mail me new listings, market news and offers from the agent (optional).',
  text: 'You can withdraw this consent at any time from your account page or with the unsubscribe link in every message.',
};

export const CONSENT_KINDS = ['vow_terms', 'marketing_email'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_TEXTS: Record<ConsentKind, ConsentText> = { vow_terms: VOW_TERMS, marketing_email: MARKETING_CONSENT };

/**
 * Consent to listing alerts (CASL, issue #16): asked when a visitor saves a search with e-mail, or
 * recorded as given to the agent when the agent saves one for a client. Kept apart from
 * CONSENT_KINDS (the account page's two consents): alerts are withdrawn by their own unsubscribe
 * links and "Stop all alerts". Stored as visitor_consent kind 'listing_alerts'.
 */
export const LISTING_ALERTS_CONSENT: ConsentText = {
  version: 'listing-alerts-2026-11-26',
  label: 'E-mail me listings that match this search.',
  text:
    'You will receive e-mails about listings that match your saved searches, from the agent named at the bottom of every message. ' +
    'Each e-mail has a link to stop the alerts of one search or all of them, and your account page lists and edits your searches.',
};
