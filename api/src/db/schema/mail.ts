import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The local e-mail outbox (ARCHITECTURE §5 "E-mail": without SMTP_URL, mail is written to the database and
 * printed to the log). `dedupe_key` makes a retried mail job write its message once.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  dedupeKey: text('dedupe_key').notNull().unique(),
  toAddress: text('to_address').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  /** The plain-text part. */
  body: text('body').notNull(),
  /** The HTML part, when the message has one. */
  htmlBody: text('html_body'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
