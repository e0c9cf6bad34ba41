import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * Uploaded files (spec 002 §7.19 POST upload, POST /delete): the bytes live in the storage (DATA_DIR, or an
 * S3-compatible bucket), this row says whose they are and what they are. `state` is the media state of spec 000 §4:
 * Processing until the image has been checked and its variants can be served, then Approved; Hide keeps the file
 * but stops serving it; Deleted is what POST /delete leaves (the bytes are removed, the row stays for the record).
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** Where the storage keeps the bytes; never derived from the client's file name. */
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    state: text('state').notNull().default('Processing'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('files_owner_idx').on(table.ownerUserId, table.createdAt),
    check('files_state_ck', sql`${table.state} in ('Processing', 'Approved', 'Hide', 'Deleted')`),
    check('files_size_ck', sql`${table.sizeBytes} >= 0`),
  ],
);
