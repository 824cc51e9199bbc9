/**
 * Spam protection for what visitors send, invisible to people: a per-IP rate limit per kind of
 * submission (a 429 with a friendly message) and the honeypot field (a bot that fills it gets the
 * normal answer while nothing is stored). Counters live in PostgreSQL (limits/request-limit.ts),
 * so a limit holds across web processes; the IP is the socket's unless TRUST_PROXY names proxies.
 */
import type { z } from 'zod';
import { HONEYPOT_FIELD } from '#shared/schemas/message-texts.ts';
import { type TOkAnswer, ZOkAnswer } from '#shared/schemas/ok-answer.ts';
import { AppError } from '../../errors.ts';
import { hitLimit } from '../../limits/request-limit.ts';
import type { AppServices } from '../../services.ts';
import { publicProcedure } from '../../trpc/init.ts';

const TEN_MINUTES = 10 * 60_000;

/** Submissions per IP per 10 minutes. Ratings come one property at a time, hence more room. */
export const VISITOR_LIMITS = {
  contact: 5,
  enquiry: 5,
  appointment: 5,
  comment: 30,
  blogReply: 5,
} as const;

export type VisitorSubmission = keyof typeof VISITOR_LIMITS;

export const TOO_MANY_SUBMISSIONS = 'You have sent several messages in a short time. Please wait a few minutes and try again.';

/**
 * Counts the submission against the sender's IP (429 over the limit) and tells whether it should
 * be kept: false when the honeypot was filled.
 */
export async function admitVisitorSubmission(services: AppServices, kind: VisitorSubmission, ip: string, honeypot: string | undefined): Promise<boolean> {
  if (!(await hitLimit(services.pool, `visitor:${kind}:${ip}`, { max: VISITOR_LIMITS[kind], windowMs: TEN_MINUTES }))) {
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_SUBMISSIONS);
  }
  return !honeypot;
}

/**
 * A visitor's form that stores what was sent (`save`) and answers `answer` either way: admitted
 * or dropped by the honeypot, the sender sees the same (contact message, enquiry, blog reply).
 */
export const visitorSubmission = <Input extends z.ZodType<{ [HONEYPOT_FIELD]?: string | undefined }>>(
  kind: VisitorSubmission,
  input: Input,
  answer: TOkAnswer,
  save: (services: AppServices, input: z.output<Input>) => Promise<unknown>,
) =>
  publicProcedure
    .input(input)
    .output(ZOkAnswer)
    .mutation(async ({ ctx, input: value }) => {
      const sent = value as z.output<Input>;
      if (await admitVisitorSubmission(ctx.services, kind, ctx.request.ip, sent[HONEYPOT_FIELD])) await save(ctx.services, sent);
      return answer;
    });
