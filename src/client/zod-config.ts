/**
 * Imported first by main.tsx. zod's fast path compiles parsers with `new Function`, and probing for
 * it is reported as a violation of the site's Content-Security-Policy (no 'unsafe-eval', see
 * src/server/security-headers.ts) even though zod catches the error; jitless skips the probe.
 */
import { z } from 'zod';

z.config({ jitless: true });
