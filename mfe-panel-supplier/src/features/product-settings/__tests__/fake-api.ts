/**
 * The cancellation-policy and supplier-consent calls as the API answers them (api/src/modules/core/cancellation-policies
 * and supplier-consent), over a real HTTP server: bodies are checked with the contract's input schemas and every
 * answer is parsed with its answer schema, so a page and this fake cannot drift from the contract unnoticed.
 */
import {
  CancellationPolicyAnswerSchema,
  type CancellationPolicyDetail,
  CancellationPolicyInputSchema,
  CancellationPolicyListAnswerSchema,
  CancellationPolicyListInputSchema,
  CancellationPolicyMappingInputSchema,
  DeletedAnswerSchema,
  refundTierTexts,
  type RefundTierView,
  ServiceCancellationPolicyAnswerSchema,
  type ServiceCancellationPolicy,
  ServiceCancellationPolicyListAnswerSchema,
  ServiceCancellationPolicyListInputSchema,
  SupplierConsentAnswerSchema,
  type SupplierConsent,
  SupplierConsentInputSchema,
  SupplierConsentListAnswerSchema,
  SupplierConsentListInputSchema,
  SupplierConsentMappingInputSchema,
  SupplierConsentMappingListAnswerSchema,
  SupplierConsentMappingListInputSchema,
  SupplierConsentMappingUpdateSchema,
  type SupplierConsentService,
  SupplierConsentServiceAnswerSchema,
  SupplierConsentUpdateSchema,
} from 'shared-contracts/cancellation-policies';
import { type ApprovalStatus, type ServiceTypeId } from 'shared-contracts/enums';
import { issuesFromValibot } from 'shared-contracts/errors';
import { formatMessage, isMessageId, type MessageId, type MessageValues } from 'shared-contracts/messages';
import { api } from 'shared-contracts/paths';
import { refundNotice } from 'shared-contracts/refund-notice';
import { type ApiServer, type FakeAnswer, type RecordedRequest, startApiServer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';

export const SUPPLIER_ID = 7;
const AT = '2026-11-20T10:00:00.000Z';

interface Tier {
  hours: number;
  refund_percentage: number;
}
interface StoredPolicy {
  id: number;
  name: string;
  tiers: Tier[];
}
export interface StoredService {
  serviceable_id: number;
  service_type: ServiceTypeId;
  service_name: string;
  policyId: number | null;
  tiers: Tier[];
}
interface StoredConsent {
  id: number;
  partner_id: number;
  status: ApprovalStatus;
  note: string;
}
interface StoredMapping {
  id: number;
  consentId: number;
  serviceable_id: number;
  service_type: ServiceTypeId;
  commission_basis_points: number;
}
export interface Partner {
  id: number;
  name: string;
  email: string;
}

export interface FakeApiSeed {
  policies?: { name: string; tiers: Tier[] }[];
  services?: Omit<StoredService, 'policyId' | 'tiers'>[];
  partners?: Partner[];
  consents?: (Omit<StoredConsent, 'id'> & { services?: Omit<StoredMapping, 'id' | 'consentId'>[] })[];
}

const localeOf = (request: RecordedRequest) => String(request.headers['app-locale'] ?? 'en');
const text = (request: RecordedRequest, id: MessageId, values?: MessageValues) => formatMessage(localeOf(request), id, values);

function refusal(request: RecordedRequest, status: number, code: string, id: MessageId, values?: MessageValues): FakeAnswer {
  return { status, body: { message: text(request, id, values), code } };
}

/** The API's 400 for a body its schema refuses: `Bad request`, and one issue per field with its catalogue id. */
function parseBody<S extends v.GenericSchema>(schema: S, request: RecordedRequest): { ok: true; value: v.InferOutput<S> } | { ok: false; answer: FakeAnswer } {
  const parsed = v.safeParse(schema, request.body);
  if (parsed.success) return { ok: true, value: parsed.output };
  const issues = issuesFromValibot(parsed.issues, (id) => text(request, id), isMessageId);
  return { ok: false, answer: { status: 400, body: { message: text(request, 'errors.badRequest'), code: 'VALIDATION_FAILED', issues } } };
}

/** The rows after cursor `left_off`, at most `item_per_page` (-1: all), and the next cursor, as the API pages. */
function page<T>(rows: T[], idOf: (row: T) => number, input: { item_per_page: number; left_off: number }) {
  const after = rows.filter((row) => input.left_off === -1 || idOf(row) > input.left_off);
  const size = input.item_per_page === -1 ? after.length : input.item_per_page;
  const data = after.slice(0, size);
  return { data, total: rows.length, left_off: after.length > size ? idOf(data[data.length - 1]!) : -1 };
}

export interface FakeApi {
  server: ApiServer;
  policies: Map<number, StoredPolicy>;
  services: StoredService[];
  consents: Map<number, StoredConsent>;
  mappings: Map<number, StoredMapping>;
  /** The requests made to one call ("POST /core/v1/…"), in order. */
  calls: (route: string) => RecordedRequest[];
  /** Answers every request to `route` with `answer` until the next reset (a failure to show). */
  fail: (route: string, answer: FakeAnswer) => void;
  /** Stops failing `route`. */
  recover: (route: string) => void;
  reset: (seed?: FakeApiSeed) => void;
  close: () => Promise<void>;
}

export async function startFakeApi(): Promise<FakeApi> {
  const server = await startApiServer();
  const policies = new Map<number, StoredPolicy>();
  const services: StoredService[] = [];
  const consents = new Map<number, StoredConsent>();
  const mappings = new Map<number, StoredMapping>();
  const partners = new Map<number, Partner>();
  const failures = new Map<string, FakeAnswer>();
  let nextId = 100;

  /** Registers a handler that a failure set with `fail` overrides. */
  const on = (route: string, handler: (request: RecordedRequest) => FakeAnswer) =>
    server.on(route, (request) => failures.get(route) ?? handler(request));

  const tierViews = (tiers: Tier[], request: RecordedRequest): RefundTierView[] =>
    refundTierTexts(tiers).map((tier) => ({
      hours: tier.hours,
      refund_percentage: tier.percentage,
      notice: refundNotice(tier.hours),
      text: text(request, tier.id, {
        percentage: tier.percentage,
        notice: tier.notice ? text(request, tier.notice.id, { count: tier.notice.count }) : undefined,
      }),
    }));
  const followers = (policyId: number) => services.filter((service) => service.policyId === policyId);
  const policyDto = (policy: StoredPolicy, request: RecordedRequest) => ({
    id: policy.id,
    name: policy.name,
    supplier_id: SUPPLIER_ID,
    tiers: tierViews(policy.tiers, request),
    service_count: followers(policy.id).length,
    created_at: AT,
    updated_at: AT,
  });
  const policyDetail = (policy: StoredPolicy, request: RecordedRequest): CancellationPolicyDetail => ({
    ...policyDto(policy, request),
    services: followers(policy.id).map(({ serviceable_id, service_type, service_name }) => ({ serviceable_id, service_type, service_name })),
  });
  const serviceDto = (service: StoredService, request: RecordedRequest): ServiceCancellationPolicy => {
    const policy = service.policyId === null ? undefined : policies.get(service.policyId);
    return {
      serviceable_id: service.serviceable_id,
      service_type: service.service_type,
      service_name: service.service_name,
      supplier_id: SUPPLIER_ID,
      cancellation_policy: policy ? { id: policy.id, name: policy.name } : null,
      tiers: tierViews(service.tiers, request),
    };
  };
  const mappingDto = (mapping: StoredMapping): SupplierConsentService => ({
    id: mapping.id,
    supplier_consent_id: mapping.consentId,
    serviceable_id: mapping.serviceable_id,
    service_type: mapping.service_type,
    service_name: services.find((s) => s.serviceable_id === mapping.serviceable_id && s.service_type === mapping.service_type)?.service_name ?? '',
    commission_basis_points: mapping.commission_basis_points,
  });
  const consentMappings = (consentId: number) => [...mappings.values()].filter((mapping) => mapping.consentId === consentId);
  const consentDto = (consent: StoredConsent): SupplierConsent => {
    const partner = partners.get(consent.partner_id)!;
    return {
      id: consent.id,
      supplier: { id: SUPPLIER_ID, name: 'Fjord Tours' },
      partner: { id: partner.id, name: partner.name, email: partner.email },
      status: consent.status,
      note: consent.note,
      service_count: consentMappings(consent.id).length,
      created_at: AT,
      updated_at: AT,
    };
  };
  const consentDetail = (consent: StoredConsent) => ({ ...consentDto(consent), services: consentMappings(consent.id).map(mappingDto) });
  const notFound = (request: RecordedRequest) => refusal(request, 404, 'NOT_FOUND', 'errors.notFound');

  function policyRoutes(id: number) {
    const path = api.cancellationPolicies.byId.path({ id });
    on(`GET ${path}`, (request) => {
      const policy = policies.get(id);
      return policy ? { body: v.parse(CancellationPolicyAnswerSchema, { data: policyDetail(policy, request) }) } : notFound(request);
    });
    on(`PUT ${path}`, (request) => {
      const policy = policies.get(id);
      if (!policy) return notFound(request);
      const input = parseBody(CancellationPolicyInputSchema, request);
      if (!input.ok) return input.answer;
      Object.assign(policy, { name: input.value.name, tiers: input.value.tiers });
      for (const service of followers(id)) service.tiers = input.value.tiers;
      return { body: v.parse(CancellationPolicyAnswerSchema, { data: policyDetail(policy, request) }) };
    });
    on(`DELETE ${path}`, (request) => {
      if (!policies.has(id)) return notFound(request);
      const used = followers(id);
      if (used.length > 0) {
        return refusal(request, 409, 'CONFLICT', 'errors.cancellationPolicyInUse', {
          count: used.length,
          services: used.map((service) => service.service_name).join(', '),
        });
      }
      policies.delete(id);
      return { body: v.parse(DeletedAnswerSchema, { data: { id } }) };
    });
  }

  function consentRoutes(id: number) {
    const path = api.supplierConsent.byId.path({ id });
    on(`GET ${path}`, (request) => {
      const consent = consents.get(id);
      return consent ? { body: v.parse(SupplierConsentAnswerSchema, { data: consentDetail(consent) }) } : notFound(request);
    });
    on(`PUT ${path}`, (request) => {
      const consent = consents.get(id);
      if (!consent) return notFound(request);
      const input = parseBody(SupplierConsentUpdateSchema, request);
      if (!input.ok) return input.answer;
      if (!partners.has(input.value.partner_id)) return partnerInvalid(request);
      if ([...consents.values()].some((other) => other.id !== id && other.partner_id === input.value.partner_id)) {
        return refusal(request, 409, 'CONFLICT', 'errors.supplierConsentExists');
      }
      Object.assign(consent, input.value);
      return { body: v.parse(SupplierConsentAnswerSchema, { data: consentDetail(consent) }) };
    });
    on(`DELETE ${path}`, (request) => {
      if (!consents.delete(id)) return notFound(request);
      for (const mapping of consentMappings(id)) mappings.delete(mapping.id);
      return { body: v.parse(DeletedAnswerSchema, { data: { id } }) };
    });
    on(`POST ${api.supplierConsent.mappingListing.path({ id })}`, (request) => {
      if (!consents.has(id)) return notFound(request);
      const input = parseBody(SupplierConsentMappingListInputSchema, request);
      if (!input.ok) return input.answer;
      const data = page(consentMappings(id), (mapping) => mapping.id, input.value);
      return { body: v.parse(SupplierConsentMappingListAnswerSchema, { data: { ...data, data: data.data.map(mappingDto) } }) };
    });
  }

  function mappingRoutes(id: number) {
    const path = api.supplierConsent.updateMapping.path({ id });
    on(`PUT ${path}`, (request) => {
      const mapping = mappings.get(id);
      if (!mapping) return notFound(request);
      const input = parseBody(SupplierConsentMappingUpdateSchema, request);
      if (!input.ok) return input.answer;
      mapping.commission_basis_points = input.value.commission_basis_points;
      return { body: v.parse(SupplierConsentServiceAnswerSchema, { data: mappingDto(mapping) }) };
    });
    on(`DELETE ${path}`, (request) => {
      if (!mappings.delete(id)) return notFound(request);
      return { body: v.parse(DeletedAnswerSchema, { data: { id } }) };
    });
  }

  const partnerInvalid = (request: RecordedRequest): FakeAnswer => ({
    status: 400,
    body: {
      message: text(request, 'errors.badRequest'),
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'partner_id', message: text(request, 'errors.partnerInvalid'), code: 'errors.partnerInvalid' }],
    },
  });

  const addPolicy = (name: string, tiers: Tier[]) => {
    const id = (nextId += 1);
    policies.set(id, { id, name, tiers });
    policyRoutes(id);
    return id;
  };
  const addConsent = (input: Omit<StoredConsent, 'id'>) => {
    const id = (nextId += 1);
    consents.set(id, { id, ...input });
    consentRoutes(id);
    return id;
  };

  const p = api.cancellationPolicies;
  on(`POST ${p.listing.pattern}`, (request) => {
    const input = parseBody(CancellationPolicyListInputSchema, request);
    if (!input.ok) return input.answer;
    const search = input.value.search?.toLowerCase();
    const rows = [...policies.values()].filter((policy) => !search || policy.name.toLowerCase().includes(search));
    const data = page(rows, (policy) => policy.id, input.value);
    return { body: v.parse(CancellationPolicyListAnswerSchema, { data: { ...data, data: data.data.map((policy) => policyDto(policy, request)) } }) };
  });
  on(`POST ${p.create.pattern}`, (request) => {
    const input = parseBody(CancellationPolicyInputSchema, request);
    if (!input.ok) return input.answer;
    const id = addPolicy(input.value.name, input.value.tiers);
    return { status: 201, body: v.parse(CancellationPolicyAnswerSchema, { data: policyDetail(policies.get(id)!, request) }) };
  });
  on(`POST ${p.serviceListing.pattern}`, (request) => {
    const input = parseBody(ServiceCancellationPolicyListInputSchema, request);
    if (!input.ok) return input.answer;
    const { search, service_type, cancellation_policy_id } = input.value;
    const rows = services.filter(
      (service) =>
        (!search || service.service_name.toLowerCase().includes(search.toLowerCase())) &&
        (service_type === undefined || service.service_type === service_type) &&
        (cancellation_policy_id === undefined || service.policyId === cancellation_policy_id),
    );
    const data = page(rows, (service) => service.serviceable_id, input.value);
    return { body: v.parse(ServiceCancellationPolicyListAnswerSchema, { data: { ...data, data: data.data.map((service) => serviceDto(service, request)) } }) };
  });
  on(`POST ${p.map.pattern}`, (request) => {
    const input = parseBody(CancellationPolicyMappingInputSchema, request);
    if (!input.ok) return input.answer;
    const service = services.find((s) => s.serviceable_id === input.value.serviceable_id && s.service_type === input.value.service_type);
    if (!service) return notFound(request);
    if (input.value.cancellation_policy_id === null) {
      service.policyId = null;
    } else {
      const policy = policies.get(input.value.cancellation_policy_id);
      if (!policy) return notFound(request);
      service.policyId = policy.id;
      service.tiers = policy.tiers;
    }
    return { body: v.parse(ServiceCancellationPolicyAnswerSchema, { data: serviceDto(service, request) }) };
  });

  const c = api.supplierConsent;
  on(`POST ${c.listing.pattern}`, (request) => {
    const input = parseBody(SupplierConsentListInputSchema, request);
    if (!input.ok) return input.answer;
    const search = input.value.search?.toLowerCase();
    const rows = [...consents.values()].filter((consent) => {
      const partner = partners.get(consent.partner_id)!;
      return (
        (!search || partner.name.toLowerCase().includes(search) || partner.email.toLowerCase().includes(search)) &&
        (input.value.status === undefined || consent.status === input.value.status)
      );
    });
    const data = page(rows, (consent) => consent.id, input.value);
    return { body: v.parse(SupplierConsentListAnswerSchema, { data: { ...data, data: data.data.map(consentDto) } }) };
  });
  on(`POST ${c.create.pattern}`, (request) => {
    const input = parseBody(SupplierConsentInputSchema, request);
    if (!input.ok) return input.answer;
    if (!partners.has(input.value.partner_id)) return partnerInvalid(request);
    if ([...consents.values()].some((consent) => consent.partner_id === input.value.partner_id)) {
      return refusal(request, 409, 'CONFLICT', 'errors.supplierConsentExists');
    }
    const id = addConsent({ partner_id: input.value.partner_id, status: input.value.status, note: input.value.note });
    return { status: 201, body: v.parse(SupplierConsentAnswerSchema, { data: consentDetail(consents.get(id)!) }) };
  });
  on(`POST ${c.createMapping.pattern}`, (request) => {
    const input = parseBody(SupplierConsentMappingInputSchema, request);
    if (!input.ok) return input.answer;
    const { supplier_consent_id, serviceable_id, service_type, commission_basis_points } = input.value;
    if (!consents.has(supplier_consent_id) || !services.some((s) => s.serviceable_id === serviceable_id && s.service_type === service_type)) {
      return notFound(request);
    }
    if (consentMappings(supplier_consent_id).some((m) => m.serviceable_id === serviceable_id && m.service_type === service_type)) {
      return refusal(request, 409, 'CONFLICT', 'errors.supplierConsentServiceExists');
    }
    const id = (nextId += 1);
    mappings.set(id, { id, consentId: supplier_consent_id, serviceable_id, service_type, commission_basis_points });
    mappingRoutes(id);
    return { status: 201, body: v.parse(SupplierConsentServiceAnswerSchema, { data: mappingDto(mappings.get(id)!) }) };
  });

  return {
    server,
    policies,
    services,
    consents,
    mappings,
    calls: (route) => server.requests.filter((request) => `${request.method} ${request.path.split('?')[0]}` === route),
    fail: (route, answer) => void failures.set(route, answer),
    recover: (route) => void failures.delete(route),
    reset(seed = {}) {
      server.requests.length = 0;
      failures.clear();
      policies.clear();
      consents.clear();
      mappings.clear();
      partners.clear();
      services.splice(0, services.length, ...(seed.services ?? []).map((service) => ({ ...service, policyId: null, tiers: [] })));
      for (const policy of seed.policies ?? []) addPolicy(policy.name, policy.tiers);
      for (const partner of seed.partners ?? []) partners.set(partner.id, partner);
      for (const { services: covered = [], ...consent } of seed.consents ?? []) {
        const consentId = addConsent(consent);
        for (const mapping of covered) {
          const id = (nextId += 1);
          mappings.set(id, { id, consentId, ...mapping });
          mappingRoutes(id);
        }
      }
    },
    close: () => server.close(),
  };
}
