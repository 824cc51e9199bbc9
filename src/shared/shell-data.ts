/**
 * Data the server writes into the app shell it serves (a `<script type="application/json">` with
 * this id), so the client's first render has it without a request of its own.
 */

/** The public site settings (agent name, contact details...) every page's header and footer show. */
export const SITE_SETTINGS_SCRIPT_ID = 'site-settings';
