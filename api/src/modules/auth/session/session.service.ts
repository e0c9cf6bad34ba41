import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AUTH } from 'shared-contracts/constants';
import { AuthEvent } from 'shared-contracts/enums';
import type { ChangePasswordInput, LoginInput } from 'shared-contracts/auth';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { hashPassword, timingDummyHash, verifyPassword } from '../../../lib/passwords';
import { validationError } from '../../../lib/validation';
import { messageText } from '../../../lib/messages';
import type { UsersService } from '../../core/users/users.service';
import type { AuditService } from '../audit/audit.service';
import type { AccessTokens } from './access-token';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  revokeFamily,
  revokeOtherFamilies,
  spendRefreshToken,
} from './session.repo';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  userId: number;
}

export interface SessionService {
  login(input: LoginInput, meta: RequestMeta): Promise<IssuedSession>;
  refresh(rawToken: string | undefined, meta: RequestMeta): Promise<IssuedSession>;
  logout(rawToken: string | undefined, meta: RequestMeta): Promise<void>;
  changePassword(session: { userId: number; familyId: string }, input: ChangePasswordInput, meta: RequestMeta): Promise<void>;
}

interface Deps {
  db: Db;
  clock: Clock;
  users: UsersService;
  audit: AuditService;
  accessTokens: AccessTokens;
}

export const hashRefreshToken = (raw: string) => createHash('sha256').update(raw).digest('hex');
const newRawRefreshToken = () => randomBytes(32).toString('base64url');

function minutesUntil(now: Date, then: Date): number {
  return Math.max(1, Math.ceil((then.getTime() - now.getTime()) / 60_000));
}

export function createSessionService({ db, clock, users, audit, accessTokens }: Deps): SessionService {
  /** Inserts a refresh token (a new family, or the child of `parent`) and signs an access token for it. */
  async function issue(
    executor: Db,
    userId: number,
    meta: RequestMeta,
    parent?: { id: string; familyId: string },
  ): Promise<IssuedSession> {
    const now = clock.now();
    const refreshToken = newRawRefreshToken();
    const familyId = parent?.familyId ?? randomUUID();
    await insertRefreshToken(executor, {
      id: randomUUID(),
      userId,
      familyId,
      parentId: parent?.id ?? null,
      tokenHash: hashRefreshToken(refreshToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH.refreshTokenTtlSeconds * 1000),
      userAgent: meta.userAgent,
      ip: meta.ip,
    });
    const access = await accessTokens.issue(userId, familyId);
    return { accessToken: access.token, expiresIn: access.expiresIn, refreshToken, userId };
  }

  return {
    async login(input, meta) {
      const email = input.email;
      const limit = await audit.loginLimit(email, meta.ip);
      if (limit.limited && limit.retryAt) {
        await audit.record({ event: AuthEvent.LOGIN_RATE_LIMITED, email, ...meta });
        const now = clock.now();
        const minutes = minutesUntil(now, limit.retryAt);
        throw new HttpError('RATE_LIMITED', {
          message: 'errors.loginRetryIn',
          values: { minutes },
          headers: { 'Retry-After': String(Math.ceil((limit.retryAt.getTime() - now.getTime()) / 1000)) },
        });
      }

      const account = await users.findLoginAccountByEmail(email);
      // Unknown accounts still pay for one argon2 verification, so timing does not reveal which e-mails exist.
      const passwordOk = await verifyPassword(account?.passwordHash ?? (await timingDummyHash()), input.password);
      if (!account || !passwordOk) {
        await audit.record({
          event: AuthEvent.LOGIN_FAILED,
          userId: account?.id ?? null,
          email,
          ...meta,
          detail: { reason: account ? 'wrong_password' : 'unknown_email' },
        });
        throw new HttpError('INVALID_CREDENTIALS');
      }
      if (!account.canLogin) {
        await audit.record({ event: AuthEvent.LOGIN_BLOCKED, userId: account.id, email, ...meta });
        throw new HttpError('ACCOUNT_BLOCKED');
      }
      const session = await issue(db, account.id, meta);
      await audit.record({ event: AuthEvent.LOGIN_SUCCEEDED, userId: account.id, email, ...meta });
      return session;
    },

    async refresh(rawToken, meta) {
      if (!rawToken) throw new HttpError('NO_TOKEN');
      const stored = await findRefreshTokenByHash(db, hashRefreshToken(rawToken));
      if (!stored) throw new HttpError('UNAUTHENTICATED');

      const rotated = await db.transaction(async (tx) => {
        const spent = await spendRefreshToken(tx, stored.id, clock.now());
        if (!spent) return undefined;
        return issue(tx, spent.userId, meta, { id: spent.id, familyId: spent.familyId });
      });

      if (!rotated) {
        const now = clock.now();
        if (stored.usedAt === null && stored.revokedAt === null && stored.expiresAt <= now) {
          throw new HttpError('UNAUTHENTICATED', { message: 'errors.sessionExpired' });
        }
        // Already spent or revoked (or spent a moment ago by a concurrent request): a copy of the token is
        // in someone else's hands, so the whole family, including any token issued from it, is closed.
        const revoked = await revokeFamily(db, stored.familyId, now, 'reuse');
        await audit.record({
          event: AuthEvent.REFRESH_REUSE_DETECTED,
          userId: stored.userId,
          ...meta,
          detail: { family_id: stored.familyId, token_id: stored.id, revoked_tokens: revoked },
        });
        throw new HttpError('TOKEN_REUSED');
      }

      const account = await users.findLoginAccountById(rotated.userId);
      if (!account?.canLogin) {
        await revokeFamily(db, stored.familyId, clock.now(), 'blocked');
        throw new HttpError('ACCOUNT_BLOCKED');
      }
      await audit.record({
        event: AuthEvent.REFRESHED,
        userId: rotated.userId,
        email: account.email,
        ...meta,
        detail: { family_id: stored.familyId },
      });
      return rotated;
    },

    async logout(rawToken, meta) {
      const stored = rawToken ? await findRefreshTokenByHash(db, hashRefreshToken(rawToken)) : undefined;
      if (stored) await revokeFamily(db, stored.familyId, clock.now(), 'logout');
      await audit.record({
        event: AuthEvent.LOGOUT,
        userId: stored?.userId ?? null,
        ...meta,
        detail: stored ? { family_id: stored.familyId } : { note: 'no session' },
      });
    },

    async changePassword(session, input, meta) {
      const account = await users.findLoginAccountById(session.userId);
      if (!account) throw new HttpError('UNAUTHENTICATED');
      if (!(await verifyPassword(account.passwordHash, input.current_password))) {
        throw validationError([
          {
            path: 'current_password',
            code: 'validation.currentPasswordWrong',
            message: messageText('validation.currentPasswordWrong'),
          },
        ]);
      }
      const now = clock.now();
      await users.setPassword(account.id, await hashPassword(input.new_password), now);
      const revoked = await revokeOtherFamilies(db, account.id, session.familyId, now, 'password_changed');
      await audit.record({
        event: AuthEvent.PASSWORD_CHANGED,
        userId: account.id,
        email: account.email,
        ...meta,
        detail: { revoked_other_sessions: revoked },
      });
    },
  };
}
