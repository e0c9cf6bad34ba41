/**
 * A real SMTP server for the journeys (a small Mailpit): the platform under test sends its e-mail here over SMTP
 * (SMTP_URL), and the tests read what arrived over HTTP. Started by playwright.config.ts as a web server.
 *
 *   SMTP  127.0.0.1:MAIL.smtpPort   accepts any message, no auth, no TLS
 *   HTTP  GET  /messages[?to=addr]   every message received, oldest first: { to, from, subject, text, html, date }
 *         GET  /healthz             200 once both listen
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL } from './servers';

interface CaughtMessage {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  date: string;
}

const messages: CaughtMessage[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : null,
          date: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/healthz') {
    response.writeHead(200).end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    return;
  }
  response.writeHead(404).end();
});

smtp.listen(MAIL.smtpPort, '127.0.0.1', () => {
  http.listen(MAIL.httpPort, '127.0.0.1');
});

const stop = () => {
  smtp.close(() => undefined);
  http.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
