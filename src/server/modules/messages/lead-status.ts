/**
 * The lifecycle an enquiry and a showing request share as the agent answers them: NEW → ACCEPTED
 * (the agent's reply mail) → COMPLETED. Both services refuse the same moves with the same words.
 */
import { AppError } from '../../errors.ts';

export type LeadStatus = 'NEW' | 'ACCEPTED' | 'COMPLETED';

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
