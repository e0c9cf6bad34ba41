import { eq } from 'drizzle-orm';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { api } from 'shared-contracts/paths';
import { SubmitQuestionAnswerSchema } from 'shared-contracts/sites';
import * as v from 'valibot';
import { createBackground } from '../../../background';
import { services } from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/core';
import { jobs } from '../../../db/schema/jobs';
import { serviceId, siteId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';
import { createOutboxMailer } from '../../system/mail/mail.service';
import { QUESTION_RATE_LIMIT, SERVICE_QUESTION_MAIL_JOB } from './service-questions.service';
import { listQuestionsOfSite } from './service-questions.repo';

const QUESTION = { name: 'Kari Nordmann', email: ' Kari@Example.NO ', question: 'Is the cruise wheelchair accessible?', phone: '+47 912 34 567' };
let nextIp = 1;
/** Each test asks from an address of its own, so the per-address limit of one test never reaches the next. */
const freshIp = () => ({ 'x-forwarded-for': `203.0.113.${nextIp++}` });

async function supplierEmailOf(t: TestApp, slug: string) {
  const [row] = await t.handle.db
    .select({ email: users.email })
    .from(services)
    .innerJoin(users, eq(users.id, services.supplierUserId))
    .where(eq(services.slug, slug));
  return row!.email;
}

describe.each(testDatabases())('POST submit-question on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  test('stores the question and mails the supplier through the job queue, reply-to the visitor', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const cruise = await serviceId(t, 'oslo-fjord-sightseeing-cruise');
    const response = await t.post(api.siteContent.submitQuestion.path({ siteId: demo, id: cruise }), { ...QUESTION, locale: 'no' }, freshIp());
    expect(response.status).toBe(201);
    const answer = v.parse(SubmitQuestionAnswerSchema, await response.json()).data;
    expect(answer.service_id).toBe(cruise);

    const stored = (await listQuestionsOfSite(t.handle.db, demo)).find((q) => q.id === answer.id);
    expect(stored).toMatchObject({ serviceId: cruise, name: 'Kari Nordmann', email: 'kari@example.no', phone: '+47 912 34 567', locale: 'no' });
    const [job] = await t.handle.db.select().from(jobs).where(eq(jobs.dedupeKey, `${SERVICE_QUESTION_MAIL_JOB}:${answer.id}`));
    expect(job).toMatchObject({ kind: SERVICE_QUESTION_MAIL_JOB, status: 'pending', payload: { questionId: answer.id } });

    const mailer = createOutboxMailer(t.handle.db, t.clock, { info: () => {} });
    const background = createBackground({ db: t.handle.db, clock: t.clock, mailer, worker: { log: { error: () => {}, warn: () => {} } } });
    const supplier = await supplierEmailOf(t, 'oslo-fjord-sightseeing-cruise');
    const before = (await background.mailer.outbox(supplier)).length;
    // Other tests' jobs may be due as well; run until nothing is left.
    await background.worker.runUntilIdle();
    const mails = await background.mailer.outbox(supplier);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatchObject({ replyTo: 'kari@example.no', dedupeKey: `service-question:${answer.id}` });
    expect(mail.subject).toContain('Kari Nordmann');
    expect(mail.body).toContain('Is the cruise wheelchair accessible?');
    expect(mail.body).toContain('+47 912 34 567');

    // A retried job (same question) writes no second message.
    await background.queue.enqueue(SERVICE_QUESTION_MAIL_JOB, { questionId: answer.id });
    await background.worker.runUntilIdle();
    expect(await background.mailer.outbox(supplier)).toHaveLength(before + 1);
  });

  test('invalid fields answer 400 with the catalogue messages', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const cruise = await serviceId(t, 'oslo-fjord-sightseeing-cruise');
    const path = api.siteContent.submitQuestion.path({ siteId: demo, id: cruise });
    const bad = await t.post(path, { name: ' ', email: 'not-an-email', question: '', phone: 'call me' }, freshIp());
    expect(bad.status).toBe(400);
    const envelope = v.parse(ErrorEnvelopeSchema, await bad.json());
    expect(envelope.code).toBe('VALIDATION_FAILED');
    const byPath = Object.fromEntries((envelope.issues ?? []).map((issue) => [issue.path, issue]));
    expect(byPath.email).toMatchObject({ message: 'Please enter valid email.', code: 'validation.emailInvalid' });
    expect(byPath.name).toMatchObject({ code: 'validation.required' });
    expect(byPath.question).toMatchObject({ code: 'validation.required' });
    expect(byPath.phone).toMatchObject({ code: 'validation.invalid' });

    const empty = v.parse(ErrorEnvelopeSchema, await (await t.post(path, { ...QUESTION, email: '' }, freshIp())).json());
    expect(empty.issues).toEqual([expect.objectContaining({ path: 'email', message: 'Please enter email.', code: 'validation.emailRequired' })]);
  });

  test('404 when the site does not sell the service, or the site is unknown', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    // Sold by demo-paylater only.
    const walk = await serviceId(t, 'stockholm-gamla-stan-walking-tour');
    const notSold = await t.post(api.siteContent.submitQuestion.path({ siteId: demo, id: walk }), QUESTION, freshIp());
    expect(notSold.status).toBe(404);
    expect(v.parse(ErrorEnvelopeSchema, await notSold.json()).code).toBe('NOT_FOUND');
    const noSite = await t.post(api.siteContent.submitQuestion.path({ siteId: 999999, id: walk }), QUESTION, freshIp());
    expect(noSite.status).toBe(404);
    const paylater = await siteId(t, 'demo-paylater');
    expect((await t.post(api.siteContent.submitQuestion.path({ siteId: paylater, id: walk }), QUESTION, freshIp())).status).toBe(201);
  });

  test(`one address may ask ${QUESTION_RATE_LIMIT.perIp} questions per ${QUESTION_RATE_LIMIT.windowMinutes} minutes; then 429 with Retry-After`, async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const path = api.siteContent.submitQuestion.path({ siteId: demo, id: await serviceId(t, 'oslo-city-bike-tour') });
    const ip = freshIp();
    for (let i = 0; i < QUESTION_RATE_LIMIT.perIp; i++) expect((await t.post(path, QUESTION, ip)).status).toBe(201);
    const limited = await t.post(path, QUESTION, ip);
    expect(limited.status).toBe(429);
    expect(v.parse(ErrorEnvelopeSchema, await limited.json()).code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(QUESTION_RATE_LIMIT.windowMinutes * 60);
    // Another visitor is not affected, and the first may ask again once the window has passed.
    expect((await t.post(path, QUESTION, freshIp())).status).toBe(201);
    t.clock.advance((retryAfter + 1) * 1000);
    expect((await t.post(path, QUESTION, ip)).status).toBe(201);
  });
});
