/**
 * Who may see the board's VOW data (sold and leased prices, listing history): a signed-in visitor
 * who accepted the current VOW terms (see ../shared/reference/mls-feed.md, IDX vs VOW). Every
 * answer that carries VOW data asks `ctx.vowVisitor()` on the server; nothing else decides it.
 */
import type { AppServices } from '#server/services.ts';

/** What of the request decides it (the session cookie); the tRPC context's RequestMeta has these. */
export interface VowRequest {
  ip: string;
  cookie?: string | undefined;
}

export interface VowVisitor {
  visitorId: number;
}

/**
 * The request's VOW-entitled visitor, or null. Until visitor accounts exist nobody is entitled:
 * the accounts module replaces this body with its session-cookie check.
 */
export async function resolveVowVisitor(_services: AppServices, _request: VowRequest): Promise<VowVisitor | null> {
  return null;
}
