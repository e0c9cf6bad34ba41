import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { type LocalizedText, services } from './catalogue';
import { users } from './core';

/**
 * What a supplier manages around its products (issue 12): cancellation policies and their mapping to services,
 * supplier consent for partners' packages, product features, an activity's custom sections, recommendations and
 * voucher codes.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A supplier's cancellation policy (spec 002 §7.13): refund tiers, mapped onto services. */
export const cancellationPolicies = pgTable(
  'cancellation_policies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('cancellation_policies_supplier_idx').on(table.supplierUserId)],
);

/** Cancelling at least `hours` before the start refunds `refund_percentage`. */
export const cancellationPolicyTiers = pgTable(
  'cancellation_policy_tiers',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => cancellationPolicies.id, { onDelete: 'cascade' }),
    hours: integer('hours').notNull(),
    refundPercentage: smallint('refund_percentage').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.policyId, table.hours] }),
    check('cancellation_policy_tiers_hours_ck', sql`${table.hours} >= 0`),
    check('cancellation_policy_tiers_refund_ck', sql`${table.refundPercentage} between 0 and 100`),
  ],
);

/**
 * Which policy a service follows. A policy in use cannot be deleted (restrict): the refusal names the services.
 * Mapping copies the policy's tiers into the service's cancellation_tiers, which bookings read.
 */
export const serviceCancellationPolicies = pgTable(
  'service_cancellation_policies',
  {
    serviceId: integer('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    policyId: integer('policy_id')
      .notNull()
      .references(() => cancellationPolicies.id, { onDelete: 'restrict' }),
  },
  (table) => [index('service_cancellation_policies_policy_idx').on(table.policyId)],
);

/** Supplier consent (spec 002 §7.12): a partner this supplier lets package its services. Status: PENDING 1, ACTIVE 2, REJECT 3. */
export const supplierConsents = pgTable(
  'supplier_consents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id),
    partnerUserId: integer('partner_user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(2),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('supplier_consents_pair_uq').on(table.supplierUserId, table.partnerUserId),
    check('supplier_consents_status_ck', sql`${table.status} between 1 and 3`),
  ],
);

/** The services a consent covers. */
export const supplierConsentServices = pgTable(
  'supplier_consent_services',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    consentId: integer('consent_id')
      .notNull()
      .references(() => supplierConsents.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** Commission the partner earns on this service when packaged, basis points. */
    commissionBasisPoints: integer('commission_basis_points').notNull().default(0),
  },
  (table) => [unique('supplier_consent_services_uq').on(table.consentId, table.serviceId)],
);

/** Product features (spec 002 §7.8 /setting/product-feature): a supplier's own labels, shown on product pages. */
export const productFeatures = pgTable(
  'product_features',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supplierUserId: integer('supplier_user_id')
      .notNull()
      .references(() => users.id),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    icon: text('icon').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('product_features_supplier_idx').on(table.supplierUserId)],
);

export const serviceFeatures = pgTable(
  'service_features',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => productFeatures.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.serviceId, table.featureId] })],
);

/** An activity's custom sections (tour/settings/custom-sections): a titled text block on its product page. */
export const customSections = pgTable(
  'custom_sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    bodies: jsonb('bodies').$type<LocalizedText>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('custom_sections_service_idx').on(table.serviceId, table.position)],
);

/** Recommended items (tour/settings/recommended-items): other services shown with this one. */
export const serviceRecommendations = pgTable(
  'service_recommendations',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    recommendedServiceId: integer('recommended_service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.recommendedServiceId] }),
    check('service_recommendations_self_ck', sql`${table.serviceId} <> ${table.recommendedServiceId}`),
  ],
);

/** Voucher (ticket) codes of an activity (POST /tours/{id}/csv-upload): handed out one per booked ticket. */
export const ticketCodes = pgTable(
  'ticket_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [unique('ticket_codes_service_code_uq').on(table.serviceId, table.code)],
);
