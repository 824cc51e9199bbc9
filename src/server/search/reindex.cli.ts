/**
 * `npm run search:reindex`: rebuilds the configured search engine from PostgreSQL. On Meilisearch
 * (MEILI_HOST set) it fills a fresh index with every active listing and swaps it in; on the
 * PostgreSQL engine the indexes follow every write, so it refreshes the typo vocabulary and the
 * planner statistics.
 */
import { getConfig } from '../env.ts';
import { openDatabase } from '../db/database-url.ts';
import { StartupError } from '../db/data-dir.ts';
import { createOrm } from '../db/orm.ts';
import { AuthService } from '../auth/auth.service.ts';
import { prepareDatabase } from '../runtime.ts';
import { createSearchEngine } from './create-search-engine.ts';

async function main(): Promise<void> {
  const config = getConfig();
  const database = await openDatabase(config, { purpose: 'command', role: 'cli', log: (line) => console.log(line) });
  const orm = await createOrm({ databaseUrl: database.url, poolMax: 2 });
  const engine = createSearchEngine(config, orm);
  try {
    await prepareDatabase(orm, config, { auth: new AuthService(config.env.AUTH_SECRET) });
    const started = Date.now();
    console.log(`rebuilding the ${engine.name} search index…`);
    let lastReport = 0;
    const result = await engine.reindexAll((progress) => {
      if (Date.now() - lastReport < 2000) return;
      lastReport = Date.now();
      console.log(`  ${progress.indexed} of ${progress.total} listings`);
    });
    console.log(`done: ${result.indexed} active listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await engine.close();
    await orm.close(true);
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
