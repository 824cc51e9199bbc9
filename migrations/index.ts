/**
 * The ordered list of migrations, passed to MikroORM explicitly so they run the same under tsx,
 * vitest and a bundled build (no file globbing). Append new migrations here.
 */
import { Migration20261122000000_initial } from './Migration20261122000000_initial.ts';

export const MIGRATIONS = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
];
