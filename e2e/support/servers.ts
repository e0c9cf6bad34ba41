/** The two platform instances the journeys run against; both are started by playwright.config.ts. */
export const MAIN = { port: Number(process.env.E2E_PORT ?? 8181), env: 'e2e' } as const;
/** Short-lived access tokens (3 s) and its own remotes manifest, for the refresh and version-switch journeys. */
export const ALT = { port: Number(process.env.E2E_ALT_PORT ?? 8182), env: 'e2e-alt' } as const;

export const platformUrl = (port: number, path = '') => `http://localhost:${port}${path}`;
export const siteUrl = (subDomain: string, port: number, path = '') => `http://${subDomain}.localhost:${port}${path}`;
/** The journeys' SMTP catcher (support/mail-catcher.ts): MAIN sends its e-mail there; tests read it over HTTP. */
export const MAIL = { smtpPort: Number(process.env.E2E_SMTP_PORT ?? 8125), httpPort: Number(process.env.E2E_MAIL_HTTP_PORT ?? 8126) } as const;

/** The messages the catcher received for `to`, oldest first. */
export async function caughtMail(to: string): Promise<{ to: string[]; from: string; subject: string; text: string; html: string | null }[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL.httpPort}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mail catcher: HTTP ${response.status}`);
  return (await response.json()) as { to: string[]; from: string; subject: string; text: string; html: string | null }[];
}
