import { and, eq } from 'drizzle-orm';
import {
  SupplierConsentAnswerSchema,
  SupplierConsentListAnswerSchema,
  SupplierConsentMappingListAnswerSchema,
  SupplierConsentServiceAnswerSchema,
} from 'shared-contracts/cancellation-policies';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { LIMITS } from 'shared-contracts/constants';
import { ApprovalStatus, Policy, ServiceTypeId } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { userPolicies, users } from '../../../db/schema/core';
import { supplierConsents, supplierConsentServices } from '../../../db/schema/products';
import { serviceId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { json } from '../../booking/testing/fixtures';

/** supplier@wayhub.test's activities, and one of duo@wayhub.test (a supplier and a partner). */
const CRUISE = 'oslo-fjord-sightseeing-cruise';
const BIKE = 'oslo-city-bike-tour';
const DUO_ACTIVITY = 'holmenkollen-ski-jump-and-museum';
const ACTIVITY = ServiceTypeId.activities;
const BIG = LIMITS.maxId + 1;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const Deleted = v.object({ data: v.object({ id: v.number() }) });

describe.each(testDatabases())('supplier consent on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const c = api.supplierConsent;

  function call(t: TestApp, token: string, method: Method, path: string, body?: unknown, locale?: string) {
    return t.request(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(locale ? { 'APP-LOCALE': locale } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function errorOf(response: Response) {
    const body = v.parse(ErrorEnvelopeSchema, await response.json());
    return { status: response.status, code: body.code, message: body.message, issues: body.issues?.map((issue) => [issue.path, issue.code]) };
  }

  async function tokens(t: TestApp) {
    const [supplier, duo, admin, partner] = await Promise.all([DEMO.supplier, DEMO.duo, DEMO.admin, DEMO.partner].map(async (email) => (await t.login(email)).token));
    return { supplier: supplier!, duo: duo!, admin: admin!, partner: partner! };
  }

  async function userIdOf(t: TestApp, email: string) {
    const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  }

  /** Clears the supplier's consents, so each test starts with none (one consent per supplier and partner). */
  async function noConsents(t: TestApp, email: string) {
    await t.handle.db.delete(supplierConsents).where(eq(supplierConsents.supplierUserId, await userIdOf(t, email)));
  }

  async function createConsent(t: TestApp, token: string, body: object) {
    return (await json(SupplierConsentAnswerSchema, await call(t, token, 'POST', c.create.path(), body), 201)).data;
  }

  async function mapService(t: TestApp, token: string, consent: number, service: number, commission?: number) {
    return call(t, token, 'POST', c.createMapping.path(), {
      supplier_consent_id: consent,
      serviceable_id: service,
      service_type: ACTIVITY,
      ...(commission === undefined ? {} : { commission_basis_points: commission }),
    });
  }

  test('a supplier gives a partner consent, reads, lists, edits and withdraws it', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    await noConsents(t, DEMO.supplier);
    const partnerId = await userIdOf(t, DEMO.partner);
    const created = await createConsent(t, supplier, { partner_id: partnerId, note: ' Summer packages ' });
    expect(created).toMatchObject({
      supplier: { id: await userIdOf(t, DEMO.supplier), name: 'Sam Supplier' },
      partner: { id: partnerId, name: 'Pia Partner', email: DEMO.partner },
      status: ApprovalStatus.ACTIVE,
      note: 'Summer packages',
      service_count: 0,
      services: [],
    });
    expect((await json(SupplierConsentAnswerSchema, await call(t, supplier, 'GET', c.byId.path({ id: created.id })))).data).toEqual(created);

    const list = async (body: object) => (await json(SupplierConsentListAnswerSchema, await call(t, supplier, 'POST', c.listing.path(), body))).data;
    expect(await list({ search: 'PIA' })).toMatchObject({ data: [{ id: created.id }], total: 1, left_off: -1 });
    expect(await list({ search: DEMO.partner })).toMatchObject({ total: 1 });
    expect(await list({ status: ApprovalStatus.PENDING })).toEqual({ data: [], total: 0, left_off: -1 });

    const updated = await call(t, supplier, 'PUT', c.update.path({ id: created.id }), { partner_id: partnerId, status: ApprovalStatus.PENDING, note: 'Paused' });
    expect((await json(SupplierConsentAnswerSchema, updated)).data).toMatchObject({ id: created.id, status: ApprovalStatus.PENDING, note: 'Paused' });
    expect(await list({ status: ApprovalStatus.PENDING })).toMatchObject({ data: [{ id: created.id }], total: 1 });

    expect((await json(Deleted, await call(t, supplier, 'DELETE', c.remove.path({ id: created.id })))).data).toEqual({ id: created.id });
    expect(await errorOf(await call(t, supplier, 'GET', c.byId.path({ id: created.id })))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  test('one consent per supplier and partner: a second one, or moving one onto a partner that has one, is a clear 409', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    await noConsents(t, DEMO.supplier);
    const partnerId = await userIdOf(t, DEMO.partner);
    const duoId = await userIdOf(t, DEMO.duo);
    await createConsent(t, supplier, { partner_id: partnerId });
    const again = await errorOf(await call(t, supplier, 'POST', c.create.path(), { partner_id: partnerId, status: ApprovalStatus.PENDING }));
    expect(again).toEqual({ status: 409, code: 'CONFLICT', message: 'There is already a consent for this partner. Edit that one instead.', issues: undefined });
    expect((await errorOf(await call(t, supplier, 'POST', c.create.path(), { partner_id: partnerId }, 'sv'))).message).toBe(
      'Det finns redan ett samtycke för den här partnern. Redigera det i stället.',
    );

    const other = await createConsent(t, supplier, { partner_id: duoId });
    const moved = await errorOf(await call(t, supplier, 'PUT', c.update.path({ id: other.id }), { partner_id: partnerId, status: ApprovalStatus.ACTIVE }));
    expect(moved).toMatchObject({ status: 409, code: 'CONFLICT' });
    const rows = await t.handle.db.select().from(supplierConsents).where(eq(supplierConsents.supplierUserId, await userIdOf(t, DEMO.supplier)));
    expect(rows.map((row) => row.partnerUserId).sort()).toEqual([partnerId, duoId].sort());
  });

  test('the partner must be a user with the Partner role', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    await noConsents(t, DEMO.supplier);
    const notPartner = { status: 400, code: 'VALIDATION_FAILED', message: 'Bad request', issues: [['partner_id', 'errors.partnerInvalid']] };
    expect(await errorOf(await call(t, supplier, 'POST', c.create.path(), { partner_id: await userIdOf(t, DEMO.admin) }))).toEqual(notPartner);
    // An id nobody has gets the very same answer: the call does not tell which ids exist.
    expect(await errorOf(await call(t, supplier, 'POST', c.create.path(), { partner_id: LIMITS.maxId }))).toEqual(notPartner);
    const consent = await createConsent(t, supplier, { partner_id: await userIdOf(t, DEMO.partner) });
    expect(await errorOf(await call(t, supplier, 'PUT', c.update.path({ id: consent.id }), { partner_id: await userIdOf(t, DEMO.supplier), status: 2 }))).toEqual(notPartner);
  });

  test('mapping: the supplier’s own services, with a commission each; listed, edited, refused twice, removed', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    await noConsents(t, DEMO.supplier);
    const consent = await createConsent(t, supplier, { partner_id: await userIdOf(t, DEMO.partner) });
    const cruise = await serviceId(t, CRUISE);
    const bike = await serviceId(t, BIKE);

    const first = (await json(SupplierConsentServiceAnswerSchema, await mapService(t, supplier, consent.id, cruise, 1500), 201)).data;
    expect(first).toMatchObject({ supplier_consent_id: consent.id, serviceable_id: cruise, service_type: ACTIVITY, service_name: 'Oslo Fjord Sightseeing Cruise', commission_basis_points: 1500 });
    const second = (await json(SupplierConsentServiceAnswerSchema, await mapService(t, supplier, consent.id, bike), 201)).data;
    expect(second.commission_basis_points).toBe(0);

    const page = async (body: object) => (await json(SupplierConsentMappingListAnswerSchema, await call(t, supplier, 'POST', c.mappingListing.path({ id: consent.id }), body, 'no'))).data;
    const one = await page({ item_per_page: 1 });
    expect(one).toMatchObject({ data: [{ id: first.id, service_name: 'Sightseeing på Oslofjorden' }], total: 2, left_off: first.id });
    expect(await page({ item_per_page: 1, left_off: one.left_off })).toMatchObject({ data: [{ id: second.id }], total: 2, left_off: -1 });

    const edited = await call(t, supplier, 'PUT', c.updateMapping.path({ id: first.id }), { commission_basis_points: 2250 });
    expect((await json(SupplierConsentServiceAnswerSchema, edited)).data).toMatchObject({ id: first.id, commission_basis_points: 2250 });
    expect((await json(SupplierConsentAnswerSchema, await call(t, supplier, 'GET', c.byId.path({ id: consent.id })))).data).toMatchObject({
      service_count: 2,
      services: [
        { id: first.id, serviceable_id: cruise, commission_basis_points: 2250 },
        { id: second.id, serviceable_id: bike, commission_basis_points: 0 },
      ],
    });

    expect(await errorOf(await mapService(t, supplier, consent.id, cruise, 100))).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'This service is already covered by the consent.',
      issues: undefined,
    });
    // Another supplier's service, a service under another type, and no service at all: not found.
    expect(await errorOf(await mapService(t, supplier, consent.id, await serviceId(t, DUO_ACTIVITY)))).toMatchObject({ status: 404 });
    expect(
      await errorOf(await call(t, supplier, 'POST', c.createMapping.path(), { supplier_consent_id: consent.id, serviceable_id: cruise, service_type: ServiceTypeId.hotels })),
    ).toMatchObject({ status: 404 });
    expect(await errorOf(await mapService(t, supplier, consent.id, LIMITS.maxId))).toMatchObject({ status: 404 });

    expect((await json(Deleted, await call(t, supplier, 'DELETE', c.removeMapping.path({ id: second.id })))).data).toEqual({ id: second.id });
    expect((await page({})).data.map((row) => row.id)).toEqual([first.id]);
    // Withdrawing the consent takes its services with it.
    await json(Deleted, await call(t, supplier, 'DELETE', c.remove.path({ id: consent.id })));
    expect(await t.handle.db.select().from(supplierConsentServices).where(eq(supplierConsentServices.consentId, consent.id))).toEqual([]);
  });

  test('every call refuses bad input with a 400 that names the field', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    await noConsents(t, DEMO.supplier);
    const partnerId = await userIdOf(t, DEMO.partner);
    const consent = await createConsent(t, supplier, { partner_id: partnerId });
    const cruise = await serviceId(t, CRUISE);
    const mapping = (await json(SupplierConsentServiceAnswerSchema, await mapService(t, supplier, consent.id, cruise), 201)).data;
    const map = { supplier_consent_id: consent.id, serviceable_id: cruise, service_type: ACTIVITY };
    const rows: [label: string, method: Method, path: string, body: unknown, field: string, code: string][] = [
      ['no partner', 'POST', c.create.path(), {}, 'partner_id', 'validation.required'],
      ['partner as text', 'POST', c.create.path(), { partner_id: 'pia' }, 'partner_id', 'validation.idInvalid'],
      ['partner id too big', 'POST', c.create.path(), { partner_id: BIG }, 'partner_id', 'validation.idInvalid'],
      ['unknown status', 'POST', c.create.path(), { partner_id: partnerId, status: 4 }, 'status', 'validation.invalid'],
      ['long note', 'POST', c.create.path(), { partner_id: partnerId, note: 'x'.repeat(2001) }, 'note', 'validation.invalid'],
      ['NUL in note', 'POST', c.create.path(), { partner_id: partnerId, note: 'a\u0000b' }, 'note', 'validation.invalidCharacter'],
      ['supplier id too big', 'POST', c.create.path(), { partner_id: partnerId, supplier_id: BIG }, 'supplier_id', 'validation.idInvalid'],
      ['update: no status', 'PUT', c.update.path({ id: consent.id }), { partner_id: partnerId }, 'status', 'validation.required'],
      ['update: id too big', 'PUT', c.update.path({ id: BIG }), { partner_id: partnerId, status: 2 }, 'id', 'validation.idInvalid'],
      ['read: id not a number', 'GET', c.byId.path({ id: 'x' }), undefined, 'id', 'validation.idInvalid'],
      ['delete: id 0', 'DELETE', c.remove.path({ id: 0 }), undefined, 'id', 'validation.idInvalid'],
      ['listing: page size 0', 'POST', c.listing.path(), { item_per_page: 0 }, 'item_per_page', 'validation.invalid'],
      ['listing: unknown status', 'POST', c.listing.path(), { status: 9 }, 'status', 'validation.invalid'],
      ['listing: cursor too big', 'POST', c.listing.path(), { left_off: BIG }, 'left_off', 'validation.idInvalid'],
      ['mapping listing: id not a number', 'POST', c.mappingListing.path({ id: 'x' }), {}, 'id', 'validation.idInvalid'],
      ['mapping listing: page size -2', 'POST', c.mappingListing.path({ id: consent.id }), { item_per_page: -2 }, 'item_per_page', 'validation.invalid'],
      ['map: no consent', 'POST', c.createMapping.path(), { serviceable_id: cruise, service_type: ACTIVITY }, 'supplier_consent_id', 'validation.required'],
      ['map: unknown type', 'POST', c.createMapping.path(), { ...map, service_type: 9 }, 'service_type', 'validation.invalid'],
      ['map: commission over 100 %', 'POST', c.createMapping.path(), { ...map, commission_basis_points: 10_001 }, 'commission_basis_points', 'errors.commissionInvalid'],
      ['map: part basis point', 'POST', c.createMapping.path(), { ...map, commission_basis_points: 12.5 }, 'commission_basis_points', 'errors.commissionInvalid'],
      ['map: negative commission', 'POST', c.createMapping.path(), { ...map, commission_basis_points: -1 }, 'commission_basis_points', 'errors.commissionInvalid'],
      ['mapping update: no commission', 'PUT', c.updateMapping.path({ id: mapping.id }), {}, 'commission_basis_points', 'validation.required'],
      ['mapping update: id too big', 'PUT', c.updateMapping.path({ id: BIG }), { commission_basis_points: 1 }, 'id', 'validation.idInvalid'],
      ['mapping delete: id not a number', 'DELETE', c.removeMapping.path({ id: 'x' }), undefined, 'id', 'validation.idInvalid'],
    ];
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const [label, method, path, body, field, code] of rows) {
      answers[label] = await errorOf(await call(t, supplier, method, path, body));
      expected[label] = expect.objectContaining({ status: 400, code: 'VALIDATION_FAILED', issues: expect.arrayContaining([[field, code]]) });
    }
    expect(answers).toEqual(expected);
    // Nothing changed: still the one consent with its one service.
    expect((await json(SupplierConsentAnswerSchema, await call(t, supplier, 'GET', c.byId.path({ id: consent.id })))).data).toMatchObject({ status: 2, note: '', service_count: 1 });
  });

  test('SUPPLIER_PACKAGE_POLICY is needed: a supplier without it and a partner are refused; an administrator is not', async () => {
    const t = ctx.app();
    const { duo, partner, admin } = await tokens(t);
    // duo@wayhub.test supplies, but does not hold the package policy.
    expect(await errorOf(await call(t, duo, 'POST', c.listing.path(), {}))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await errorOf(await call(t, partner, 'POST', c.listing.path(), {}))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await call(t, admin, 'POST', c.listing.path(), {})).status).toBe(200);
  });

  test("tenancy: supplier B gets 404 for A's consent and its mappings, and cannot put A's service under its own", async () => {
    const t = ctx.app();
    const duoId = await userIdOf(t, DEMO.duo);
    // duo@wayhub.test becomes a second supplier with the package policy, for this test only.
    await t.handle.db.insert(userPolicies).values({ userId: duoId, policy: Policy.SUPPLIER_PACKAGE_POLICY }).onConflictDoNothing();
    try {
      const { supplier, duo, admin } = await tokens(t);
      await noConsents(t, DEMO.supplier);
      await noConsents(t, DEMO.duo);
      const partnerId = await userIdOf(t, DEMO.partner);
      const cruise = await serviceId(t, CRUISE);
      const duoActivity = await serviceId(t, DUO_ACTIVITY);
      const mine = await createConsent(t, supplier, { partner_id: partnerId });
      const mapping = (await json(SupplierConsentServiceAnswerSchema, await mapService(t, supplier, mine.id, cruise, 500), 201)).data;
      const theirs = await createConsent(t, duo, { partner_id: partnerId });
      const notFound = expect.objectContaining({ status: 404, code: 'NOT_FOUND' });

      const foreign = {
        read: await errorOf(await call(t, duo, 'GET', c.byId.path({ id: mine.id }))),
        edit: await errorOf(await call(t, duo, 'PUT', c.update.path({ id: mine.id }), { partner_id: partnerId, status: ApprovalStatus.REJECT })),
        mappings: await errorOf(await call(t, duo, 'POST', c.mappingListing.path({ id: mine.id }), {})),
        addToAConsent: await errorOf(await mapService(t, duo, mine.id, duoActivity)),
        putAServiceUnderB: await errorOf(await mapService(t, duo, theirs.id, cruise)),
        editAMapping: await errorOf(await call(t, duo, 'PUT', c.updateMapping.path({ id: mapping.id }), { commission_basis_points: 9_000 })),
        removeAMapping: await errorOf(await call(t, duo, 'DELETE', c.removeMapping.path({ id: mapping.id }))),
        withdraw: await errorOf(await call(t, duo, 'DELETE', c.remove.path({ id: mine.id }))),
        createForA: await errorOf(await call(t, duo, 'POST', c.create.path(), { partner_id: partnerId, supplier_id: await userIdOf(t, DEMO.supplier) })),
      };
      expect(foreign).toEqual({
        read: notFound,
        edit: notFound,
        mappings: notFound,
        addToAConsent: notFound,
        putAServiceUnderB: notFound,
        editAMapping: notFound,
        removeAMapping: notFound,
        withdraw: notFound,
        createForA: notFound,
      });
      // A's consent and mapping are as A left them; B's listing holds B's consent only.
      expect((await json(SupplierConsentAnswerSchema, await call(t, supplier, 'GET', c.byId.path({ id: mine.id })))).data).toMatchObject({
        status: ApprovalStatus.ACTIVE,
        services: [{ id: mapping.id, commission_basis_points: 500 }],
      });
      expect((await json(SupplierConsentListAnswerSchema, await call(t, duo, 'POST', c.listing.path(), {}))).data).toMatchObject({ data: [{ id: theirs.id }], total: 1 });

      // An administrator sees both, and still puts only the consenting supplier's own services under a consent.
      const all = (await json(SupplierConsentListAnswerSchema, await call(t, admin, 'POST', c.listing.path(), {}))).data.data.map((row) => row.id);
      expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      expect(await errorOf(await mapService(t, admin, mine.id, duoActivity))).toMatchObject({ status: 404 });
    } finally {
      await t.handle.db.delete(userPolicies).where(and(eq(userPolicies.userId, duoId), eq(userPolicies.policy, Policy.SUPPLIER_PACKAGE_POLICY)));
    }
  });

  test('an administrator gives consent for a supplier it names, and only for a supplier', async () => {
    const t = ctx.app();
    const { admin } = await tokens(t);
    await noConsents(t, DEMO.supplier);
    const partnerId = await userIdOf(t, DEMO.partner);
    expect(await errorOf(await call(t, admin, 'POST', c.create.path(), { partner_id: partnerId }))).toMatchObject({ status: 400, issues: [['supplier_id', 'validation.required']] });
    expect(await errorOf(await call(t, admin, 'POST', c.create.path(), { partner_id: partnerId, supplier_id: partnerId }))).toMatchObject({
      status: 400,
      issues: [['supplier_id', 'errors.supplierInvalid']],
    });
    const supplierId = await userIdOf(t, DEMO.supplier);
    expect(await createConsent(t, admin, { partner_id: partnerId, supplier_id: supplierId, status: ApprovalStatus.PENDING })).toMatchObject({
      supplier: { id: supplierId },
      partner: { id: partnerId },
      status: ApprovalStatus.PENDING,
    });
  });
});
