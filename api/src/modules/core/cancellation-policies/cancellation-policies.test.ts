import { and, desc, eq, like } from 'drizzle-orm';
import { CreatePaymentIntentAnswerSchema, HoldAnswerSchema, PaymentIntentAnswerSchema } from 'shared-contracts/booking';
import {
  CancellationPolicyAnswerSchema,
  CancellationPolicyListAnswerSchema,
  ServiceCancellationPolicyAnswerSchema,
  ServiceCancellationPolicyListAnswerSchema,
} from 'shared-contracts/cancellation-policies';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { LIMITS } from 'shared-contracts/constants';
import { CustomerCancelAnswerSchema, CustomerCancellationPolicyAnswerSchema, CustomerSessionAnswerSchema } from 'shared-contracts/customer';
import { MerchantOfRecordType, PaymentMethod, ReservationStatus, ServiceTypeId } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { refundNotice } from 'shared-contracts/refund-notice';
import { TourFullAnswerSchema } from 'shared-contracts/catalogue';
import * as v from 'valibot';
import { createBackground } from '../../../background';
import { cancellationTiers } from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/core';
import { mailOutbox } from '../../../db/schema/mail';
import { cancellationPolicies, serviceCancellationPolicies } from '../../../db/schema/products';
import { serviceId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { refundMinor } from '../../booking/cancellations/refund-policy';
import { addToCart, cruiseSlot, demoSite, hold, json, ORDER, stateOf } from '../../booking/testing/fixtures';
import { CUSTOMER_LOGIN_MAIL_JOB } from '../../customer/auth/customer-auth.service';
import { createCancellationPoliciesService } from './cancellation-policies.service';
import { TEST_CARDS } from '../../payments/simulated-provider';

/** supplier@wayhub.test's activity, and one of duo@wayhub.test (another supplier). */
const CRUISE = 'oslo-fjord-sightseeing-cruise';
const DUO_ACTIVITY = 'holmenkollen-ski-jump-and-museum';
const ACTIVITY = ServiceTypeId.activities;
const BIG = LIMITS.maxId + 1;
const STOREFRONT = 'http://demo.localhost:8080';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const TIERS = [
  { hours: 48, refund_percentage: 100 },
  { hours: 24, refund_percentage: 50 },
  { hours: 0, refund_percentage: 0 },
];

/** Unlike any seeded service's tiers, so a copy is told apart from what was there. */
const FLEXIBLE = [
  { hours: 36, refund_percentage: 100 },
  { hours: 12, refund_percentage: 40 },
  { hours: 0, refund_percentage: 0 },
];

let counter = 0;
const unique = (label: string) => `${label} ${Date.now()}-${++counter}`;

describe.each(testDatabases())('cancellation policies on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** A panel call with the caller's bearer token; `locale` goes in APP-LOCALE. */
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

  async function createPolicy(t: TestApp, token: string, body: object, locale?: string) {
    return (await json(CancellationPolicyAnswerSchema, await call(t, token, 'POST', api.cancellationPolicies.create.path(), body, locale), 201)).data;
  }

  async function mapPolicy(t: TestApp, token: string, service: number, policy: number | null) {
    return call(t, token, 'POST', api.cancellationPolicies.map.path(), { serviceable_id: service, service_type: ACTIVITY, cancellation_policy_id: policy });
  }

  /** The tiers a service offers its guests, as bookings read them. */
  async function serviceTiersOf(t: TestApp, service: number) {
    const rows = await t.handle.db.select().from(cancellationTiers).where(eq(cancellationTiers.serviceId, service)).orderBy(desc(cancellationTiers.hours));
    return rows.map((row) => ({ hours: row.hours, refund_percentage: row.refundPercentage }));
  }

  /** Leaves the service on no policy, so the next test starts from the seed's mapping (none). */
  async function unmap(t: TestApp, service: number) {
    await t.handle.db.delete(serviceCancellationPolicies).where(eq(serviceCancellationPolicies.serviceId, service));
  }

  test('a supplier creates, reads, lists, edits and deletes its own policy', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const name = unique('Flexible');
    const created = await createPolicy(t, supplier, { name: `  ${name} `, tiers: [TIERS[1], TIERS[2], TIERS[0]] });
    expect(created).toMatchObject({ name, supplier_id: await userIdOf(t, DEMO.supplier), service_count: 0, services: [] });
    // The tiers come back as a guest reads them: the longest notice first.
    expect(created.tiers.map((tier) => [tier.hours, tier.refund_percentage])).toEqual([
      [48, 100],
      [24, 50],
      [0, 0],
    ]);

    const read = (await json(CancellationPolicyAnswerSchema, await call(t, supplier, 'GET', api.cancellationPolicies.byId.path({ id: created.id })))).data;
    expect(read).toEqual(created);

    const listed = (await json(CancellationPolicyListAnswerSchema, await call(t, supplier, 'POST', api.cancellationPolicies.listing.path(), { search: name }))).data;
    expect(listed).toEqual({ data: [expect.objectContaining({ id: created.id, name, service_count: 0 })], total: 1, left_off: -1 });

    const renamed = unique('Strict');
    const updated = await call(t, supplier, 'PUT', api.cancellationPolicies.update.path({ id: created.id }), { name: renamed, tiers: [{ hours: 72, refund_percentage: 100 }] });
    expect((await json(CancellationPolicyAnswerSchema, updated)).data).toMatchObject({ id: created.id, name: renamed, tiers: [expect.objectContaining({ hours: 72, refund_percentage: 100 })] });

    expect((await json(v.object({ data: v.object({ id: v.number() }) }), await call(t, supplier, 'DELETE', api.cancellationPolicies.remove.path({ id: created.id })))).data).toEqual({ id: created.id });
    expect(await errorOf(await call(t, supplier, 'GET', api.cancellationPolicies.byId.path({ id: created.id })))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  test('the listing pages by id with item_per_page and left_off, and counts every match', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const prefix = unique('Paged');
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await createPolicy(t, supplier, { name: `${prefix} ${n}`, tiers: [TIERS[0]] })).id);
    const page = async (leftOff: number) =>
      (await json(CancellationPolicyListAnswerSchema, await call(t, supplier, 'POST', api.cancellationPolicies.listing.path(), { search: prefix, item_per_page: 2, left_off: leftOff }))).data;
    const first = await page(-1);
    expect({ ids: first.data.map((p) => p.id), total: first.total, left_off: first.left_off }).toEqual({ ids: ids.slice(0, 2), total: 3, left_off: ids[1] });
    const second = await page(first.left_off);
    expect({ ids: second.data.map((p) => p.id), total: second.total, left_off: second.left_off }).toEqual({ ids: ids.slice(2), total: 3, left_off: -1 });
  });

  test("each tier's text is the guest's sentence, by refund-notice's rule, in en and in no", async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const tiers = [
      { hours: 100, refund_percentage: 100 },
      { hours: 72, refund_percentage: 50 },
      { hours: 1, refund_percentage: 10 },
      { hours: 0, refund_percentage: 0 },
    ];
    const created = await createPolicy(t, supplier, { name: unique('Texts'), tiers });
    const textsIn = async (locale: string) =>
      (await json(CancellationPolicyAnswerSchema, await call(t, supplier, 'GET', api.cancellationPolicies.byId.path({ id: created.id }), undefined, locale))).data.tiers;

    const en = await textsIn('en');
    // 100 h is over 3 days, so it is told in days, rounded up (refundNotice): 5 days, never "4 days".
    expect(en.map((tier) => tier.text)).toEqual(['Free cancellation up to 5 days before', '50% refund up to 72 hours before', '10% refund up to 1 hour before', 'No refund less than 1 hour before']);
    expect(en.map((tier) => tier.notice)).toEqual(tiers.map((tier) => refundNotice(tier.hours)));
    expect((await textsIn('no')).map((tier) => tier.text)).toEqual([
      'Gratis avbestilling inntil 5 dager før',
      '50 % refusjon inntil 72 timer før',
      '10 % refusjon inntil 1 time før',
      'Ingen refusjon senere enn 1 time før',
    ]);

    // 0 % with no tier before it: nothing is ever refunded.
    const none = await createPolicy(t, supplier, { name: unique('None'), tiers: [{ hours: 73, refund_percentage: 0 }] }, 'no');
    expect(none.tiers).toEqual([{ hours: 73, refund_percentage: 0, notice: { unit: 'days', count: 4 }, text: 'Kan ikke refunderes' }]);
  });

  test('every call refuses bad input with a 400 that names the field', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const cruise = await serviceId(t, CRUISE);
    const policy = await createPolicy(t, supplier, { name: unique('Bad input'), tiers: [TIERS[0]] });
    const p = api.cancellationPolicies;
    const good = { name: 'Fine', tiers: [TIERS[0]] };
    const rows: [label: string, method: Method, path: string, body: unknown, field: string, code: string][] = [
      ['no name', 'POST', p.create.path(), { tiers: [TIERS[0]] }, 'name', 'validation.required'],
      ['blank name', 'POST', p.create.path(), { ...good, name: '   ' }, 'name', 'validation.required'],
      ['long name', 'POST', p.create.path(), { ...good, name: 'x'.repeat(121) }, 'name', 'validation.invalid'],
      ['NUL in name', 'POST', p.create.path(), { ...good, name: 'Fl\u0000ex' }, 'name', 'validation.invalidCharacter'],
      ['no tiers', 'POST', p.create.path(), { name: 'Fine' }, 'tiers', 'validation.required'],
      ['empty tiers', 'POST', p.create.path(), { ...good, tiers: [] }, 'tiers', 'errors.cancellationPolicyTiersRequired'],
      ['tiers not a list', 'POST', p.create.path(), { ...good, tiers: 'all' }, 'tiers', 'errors.cancellationPolicyTiersRequired'],
      ['negative hours', 'POST', p.create.path(), { ...good, tiers: [{ hours: -1, refund_percentage: 50 }] }, 'tiers.0.hours', 'errors.cancellationPolicyTierHours'],
      ['part hours', 'POST', p.create.path(), { ...good, tiers: [{ hours: 1.5, refund_percentage: 50 }] }, 'tiers.0.hours', 'errors.cancellationPolicyTierHours'],
      ['hours past a year', 'POST', p.create.path(), { ...good, tiers: [{ hours: 8761, refund_percentage: 50 }] }, 'tiers.0.hours', 'errors.cancellationPolicyTierHours'],
      ['hours as text', 'POST', p.create.path(), { ...good, tiers: [{ hours: '24', refund_percentage: 50 }] }, 'tiers.0.hours', 'errors.cancellationPolicyTierHours'],
      ['refund over 100', 'POST', p.create.path(), { ...good, tiers: [{ hours: 24, refund_percentage: 101 }] }, 'tiers.0.refund_percentage', 'errors.cancellationPolicyTierRefund'],
      ['negative refund', 'POST', p.create.path(), { ...good, tiers: [{ hours: 24, refund_percentage: -5 }] }, 'tiers.0.refund_percentage', 'errors.cancellationPolicyTierRefund'],
      ['part percent', 'POST', p.create.path(), { ...good, tiers: [{ hours: 24, refund_percentage: 12.5 }] }, 'tiers.0.refund_percentage', 'errors.cancellationPolicyTierRefund'],
      ['hours twice', 'POST', p.create.path(), { ...good, tiers: [TIERS[0], { hours: 48, refund_percentage: 10 }] }, 'tiers', 'errors.cancellationPolicyTierHoursUnique'],
      ['too many tiers', 'POST', p.create.path(), { ...good, tiers: Array.from({ length: 21 }, (_, hours) => ({ hours, refund_percentage: 10 })) }, 'tiers', 'validation.invalid'],
      ['supplier id too big', 'POST', p.create.path(), { ...good, supplier_id: BIG }, 'supplier_id', 'validation.idInvalid'],
      ['update: refund over 100', 'PUT', p.update.path({ id: policy.id }), { ...good, tiers: [{ hours: 1, refund_percentage: 200 }] }, 'tiers.0.refund_percentage', 'errors.cancellationPolicyTierRefund'],
      ['update: id not a number', 'PUT', p.update.path({ id: 'abc' }), good, 'id', 'validation.idInvalid'],
      ['read: id too big', 'GET', p.byId.path({ id: BIG }), undefined, 'id', 'validation.idInvalid'],
      ['delete: id 0', 'DELETE', p.remove.path({ id: 0 }), undefined, 'id', 'validation.idInvalid'],
      ['listing: page size 0', 'POST', p.listing.path(), { item_per_page: 0 }, 'item_per_page', 'validation.invalid'],
      ['listing: page size over 1000', 'POST', p.listing.path(), { item_per_page: 1001 }, 'item_per_page', 'validation.invalid'],
      ['listing: cursor too big', 'POST', p.listing.path(), { left_off: BIG }, 'left_off', 'validation.idInvalid'],
      ['listing: long search', 'POST', p.listing.path(), { search: 'x'.repeat(101) }, 'search', 'validation.invalid'],
      ['services: unknown type', 'POST', p.serviceListing.path(), { service_type: 8 }, 'service_type', 'validation.invalid'],
      ['services: policy id too big', 'POST', p.serviceListing.path(), { cancellation_policy_id: BIG }, 'cancellation_policy_id', 'validation.idInvalid'],
      ['mapping: no service', 'GET', p.mapping.path({ service_type: ACTIVITY }), undefined, 'serviceable_id', 'validation.required'],
      ['mapping: type by name', 'GET', p.mapping.path({ serviceable_id: cruise, service_type: 'activities' }), undefined, 'service_type', 'validation.invalid'],
      ['mapping: service id too big', 'GET', p.mapping.path({ serviceable_id: BIG, service_type: ACTIVITY }), undefined, 'serviceable_id', 'validation.idInvalid'],
      ['map: no policy key', 'POST', p.map.path(), { serviceable_id: cruise, service_type: ACTIVITY }, 'cancellation_policy_id', 'validation.required'],
      ['map: type 0', 'POST', p.map.path(), { serviceable_id: cruise, service_type: 0, cancellation_policy_id: policy.id }, 'service_type', 'validation.invalid'],
      ['map: policy id as text', 'POST', p.map.path(), { serviceable_id: cruise, service_type: ACTIVITY, cancellation_policy_id: 'a' }, 'cancellation_policy_id', 'validation.idInvalid'],
    ];
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const [label, method, path, body, field, code] of rows) {
      answers[label] = await errorOf(await call(t, supplier, method, path, body));
      expected[label] = expect.objectContaining({ status: 400, code: 'VALIDATION_FAILED', issues: expect.arrayContaining([[field, code]]) });
    }
    expect(answers).toEqual(expected);
    // Nothing was stored by the refused writes.
    const stored = await t.handle.db.select().from(cancellationPolicies).where(eq(cancellationPolicies.name, 'Fine'));
    expect(stored).toEqual([]);
  });

  test('only suppliers and administrators may call; a partner is refused and a stranger must log in', async () => {
    const t = ctx.app();
    const { partner } = await tokens(t);
    expect(await errorOf(await call(t, partner, 'POST', api.cancellationPolicies.listing.path(), {}))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await errorOf(await t.post(api.cancellationPolicies.create.path(), { name: 'x', tiers: [TIERS[0]] }))).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  test("tenancy: supplier B gets 404 for A's policy and A's service, and cannot map either", async () => {
    const t = ctx.app();
    const { supplier, duo, admin } = await tokens(t);
    const cruise = await serviceId(t, CRUISE);
    const duoActivity = await serviceId(t, DUO_ACTIVITY);
    const mine = await createPolicy(t, supplier, { name: unique('A policy'), tiers: [TIERS[0]] });
    const theirs = await createPolicy(t, duo, { name: unique('B policy'), tiers: [TIERS[1]] });
    const p = api.cancellationPolicies;
    const notFound = expect.objectContaining({ status: 404, code: 'NOT_FOUND' });

    const foreign = {
      read: await errorOf(await call(t, duo, 'GET', p.byId.path({ id: mine.id }))),
      edit: await errorOf(await call(t, duo, 'PUT', p.update.path({ id: mine.id }), { name: 'Taken', tiers: [TIERS[2]] })),
      delete: await errorOf(await call(t, duo, 'DELETE', p.remove.path({ id: mine.id }))),
      mappingOfAService: await errorOf(await call(t, duo, 'GET', p.mapping.path({ serviceable_id: cruise, service_type: ACTIVITY }))),
      mapAServiceToB: await errorOf(await mapPolicy(t, duo, cruise, theirs.id)),
      mapAPolicyToB: await errorOf(await mapPolicy(t, duo, duoActivity, mine.id)),
      unmapAService: await errorOf(await mapPolicy(t, duo, cruise, null)),
      servicesOfAPolicy: await errorOf(await call(t, duo, 'POST', p.serviceListing.path(), { cancellation_policy_id: mine.id })),
      createForA: await errorOf(await call(t, duo, 'POST', p.create.path(), { name: 'For A', tiers: [TIERS[0]], supplier_id: await userIdOf(t, DEMO.supplier) })),
    };
    expect(foreign).toEqual({
      read: notFound,
      edit: notFound,
      delete: notFound,
      mappingOfAService: notFound,
      mapAServiceToB: notFound,
      mapAPolicyToB: notFound,
      unmapAService: notFound,
      servicesOfAPolicy: notFound,
      createForA: notFound,
    });
    // A's policy is untouched, and A's service still follows no policy.
    expect((await json(CancellationPolicyAnswerSchema, await call(t, supplier, 'GET', p.byId.path({ id: mine.id })))).data).toMatchObject({ name: mine.name, service_count: 0 });

    // B's listings hold B's rows only; A's search for B's policy finds nothing.
    const duoId = await userIdOf(t, DEMO.duo);
    const bPolicies = (await json(CancellationPolicyListAnswerSchema, await call(t, duo, 'POST', p.listing.path(), {}))).data.data;
    expect(bPolicies.length).toBeGreaterThan(0);
    expect(bPolicies.every((policy) => policy.supplier_id === duoId)).toBe(true);
    expect((await json(CancellationPolicyListAnswerSchema, await call(t, supplier, 'POST', p.listing.path(), { search: theirs.name }))).data.total).toBe(0);
    const bServices = (await json(ServiceCancellationPolicyListAnswerSchema, await call(t, duo, 'POST', p.serviceListing.path(), {}))).data.data;
    expect(bServices.map((s) => s.serviceable_id)).toContain(duoActivity);
    expect(bServices.map((s) => s.serviceable_id)).not.toContain(cruise);

    // An administrator sees both, but still maps a policy onto its own supplier's services only.
    expect((await json(CancellationPolicyAnswerSchema, await call(t, admin, 'GET', p.byId.path({ id: mine.id })))).data.id).toBe(mine.id);
    expect(await errorOf(await mapPolicy(t, admin, duoActivity, mine.id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  test('an administrator creates a policy for a supplier it names, and only for a supplier', async () => {
    const t = ctx.app();
    const { admin } = await tokens(t);
    const body = { name: unique('By admin'), tiers: [TIERS[0]] };
    expect(await errorOf(await call(t, admin, 'POST', api.cancellationPolicies.create.path(), body))).toMatchObject({
      status: 400,
      issues: [['supplier_id', 'validation.required']],
    });
    const partnerId = await userIdOf(t, DEMO.partner);
    expect(await errorOf(await call(t, admin, 'POST', api.cancellationPolicies.create.path(), { ...body, supplier_id: partnerId }))).toMatchObject({
      status: 400,
      message: 'Bad request',
      issues: [['supplier_id', 'errors.supplierInvalid']],
    });
    const duoId = await userIdOf(t, DEMO.duo);
    expect(await createPolicy(t, admin, { ...body, supplier_id: duoId })).toMatchObject({ supplier_id: duoId, name: body.name });
  });

  test("mapping copies the policy's tiers onto the service; remapping replaces them; unmapping keeps them", async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const cruise = await serviceId(t, CRUISE);
    const seeded = await serviceTiersOf(t, cruise);
    const flexible = await createPolicy(t, supplier, { name: unique('Flexible'), tiers: FLEXIBLE });
    const strict = await createPolicy(t, supplier, { name: unique('Strict'), tiers: [{ hours: 168, refund_percentage: 100 }, { hours: 72, refund_percentage: 25 }] });
    expect(seeded).not.toEqual(FLEXIBLE);

    const mapped = (await json(ServiceCancellationPolicyAnswerSchema, await mapPolicy(t, supplier, cruise, flexible.id))).data;
    expect(mapped).toMatchObject({ serviceable_id: cruise, service_type: ACTIVITY, service_name: 'Oslo Fjord Sightseeing Cruise', cancellation_policy: { id: flexible.id, name: flexible.name } });
    expect(mapped.tiers).toEqual(flexible.tiers);
    expect(await serviceTiersOf(t, cruise)).toEqual(FLEXIBLE);
    // The product page offers the guest the policy's tiers.
    const site = await demoSite(t);
    const page = v.parse(TourFullAnswerSchema, await (await t.request(api.catalogue.tourFull.path({ id: cruise }, { site_id: site }))).json()).data;
    expect([...page.cancellation_policy].sort((a, b) => b.hours - a.hours)).toEqual(FLEXIBLE);

    const read = (await json(ServiceCancellationPolicyAnswerSchema, await call(t, supplier, 'GET', api.cancellationPolicies.mapping.path({ serviceable_id: cruise, service_type: ACTIVITY }), undefined, 'no'))).data;
    expect(read).toMatchObject({ service_name: 'Sightseeing på Oslofjorden', cancellation_policy: { id: flexible.id } });
    const followers = (await json(ServiceCancellationPolicyListAnswerSchema, await call(t, supplier, 'POST', api.cancellationPolicies.serviceListing.path(), { cancellation_policy_id: flexible.id }))).data;
    expect(followers).toMatchObject({ data: [{ serviceable_id: cruise, cancellation_policy: { id: flexible.id } }], total: 1, left_off: -1 });
    expect((await json(CancellationPolicyAnswerSchema, await call(t, supplier, 'GET', api.cancellationPolicies.byId.path({ id: flexible.id })))).data).toMatchObject({
      service_count: 1,
      services: [{ serviceable_id: cruise, service_type: ACTIVITY, service_name: 'Oslo Fjord Sightseeing Cruise' }],
    });

    await json(ServiceCancellationPolicyAnswerSchema, await mapPolicy(t, supplier, cruise, strict.id));
    expect(await serviceTiersOf(t, cruise)).toEqual([
      { hours: 168, refund_percentage: 100 },
      { hours: 72, refund_percentage: 25 },
    ]);
    expect((await json(CancellationPolicyAnswerSchema, await call(t, supplier, 'GET', api.cancellationPolicies.byId.path({ id: flexible.id })))).data.service_count).toBe(0);

    const unmapped = (await json(ServiceCancellationPolicyAnswerSchema, await mapPolicy(t, supplier, cruise, null))).data;
    expect(unmapped.cancellation_policy).toBeNull();
    expect(await serviceTiersOf(t, cruise)).toEqual([
      { hours: 168, refund_percentage: 100 },
      { hours: 72, refund_percentage: 25 },
    ]);

    // A service of another type under that id, or no service at all, is not found.
    expect(await errorOf(await call(t, supplier, 'POST', api.cancellationPolicies.map.path(), { serviceable_id: cruise, service_type: ServiceTypeId.hotels, cancellation_policy_id: strict.id }))).toMatchObject({ status: 404 });
    expect(await errorOf(await mapPolicy(t, supplier, LIMITS.maxId, strict.id))).toMatchObject({ status: 404 });
    expect(await errorOf(await mapPolicy(t, supplier, cruise, LIMITS.maxId))).toMatchObject({ status: 404 });
  });

  test('deleting a policy in use is refused, naming the services, in the caller’s language', async () => {
    const t = ctx.app();
    const { supplier } = await tokens(t);
    const cruise = await serviceId(t, CRUISE);
    const policy = await createPolicy(t, supplier, { name: unique('In use'), tiers: FLEXIBLE });
    await json(ServiceCancellationPolicyAnswerSchema, await mapPolicy(t, supplier, cruise, policy.id));

    const refused = await errorOf(await call(t, supplier, 'DELETE', api.cancellationPolicies.remove.path({ id: policy.id })));
    expect(refused).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'This cancellation policy is used by 1 service: Oslo Fjord Sightseeing Cruise. Map it to another policy before you delete it.',
      issues: undefined,
    });
    const norwegian = await errorOf(await call(t, supplier, 'DELETE', api.cancellationPolicies.remove.path({ id: policy.id }), undefined, 'no'));
    expect(norwegian.message).toBe('Disse avbestillingsvilkårene brukes av 1 tjeneste: Sightseeing på Oslofjorden. Knytt den til andre vilkår før du sletter disse.');
    // Still there, still mapped, the service's tiers unchanged.
    expect((await t.handle.db.select().from(cancellationPolicies).where(eq(cancellationPolicies.id, policy.id))).length).toBe(1);
    expect(await serviceTiersOf(t, cruise)).toEqual(FLEXIBLE);

    await json(ServiceCancellationPolicyAnswerSchema, await mapPolicy(t, supplier, cruise, null));
    expect((await call(t, supplier, 'DELETE', api.cancellationPolicies.remove.path({ id: policy.id }))).status).toBe(200);
  });

  test("editing a policy rewrites every mapped service's tiers, and a guest's cancellation then refunds by the new ones", async () => {
    const t = ctx.app();
    // The booking's clock first (the seed's day), then the logins on it.
    const tour = await cruiseSlot(t, 5, 6);
    const { supplier } = await tokens(t);
    const policy = await createPolicy(t, supplier, { name: unique('Edited'), tiers: [{ hours: 24, refund_percentage: 100 }] });
    await json(ServiceCancellationPolicyAnswerSchema, await mapPolicy(t, supplier, tour.id, policy.id));
    // A second service of the same supplier follows the policy too: one edit rewrites both.
    const bike = await serviceId(t, 'oslo-city-bike-tour');
    await json(ServiceCancellationPolicyAnswerSchema, await mapPolicy(t, supplier, bike, policy.id));

    const email = `policy-${Date.now()}-${++counter}@example.test`;
    const booking = await bookByCard(t, tour.site, await addToCart(t, tour.site, [tour.itemFor(2)]), email);

    const edited = [
      { hours: 240, refund_percentage: 100 },
      { hours: 72, refund_percentage: 30 },
      { hours: 0, refund_percentage: 0 },
    ];
    await json(CancellationPolicyAnswerSchema, await call(t, supplier, 'PUT', api.cancellationPolicies.update.path({ id: policy.id }), { name: policy.name, tiers: edited }));
    expect(await serviceTiersOf(t, tour.id)).toEqual(edited);
    expect(await serviceTiersOf(t, bike)).toEqual(edited);

    // The departure is five days (over 72 h) away: the new 72-hour tier applies, 30 %, not the old 100 %.
    const session = await sessionOf(t, email);
    const quote = (await json(CustomerCancellationPolicyAnswerSchema, await t.request(api.customer.cancellationPolicy.path({ id: booking.ref }), { headers: session }))).data;
    expect(quote).toMatchObject({ cancellation_hours: 72, refund_percentage: 30 });
    const cancelled = (await json(CustomerCancelAnswerSchema, await t.post(api.customer.cancel.path({ id: booking.ref }), { reason: 'Plans changed' }, session))).data;
    const amount = refundMinor(booking.priceMinor, 30);
    expect(cancelled).toMatchObject({ status: ReservationStatus.CANCEL, cancellation: { refund_percentage: 30, refund_amount: { minor: amount }, refund_status: 'succeeded' } });
    expect(t.payments.simulation.refunds(booking.intentId).map((refund) => refund.amount)).toEqual([amount]);

    await unmap(t, tour.id);
    await unmap(t, bike);
  });

  // PGlite runs one query at a time; only a server can interleave two transactions.
  (spec.name === 'postgres' ? test : test.skip)('concurrent edits and re-mappings never leave a service with tiers of no policy, or a mix', async () => {
    const t = ctx.app();
    const policies = createCancellationPoliciesService({ db: t.handle.db, clock: t.clock });
    const scope = { kind: 'owner', ownerUserId: await userIdOf(t, DEMO.supplier) } as const;
    const cruise = await serviceId(t, CRUISE);
    const tiersOf = (round: number, salt: number) => [
      { hours: 100 + salt, refund_percentage: 100 },
      { hours: 10 + salt, refund_percentage: (round * 7 + salt) % 99 },
    ];
    const a = await policies.create(scope, { name: unique('Race A'), tiers: tiersOf(0, 1) }, 'en');
    const b = await policies.create(scope, { name: unique('Race B'), tiers: tiersOf(0, 2) }, 'en');
    await policies.map(scope, { serviceable_id: cruise, service_type: ACTIVITY, cancellation_policy_id: a.id }, 'en');
    for (let round = 1; round <= 15; round++) {
      const [from, to] = round % 2 ? [a, b] : [b, a];
      // The service leaves `from` while `from` (and `to`) are edited: each edit must rewrite exactly its followers.
      await Promise.all([
        policies.update(scope, from.id, { name: from.name, tiers: tiersOf(round, from === a ? 1 : 2) }, 'en'),
        policies.map(scope, { serviceable_id: cruise, service_type: ACTIVITY, cancellation_policy_id: to.id }, 'en'),
        policies.update(scope, to.id, { name: to.name, tiers: tiersOf(round, to === a ? 1 : 2) }, 'en'),
      ]);
      const followed = (await t.handle.db.select().from(serviceCancellationPolicies).where(eq(serviceCancellationPolicies.serviceId, cruise)))[0]!.policyId;
      const expected = (await policies.byId(scope, followed, 'en')).tiers.map((tier) => ({ hours: tier.hours, refund_percentage: tier.refund_percentage }));
      expect({ round, followed, tiers: await serviceTiersOf(t, cruise) }).toEqual({ round, followed: to.id, tiers: expected });
    }
    await unmap(t, cruise);
  });

  /* ------------------------------------------------------------------ a guest's card booking and session */

  /** Pays the cart by card through the simulated provider, as customer/cancellation's tests do; its reservation. */
  async function bookByCard(t: TestApp, site: number, cartRef: string, email: string) {
    await demoSite(t, { type: MerchantOfRecordType.GOTO_HUB, payment_method: [PaymentMethod.STRIPE] });
    const order = { ...ORDER, email };
    const intent = (await json(CreatePaymentIntentAnswerSchema, await t.post(api.booking.createPaymentIntent.path({ cartRef }, { site_id: site }), { order }))).data;
    const held = await hold(t, site, cartRef, {}, { order, stripe_payment_intent_id: intent.stripe_payment_intent.id, stripe_secret: intent.stripe_secret });
    expect((await json(HoldAnswerSchema, held)).data.reservation_status).toBe(ReservationStatus.HOLD);
    const paid = await t.post(api.booking.simulatedConfirmCard.path({ intentId: intent.stripe_payment_intent.id }), {
      client_secret: intent.stripe_secret,
      card: { number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expect((await json(PaymentIntentAnswerSchema, paid)).data.payment_intent.status).toBe('succeeded');
    const reservation = (await stateOf(t, cartRef)).rows[0]!;
    expect(reservation.status).toBe(ReservationStatus.CONFIRM);
    return { ref: reservation.ref, priceMinor: reservation.priceMinor, intentId: intent.stripe_payment_intent.id };
  }

  /** A customer session opened with the real e-mailed login link, on the demo site's host. */
  async function sessionOf(t: TestApp, email: string): Promise<Record<string, string>> {
    const host = new URL(STOREFRONT).host;
    expect((await t.post(api.customer.login.path(), { email }, { origin: STOREFRONT, host, 'x-forwarded-for': `203.0.113.${(++counter % 250) + 1}` })).status).toBe(200);
    await createBackground({ db: t.handle.db, clock: t.clock, payments: t.payments, worker: { log: { error: () => undefined, warn: () => undefined } } }).worker.runUntilIdle();
    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.dedupeKey, `${CUSTOMER_LOGIN_MAIL_JOB}:%`)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = mail?.body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    const session = (await json(CustomerSessionAnswerSchema, await t.post(api.customer.loginToken.path(), { token }, { origin: STOREFRONT, host }))).data;
    return { host, authorization: `Bearer ${session.customer_token}` };
  }
});
