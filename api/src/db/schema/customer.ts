import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { partnerSites } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * E-mailed login links of guest customers (spec 001 §4 "Customer session"). Only the SHA-256 of the random token
 * is stored. One row per accepted request, whether or not the address has bookings: the rows are also what the
 * per-e-mail and per-IP rate limits count. `used_at` makes a link single-use.
 */
export const customerLoginTokens = pgTable(
  'customer_login_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The partner site the request came from (its Origin), when it was one. */
    siteId: integer('site_id').references(() => partnerSites.id, { onDelete: 'set null' }),
    /** The language the request asked for; the mail prefers the language of the address's latest booking. */
    locale: text('locale').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    ip: text('ip'),
  },
  (table) => [
    index('customer_login_tokens_email_idx').on(table.email, table.createdAt),
    index('customer_login_tokens_ip_idx').on(table.ip, table.createdAt).where(sql`${table.ip} is not null`),
  ],
);

/**
 * Customer sessions, apart from the panel's: the SHA-256 of the bearer/cookie token, the e-mail it stands for, and
 * the site it was opened on. A session answers only on that site's host (null: the platform host), so a token
 * carried to another partner's storefront is a logged-out guest there.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    /** Sessions opened before this column existed have null: they then work on the platform host only. */
    siteId: integer('site_id').references(() => partnerSites.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('customer_sessions_email_idx').on(table.email)],
);
