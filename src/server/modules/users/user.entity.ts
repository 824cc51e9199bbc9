import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { defineSerialEntity, createdAtColumn, timestampColumns } from '#server/db/entity-columns.ts';

export const User = defineSerialEntity('User', 'app_user', {
  email: p.text(),
  passwordHash: p.text().hidden(),
  ...timestampColumns(),
});
export type IUser = InferEntity<typeof User>;

export const UserSession = defineEntity({
  name: 'UserSession',
  tableName: 'user_session',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User),
    refreshTokenHash: p.text().hidden(),
    createdAt: createdAtColumn(),
    lastUsedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    revokedReason: p.text().nullable(),
  },
});
export type IUserSession = InferEntity<typeof UserSession>;
