/**
 * Why the matcher's high-water mark is safe: event ids come from a sequence, and a transaction
 * can take id 100 and commit after another one committed id 101. A matcher that saw 101 and
 * moved its mark past it would never see 100. So every transaction that writes listing events
 * holds this advisory lock in shared mode from its insert to its commit (importer/listing-events.ts),
 * and the matcher takes it exclusively for the instant it reads the highest id: at that instant
 * no event-writing transaction is open, so every id up to it is committed (or rolled back), and
 * any later one gets a higher id. The two-int key space keeps it apart from the migrations' lock.
 */
export const ALERT_EVENTS_LOCK = { classId: 0x616c7274, objectId: 1 } as const;

/** For a transaction about to insert listing events (held until it ends). */
export const ALERT_EVENTS_SHARED_LOCK_SQL = `select pg_advisory_xact_lock_shared(${ALERT_EVENTS_LOCK.classId}, ${ALERT_EVENTS_LOCK.objectId})`;
