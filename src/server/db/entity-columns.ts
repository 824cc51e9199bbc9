/**
 * The columns the entities share, defined once: the serial primary key most tables have, and the
 * timestamp columns. PostgreSQL fills the timestamps by default, the ORM sets them when it inserts
 * a row and `updatedAtColumn` again when it updates one.
 */
import { defineEntity, p } from '@mikro-orm/core';

/** `id serial primary key`. */
const serialIdColumn = () => p.integer().primary().autoincrement();

export const createdAtColumn = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date());

export const updatedAtColumn = () => createdAtColumn().onUpdate(() => new Date());

/** `created_at` and `updated_at`, for the tables that keep both (spread last into `properties`). */
export const timestampColumns = () => ({ createdAt: createdAtColumn(), updatedAt: updatedAtColumn() });

/**
 * An entity on a table whose primary key is `id serial`: the base the CRUD entities share, so each
 * names only its own columns. (A MikroORM 6 abstract base entity would drop the base's properties
 * from `InferEntity`, so the shared column is added here instead.)
 */
export const defineSerialEntity = <const Properties extends Record<string, unknown>>(name: string, tableName: string, properties: Properties) =>
  defineEntity({ name, tableName, properties: { id: serialIdColumn(), ...properties } });
