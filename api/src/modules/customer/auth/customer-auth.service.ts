import { createHash, randomBytes } from 'node:crypto';
import { AUTH, COOKIES, DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/constants';
import { CustomerLinkErrorCode } from 'shared-contracts/customer';
import { ApiError } from 'shared-contracts/errors';
import { appRoutes } from 'shared-contracts/paths';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { mailLocaleOf, MAIL_LOCALES, type MailLocale } from '../../booking/notifications/booking-confirmed-mail';
import { siteOrigin } from '../../booking/notifications/notifications.service';
import { findSiteById } from '../../core/partner-sites/partner-sites.repo';
import type { JobHandlers, JobQueue } from '../../system/jobs/jobs.service';
import type { Mailer } from '../../system/mail/mail.service';
import { composeLoginMail } from './customer-login-mail';
import * as repo from './customer-auth.repo';

/** Enqueued by every accepted login request with `{ token, origin }`; it decides whether anything is sent. */
export const CUSTOMER_LOGIN_MAIL_JOB = 'mail.customer-login-link';
export const loginMailKey = (tokenHash: string) => `${CUSTOMER_LOGIN_MAIL_JOB}:${tokenHash}`;

/** Login-link request limits (issue 5): per address and per client IP, counted from the stored requests. */
export const LOGIN_LINK_LIMITS = {
  perEmail: { max: 5, windowMs: 60 * 60_000 },
  perIp: { max: 20, windowMs: 10 * 60_000 },
} as const;

export const LINK_MESSAGES = {
  rateLimited: 'Too many login links were requested. Please wait a while and try again.',
  [CustomerLinkErrorCode.LINK_INVALID]: 'This login link is not valid. Request a new one.',
  [CustomerLinkErrorCode.LINK_EXPIRED]: 'This login link has expired. Request a new one.',
  [CustomerLinkErrorCode.LINK_USED]: 'This login link has already been used. Request a new one.',
} as const;

const SESSION_TTL_MS = COOKIES.customerToken.maxAgeDays * 24 * 60 * 60_000;

/** 256 random bits, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LoginLinkRequest {
  email: string;
  locale: Locale;
  ip: string | null;
  /** The partner site the request came from and its origin (scheme, host, port), when it came from one. */
  site: { id: number; origin: string } | null;
}

export interface CustomerSession {
  token: string;
  email: string;
  expiresAt: Date;
}

export interface CustomerAuthService {
  /** Records the request and queues the mail job, the same work whether or not the address has bookings. */
  requestLink(request: LoginLinkRequest): Promise<void>;
  /** Spends a link and opens a customer session; refused with LINK_INVALID (401), LINK_EXPIRED or LINK_USED (410). */
  openLink(token: string): Promise<CustomerSession>;
  /** The live session a token stands for. */
  authenticate(token: string): Promise<{ email: string } | undefined>;
  logout(token: string): Promise<void>;
}

const linkError = (code: CustomerLinkErrorCode) =>
  new ApiError({ status: code === CustomerLinkErrorCode.LINK_INVALID ? 401 : 410, code, message: LINK_MESSAGES[code] });

export function createCustomerAuthService({ db, clock, queue }: { db: Db; clock: Clock; queue: JobQueue }): CustomerAuthService {
  /** Refuses when `key` already made `max` requests in the window; Retry-After is when the oldest ages out. */
  async function checkLimit(tx: Db, key: { email: string } | { ip: string }, { max, windowMs }: { max: number; windowMs: number }, now: Date) {
    await repo.lockRateLimitKey(tx, 'email' in key ? `customer-login:email:${key.email.toLowerCase()}` : `customer-login:ip:${key.ip}`);
    const since = new Date(now.getTime() - windowMs);
    const made = 'email' in key ? await repo.countTokensByEmail(tx, key.email, since) : await repo.countTokensByIp(tx, key.ip, since);
    if (made < max) return;
    const oldest = (await repo.oldestTokenSince(tx, key, since)) ?? now;
    const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
    throw new HttpError('RATE_LIMITED', { message: LINK_MESSAGES.rateLimited, headers: { 'Retry-After': String(retryAfter) } });
  }

  return {
    async requestLink({ email, locale, ip, site }) {
      const now = clock.now();
      // One transaction: the locks taken by checkLimit hold until the link is stored, so the limits are exact under
      // concurrency. The e-mail's lock is always taken before the IP's, so two requests cannot wait on each other.
      await db.transaction(async (tx) => {
        await checkLimit(tx, { email }, LOGIN_LINK_LIMITS.perEmail, now);
        // Without a known address (in-process requests) there is no IP bucket to count.
        if (ip !== null) await checkLimit(tx, { ip }, LOGIN_LINK_LIMITS.perIp, now);
        const token = newToken();
        const tokenHash = hashToken(token);
        await repo.insertLoginToken(tx, {
          tokenHash,
          email,
          siteId: site?.id ?? null,
          locale,
          createdAt: now,
          expiresAt: new Date(now.getTime() + AUTH.customerLoginLinkTtlSeconds * 1000),
          ip,
        });
        // The job needs the token itself to write the link; the mail that carries it is stored in the outbox anyway.
        await queue.enqueue(CUSTOMER_LOGIN_MAIL_JOB, { token, origin: site?.origin ?? null }, { tx, dedupeKey: loginMailKey(tokenHash) });
      });
    },

    async openLink(token) {
      const now = clock.now();
      const tokenHash = hashToken(token);
      const spent = await repo.consumeLoginToken(db, tokenHash, now);
      if (!spent) {
        const row = await repo.findLoginToken(db, tokenHash);
        if (!row) throw linkError(CustomerLinkErrorCode.LINK_INVALID);
        throw linkError(row.usedAt ? CustomerLinkErrorCode.LINK_USED : CustomerLinkErrorCode.LINK_EXPIRED);
      }
      const sessionToken = newToken();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await repo.insertSession(db, { tokenHash: hashToken(sessionToken), email: spent.email, createdAt: now, expiresAt });
      return { token: sessionToken, email: spent.email, expiresAt };
    },

    async authenticate(token) {
      const session = await repo.findLiveSession(db, hashToken(token), clock.now());
      return session ? { email: session.email } : undefined;
    },

    async logout(token) {
      await repo.revokeSession(db, hashToken(token), clock.now());
    },
  };
}

const asMailLocale = (locale: string | null | undefined): MailLocale | undefined =>
  (MAIL_LOCALES as readonly string[]).includes(locale ?? '') ? mailLocaleOf(locale) : undefined;

/**
 * `mail.customer-login-link` { token, origin }: e-mails the link only when the address has booked at least once,
 * in the language of its latest booking (else the request's, else en). The link goes to the site the request came
 * from, else to the site of that booking.
 */
export function createCustomerLoginJobHandlers({ db, clock, mailer, log = console }: { db: Db; clock: Clock; mailer: Mailer; log?: Pick<Console, 'warn'> }): JobHandlers {
  return {
    async [CUSTOMER_LOGIN_MAIL_JOB](payload) {
      const { token, origin } = (payload ?? {}) as { token?: unknown; origin?: unknown };
      if (typeof token !== 'string') throw new Error(`${CUSTOMER_LOGIN_MAIL_JOB}: payload without token`);
      const tokenHash = hashToken(token);
      const row = await repo.findLoginToken(db, tokenHash);
      if (!row || row.usedAt || row.expiresAt <= clock.now()) return;
      const order = await repo.latestOrderOf(db, row.email);
      if (!order) return;

      const siteRow = await findSiteById(db, row.siteId ?? order.siteId);
      const base = typeof origin === 'string' ? origin : siteRow ? siteOrigin(siteRow) : null;
      if (!base) {
        log.warn(`[jobs] ${CUSTOMER_LOGIN_MAIL_JOB}: no site address for ${row.email}'s link; nothing sent`);
        return;
      }
      const lang: Locale = isLocale(order.locale) ? order.locale : isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
      const url = `${base}${appRoutes.customerLogin(lang)}/token?token=${encodeURIComponent(token)}`;
      const mail = composeLoginMail({ locale: asMailLocale(order.locale) ?? mailLocaleOf(row.locale), siteName: siteRow?.name ?? null, url });
      await mailer.send({ dedupeKey: loginMailKey(tokenHash), to: row.email, subject: mail.subject, body: mail.text, html: mail.html });
    },
  };
}
