import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  BookingFlowSettingsSchema,
  FooterSettingsSchema,
  GeneralSettingsSchema,
  HeaderSettingsSchema,
  LocationSettingsSchema,
  MerchantOfRecordSchema,
  RedirectionSettingsSchema,
  ScriptSettingsSchema,
  SearchPageSettingsSchema,
  SearchPageThemeSchema,
  ThemeSettingsSchema,
} from 'shared-contracts/sites';
import type * as v from 'valibot';

/** jsonb columns hold the contract's input shape; defaults are filled in when the DTO is parsed on the way out. */
type Stored<T extends v.GenericSchema> = v.InferInput<T>;
/** name, sub_domain and domain are columns of their own, so general_settings stores the rest. */
export type StoredGeneralSettings = Omit<Stored<typeof GeneralSettingsSchema>, 'name' | 'sub_domain' | 'domain'>;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Spec 000 §3 User. `status` uses the site/user status values (Confirmed 1 … Deactivated 4). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    profilePicUrl: text('profile_pic_url'),
    parentUserId: integer('parent_user_id'),
    userCurrencyType: text('user_currency_type').notNull().default('NOK'),
    canLogin: boolean('can_login').notNull().default(true),
    firstTimeLogin: boolean('first_time_login').notNull().default(false),
    isZauiStayUser: boolean('is_zaui_stay_user').notNull().default(false),
    privacyPolicyAccepted: boolean('privacy_policy_accepted').notNull().default(false),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({ columns: [table.parentUserId], foreignColumns: [table.id], name: 'users_parent_user_id_fk' }).onDelete(
      'set null',
    ),
    index('users_parent_user_id_idx').on(table.parentUserId),
    // Logins look e-mails up lower-cased; storing them any other way would let two accounts share an address.
    check('users_email_lower_ck', sql`${table.email} = lower(${table.email})`),
    check('users_status_ck', sql`${table.status} between 1 and 4`),
  ],
);

/** Roles 1–6 of spec 000 §6; rows are reference data written by a migration. */
export const roles = pgTable('roles', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: smallint('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/** The 12 policies of spec 000 §6; reference data written by a migration. */
export const policies = pgTable('policies', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
});

export const userPolicies = pgTable(
  'user_policies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policy: text('policy')
      .notNull()
      .references(() => policies.name),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.policy] })],
);

/**
 * Partner sites. name, sub_domain and domain are columns (unique, looked up by host); every settings group of
 * the contract's PartnerSiteSchema is one jsonb column, shaped by that schema when read.
 */
export const partnerSites = pgTable(
  'partner_sites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    subDomain: text('sub_domain').notNull().unique(),
    domain: text('domain').unique(),
    link: text('link'),
    status: smallint('status').notNull().default(2),
    /** Why an administrator sent the site back (status Reviewing), for its owner to read; null otherwise (ADR 0025). */
    reviewNote: text('review_note'),
    generalSettings: jsonb('general_settings').$type<StoredGeneralSettings>().notNull(),
    redirectionSettings: jsonb('redirection_settings').$type<Stored<typeof RedirectionSettingsSchema>>().notNull().default({}),
    scriptSettings: jsonb('script_settings').$type<Stored<typeof ScriptSettingsSchema>>().notNull().default({}),
    themeSettings: jsonb('theme_settings').$type<Stored<typeof ThemeSettingsSchema>>().notNull().default({}),
    /** The search page's own colours over the theme (issue 15 §2 search-page-theme); a colour left out is the theme's. */
    searchPageThemeSettings: jsonb('search_page_theme_settings').$type<Stored<typeof SearchPageThemeSchema>>().notNull().default({}),
    headerSettings: jsonb('header_settings').$type<Stored<typeof HeaderSettingsSchema>>().notNull().default({}),
    footerSettings: jsonb('footer_settings').$type<Stored<typeof FooterSettingsSchema>>().notNull().default({}),
    bookingFlowSettings: jsonb('booking_flow_settings').$type<Stored<typeof BookingFlowSettingsSchema>>().notNull().default({}),
    locationSettings: jsonb('location_settings').$type<Stored<typeof LocationSettingsSchema>>().notNull().default({}),
    searchPageSettings: jsonb('search_page_settings').$type<Stored<typeof SearchPageSettingsSchema>>().notNull().default({}),
    merchantOfRecord: jsonb('merchant_of_record')
      .$type<Stored<typeof MerchantOfRecordSchema>>()
      .notNull()
      .default({ type: 'NOPAY', payment_method: ['NOPAY'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('partner_sites_owner_user_id_idx').on(table.ownerUserId),
    check('partner_sites_status_ck', sql`${table.status} between 1 and 4`),
    check('partner_sites_sub_domain_ck', sql`${table.subDomain} ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'`),
    check('partner_sites_domain_lower_ck', sql`${table.domain} = lower(${table.domain})`),
  ],
);

/**
 * A change to a Confirmed site's address (sub-domain, custom domain) or merchant of record, held until an administrator
 * approves it (issue 15 §1, ADRs 0026 and 0030): `changes` holds each field's old and asked-for value (the merchant of
 * record as its one-line text). One open request per site (status 1); a
 * decided one stays, with who decided and why, as the site's history.
 */
export const partnerSiteChanges = pgTable(
  'partner_site_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => partnerSites.id, { onDelete: 'cascade' }),
    /** Each held field as the site had it when asked and as asked for. */
    changes: jsonb('changes').$type<Partial<Record<'sub_domain' | 'domain' | 'merchant_of_record', { from: string | null; to: string | null }>>>().notNull(),
    /** 1 pending, 2 approved, 3 rejected. */
    status: smallint('status').notNull().default(1),
    requestedBy: integer('requested_by').references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    reviewNote: text('review_note'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('partner_site_changes_one_open_uq').on(table.siteId).where(sql`${table.status} = 1`),
    check('partner_site_changes_status_ck', sql`${table.status} between 1 and 3`),
  ],
);

/** The site's setting/value list (spec 000 §3 site_settings, e.g. HEADER_LOGO_BLACK). */
export const partnerSiteSettings = pgTable(
  'partner_site_settings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => partnerSites.id, { onDelete: 'cascade' }),
    setting: text('setting').notNull(),
    value: text('value'),
  },
  (table) => [unique('partner_site_settings_site_setting_uq').on(table.siteId, table.setting)],
);

/** The 14 partner-site locales (spec 000 §9); reference data written by a migration. */
export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/** Secrets the platform generates for itself (e.g. the JWT key when JWT_SECRET is not configured). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
