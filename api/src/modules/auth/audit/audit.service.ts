import { LIMITS } from 'shared-contracts/constants';
import { AuthEvent } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { type AuditEntry, insertAuditEntry, lastEventTime, recentEventTimes } from './audit.repo';

export interface RateLimitVerdict {
  limited: boolean;
  /** When the caller may try again (only when limited). */
  retryAt?: Date;
}

export interface AuditService {
  record(entry: AuditEntry): Promise<void>;
  /**
   * Failed-login limits, counted from the audit log so every replica sees the same numbers. Per account, only
   * failures since the last successful login count, so an owner who finally types the password right starts
   * afresh; per IP they all count, so an attacker cannot reset the IP limit by logging into an own account.
   */
  loginLimit(email: string, ip: string | null): Promise<RateLimitVerdict>;
}

export function createAuditService(db: Db, clock: Clock): AuditService {
  const windowMs = LIMITS.loginFailureWindowMinutes * 60_000;

  /** With `limit` or more failures in the window, the caller may retry once the oldest of the newest `limit` ages out. */
  function verdict(times: Date[], limit: number): RateLimitVerdict {
    if (times.length < limit) return { limited: false };
    const oldestCounted = times[limit - 1]!;
    return { limited: true, retryAt: new Date(oldestCounted.getTime() + windowMs) };
  }

  return {
    record: (entry) => insertAuditEntry(db, entry, clock.now()),
    async loginLimit(email, ip) {
      const windowStart = new Date(clock.now().getTime() - windowMs);
      const lastSuccess = await lastEventTime(db, AuthEvent.LOGIN_SUCCEEDED, email);
      const accountSince = lastSuccess && lastSuccess > windowStart ? lastSuccess : windowStart;
      const [accountTimes, ipTimes] = await Promise.all([
        recentEventTimes(db, AuthEvent.LOGIN_FAILED, { email }, accountSince, LIMITS.loginFailuresPerAccount),
        // Without a known address (no socket, e.g. in-process requests) there is no IP bucket to count.
        ip === null ? [] : recentEventTimes(db, AuthEvent.LOGIN_FAILED, { ip }, windowStart, LIMITS.loginFailuresPerIp),
      ]);
      const byAccount = verdict(accountTimes, LIMITS.loginFailuresPerAccount);
      const byIp = verdict(ipTimes, LIMITS.loginFailuresPerIp);
      if (!byAccount.limited && !byIp.limited) return { limited: false };
      const retryAt = [byAccount.retryAt, byIp.retryAt].filter((d): d is Date => d !== undefined);
      return { limited: true, retryAt: new Date(Math.max(...retryAt.map((d) => d.getTime()))) };
    },
  };
}
