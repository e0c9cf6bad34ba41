import { mailOutbox } from '../../../db/schema/mail';
import { EnvError, loadEnv } from '../../../env';
import { manualClock } from '../../../lib/clock';
import { testDatabases } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';
import { findJob } from '../jobs/jobs.repo';
import { createJobQueue, createJobWorker } from '../jobs/jobs.service';
import { createMailer, type MailMessage } from './mail.service';
import { type Received, SMTP_USER as USER, startSmtpServer } from './smtp-test-server';

const START = new Date('2030-03-01T09:00:00Z');
const silent = { info: () => undefined };

const MESSAGE: MailMessage = {
  dedupeKey: 'test:booking:1',
  to: 'kari@example.test',
  replyTo: 'desk@demo.example.test',
  subject: 'Din bokning är bekräftad – Demo Fjord Tours',
  body: 'Hej Kari,\n\nBokningsnummer WH-20300301-000001.',
  html: '<p>Hej Kari,</p><p>Bokningsnummer <strong>WH-20300301-000001</strong>.</p>',
};

describe('SMTP_URL and MAIL_FROM configuration', () => {
  test('SMTP_URL is optional; an smtp:// or smtps:// URL with a host is accepted, anything else refused at boot', () => {
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
    expect(loadEnv({}).MAIL_FROM).toBe('Wayhub <no-reply@wayhub.localhost>');
    expect(loadEnv({ SMTP_URL: 'smtp://u:p@mail.example.test:587' }).SMTP_URL).toBe('smtp://u:p@mail.example.test:587');
    expect(loadEnv({ SMTP_URL: ' smtps://mail.example.test ' }).SMTP_URL).toBe('smtps://mail.example.test');
    for (const bad of ['mail.example.test:25', 'http://mail.example.test', 'smtp://', 'not a url']) {
      expect(() => loadEnv({ SMTP_URL: bad })).toThrow(EnvError);
      expect(() => loadEnv({ SMTP_URL: bad })).toThrow(/SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/);
    }
  });

  test('MAIL_FROM takes an address or Name <address>', () => {
    expect(loadEnv({ MAIL_FROM: 'Demo <bookings@demo.test>' }).MAIL_FROM).toBe('Demo <bookings@demo.test>');
    expect(loadEnv({ MAIL_FROM: 'bookings@demo.test' }).MAIL_FROM).toBe('bookings@demo.test');
    expect(() => loadEnv({ MAIL_FROM: 'Demo Bookings' })).toThrow(/MAIL_FROM/);
  });
});

describe.each(testDatabases())('mailer on $name', (spec) => {
  const database = useTestDatabase(spec, { seed: false });
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    await database.handle.db.delete(mailOutbox);
    smtp.received.length = 0;
    smtp.state.reject = false;
    smtp.state.rejectRecipients.clear();
  });

  test('without SMTP_URL: the outbox only (text and HTML parts kept), once per dedupe key', async () => {
    const { db } = database.handle;
    const mailer = createMailer({ db, clock: manualClock(START), env: loadEnv({}), log: silent });
    await mailer.send(MESSAGE);
    await mailer.send({ ...MESSAGE, subject: 'a retry must not write a second row' });
    expect(await mailer.outbox()).toMatchObject([
      { dedupeKey: MESSAGE.dedupeKey, toAddress: MESSAGE.to, replyTo: MESSAGE.replyTo, subject: MESSAGE.subject, body: MESSAGE.body, htmlBody: MESSAGE.html, createdAt: START },
    ]);
    expect(smtp.received).toHaveLength(0);
  });

  test('with SMTP_URL: delivered over SMTP (authenticated, both parts, headers) and recorded in the outbox once', async () => {
    const { db } = database.handle;
    const env = loadEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Wayhub Bookings <bookings@wayhub.test>' });
    const mailer = createMailer({ db, clock: manualClock(START), env, log: silent });
    await mailer.send(MESSAGE);

    expect(smtp.received).toHaveLength(1);
    const [{ user, envelope, mail }] = smtp.received as [Received];
    expect(user).toBe(USER);
    expect(envelope).toEqual({ from: 'bookings@wayhub.test', to: ['kari@example.test'] });
    expect(mail.subject).toBe(MESSAGE.subject);
    expect(mail.from?.value).toEqual([{ address: 'bookings@wayhub.test', name: 'Wayhub Bookings' }]);
    expect(mail.to).toMatchObject({ value: [{ address: 'kari@example.test' }] });
    expect(mail.replyTo?.value).toMatchObject([{ address: 'desk@demo.example.test' }]);
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@wayhub\.test>$/);
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail.text?.trim()).toBe(MESSAGE.body);
    expect(mail.html).toBe(MESSAGE.html);

    // The same key again (a retried job): nothing is sent, and the outbox still holds one record.
    await mailer.send(MESSAGE);
    expect(smtp.received).toHaveLength(1);
    expect(await mailer.outbox()).toMatchObject([{ dedupeKey: MESSAGE.dedupeKey, subject: MESSAGE.subject, htmlBody: MESSAGE.html }]);

    // A text-only message goes out as text/plain alone.
    await mailer.send({ dedupeKey: 'test:plain', to: 'ola@example.test', subject: 'Plain', body: 'Only text' });
    expect(smtp.received[1]!.mail.html).toBe(false);
    expect(smtp.received[1]!.mail.text?.trim()).toBe('Only text');
  });

  test('a send the SMTP server refuses fails the job (retried later) and leaves no record; the retry delivers it once', async () => {
    const { db } = database.handle;
    const clock = manualClock(START);
    const mailer = createMailer({ db, clock, env: loadEnv({ SMTP_URL: smtp.url }), log: silent });
    const queue = createJobQueue(db, clock);
    const worker = createJobWorker({
      db,
      clock,
      queue,
      handlers: { 'test.mail': () => mailer.send(MESSAGE) },
      backoff: { baseMs: 1_000, maxMs: 60_000 },
      log: { error: () => undefined, warn: () => undefined },
    });
    smtp.state.reject = true;
    const { id } = await queue.enqueue('test.mail', {}, { dedupeKey: 'test.mail:1' });

    expect(await worker.runUntilIdle()).toBe(1);
    expect(await findJob(db, id)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/451|Mailbox temporarily unavailable/) });
    expect(await mailer.outbox()).toEqual([]);
    expect(smtp.received).toHaveLength(0);

    smtp.state.reject = false;
    clock.advance(2_000);
    expect(await worker.runUntilIdle()).toBe(1);
    expect(await findJob(db, id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
    expect(await mailer.outbox()).toHaveLength(1);

    // Sending the key once more (a job run again after a crash) neither sends nor records a second copy.
    await mailer.send(MESSAGE);
    expect(smtp.received).toHaveLength(1);
    expect(await mailer.outbox()).toHaveLength(1);
  });

  test('wrong SMTP credentials reject the send, with no record', async () => {
    const { db } = database.handle;
    const env = loadEnv({ SMTP_URL: `smtp://${USER}:wrong@127.0.0.1:${smtp.port}` });
    const mailer = createMailer({ db, clock: manualClock(START), env, log: silent });
    await expect(mailer.send(MESSAGE)).rejects.toThrow(/535|Invalid login|Invalid username/i);
    expect(await mailer.outbox()).toEqual([]);
  });
});
