/**
 * Consents: each acceptance and withdrawal is a visitor_consent row with the text version, time
 * and address (the evidence, never changed), and the visitor row holds the version in force (what
 * the per-request VOW check reads). Both are written in one transaction by recordConsent.
 */
import { CONSENT_TEXTS, type ConsentKind } from '#shared/vow-terms.ts';
import type { Queryable } from '../../db/queryable.ts';

const VERSION_COLUMN: Record<ConsentKind, string> = { vow_terms: 'vow_terms_version', marketing_email: 'marketing_consent_version' };

export async function recordConsent(
  db: Queryable,
  visitorId: number,
  kind: ConsentKind,
  action: 'given' | 'withdrawn',
  textVersion: string,
  ip: string,
): Promise<void> {
  await db.query(`insert into visitor_consent (visitor_id, kind, action, text_version, ip) values ($1, $2, $3, $4, $5)`, [
    visitorId,
    kind,
    action,
    textVersion,
    ip,
  ]);
  await db.query(`update visitor set ${VERSION_COLUMN[kind]} = $2 where id = $1`, [visitorId, action === 'given' ? textVersion : null]);
}

/** Gives the current text's consent; nothing is recorded when it is in force already. */
export async function giveConsent(db: Queryable, visitorId: number, kind: ConsentKind, ip: string): Promise<void> {
  const version = CONSENT_TEXTS[kind].version;
  const { rows } = await db.query<{ version: string | null }>(`select ${VERSION_COLUMN[kind]} as version from visitor where id = $1 for update`, [visitorId]);
  if (rows[0] && rows[0].version !== version) await recordConsent(db, visitorId, kind, 'given', version, ip);
}

/** Withdraws a consent in force (recorded with the version that was agreed to); nothing when none is. */
export async function withdrawConsent(db: Queryable, visitorId: number, kind: ConsentKind, ip: string): Promise<void> {
  const { rows } = await db.query<{ version: string | null }>(`select ${VERSION_COLUMN[kind]} as version from visitor where id = $1 for update`, [visitorId]);
  const version = rows[0]?.version;
  if (version) await recordConsent(db, visitorId, kind, 'withdrawn', version, ip);
}
