/** `npm run build`'s last step: the server bundle, dist/server/main.js (scripts/bundle.ts). */
import { buildServerBundle } from './bundle.ts';

await buildServerBundle();
