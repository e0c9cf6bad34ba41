import {
  type SupplierConsent,
  type SupplierConsentDetail,
  SupplierConsentDetailSchema,
  type SupplierConsentInput,
  type SupplierConsentListInput,
  type SupplierConsentMappingInput,
  type SupplierConsentMappingListInput,
  type SupplierConsentService as ConsentService,
  type SupplierConsentUpdate,
} from 'shared-contracts/cancellation-policies';
import { type ApprovalStatus, Role, type ServiceTypeId } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { scopeOwnerId, type TenantScope } from '../../../lib/tenancy';
import { fieldError, toDto } from '../../../lib/validation';
import { findServiceInScope, findServiceNames, userHasRole } from '../cancellation-policies/cancellation-policies.repo';
import { cut, nameIn, type Page, pageWindow, supplierFor } from '../cancellation-policies/cancellation-policies.service';
import * as repo from './supplier-consent.repo';
import { uniqueViolationConstraint } from '../../../lib/db-errors';

export interface SupplierConsentsService {
  list(scope: TenantScope, input: SupplierConsentListInput): Promise<Page<SupplierConsent>>;
  /** 404 for a consent outside the scope. */
  byId(scope: TenantScope, id: number, locale: string): Promise<SupplierConsentDetail>;
  /** 409 when the supplier already has a consent for the partner. */
  create(scope: TenantScope, input: SupplierConsentInput, locale: string): Promise<SupplierConsentDetail>;
  update(scope: TenantScope, id: number, input: SupplierConsentUpdate, locale: string): Promise<SupplierConsentDetail>;
  remove(scope: TenantScope, id: number): Promise<{ id: number }>;
  mappingList(scope: TenantScope, consentId: number, input: SupplierConsentMappingListInput, locale: string): Promise<Page<ConsentService>>;
  /** One of the consent's supplier's own services under the consent; 409 when it already is. */
  createMapping(scope: TenantScope, input: SupplierConsentMappingInput, locale: string): Promise<ConsentService>;
  updateMapping(scope: TenantScope, id: number, commissionBasisPoints: number, locale: string): Promise<ConsentService>;
  removeMapping(scope: TenantScope, id: number): Promise<{ id: number }>;
}

const duplicateConsent = () => new HttpError('CONFLICT', { message: 'errors.supplierConsentExists' });

export function createSupplierConsentsService({ db, clock }: { db: Db; clock: Clock }): SupplierConsentsService {
  /** Only a user holding the Partner role can be consented to; any other id, existing or not, gets the same answer. */
  async function requirePartner(partnerId: number) {
    if (!(await userHasRole(db, partnerId, Role.Partner))) throw fieldError('partner_id', 'errors.partnerInvalid');
  }

  async function consentDtos(rows: repo.ConsentRow[]): Promise<SupplierConsent[]> {
    const counts = await repo.countConsentServices(db, rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      supplier: { id: row.supplierUserId, name: row.supplierName },
      partner: { id: row.partnerUserId, name: row.partnerName, email: row.partnerEmail },
      status: row.status as ApprovalStatus,
      note: row.note,
      service_count: counts.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async function serviceDtos(rows: repo.ConsentServiceRow[], locale: string): Promise<ConsentService[]> {
    const names = await findServiceNames(db, rows.map((row) => row.serviceId));
    return rows.map((row) => ({
      id: row.id,
      supplier_consent_id: row.consentId,
      serviceable_id: row.serviceId,
      service_type: row.serviceType as ServiceTypeId,
      service_name: nameIn(names.get(row.serviceId), locale),
      commission_basis_points: row.commissionBasisPoints,
    }));
  }

  async function visibleConsent(scope: TenantScope, id: number): Promise<repo.ConsentRow> {
    const row = await repo.findConsent(db, scope, id);
    if (!row) throw new HttpError('NOT_FOUND');
    return row;
  }

  async function detail(scope: TenantScope, id: number, locale: string): Promise<SupplierConsentDetail> {
    const row = await visibleConsent(scope, id);
    const [consent] = await consentDtos([row]);
    const services = await serviceDtos(await repo.listConsentServices(db, id, { afterId: 0, limit: null }), locale);
    return toDto(SupplierConsentDetailSchema, { ...consent!, services });
  }

  async function visibleMapping(scope: TenantScope, id: number, locale: string): Promise<ConsentService> {
    const row = await repo.findConsentService(db, scope, id);
    if (!row) throw new HttpError('NOT_FOUND');
    const [dto] = await serviceDtos([row], locale);
    return dto!;
  }

  return {
    async list(scope, input) {
      const owner = scopeOwnerId(scope);
      if (owner !== undefined && input.supplier_id !== undefined && input.supplier_id !== owner) return { data: [], total: 0, left_off: -1 };
      const filter: repo.ConsentFilter = {
        ownerUserId: owner ?? input.supplier_id,
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.search ? { search: input.search } : {}),
      };
      const window = pageWindow(input);
      const { rows, leftOff } = cut(await repo.listConsents(db, filter, window), window.size);
      return { data: await consentDtos(rows), total: await repo.countConsents(db, filter), left_off: leftOff };
    },

    byId: detail,

    async create(scope, input, locale) {
      const supplierUserId = await supplierFor(db, scope, input.supplier_id);
      await requirePartner(input.partner_id);
      const id = await repo.insertConsent(db, { supplierUserId, partnerUserId: input.partner_id, status: input.status, note: input.note, at: clock.now() });
      if (id === undefined) throw duplicateConsent();
      return detail(scope, id, locale);
    },

    async update(scope, id, input, locale) {
      const consent = await visibleConsent(scope, id);
      if (input.partner_id !== consent.partnerUserId) {
        await requirePartner(input.partner_id);
        if ((await repo.findConsentFor(db, consent.supplierUserId, input.partner_id)) !== undefined) throw duplicateConsent();
      }
      try {
        await repo.updateConsent(db, id, { partnerUserId: input.partner_id, status: input.status, note: input.note, at: clock.now() });
      } catch (error) {
        // Another consent for the partner arrived after the check above.
        if (uniqueViolationConstraint(error) !== undefined) throw duplicateConsent();
        throw error;
      }
      return detail(scope, id, locale);
    },

    async remove(scope, id) {
      await visibleConsent(scope, id);
      await repo.deleteConsent(db, id);
      return { id };
    },

    async mappingList(scope, consentId, input, locale) {
      await visibleConsent(scope, consentId);
      const window = pageWindow(input);
      const { rows, leftOff } = cut(await repo.listConsentServices(db, consentId, window), window.size);
      const total = (await repo.countConsentServices(db, [consentId])).get(consentId) ?? 0;
      return { data: await serviceDtos(rows, locale), total, left_off: leftOff };
    },

    async createMapping(scope, input, locale) {
      const consent = await visibleConsent(scope, input.supplier_consent_id);
      // Only the consenting supplier's own services: for an administrator, another supplier's is not found either.
      const service = await findServiceInScope(db, { kind: 'owner', ownerUserId: consent.supplierUserId }, input.serviceable_id, input.service_type);
      if (!service) throw new HttpError('NOT_FOUND');
      const id = await repo.insertConsentService(db, { consentId: consent.id, serviceId: service.id, commissionBasisPoints: input.commission_basis_points });
      if (id === undefined) throw new HttpError('CONFLICT', { message: 'errors.supplierConsentServiceExists' });
      return visibleMapping(scope, id, locale);
    },

    async updateMapping(scope, id, commissionBasisPoints, locale) {
      await visibleMapping(scope, id, locale);
      await repo.updateConsentService(db, id, commissionBasisPoints);
      return visibleMapping(scope, id, locale);
    },

    async removeMapping(scope, id) {
      if (!(await repo.findConsentService(db, scope, id))) throw new HttpError('NOT_FOUND');
      await repo.deleteConsentService(db, id);
      return { id };
    },
  };
}
