/**
 * Once per integration run: the server bundle (dist/server/main.js) built from the sources as they
 * are now, so the process tests (site-process.ts) start what `npm start` runs, never a bundle an
 * earlier build left behind. `npm test` builds it too; a run of one test file needs this.
 */
import { buildServerBundle } from '../../scripts/bundle.ts';

export default async function setup(): Promise<void> {
  await buildServerBundle();
}
