/** The two platform instances the journeys run against; both are started by playwright.config.ts. */
export const MAIN = { port: Number(process.env.E2E_PORT ?? 8181), env: 'e2e' } as const;
/** Short-lived access tokens (3 s) and its own remotes manifest, for the refresh and version-switch journeys. */
export const ALT = { port: Number(process.env.E2E_ALT_PORT ?? 8182), env: 'e2e-alt' } as const;

export const platformUrl = (port: number, path = '') => `http://localhost:${port}${path}`;
export const siteUrl = (subDomain: string, port: number, path = '') => `http://${subDomain}.localhost:${port}${path}`;
