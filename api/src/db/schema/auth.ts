import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AuthEvent } from 'shared-contracts/enums';
import { users } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Rotating refresh tokens. Only the SHA-256 of the random token is stored. Every rotation inserts a child in
 * the same family; a token presented after `used_at` or `revoked_at` is set revokes its whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    parentId: uuid('parent_id'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id], name: 'refresh_tokens_parent_id_fk' }).onDelete(
      'set null',
    ),
    index('refresh_tokens_family_id_idx').on(table.familyId),
    index('refresh_tokens_user_id_idx').on(table.userId),
  ],
);

const AUTH_EVENTS = Object.values(AuthEvent);

/**
 * Every authentication event. Failed-login rate limits count rows here, so the limits hold across replicas
 * without shared memory; the two indexes serve those counts.
 */
export const authAuditLog = pgTable(
  'auth_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    event: text('event').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('auth_audit_log_event_email_created_idx').on(table.event, table.email, table.createdAt),
    index('auth_audit_log_event_ip_created_idx').on(table.event, table.ip, table.createdAt),
    index('auth_audit_log_user_id_idx').on(table.userId),
    check('auth_audit_log_event_ck', sql.raw(`event in (${AUTH_EVENTS.map((e) => `'${e}'`).join(', ')})`)),
  ],
);
