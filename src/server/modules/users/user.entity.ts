import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p.integer().primary().autoincrement(),
    email: p.text(),
    passwordHash: p.text().hidden(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type IUser = InferEntity<typeof User>;

export const UserSession = defineEntity({
  name: 'UserSession',
  tableName: 'user_session',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User),
    refreshTokenHash: p.text().hidden(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
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
