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

type LoginDecision = { outcome: 'limited'; retryAt: Date } | { outcome: 'refused' } | { outcome: 'succeeded'; userId: number };

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
      // Read before the attempt's transaction: inside it, only the audit gate may touch the database.
      const account = await users.findLoginAccountByEmail(email);
      const decided = await audit.attemptLogin(email, meta.ip, async (gate): Promise<LoginDecision> => {
        const limit = await gate.verdict();
        if (limit.limited && limit.retryAt) {
          await gate.record({ event: AuthEvent.LOGIN_RATE_LIMITED, email, ...meta });
          return { outcome: 'limited', retryAt: limit.retryAt };
        }
        // Unknown accounts still pay for one argon2 verification, so timing does not reveal which e-mails exist.
        const passwordOk = await verifyPassword(account?.passwordHash ?? (await timingDummyHash()), input.password);
        if (!account || !passwordOk) {
          const reason = account ? 'wrong_password' : 'unknown_email';
          await gate.record({ event: AuthEvent.LOGIN_FAILED, userId: account?.id ?? null, email, ...meta, detail: { reason } });
          return { outcome: 'refused' };
        }
        if (!account.canLogin) {
          // The audit log tells administrators; the caller gets the wrong-password answer, and the attempt counts
          // as a failure, so neither the answer nor the limit reveals the block or that the password was right.
          await gate.record({ event: AuthEvent.LOGIN_BLOCKED, userId: account.id, email, ...meta });
          return { outcome: 'refused' };
        }
        await gate.record({ event: AuthEvent.LOGIN_SUCCEEDED, userId: account.id, email, ...meta });
        return { outcome: 'succeeded', userId: account.id };
      });

      if (decided.outcome === 'limited') {
        const now = clock.now();
        throw new HttpError('RATE_LIMITED', {
          message: 'errors.loginRetryIn',
          values: { minutes: minutesUntil(now, decided.retryAt) },
          headers: { 'Retry-After': String(Math.ceil((decided.retryAt.getTime() - now.getTime()) / 1000)) },
        });
      }
      if (decided.outcome === 'refused') throw new HttpError('INVALID_CREDENTIALS');
      return issue(db, decided.userId, meta);
    },

    async refresh(rawToken, meta) {
      if (!rawToken) throw new HttpError('NO_TOKEN');
      const stored = await findRefreshTokenByHash(db, hashRefreshToken(rawToken));
      if (!stored) throw new HttpError('UNAUTHENTICATED');

      const owner = await users.findLoginAccountById(stored.userId);
      const rotated = await db.transaction(async (tx): Promise<IssuedSession | 'blocked' | undefined> => {
        const spent = await spendRefreshToken(tx, stored.id, clock.now());
        if (!spent) return undefined;
        // Judged once the token has proved itself (a dead token answers the same for every account), and before
        // anything is minted: a blocked account gets no new refresh token and no signed access token.
        if (!owner?.canLogin) return 'blocked';
        return issue(tx, spent.userId, meta, { id: spent.id, familyId: spent.familyId });
      });

      if (rotated === 'blocked') {
        await revokeFamily(db, stored.familyId, clock.now(), 'blocked');
        await audit.record({ event: AuthEvent.LOGIN_BLOCKED, userId: stored.userId, ...meta, detail: { family_id: stored.familyId, via: 'refresh' } });
        throw new HttpError('ACCOUNT_BLOCKED');
      }

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

      await audit.record({
        event: AuthEvent.REFRESHED,
        userId: rotated.userId,
        email: owner?.email ?? null,
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
