/**
 * The timestamp columns the entities share: PostgreSQL fills them by default, the ORM sets them
 * when it inserts a row and `updatedAtColumn` again when it updates one.
 */
import { p } from '@mikro-orm/core';

export const createdAtColumn = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date());

export const updatedAtColumn = () => createdAtColumn().onUpdate(() => new Date());
