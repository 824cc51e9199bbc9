import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const SyncState = defineEntity({
  name: 'SyncState',
  tableName: 'sync_state',
  properties: {
    source: p.text().primary(),
    feedClass: p.text().primary(),
    resource: p.text().primary().default('Property'),
    lastTs: p.datetime().nullable(),
    /** lastTs as the feed printed it (in UTC): the keyset resumes from this exact text. */
    lastTsText: p.text().nullable(),
    lastKey: p.text().nullable(),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  primaryKeys: ['source', 'feedClass', 'resource'],
});
export type ISyncState = InferEntity<typeof SyncState>;

export const SyncRun = defineEntity({
  name: 'SyncRun',
  tableName: 'sync_run',
  properties: {
    id: p.integer().primary().autoincrement(),
    source: p.text(),
    feedClass: p.text().nullable(),
    kind: p.text().$type<'sync' | 'reconcile'>(),
    status: p.text().$type<'running' | 'succeeded' | 'failed'>().default('running'),
    startedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    finishedAt: p.datetime().nullable(),
    pages: p.integer().default(0),
    fetched: p.integer().default(0),
    inserted: p.integer().default(0),
    updated: p.integer().default(0),
    removed: p.integer().default(0),
    quarantined: p.integer().default(0),
    error: p.text().nullable(),
    /** application_name of the process running it (database default); see importer/recover-interrupted.ts. */
    owner: p.text().nullable(),
    /** A succeeded run that imported nothing it saw says why it looks wrong. */
    warning: p.text().nullable(),
    /** Body bytes fetched from the feed (null for a local source). */
    bytesFetched: p.bigint('number').nullable(),
  },
});
export type ISyncRun = InferEntity<typeof SyncRun>;

export const QuarantinedRecord = defineEntity({
  name: 'QuarantinedRecord',
  tableName: 'quarantined_record',
  properties: {
    id: p.integer().primary().autoincrement(),
    run: () => p.manyToOne(SyncRun).nullable().deleteRule('set null'),
    source: p.text(),
    feedClass: p.text().nullable(),
    listingKey: p.text().nullable(),
    reason: p.text(),
    raw: p.json<Record<string, unknown>>(),
    /** The record's ModificationTimestamp as the feed printed it: with the key, the version quarantined. */
    recordTs: p.text().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    lastSeenAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    timesSeen: p.integer().default(1),
  },
});
export type IQuarantinedRecord = InferEntity<typeof QuarantinedRecord>;
