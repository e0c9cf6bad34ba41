/**
 * shared-contracts/cancellation-policies: a supplier's cancellation policies and their mapping onto services (spec 002
 * §7.13), and supplier consent, the partners a supplier lets package its services (spec 002 §7.12). Issue 12 §5.
 */
import * as v from 'shared-contracts/valibot';
import { LIMITS, REFUND } from 'shared-contracts/constants';
import { ApprovalStatus, ServiceTypeId } from 'shared-contracts/enums';
import { dataEnvelope, IdSchema, IdTextSchema, listEnvelope } from 'shared-contracts/common';
import type { MessageId } from 'shared-contracts/messages';
import { refundNotice } from 'shared-contracts/refund-notice';

export const CANCELLATION_POLICY_LIMITS = {
  nameMax: 120,
  tiersMax: 20,
  /** A year of notice: no refund rule of ours looks further ahead. */
  hoursMax: 8760,
  noteMax: 2000,
  searchMax: 100,
  /** The largest page a listing call answers (item_per_page); -1 asks for every row. */
  pageMax: 1000,
  /** A partner's commission on a consented service, in basis points: 10,000 is 100 %. */
  commissionMax: 10_000,
} as const;

const ID_MESSAGE = 'validation.idInvalid';

/* ------------------------------------------------------------------ shared pieces */

/** A service type by the spec's numeric id (spec 000 §3: activities 1 … packages 7). */
export const ServiceTypeIdSchema = v.picklist(Object.values(ServiceTypeId), 'validation.invalid');

/** The same in a query string. */
const ServiceTypeIdTextSchema = v.pipe(v.string('validation.invalid'), v.regex(/^[1-7]$/, 'validation.invalid'), v.toNumber(), ServiceTypeIdSchema);

/**
 * The paging of the panel's listing calls, in the body (spec 000 §7's item_per_page / left_off): `item_per_page` -1
 * is every row; `left_off` is the last id of the previous page, -1 to start. Rows come in id order; the answer's
 * `left_off` is the cursor of the next page, -1 when none follows.
 */
const ListPageEntries = {
  item_per_page: v.optional(
    v.pipe(
      v.number('validation.invalid'),
      v.integer('validation.invalid'),
      v.check((n: number) => n === LIMITS.allItems || (n >= 1 && n <= CANCELLATION_POLICY_LIMITS.pageMax), 'validation.invalid'),
    ),
    LIMITS.allItems,
  ),
  left_off: v.optional(v.pipe(v.number(ID_MESSAGE), v.integer(ID_MESSAGE), v.minValue(-1, ID_MESSAGE), v.maxValue(LIMITS.maxId, ID_MESSAGE)), -1),
};

const SearchSchema = v.optional(v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(CANCELLATION_POLICY_LIMITS.searchMax, 'validation.invalid')));

/** Administrators name the supplier whose rows they mean; a supplier never needs to (it is always its own). */
const SupplierFilterSchema = v.optional(IdSchema);

const NameSchema = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.maxLength(CANCELLATION_POLICY_LIMITS.nameMax, 'validation.invalid'),
);

/** A service named by id and type, as spec 002 §7.13's mapping calls name it. */
const ServiceRefEntries = { serviceable_id: IdSchema, service_type: ServiceTypeIdSchema };

/* ------------------------------------------------------------------ cancellation policies */

/** One refund tier: cancelling at least `hours` before the start refunds `refund_percentage` (0–100). */
export const CancellationPolicyTierInputSchema = v.object({
  hours: v.pipe(
    v.number('errors.cancellationPolicyTierHours'),
    v.integer('errors.cancellationPolicyTierHours'),
    v.minValue(0, 'errors.cancellationPolicyTierHours'),
    v.maxValue(CANCELLATION_POLICY_LIMITS.hoursMax, 'errors.cancellationPolicyTierHours'),
  ),
  refund_percentage: v.pipe(
    v.number('errors.cancellationPolicyTierRefund'),
    v.integer('errors.cancellationPolicyTierRefund'),
    v.minValue(REFUND.none, 'errors.cancellationPolicyTierRefund'),
    v.maxValue(REFUND.full, 'errors.cancellationPolicyTierRefund'),
  ),
});
export type CancellationPolicyTierInput = v.InferOutput<typeof CancellationPolicyTierInputSchema>;

/** Body of POST /cancellation-policies and PUT /cancellation-policies/{id}: the whole policy (a PUT replaces it). */
export const CancellationPolicyInputSchema = v.object({
  name: NameSchema,
  tiers: v.pipe(
    v.array(CancellationPolicyTierInputSchema, 'errors.cancellationPolicyTiersRequired'),
    v.minLength(1, 'errors.cancellationPolicyTiersRequired'),
    v.maxLength(CANCELLATION_POLICY_LIMITS.tiersMax, 'validation.invalid'),
    v.check((tiers) => new Set(tiers.map((tier) => tier.hours)).size === tiers.length, 'errors.cancellationPolicyTierHoursUnique'),
  ),
  /** Administrators only, on create: whose policy it is. A supplier's policy is always its own. */
  supplier_id: SupplierFilterSchema,
});
export type CancellationPolicyInput = v.InferOutput<typeof CancellationPolicyInputSchema>;

/** The notice of a tier by the shared rule (shared-contracts/refund-notice). */
export const RefundNoticeSchema = v.object({ unit: v.picklist(['days', 'hours']), count: v.number() });

/** A tier as the panel shows it: with its notice and the exact sentence a guest reads for it, in the caller's language. */
export const RefundTierViewSchema = v.object({
  hours: v.number(),
  refund_percentage: v.number(),
  notice: RefundNoticeSchema,
  text: v.string(),
});
export type RefundTierView = v.InferOutput<typeof RefundTierViewSchema>;

export const CancellationPolicySchema = v.object({
  id: v.number(),
  name: v.string(),
  supplier_id: v.number(),
  /** Longest notice first, the order a guest reads them in. */
  tiers: v.array(RefundTierViewSchema),
  /** How many services follow the policy. */
  service_count: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type CancellationPolicy = v.InferOutput<typeof CancellationPolicySchema>;

export const MappedServiceSchema = v.object({
  serviceable_id: v.number(),
  service_type: ServiceTypeIdSchema,
  service_name: v.string(),
});
export type MappedService = v.InferOutput<typeof MappedServiceSchema>;

/** GET /cancellation-policies/{id}: the policy with the services that follow it. */
export const CancellationPolicyDetailSchema = v.object({ ...CancellationPolicySchema.entries, services: v.array(MappedServiceSchema) });
export type CancellationPolicyDetail = v.InferOutput<typeof CancellationPolicyDetailSchema>;
export const CancellationPolicyAnswerSchema = dataEnvelope(CancellationPolicyDetailSchema);
export type CancellationPolicyAnswer = v.InferOutput<typeof CancellationPolicyAnswerSchema>;

/** Body of POST /cancellation-policies-listing; `search` matches the name. */
export const CancellationPolicyListInputSchema = v.object({ ...ListPageEntries, search: SearchSchema, supplier_id: SupplierFilterSchema });
export type CancellationPolicyListInput = v.InferOutput<typeof CancellationPolicyListInputSchema>;
export const CancellationPolicyListAnswerSchema = listEnvelope(CancellationPolicySchema);
export type CancellationPolicyListAnswer = v.InferOutput<typeof CancellationPolicyListAnswerSchema>;

/** DELETE answers the id it removed. */
export const DeletedAnswerSchema = dataEnvelope(v.object({ id: v.number() }));
export type DeletedAnswer = v.InferOutput<typeof DeletedAnswerSchema>;

/** Query of GET /cancellation-policies/mapping. */
export const ServiceRefQuerySchema = v.object({ serviceable_id: IdTextSchema, service_type: ServiceTypeIdTextSchema });
export type ServiceRefQuery = v.InferOutput<typeof ServiceRefQuerySchema>;

/**
 * Body of POST /cancellation-policies/mapping: the service follows the policy from now on, its tiers copied onto the
 * service. `cancellation_policy_id` null unmaps it: the service keeps the tiers it has, now its own.
 */
export const CancellationPolicyMappingInputSchema = v.object({ ...ServiceRefEntries, cancellation_policy_id: v.nullable(IdSchema) });
export type CancellationPolicyMappingInput = v.InferOutput<typeof CancellationPolicyMappingInputSchema>;

export const PolicyRefSchema = v.object({ id: v.number(), name: v.string() });

/** A service with the policy it follows (null: none), and the tiers its guests are offered now. */
export const ServiceCancellationPolicySchema = v.object({
  ...MappedServiceSchema.entries,
  supplier_id: v.number(),
  cancellation_policy: v.nullable(PolicyRefSchema),
  tiers: v.array(RefundTierViewSchema),
});
export type ServiceCancellationPolicy = v.InferOutput<typeof ServiceCancellationPolicySchema>;
export const ServiceCancellationPolicyAnswerSchema = dataEnvelope(ServiceCancellationPolicySchema);
export type ServiceCancellationPolicyAnswer = v.InferOutput<typeof ServiceCancellationPolicyAnswerSchema>;

/**
 * Body of POST /service-cancellation-policies (the spec gives no body): the caller's services with the policy each
 * follows, for the mapping screen. `cancellation_policy_id` keeps those following that policy; `search` matches names.
 */
export const ServiceCancellationPolicyListInputSchema = v.object({
  ...ListPageEntries,
  service_type: v.optional(ServiceTypeIdSchema),
  cancellation_policy_id: v.optional(IdSchema),
  search: SearchSchema,
  supplier_id: SupplierFilterSchema,
});
export type ServiceCancellationPolicyListInput = v.InferOutput<typeof ServiceCancellationPolicyListInputSchema>;
export const ServiceCancellationPolicyListAnswerSchema = listEnvelope(ServiceCancellationPolicySchema);
export type ServiceCancellationPolicyListAnswer = v.InferOutput<typeof ServiceCancellationPolicyListAnswerSchema>;

/* ------------------------------------------------------------------ what a guest reads for each tier */

/** The ids of a tier's sentence and of its notice; their texts are the product page's (mfe-site) word for word. */
export type RefundTierTextId =
  | 'cancellationPolicies.tier.free'
  | 'cancellationPolicies.tier.partial'
  | 'cancellationPolicies.tier.noRefund'
  | 'cancellationPolicies.tier.nonRefundable';
export type RefundNoticeTextId = 'cancellationPolicies.tier.days' | 'cancellationPolicies.tier.hours';

export interface RefundTierText {
  id: RefundTierTextId & MessageId;
  percentage: number;
  /** The notice rendered into the sentence's `{notice}`; null for "Non-refundable". */
  notice: { id: RefundNoticeTextId & MessageId; count: number } | null;
}

/**
 * Each tier's sentence as the product page words it (spec 001 §2), longest notice first: 100 % is free cancellation
 * up to the notice, a part refund names its percentage, and 0 % is "no refund less than" the notice of the tier
 * before it, or "non-refundable" when no tier comes before. The notice follows the one shared rule (refundNotice).
 */
export function refundTierTexts(tiers: readonly { hours: number; refund_percentage: number }[]): (RefundTierText & { hours: number })[] {
  const ordered = [...tiers].sort((a, b) => b.hours - a.hours);
  const noticeOf = (hours: number): NonNullable<RefundTierText['notice']> => {
    const { unit, count } = refundNotice(hours);
    return { id: unit === 'days' ? 'cancellationPolicies.tier.days' : 'cancellationPolicies.tier.hours', count };
  };
  return ordered.map((tier, index) => {
    const base = { hours: tier.hours, percentage: tier.refund_percentage };
    if (tier.refund_percentage >= REFUND.full) return { ...base, id: 'cancellationPolicies.tier.free', notice: noticeOf(tier.hours) };
    if (tier.refund_percentage > REFUND.none) return { ...base, id: 'cancellationPolicies.tier.partial', notice: noticeOf(tier.hours) };
    const previous = ordered[index - 1];
    return previous
      ? { ...base, id: 'cancellationPolicies.tier.noRefund', notice: noticeOf(previous.hours) }
      : { ...base, id: 'cancellationPolicies.tier.nonRefundable', notice: null };
  });
}

/* ------------------------------------------------------------------ supplier consent */

export const SupplierConsentStatusSchema = v.enum(ApprovalStatus, 'validation.invalid');

const NoteSchema = v.optional(v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(CANCELLATION_POLICY_LIMITS.noteMax, 'validation.invalid')), '');

const CommissionSchema = v.pipe(
  v.number('errors.commissionInvalid'),
  v.integer('errors.commissionInvalid'),
  v.minValue(0, 'errors.commissionInvalid'),
  v.maxValue(CANCELLATION_POLICY_LIMITS.commissionMax, 'errors.commissionInvalid'),
);

/** Body of POST /package/supplier-consent: the partner (a user with the Partner role) this supplier consents to. */
export const SupplierConsentInputSchema = v.object({
  partner_id: IdSchema,
  status: v.optional(SupplierConsentStatusSchema, ApprovalStatus.ACTIVE),
  note: NoteSchema,
  /** Administrators only: whose consent it is. */
  supplier_id: SupplierFilterSchema,
});
export type SupplierConsentInput = v.InferOutput<typeof SupplierConsentInputSchema>;

/** Body of PUT /package/supplier-consent/{id}: the whole consent (its services are changed by the mapping calls). */
export const SupplierConsentUpdateSchema = v.object({ partner_id: IdSchema, status: SupplierConsentStatusSchema, note: NoteSchema });
export type SupplierConsentUpdate = v.InferOutput<typeof SupplierConsentUpdateSchema>;

const UserRefSchema = v.object({ id: v.number(), name: v.string() });

/** One service a consent covers, with the partner's commission on it. */
export const SupplierConsentServiceSchema = v.object({
  /** The mapping's id (PUT and DELETE /package/supplier-consent/mapping/{id}). */
  id: v.number(),
  supplier_consent_id: v.number(),
  ...MappedServiceSchema.entries,
  commission_basis_points: v.number(),
});
export type SupplierConsentService = v.InferOutput<typeof SupplierConsentServiceSchema>;

export const SupplierConsentSchema = v.object({
  id: v.number(),
  supplier: UserRefSchema,
  partner: v.object({ ...UserRefSchema.entries, email: v.string() }),
  status: SupplierConsentStatusSchema,
  note: v.string(),
  service_count: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type SupplierConsent = v.InferOutput<typeof SupplierConsentSchema>;

/** GET /package/supplier-consent/{id}: the consent with every service it covers. */
export const SupplierConsentDetailSchema = v.object({ ...SupplierConsentSchema.entries, services: v.array(SupplierConsentServiceSchema) });
export type SupplierConsentDetail = v.InferOutput<typeof SupplierConsentDetailSchema>;
export const SupplierConsentAnswerSchema = dataEnvelope(SupplierConsentDetailSchema);
export type SupplierConsentAnswer = v.InferOutput<typeof SupplierConsentAnswerSchema>;

/** Body of POST /package/supplier-consent-listing; `search` matches the partner's name or e-mail. */
export const SupplierConsentListInputSchema = v.object({
  ...ListPageEntries,
  status: v.optional(SupplierConsentStatusSchema),
  search: SearchSchema,
  supplier_id: SupplierFilterSchema,
});
export type SupplierConsentListInput = v.InferOutput<typeof SupplierConsentListInputSchema>;
export const SupplierConsentListAnswerSchema = listEnvelope(SupplierConsentSchema);
export type SupplierConsentListAnswer = v.InferOutput<typeof SupplierConsentListAnswerSchema>;

/** Body of POST /package/supplier-consent/mapping-listing/{id} (the consent's id): its services, paged. */
export const SupplierConsentMappingListInputSchema = v.object({ ...ListPageEntries });
export type SupplierConsentMappingListInput = v.InferOutput<typeof SupplierConsentMappingListInputSchema>;
export const SupplierConsentMappingListAnswerSchema = listEnvelope(SupplierConsentServiceSchema);
export type SupplierConsentMappingListAnswer = v.InferOutput<typeof SupplierConsentMappingListAnswerSchema>;

/** Body of POST /package/supplier-consent/mapping: one more of the supplier's own services under the consent. */
export const SupplierConsentMappingInputSchema = v.object({
  supplier_consent_id: IdSchema,
  ...ServiceRefEntries,
  commission_basis_points: v.optional(CommissionSchema, 0),
});
export type SupplierConsentMappingInput = v.InferOutput<typeof SupplierConsentMappingInputSchema>;

/** Body of PUT /package/supplier-consent/mapping/{id}. */
export const SupplierConsentMappingUpdateSchema = v.object({ commission_basis_points: CommissionSchema });
export type SupplierConsentMappingUpdate = v.InferOutput<typeof SupplierConsentMappingUpdateSchema>;

export const SupplierConsentServiceAnswerSchema = dataEnvelope(SupplierConsentServiceSchema);
export type SupplierConsentServiceAnswer = v.InferOutput<typeof SupplierConsentServiceAnswerSchema>;
