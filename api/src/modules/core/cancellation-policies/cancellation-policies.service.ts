import {
  type CancellationPolicy,
  type CancellationPolicyDetail,
  CancellationPolicyDetailSchema,
  type CancellationPolicyInput,
  type CancellationPolicyListInput,
  type CancellationPolicyMappingInput,
  type MappedService,
  refundTierTexts,
  type RefundTierView,
  type ServiceCancellationPolicy,
  type ServiceCancellationPolicyListInput,
  type ServiceRefQuery,
} from 'shared-contracts/cancellation-policies';
import { LIMITS } from 'shared-contracts/constants';
import { Role, type ServiceTypeId } from 'shared-contracts/enums';
import { formatMessage } from 'shared-contracts/messages';
import { refundNotice } from 'shared-contracts/refund-notice';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { scopeOwnerId, type TenantScope } from '../../../lib/tenancy';
import { fieldError, toDto } from '../../../lib/validation';
import * as repo from './cancellation-policies.repo';

/** A listing page: the rows, how many match in all, and the cursor of the next page (-1: none). */
export interface Page<T> {
  data: T[];
  total: number;
  left_off: number;
}

export interface CancellationPoliciesService {
  list(scope: TenantScope, input: CancellationPolicyListInput, locale: string): Promise<Page<CancellationPolicy>>;
  /** 404 for a policy outside the scope. */
  byId(scope: TenantScope, id: number, locale: string): Promise<CancellationPolicyDetail>;
  create(scope: TenantScope, input: CancellationPolicyInput, locale: string): Promise<CancellationPolicyDetail>;
  /** Replaces the policy, and in the same transaction the tiers of every service that follows it. */
  update(scope: TenantScope, id: number, input: CancellationPolicyInput, locale: string): Promise<CancellationPolicyDetail>;
  /** Refused (409) while services follow the policy; the message names them. */
  remove(scope: TenantScope, id: number, locale: string): Promise<{ id: number }>;
  serviceList(scope: TenantScope, input: ServiceCancellationPolicyListInput, locale: string): Promise<Page<ServiceCancellationPolicy>>;
  mappingOf(scope: TenantScope, ref: ServiceRefQuery, locale: string): Promise<ServiceCancellationPolicy>;
  /** The service follows the policy from now on: its tiers are the policy's, copied in the same transaction. */
  map(scope: TenantScope, input: CancellationPolicyMappingInput, locale: string): Promise<ServiceCancellationPolicy>;
}

/** How many services the in-use refusal names before it stops listing them. */
const NAMED_SERVICES = 10;

/**
 * Whose row a new policy or consent is: a supplier's own always (naming another supplier finds nothing, as any
 * foreign id); an administrator must name a user holding the Supplier role.
 */
export async function supplierFor(db: Db, scope: TenantScope, supplierId: number | undefined): Promise<number> {
  const owner = scopeOwnerId(scope);
  if (owner !== undefined) {
    if (supplierId !== undefined && supplierId !== owner) throw new HttpError('NOT_FOUND');
    return owner;
  }
  if (supplierId === undefined) throw fieldError('supplier_id', 'validation.required');
  if (!(await repo.userHasRole(db, supplierId, Role.Supplier))) throw fieldError('supplier_id', 'errors.supplierInvalid');
  return supplierId;
}

/** The page window of a listing input: -1 is every row, and one row more than the page says whether another follows. */
export function pageWindow(input: { item_per_page: number; left_off: number }): repo.PageWindow & { size: number | null } {
  const size = input.item_per_page === LIMITS.allItems ? null : input.item_per_page;
  return { afterId: input.left_off === -1 ? 0 : input.left_off, limit: size === null ? null : size + 1, size };
}

/** The rows of the page and the cursor of the next one. */
export function cut<T extends { id: number }>(rows: T[], size: number | null): { rows: T[]; leftOff: number } {
  const more = size !== null && rows.length > size;
  const pageRows = more ? rows.slice(0, size) : rows;
  return { rows: pageRows, leftOff: more ? (pageRows.at(-1)?.id ?? -1) : -1 };
}

/** The service's name in `locale`, else in English, else in any language it has. */
export function nameIn(names: Partial<Record<string, string>> | undefined, locale: string): string {
  if (!names) return '';
  return names[locale] || names.en || Object.values(names).find(Boolean) || '';
}

/**
 * Each tier with the sentence a guest reads for it (shared-contracts' refundTierTexts, the product page's words),
 * rendered in `locale` by the catalogues' formatter; longest notice first.
 */
export function tierViews(tiers: readonly repo.TierRow[], locale: string): RefundTierView[] {
  return refundTierTexts(tiers.map((tier) => ({ hours: tier.hours, refund_percentage: tier.refundPercentage }))).map((text) => ({
    hours: text.hours,
    refund_percentage: text.percentage,
    notice: refundNotice(text.hours),
    text: formatMessage(locale, text.id, {
      percentage: text.percentage,
      notice: text.notice ? formatMessage(locale, text.notice.id, { count: text.notice.count }) : undefined,
    }),
  }));
}

const toTierRows = (tiers: CancellationPolicyInput['tiers']): repo.TierRow[] =>
  tiers.map((tier) => ({ hours: tier.hours, refundPercentage: tier.refund_percentage }));

export function createCancellationPoliciesService({ db, clock }: { db: Db; clock: Clock }): CancellationPoliciesService {
  async function policyDtos(rows: repo.PolicyRow[], locale: string): Promise<CancellationPolicy[]> {
    const ids = rows.map((row) => row.id);
    const tiers = await repo.findPolicyTiers(db, ids);
    const counts = await repo.countMappedServices(db, ids);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      supplier_id: row.supplierUserId,
      tiers: tierViews(tiers.get(row.id) ?? [], locale),
      service_count: counts.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async function mappedServices(tx: Db, rows: repo.ServiceRow[], locale: string): Promise<MappedService[]> {
    const names = await repo.findServiceNames(tx, rows.map((row) => row.id));
    return rows.map((row) => ({ serviceable_id: row.id, service_type: row.serviceType as ServiceTypeId, service_name: nameIn(names.get(row.id), locale) }));
  }

  async function detail(row: repo.PolicyRow, locale: string): Promise<CancellationPolicyDetail> {
    const [policy] = await policyDtos([row], locale);
    const services = await mappedServices(db, await repo.findMappedServices(db, row.id), locale);
    return toDto(CancellationPolicyDetailSchema, { ...policy!, services });
  }

  async function serviceViews(rows: repo.ServiceRow[], locale: string): Promise<ServiceCancellationPolicy[]> {
    const ids = rows.map((row) => row.id);
    const services = await mappedServices(db, rows, locale);
    const policies = await repo.findPoliciesOfServices(db, ids);
    const tiers = await repo.findServiceTiers(db, ids);
    return rows.map((row, index) => ({
      ...services[index]!,
      supplier_id: row.supplierUserId,
      cancellation_policy: policies.get(row.id) ?? null,
      tiers: tierViews(tiers.get(row.id) ?? [], locale),
    }));
  }

  async function visiblePolicy(scope: TenantScope, id: number): Promise<repo.PolicyRow> {
    const row = await repo.findPolicy(db, scope, id);
    if (!row) throw new HttpError('NOT_FOUND');
    return row;
  }

  return {
    async list(scope, input, locale) {
      const owner = scopeOwnerId(scope);
      // A supplier filtering by another supplier simply matches nothing.
      if (owner !== undefined && input.supplier_id !== undefined && input.supplier_id !== owner) return { data: [], total: 0, left_off: -1 };
      const filter = { ownerUserId: owner ?? input.supplier_id, ...(input.search ? { search: input.search } : {}) };
      const window = pageWindow(input);
      const { rows, leftOff } = cut(await repo.listPolicies(db, filter, window), window.size);
      return { data: await policyDtos(rows, locale), total: await repo.countPolicies(db, filter), left_off: leftOff };
    },

    async byId(scope, id, locale) {
      return detail(await visiblePolicy(scope, id), locale);
    },

    async create(scope, input, locale) {
      const supplierUserId = await supplierFor(db, scope, input.supplier_id);
      const row = await db.transaction(async (tx) => {
        const policy = await repo.insertPolicy(tx, { supplierUserId, name: input.name, at: clock.now() });
        await repo.replacePolicyTiers(tx, policy.id, toTierRows(input.tiers));
        return policy;
      });
      return detail(row, locale);
    },

    async update(scope, id, input, locale) {
      const row = await db.transaction(async (tx) => {
        // The policy's lock orders this against a concurrent mapping onto it or a delete of it.
        const policy = await repo.findPolicy(tx, scope, id, { lock: true });
        if (!policy) throw new HttpError('NOT_FOUND');
        const tiers = toTierRows(input.tiers);
        const updated = await repo.updatePolicy(tx, id, { name: input.name, at: clock.now() });
        await repo.replacePolicyTiers(tx, id, tiers);
        await repo.replaceServiceTiers(tx, await repo.lockMappedServiceIds(tx, id), tiers);
        return updated;
      });
      return detail(row, locale);
    },

    async remove(scope, id, locale) {
      await db.transaction(async (tx) => {
        const policy = await repo.findPolicy(tx, scope, id, { lock: true });
        if (!policy) throw new HttpError('NOT_FOUND');
        const used = await repo.findMappedServices(tx, id);
        if (used.length > 0) {
          const names = (await mappedServices(tx, used.slice(0, NAMED_SERVICES), locale)).map((service) => service.service_name || `#${service.serviceable_id}`);
          throw new HttpError('CONFLICT', {
            message: 'errors.cancellationPolicyInUse',
            values: { count: used.length, services: used.length > NAMED_SERVICES ? `${names.join(', ')}, …` : names.join(', ') },
          });
        }
        await repo.deletePolicy(tx, id);
      });
      return { id };
    },

    async serviceList(scope, input, locale) {
      const owner = scopeOwnerId(scope);
      if (owner !== undefined && input.supplier_id !== undefined && input.supplier_id !== owner) return { data: [], total: 0, left_off: -1 };
      if (input.cancellation_policy_id !== undefined) await visiblePolicy(scope, input.cancellation_policy_id);
      const filter: repo.ServiceFilter = {
        ownerUserId: owner ?? input.supplier_id,
        ...(input.service_type !== undefined ? { serviceType: input.service_type } : {}),
        ...(input.cancellation_policy_id !== undefined ? { policyId: input.cancellation_policy_id } : {}),
        ...(input.search ? { search: input.search } : {}),
      };
      const window = pageWindow(input);
      const { rows, leftOff } = cut(await repo.listServices(db, filter, window), window.size);
      return { data: await serviceViews(rows, locale), total: await repo.countServices(db, filter), left_off: leftOff };
    },

    async mappingOf(scope, ref, locale) {
      const service = await repo.findServiceInScope(db, scope, ref.serviceable_id, ref.service_type);
      if (!service) throw new HttpError('NOT_FOUND');
      const [view] = await serviceViews([service], locale);
      return view!;
    },

    async map(scope, input, locale) {
      const service = await db.transaction(async (tx) => {
        const found = await repo.findServiceInScope(tx, scope, input.serviceable_id, input.service_type);
        if (!found) throw new HttpError('NOT_FOUND');
        if (input.cancellation_policy_id === null) {
          // The service keeps the tiers it offers now; they are simply no longer a policy's.
          await repo.deleteMapping(tx, found.id);
          return found;
        }
        // Locks in the order every writer takes them (the policy, then the mapping row, then the tiers), so this waits
        // for, or is waited on by, an edit of the policy instead of interleaving with it.
        const policy = await repo.findPolicy(tx, scope, input.cancellation_policy_id, { lock: true });
        // A policy maps onto its own supplier's services only; for an administrator another supplier's is not found.
        if (!policy || policy.supplierUserId !== found.supplierUserId) throw new HttpError('NOT_FOUND');
        await repo.upsertMapping(tx, found.id, policy.id);
        const tiers = (await repo.findPolicyTiers(tx, [policy.id])).get(policy.id) ?? [];
        await repo.replaceServiceTiers(tx, [found.id], tiers);
        return found;
      });
      const [view] = await serviceViews([service], locale);
      return view!;
    },
  };
}
