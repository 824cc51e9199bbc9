/** The absolute links of alert mails: click redirect, unsubscribe page, one-click endpoint, listing and account pages. */
import type { AppConfig } from '#server/env.ts';
import { listingPagePath, type FeedClass } from '#shared/listing-classes.ts';
import { signAlertToken } from './alert-tokens.ts';

/** The click redirect's path prefix (alerts.http.ts). */
export const CLICK_PATH_PREFIX = '/a/';
/** RFC 8058 one-click unsubscribe (alerts.http.ts), with `?token=`. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';

const absolute = (config: AppConfig, path: string) => new URL(path, `${config.publicUrl}/`).toString();

/** An item's link: the item is (search, event). */
export const clickUrl = (config: AppConfig, searchId: number, eventId: number) =>
  absolute(config, `${CLICK_PATH_PREFIX}${signAlertToken(config.env.AUTH_SECRET, 'click', searchId, eventId)}`);

/** The unsubscribe page (the client's), with the token in the fragment: never sent to a server or a Referer. */
export const unsubscribePageUrl = (config: AppConfig, scope: 'search' | 'all', id: number) =>
  absolute(config, `/alerts/unsubscribe#${signAlertToken(config.env.AUTH_SECRET, scope, id)}`);

export const oneClickUnsubscribeUrl = (config: AppConfig, scope: 'search' | 'all', id: number) =>
  absolute(config, `${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${signAlertToken(config.env.AUTH_SECRET, scope, id)}`);

export const listingPageUrl = (config: AppConfig, listingId: number, feedClass: FeedClass) => absolute(config, listingPagePath(listingId, feedClass));
export const accountUrl = (config: AppConfig) => absolute(config, '/account');
export const siteUrl = (config: AppConfig, path: string) => absolute(config, path);
