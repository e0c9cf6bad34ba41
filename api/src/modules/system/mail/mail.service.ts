import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { findOutboxMessages, insertOutboxMessage, type OutboxRow } from './mail.repo';

export interface MailMessage {
  /** One message per key, however often a retried job sends it. */
  dedupeKey: string;
  to: string;
  replyTo?: string;
  subject: string;
  body: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** What the outbox holds (tests, and a future admin view). */
  outbox(to?: string): Promise<OutboxRow[]>;
}

/**
 * The local outbox of ARCHITECTURE §5 "E-mail": written to the database and printed to the log. SMTP delivery
 * (SMTP_URL through nodemailer) is not wired yet; it would send here and keep the outbox row as the record.
 */
export function createOutboxMailer(db: Db, clock: Clock, log: Pick<Console, 'info'> = console): Mailer {
  return {
    async send(message) {
      const written = await insertOutboxMessage(db, {
        dedupeKey: message.dedupeKey,
        toAddress: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        body: message.body,
        createdAt: clock.now(),
      });
      if (written) log.info(`[mail] outbox: to=${message.to} subject=${JSON.stringify(message.subject)}`);
    },
    outbox: (to) => findOutboxMessages(db, to),
  };
}
