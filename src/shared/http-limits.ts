/**
 * Calls per tRPC batch request. The server refuses larger batches with 400 (one request must not
 * carry 150 searches); the client's batch link splits at the same size, so the site never hits it.
 */
export const TRPC_MAX_BATCH_SIZE = 10;
