/**
 * The listing-alerts consent (CASL): a visitor_consent row of kind 'listing_alerts' with the text
 * version, time, address and who recorded it (the visitor saving a search, or the agent saving one
 * for a client who agreed), and the version in force on the visitor row, which the sender reads.
 */
import type pg from 'pg';
import { LISTING_ALERTS_CONSENT } from '#shared/vow-terms.ts';

type Db = Pick<pg.PoolClient, 'query'>;

/** Records the consent unless the current text's is in force already. */
export async function giveAlertsConsent(db: Db, visitorId: number, ip: string, recordedBy: 'visitor' | 'agent'): Promise<void> {
  const version = LISTING_ALERTS_CONSENT.version;
  const { rows } = await db.query<{ version: string | null }>('select alerts_consent_version as version from visitor where id = $1 for update', [visitorId]);
  if (!rows[0] || rows[0].version === version) return;
  await db.query(`insert into visitor_consent (visitor_id, kind, action, text_version, ip, recorded_by) values ($1, 'listing_alerts', 'given', $2, $3, $4)`, [
    visitorId,
    version,
    ip,
    recordedBy,
  ]);
  await db.query('update visitor set alerts_consent_version = $2 where id = $1', [visitorId, version]);
}

/** Withdraws the consent in force (recorded with the version agreed to); nothing when none is. */
export async function withdrawAlertsConsent(db: Db, visitorId: number, ip: string): Promise<void> {
  const { rows } = await db.query<{ version: string | null }>('select alerts_consent_version as version from visitor where id = $1 for update', [visitorId]);
  const version = rows[0]?.version;
  if (!version) return;
  await db.query(`insert into visitor_consent (visitor_id, kind, action, text_version, ip) values ($1, 'listing_alerts', 'withdrawn', $2, $3)`, [
    visitorId,
    version,
    ip,
  ]);
  await db.query('update visitor set alerts_consent_version = null where id = $1', [visitorId]);
}

/** Whether the visitor's consent to the current text is in force. */
export async function alertsConsentInForce(db: Db, visitorId: number): Promise<boolean> {
  const { rows } = await db.query<{ version: string | null }>('select alerts_consent_version as version from visitor where id = $1', [visitorId]);
  return rows[0]?.version === LISTING_ALERTS_CONSENT.version;
}
