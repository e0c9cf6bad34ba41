import { createHash } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { Clock } from '../../../lib/clock';
import { findOutboxMessages, insertOutboxMessage, outboxMessageExists, type OutboxRow } from './mail.repo';

export interface MailMessage {
  /** One message per key, however often a retried job sends it. */
  dedupeKey: string;
  to: string;
  replyTo?: string;
  subject: string;
  /** The plain-text part; always sent. */
  body: string;
  /** An HTML alternative of `body`, when the message has one. Interpolated values must already be escaped. */
  html?: string;
}

export interface Mailer {
  /** Rejects when the message could not be handed over (SMTP), so the job that sends it is retried. */
  send(message: MailMessage): Promise<void>;
  /** What the outbox holds (tests, and a future admin view). */
  outbox(to?: string): Promise<OutboxRow[]>;
}

type MailLog = Pick<Console, 'info'>;

/**
 * Sends every message, each getting its try even when another fails; then rejects once, naming the failures, so
 * the job that sends them is retried (each message's dedupe key makes the retry skip those already sent).
 */
/** `job` names the sender in the error, `of` what the messages are about ("for payment 12"). */
export async function sendAll(mailer: Pick<Mailer, 'send'>, messages: readonly MailMessage[], job: string, of: string): Promise<void> {
  const failures: unknown[] = [];
  for (const message of messages) {
    try {
      await mailer.send(message);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    const reasons = failures.map((e) => (e instanceof Error ? e.message : String(e))).join('; ');
    throw new Error(`${job}: ${failures.length} of ${messages.length} messages ${of} not sent: ${reasons}`, { cause: failures[0] });
  }
}

const outboxRow = (message: MailMessage, clock: Clock) => ({
  dedupeKey: message.dedupeKey,
  toAddress: message.to,
  replyTo: message.replyTo ?? null,
  subject: message.subject,
  body: message.body,
  htmlBody: message.html ?? null,
  createdAt: clock.now(),
});

/** The local outbox of ARCHITECTURE §5 "E-mail": written to the database and printed to the log. */
export function createOutboxMailer(db: Db, clock: Clock, log: MailLog = console): Mailer {
  return {
    async send(message) {
      const written = await insertOutboxMessage(db, outboxRow(message, clock));
      if (written) log.info(`[mail] outbox: to=${message.to} subject=${JSON.stringify(message.subject)}`);
    },
    outbox: (to) => findOutboxMessages(db, to),
  };
}

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port or smtps://… (nodemailer's connection URL). */
  url: string;
  /** `Name <address>` or an address. */
  from: string;
  log?: MailLog;
  /** Milliseconds; a dead server must fail the attempt well within the job's lease. */
  timeouts?: { connection: number; greeting: number; socket: number };
}

/** The domain of the From address: Message-IDs are minted under it. */
function fromDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/**
 * SMTP through nodemailer, with the outbox row as the record of what was delivered.
 *
 * The row is written only after the server accepted the message: a send that fails at SMTP leaves no row and
 * rejects, so the job is retried and the retry sends it. A key that already has a row is not sent again. The
 * window between acceptance and the row (a crash there) means at-least-once, never lost; the Message-ID is derived
 * from the dedupe key so a receiving system can fold such a repeat.
 */
export function createSmtpMailer(db: Db, clock: Clock, { url, from, log = console, timeouts }: SmtpMailerOptions): Mailer {
  const limits = timeouts ?? { connection: 10_000, greeting: 10_000, socket: 60_000 };
  const transport = createTransport({
    url,
    connectionTimeout: limits.connection,
    greetingTimeout: limits.greeting,
    socketTimeout: limits.socket,
  });
  const domain = fromDomain(from);
  const server = (() => {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587')}`;
  })();
  return {
    async send(message) {
      if (await outboxMessageExists(db, message.dedupeKey)) return;
      const info = await transport.sendMail({
        from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.body,
        ...(message.html === undefined ? {} : { html: message.html }),
        messageId: `<${createHash('sha256').update(message.dedupeKey).digest('hex').slice(0, 32)}@${domain}>`,
      });
      await insertOutboxMessage(db, outboxRow(message, clock));
      log.info(`[mail] smtp ${server}: to=${message.to} subject=${JSON.stringify(message.subject)} id=${info.messageId}`);
    },
    outbox: (to) => findOutboxMessages(db, to),
  };
}

/** The mailer the configuration asks for: SMTP when SMTP_URL is set, the local outbox otherwise. */
export function createMailer({
  db,
  clock,
  env,
  log = console,
}: {
  db: Db;
  clock: Clock;
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>;
  log?: MailLog;
}): Mailer {
  return env.SMTP_URL ? createSmtpMailer(db, clock, { url: env.SMTP_URL, from: env.MAIL_FROM, log }) : createOutboxMailer(db, clock, log);
}
