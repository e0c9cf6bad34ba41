import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { partnerSites, users } from './core';

/**
 * The partner's own Stripe account each site takes one currency's payments into (Stripe Connect, ADR 0031): one per
 * site and currency. One account may serve several sites and currencies; it is deauthorised at Stripe only when no
 * row names it any more.
 */
export const siteStripeAccounts = pgTable(
  'site_stripe_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => partnerSites.id, { onDelete: 'cascade' }),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull(),
    /** Stripe's connected account, `acct_…`. */
    accountId: text('account_id').notNull(),
    /** Who connected it (the partner, an operator of theirs, or an administrator); null once that user is gone. */
    connectedBy: integer('connected_by').references(() => users.id, { onDelete: 'set null' }),
    connectedAt: timestamp('connected_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('site_stripe_accounts_site_currency_uq').on(table.siteId, table.currency),
    index('site_stripe_accounts_account_idx').on(table.accountId),
    check('site_stripe_accounts_currency_ck', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('site_stripe_accounts_account_ck', sql`${table.accountId} ~ '^acct_[A-Za-z0-9_]+$'`),
  ],
);
