/**
 * The visitor forms' words and field names, apart from their zod schemas (messages.schema.ts
 * re-exports them): the public pages' forms render with these and load the schemas themselves
 * after hydrating (use-zod-form.ts `lazySchema`).
 */
export const REQUIRED = 'Required';
export const TOO_SHORT = 'Too Short!';
export const TOO_LONG = 'Too Long!';
export const INVALID_EMAIL = 'Invalid email';

/** The success toast of both visitor forms (public spec, section 8). */
export const MESSAGE_SENT = 'Message successfully';

/**
 * The honeypot: a field people never see or fill (hidden from sight and assistive tech). A bot
 * that fills it gets the normal success answer while nothing is stored.
 */
export const HONEYPOT_FIELD = 'website';
