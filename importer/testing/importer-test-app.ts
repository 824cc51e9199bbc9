/**
 * Test helper: the importer integration tests' app, created before all tests of the describe that
 * calls this and closed after them. `app()` is the test app, `sql` reads its database, and `deps`
 * are syncFeed's dependencies around a source (the centroid geocoder: no network), and
 * `importerStatus` is the admin's importer screen (runs, quarantine).
 */
import { type SuiteApp, suiteApp } from '../../tests/support/suite-app.ts';
import { CentroidGeocoder } from '../geocoder.ts';
import type { FeedSource } from '../sources/feed-source.ts';

export function importerTestApp() {
  const t = suiteApp();
  const app = (): SuiteApp => t;
  return {
    app,
    sql: async <T>(query: string, params: unknown[] = []) => (await app().services.pool.query(query, params)).rows as T[],
    deps: (source: FeedSource) => ({ pool: app().services.pool, jobs: app().services.jobs, source, geocoder: new CentroidGeocoder() }),
    importerStatus: async () =>
      app()
        .caller(await app().adminToken())
        .importer.status(),
  };
}
