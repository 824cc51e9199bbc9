/**
 * Who may see the board's VOW data (sold and leased prices, listing history): a signed-in visitor
 * who accepted the current VOW terms (see ../shared/reference/mls-feed.md, IDX vs VOW). Every
 * answer that carries VOW data asks `ctx.vowVisitor()` on the server; nothing else decides it.
 */
import type { AppServices } from '#server/services.ts';
import { VOW_TERMS } from '#shared/vow-terms.ts';
import { readSessionVisitor, readVisitorCookie, type SessionVisitor } from './visitor-session.ts';

/** What of the request decides it (the session cookie); the tRPC context's RequestMeta has these. */
export interface VowRequest {
  ip: string;
  cookie?: string | undefined;
}

export interface VowVisitor {
  visitorId: number;
}

/**
 * One session read per request, shared by the VOW check and the visitor's own procedures (both
 * ask with the request's RequestMeta object, which lives as long as the request).
 */
const sessionsOfRequests = new WeakMap<VowRequest, Promise<SessionVisitor | null>>();

/** The request's signed-in visitor (whatever their consents), or null. */
export function resolveSessionVisitor(services: AppServices, request: VowRequest): Promise<SessionVisitor | null> {
  let session = sessionsOfRequests.get(request);
  if (!session) {
    const token = readVisitorCookie(request.cookie);
    session = token ? readSessionVisitor(services.pool, token) : Promise.resolve(null);
    sessionsOfRequests.set(request, session);
  }
  return session;
}

/**
 * The request's VOW-entitled visitor, or null: a live session whose visitor accepted the current
 * VOW terms version. After the terms text changes (a new VOW_TERMS.version) this is null until the
 * visitor accepts again; withdrawing the consent makes it null at once.
 */
export async function resolveVowVisitor(services: AppServices, request: VowRequest): Promise<VowVisitor | null> {
  const session = await resolveSessionVisitor(services, request);
  if (!session || session.vowTermsVersion !== VOW_TERMS.version) return null;
  return { visitorId: session.visitorId };
}
