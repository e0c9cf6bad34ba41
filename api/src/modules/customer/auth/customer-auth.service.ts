import { createHash, randomBytes } from 'node:crypto';
import { AUTH, COOKIES, DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/constants';
import { CustomerLinkErrorCode } from 'shared-contracts/customer';
import { ApiError } from 'shared-contracts/errors';
import { hrefFor } from 'shared-contracts/manifests';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { mailLocaleOf, MAIL_LOCALES, type MailLocale } from '../../booking/notifications/booking-confirmed-mail';
import type { ReservationsService } from '../../booking/reservations/reservations.service';
import { siteOrigin, type SiteFactsService } from '../../core/partner-sites/partner-sites.service';
import type { JobHandlers, JobQueue } from '../../system/jobs/jobs.service';
import type { Mailer } from '../../system/mail/mail.service';
import { composeLoginMail } from './customer-login-mail';
import * as repo from './customer-auth.repo';

/** Enqueued by every accepted login request with `{ token }`; it decides whether anything is sent. */
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
  /** The partner site whose host the request was made on; null on the platform host. */
  siteId: number | null;
}

export interface CustomerSession {
  token: string;
  email: string;
  expiresAt: Date;
}

export interface CustomerAuthService {
  /** Records the request and queues the mail job, the same work whether or not the address has bookings. */
  requestLink(request: LoginLinkRequest): Promise<void>;
  /**
   * Spends a link and opens a customer session on `siteId` (the host it is opened on; null: the platform host).
   * Refused with LINK_INVALID (401), LINK_EXPIRED or LINK_USED (410); a link requested on a site opens only there.
   */
  openLink(token: string, siteId: number | null): Promise<CustomerSession>;
  /** The live session a token stands for, if it was opened on `siteId`: elsewhere its holder is a logged-out guest. */
  authenticate(token: string, siteId: number | null): Promise<{ email: string } | undefined>;
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
    async requestLink({ email, locale, ip, siteId }) {
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
          siteId,
          locale,
          createdAt: now,
          expiresAt: new Date(now.getTime() + AUTH.customerLoginLinkTtlSeconds * 1000),
          ip,
        });
        // The job needs the token itself to write the link; the mail that carries it is stored in the outbox anyway.
        await queue.enqueue(CUSTOMER_LOGIN_MAIL_JOB, { token }, { tx, dedupeKey: loginMailKey(tokenHash) });
      });
    },

    async openLink(token, siteId) {
      const now = clock.now();
      const tokenHash = hashToken(token);
      const spent = await repo.consumeLoginToken(db, tokenHash, siteId, now);
      if (!spent) {
        const row = await repo.findLoginToken(db, tokenHash);
        // Opened on another site than it was requested on: unknown there, and left unspent for its own site.
        if (!row || (row.siteId !== null && row.siteId !== siteId)) throw linkError(CustomerLinkErrorCode.LINK_INVALID);
        throw linkError(row.usedAt ? CustomerLinkErrorCode.LINK_USED : CustomerLinkErrorCode.LINK_EXPIRED);
      }
      const sessionToken = newToken();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await repo.insertSession(db, { tokenHash: hashToken(sessionToken), email: spent.email, siteId, createdAt: now, expiresAt });
      return { token: sessionToken, email: spent.email, expiresAt };
    },

    async authenticate(token, siteId) {
      const session = await repo.findLiveSession(db, hashToken(token), siteId, clock.now());
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
 * `mail.customer-login-link` { token }: e-mails the link only when the address has booked at least once, in the
 * language of its latest booking (else the request's, else en). The link goes to the site the request was made on,
 * else to the site of that booking. Its scheme and host come from the site's record (its link, else its own domain),
 * else from the configuration (`siteLink`), never from the request: an Origin header cannot point a link elsewhere.
 */
export function createCustomerLoginJobHandlers({
  db,
  clock,
  mailer,
  bookings,
  sites,
  siteLink,
  log = console,
}: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Whether the address ever booked, and its latest booking's language and site. */
  bookings: Pick<ReservationsService, 'latestOrder'>;
  sites: Pick<SiteFactsService, 'identity'>;
  /** The configured address of a site whose record has none (lib/site-link.ts). */
  siteLink?: (subDomain: string) => string;
  log?: Pick<Console, 'warn'>;
}): JobHandlers {
  return {
    async [CUSTOMER_LOGIN_MAIL_JOB](payload) {
      // Jobs queued before the link stopped following the request may still carry an `origin`: it is ignored.
      const { token } = (payload ?? {}) as { token?: unknown };
      if (typeof token !== 'string') throw new Error(`${CUSTOMER_LOGIN_MAIL_JOB}: payload without token`);
      const tokenHash = hashToken(token);
      const row = await repo.findLoginToken(db, tokenHash);
      if (!row || row.usedAt || row.expiresAt <= clock.now()) return;
      const order = await bookings.latestOrder(row.email);
      if (!order) return;

      const siteRow = await sites.identity(row.siteId ?? order.siteId);
      const base = siteRow ? siteOrigin(siteRow, siteLink) : null;
      if (!base) {
        log.warn(`[jobs] ${CUSTOMER_LOGIN_MAIL_JOB}: no site address for ${row.email}'s link; nothing sent`);
        return;
      }
      const lang: Locale = isLocale(order.locale) ? order.locale : isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
      const url = `${base}${hrefFor('customer.loginToken', { lang })}?token=${encodeURIComponent(token)}`;
      const mail = composeLoginMail({ locale: asMailLocale(order.locale) ?? mailLocaleOf(row.locale), siteName: siteRow?.name ?? null, url });
      await mailer.send({ dedupeKey: loginMailKey(tokenHash), to: row.email, subject: mail.subject, body: mail.text, html: mail.html });
    },
  };
}
