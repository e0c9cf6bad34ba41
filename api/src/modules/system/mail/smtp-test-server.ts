/**
 * A real SMTP server for tests (smtp-server, a devDependency): plain text with AUTH, as a staging catcher such as
 * Mailpit would be. Test-only; nothing in the app imports it.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 's3cret pass';

export interface Received {
  user: string | undefined;
  envelope: { from: string | false; to: string[] };
  mail: ParsedMail;
}

export interface SmtpTestServer {
  received: Received[];
  /** `reject`: every message is refused with 451 after DATA; `rejectRecipients`: RCPT TO refused with 450. */
  state: { reject: boolean; rejectRecipients: Set<string> };
  port: number;
  /** smtp://mailer:…@127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<SmtpTestServer> {
  const received: Received[] = [];
  const state = { reject: false, rejectRecipients: new Set<string>() };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (state.rejectRecipients.has(address.address)) callback(Object.assign(new Error(`Mailbox ${address.address} busy`), { responseCode: 450 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.reject) {
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          received.push({
            user: session.user as string | undefined,
            envelope: {
              from: session.envelope.mailFrom === false ? false : session.envelope.mailFrom.address,
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            mail,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    state,
    port,
    url: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
