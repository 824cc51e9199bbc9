/**
 * Sign-in, token refresh and sign-out. Refresh tokens are `<sessionId>.<secret>`; only a hash of
 * the secret is stored and it rotates on every use. Presenting an already-rotated secret means the
 * token was copied: the whole session is revoked ("reuse detection").
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '#shared/time.ts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.ts';
import { User, UserSession } from '../modules/users/user.entity.ts';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './access-token.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password.ts';
import { clearLimit, hitLimit } from '../limits/request-limit.ts';
import type { Queryable } from '../db/queryable.ts';

export const SESSION_TTL_DAYS = 30;
export const INVALID_CREDENTIALS = 'Invalid credentials.';
export const SESSION_EXPIRED = 'Session expired. Please sign in again.';

export interface AuthTokens {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  user: { id: number; email: string };
}

export interface AuthenticatedUser {
  userId: number;
  sessionId: string;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * Sign-in limits, counted in PostgreSQL (limits/request-limit.ts) so that they hold however many
 * web processes answer. Counted per account *and* address as well as per address: counted per
 * account alone, anyone could lock the agent out with ten wrong passwords. Guessing one account
 * from many addresses is bounded by each address's own limit (and by scrypt's cost).
 */
const FIFTEEN_MINUTES = 15 * 60_000;
export const SIGN_IN_LIMITS = {
  perIp: { max: 30, windowMs: FIFTEEN_MINUTES },
  perAccountAndIp: { max: 10, windowMs: FIFTEEN_MINUTES },
  // A stolen access token must not become a way to guess the password behind it.
  passwordChecksPerSession: { max: 10, windowMs: FIFTEEN_MINUTES },
} as const;

/** The account part of a limit key: hashed, so a typed address of any length makes a short key and is not stored as it was typed. */
const accountKeyOf = (account: string) => createHash('sha256').update(account).digest('base64url');

export class AuthService {
  constructor(private readonly secret: string) {}

  /** `limits` is where the attempts are counted (the process's pg pool, shared by every web process through the database). */
  async login(em: EntityManager, limits: Queryable, email: string, password: string, ip: string): Promise<AuthTokens> {
    const accountKey = email.trim().toLowerCase();
    const accountAndIpKey = `sign-in:account-ip:${accountKeyOf(accountKey)}:${ip}`;
    if (!(await hitLimit(limits, `sign-in:ip:${ip}`, SIGN_IN_LIMITS.perIp)) || !(await hitLimit(limits, accountAndIpKey, SIGN_IN_LIMITS.perAccountAndIp))) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many sign-in attempts. Please wait a few minutes and try again.');
    }
    // Emails are stored lower-cased, so this is an exact, index-friendly match.
    const user = await em.findOne(User, { email: accountKey });
    // Verify against a dummy hash for unknown accounts so the answer time does not enumerate users.
    const isValid = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!user || !isValid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
    await clearLimit(limits, accountAndIpKey);

    const secret = randomBytes(32).toString('base64url');
    const session = em.create(UserSession, {
      id: randomUUID(),
      user,
      refreshTokenHash: hashSecret(secret),
      expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * DAY_MS),
    });
    await em.flush();
    return this.tokensFor(user.id, user.email, session.id, secret);
  }

  async refresh(em: EntityManager, refreshToken: string): Promise<AuthTokens> {
    const [sessionId, secret] = refreshToken.split('.');
    // Only a well-formed UUID reaches the uuid column: anything else ("----…") was a database error (500).
    if (!sessionId || !secret || !SESSION_ID.test(sessionId)) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED);
    // The revocation on reuse must commit, so the transaction returns null instead of throwing.
    const tokens = await em.transactional(async (tx) => {
      const session = await tx.findOne(UserSession, { id: sessionId }, { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
      const presented = Buffer.from(hashSecret(secret));
      const stored = Buffer.from(session.refreshTokenHash);
      if (presented.length !== stored.length || !timingSafeEqual(presented, stored)) {
        session.revokedAt = new Date();
        session.revokedReason = 'refresh token reuse detected';
        return null;
      }
      const nextSecret = randomBytes(32).toString('base64url');
      session.refreshTokenHash = hashSecret(nextSecret);
      session.lastUsedAt = new Date();
      return this.tokensFor(session.user.id, session.user.email, session.id, nextSecret);
    });
    if (!tokens) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED);
    return tokens;
  }

  async logout(em: EntityManager, sessionId: string): Promise<void> {
    await em.nativeUpdate(UserSession, { id: sessionId, revokedAt: null }, { revokedAt: new Date(), revokedReason: 'signed out' });
  }

  /** The signed-in user behind a bearer access token, or null when it is missing, forged, expired or revoked. */
  async authenticate(em: EntityManager, accessToken: string | undefined): Promise<AuthenticatedUser | null> {
    if (!accessToken) return null;
    const payload = verifyAccessToken(accessToken, this.secret);
    if (!payload) return null;
    const session = await em.findOne(UserSession, { id: payload.sid }, { fields: ['id', 'revokedAt', 'expiresAt'] });
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
    return { userId: payload.sub, sessionId: payload.sid };
  }

  /** Creates the admin or resets its password (seed and `npm run admin:create`). */
  async upsertAdmin(em: EntityManager, email: string, password: string, options: { resetPassword: boolean }): Promise<'created' | 'updated' | 'unchanged'> {
    const normalized = email.trim().toLowerCase();
    const existing = await em.findOne(User, { email: normalized });
    if (existing) {
      if (!options.resetPassword) return 'unchanged';
      await this.setPassword(em, existing.id, password);
      return 'updated';
    }
    em.create(User, { email: normalized, passwordHash: await hashPassword(password) });
    await em.flush();
    return 'created';
  }

  /**
   * Changes a password to `newPassword` after checking `currentPassword`; every other session of
   * the account ends, the one making the change (`sessionId`) stays signed in.
   */
  async changePassword(em: EntityManager, limits: Queryable, user: AuthenticatedUser, currentPassword: string, newPassword: string): Promise<void> {
    if (!(await hitLimit(limits, `password-check:session:${user.sessionId}`, SIGN_IN_LIMITS.passwordChecksPerSession))) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts. Please wait a few minutes and try again.');
    }
    const account = await em.findOneOrFail(User, { id: user.userId });
    if (!(await verifyPassword(currentPassword, account.passwordHash))) {
      throw new AppError('BAD_REQUEST', 'The current password is not correct.', { current_password: ['The current password is not correct.'] });
    }
    await this.setPassword(em, user.userId, newPassword, { keepSessionId: user.sessionId });
  }

  /**
   * Stores a new password and revokes the account's sessions in one transaction: whoever held a
   * stolen token (access or refresh) loses it with the old password. Access tokens die with their
   * session because `authenticate` checks it on every call.
   */
  async setPassword(em: EntityManager, userId: number, password: string, options: { keepSessionId?: string } = {}): Promise<void> {
    const passwordHash = await hashPassword(password);
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: userId }, { passwordHash, updatedAt: new Date() });
      await tx.nativeUpdate(
        UserSession,
        { user: userId, revokedAt: null, ...(options.keepSessionId ? { id: { $ne: options.keepSessionId } } : {}) },
        { revokedAt: new Date(), revokedReason: 'password changed' },
      );
    });
  }

  private tokensFor(userId: number, email: string, sessionId: string, secret: string): AuthTokens {
    return {
      access_token: signAccessToken({ sub: userId, sid: sessionId }, this.secret),
      refresh_token: `${sessionId}.${secret}`,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      user: { id: userId, email },
    };
  }
}
