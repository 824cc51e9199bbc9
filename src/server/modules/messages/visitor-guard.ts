/**
 * Spam protection for what visitors send, invisible to people: a per-IP rate limit per kind of
 * submission (a 429 with a friendly message) and the honeypot field (a bot that fills it gets the
 * normal answer while nothing is stored). Counters live in memory per process, one set per
 * AppServices (so every test app starts fresh).
 */
import { AppError } from '../../errors.ts';
import { RateLimiter } from '../../auth/rate-limiter.ts';
import type { AppServices } from '../../services.ts';

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

const limitersByServices = new WeakMap<AppServices, Map<VisitorSubmission, RateLimiter>>();

function limiterFor(services: AppServices, kind: VisitorSubmission): RateLimiter {
  let limiters = limitersByServices.get(services);
  if (!limiters) {
    limiters = new Map();
    limitersByServices.set(services, limiters);
  }
  let limiter = limiters.get(kind);
  if (!limiter) {
    limiter = new RateLimiter(VISITOR_LIMITS[kind], TEN_MINUTES);
    limiters.set(kind, limiter);
  }
  return limiter;
}

/**
 * Counts the submission against the sender's IP (429 over the limit) and tells whether it should
 * be kept: false when the honeypot was filled.
 */
export function admitVisitorSubmission(services: AppServices, kind: VisitorSubmission, ip: string, honeypot: string | undefined): boolean {
  if (!limiterFor(services, kind).hit(ip)) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_SUBMISSIONS);
  return !honeypot;
}
