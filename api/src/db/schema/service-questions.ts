import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { services } from './catalogue';
import { partnerSites } from './core';

/**
 * A storefront visitor's question about a service a site sells (spec 002 §7.2 POST /{siteId}/submit-question/{id}).
 * `ip` is kept for the per-address rate limit, which counts rows here so every replica sees the same numbers.
 */
export const serviceQuestions = pgTable(
  'service_questions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => partnerSites.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    question: text('question').notNull(),
    locale: text('locale').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('service_questions_ip_created_idx').on(table.ip, table.createdAt),
    index('service_questions_site_created_idx').on(table.siteId, table.createdAt),
  ],
);
