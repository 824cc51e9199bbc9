/**
 * The lifecycle an enquiry and a showing request share as the agent answers them: NEW → ACCEPTED
 * (the agent's reply mail) → COMPLETED. Both services refuse the same moves with the same words.
 */
import type { TLeadStatus } from '#shared/schemas/messages.schema.ts';
import type { Queryable } from '../../db/queryable.ts';
import { AppError } from '../../errors.ts';

export type LeadStatus = TLeadStatus;

/** Who sent a lead (an enquiry, a showing request), as the agent's lists show it (LEAD_CONTACT_FIELDS). */
export const leadContact = (lead: { fullName: string; emailAddress: string; phoneNumber?: string | null }) => ({
  fullName: lead.fullName,
  emailAddress: lead.emailAddress,
  phoneNumber: lead.phoneNumber ?? null,
});

/**
 * Refuses (409) a move the lifecycle does not allow: 'reply' only from NEW, so a double click never
 * sends two mails, and 'complete' only from ACCEPTED. `noun` names the request ('enquiry', 'showing').
 */
export function assertLeadMove(status: LeadStatus, move: 'reply' | 'complete', noun: string): void {
  if (move === 'complete') {
    if (status !== 'ACCEPTED') {
      throw new AppError('CONFLICT', status === 'COMPLETED' ? `This ${noun} is already completed.` : `Only an accepted ${noun} can be marked as completed.`);
    }
  } else if (status !== 'NEW') {
    throw new AppError('CONFLICT', status === 'ACCEPTED' ? `This ${noun} has already been accepted.` : `This ${noun} is already completed.`);
  }
}

/**
 * Moves a lead the agent answers (an enquiry or a showing request, its row locked by the caller's
 * transaction) by `move`, refused as `assertLeadMove` says, and answers the status it now has.
 */
export async function moveLead(
  client: Queryable,
  table: 'enquiry' | 'appointment',
  lead: { id: number; status: LeadStatus },
  move: 'reply' | 'complete',
  noun: string,
): Promise<'ACCEPTED' | 'COMPLETED'> {
  assertLeadMove(lead.status, move, noun);
  const status = move === 'complete' ? 'COMPLETED' : 'ACCEPTED';
  await client.query(`update ${table} set status = $2, updated_at = now() where id = $1`, [lead.id, status]);
  return status;
}
