/**
 * What `zod` resolves to in the client build (vite.config.ts, zodWithoutEval): zod with its
 * `new Function` fast path switched off before any schema is built. zod probes for that path when
 * a module constructs its first object schema, and the probe is reported as a violation of the
 * site's Content-Security-Policy (no 'unsafe-eval', src/server/security-headers.ts) even though
 * zod catches the error. Set here, the setting precedes every schema module, whatever the chunk
 * order; the server keeps zod's fast path.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
