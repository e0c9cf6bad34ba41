import { LIMITS } from 'shared-contracts/constants';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { type AuditEntry, insertAuditEntry, lastSuccessTime, lockLoginKey, recentFailureTimes } from './audit.repo';

export interface RateLimitVerdict {
  limited: boolean;
  /** When the caller may try again (only when limited). */
  retryAt?: Date;
}

/** What a login attempt may do while it holds its account's and its address's turn. */
export interface LoginGate {
  /** The limits' verdict for this attempt; exact, because no other attempt on this account or address is decided meanwhile. */
  verdict(): Promise<RateLimitVerdict>;
  /** Records the attempt's outcome inside the turn, so the next attempt counts it. */
  record(entry: AuditEntry): Promise<void>;
}

export interface AuditService {
  record(entry: AuditEntry): Promise<void>;
  /**
   * Runs one login attempt's decision in a transaction that holds the account's and the address's advisory locks
   * (account first, then address, always in that order): 200 simultaneous guesses are counted one by one, so no
   * more than the limit are ever evaluated. The limits, all counted from the audit log so every replica sees them:
   *
   * - per account from one address: LIMITS.loginFailuresPerAccount failures since that address's last successful
   *   login of the account. This is the strict guess limit; it never touches the owner on another address.
   * - per address over all accounts: LIMITS.loginFailuresPerIp, so spraying many accounts from one place stops.
   * - per account over all addresses: LIMITS.loginFailuresPerAccountFromNewAddresses, applied only to addresses the
   *   account has not logged in from within LIMITS.loginKnownAddressDays. Guesses spread over a botnet stop there,
   *   while the owner's usual address keeps working: the limit cannot be turned into a lock-out of the owner.
   *
   * `decide` must use nothing but the gate for the database (the transaction holds a connection, and a PGlite
   * database has only one), and must not throw for an ordinary refusal, or its audit rows roll back.
   */
  attemptLogin<T>(email: string, ip: string | null, decide: (gate: LoginGate) => Promise<T>): Promise<T>;
}

export function createAuditService(db: Db, clock: Clock): AuditService {
  const windowMs = LIMITS.loginFailureWindowMinutes * 60_000;
  const knownAddressMs = LIMITS.loginKnownAddressDays * 24 * 60 * 60_000;

  /** With `limit` or more failures in the window, the caller may retry once the oldest of the newest `limit` ages out. */
  function verdict(times: Date[], limit: number): RateLimitVerdict {
    if (times.length < limit) return { limited: false };
    const oldestCounted = times[limit - 1]!;
    return { limited: true, retryAt: new Date(oldestCounted.getTime() + windowMs) };
  }

  async function loginVerdict(tx: Db, email: string, ip: string | null): Promise<RateLimitVerdict> {
    const now = clock.now();
    const windowStart = new Date(now.getTime() - windowMs);
    const lastHere = await lastSuccessTime(tx, { email, ip });
    const pairSince = lastHere && lastHere > windowStart ? lastHere : windowStart;
    const knownAddress = ip !== null && lastHere !== undefined && lastHere.getTime() > now.getTime() - knownAddressMs;
    const verdicts = [
      verdict(await recentFailureTimes(tx, { email, ip }, pairSince, LIMITS.loginFailuresPerAccount), LIMITS.loginFailuresPerAccount),
      // Without a known address (no socket, e.g. in-process requests) there is no address bucket to count.
      ip === null ? { limited: false } : verdict(await recentFailureTimes(tx, { ip }, windowStart, LIMITS.loginFailuresPerIp), LIMITS.loginFailuresPerIp),
      knownAddress
        ? { limited: false }
        : verdict(
            await recentFailureTimes(tx, { email }, windowStart, LIMITS.loginFailuresPerAccountFromNewAddresses),
            LIMITS.loginFailuresPerAccountFromNewAddresses,
          ),
    ];
    const retryAt = verdicts.flatMap((v) => (v.limited && v.retryAt ? [v.retryAt.getTime()] : []));
    return retryAt.length === 0 ? { limited: false } : { limited: true, retryAt: new Date(Math.max(...retryAt)) };
  }

  return {
    record: (entry) => insertAuditEntry(db, entry, clock.now()),
    attemptLogin(email, ip, decide) {
      return db.transaction(async (tx) => {
        await lockLoginKey(tx, `panel-login:account:${email}`);
        if (ip !== null) await lockLoginKey(tx, `panel-login:ip:${ip}`);
        return decide({
          verdict: () => loginVerdict(tx, email, ip),
          record: (entry) => insertAuditEntry(tx, entry, clock.now()),
        });
      });
    },
  };
}
