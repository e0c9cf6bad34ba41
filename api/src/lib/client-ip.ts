import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address. X-Forwarded-For is believed only for the configured number of trusted proxy hops
 * (TRUST_PROXY): each proxy appends the address it saw, so the entry `hops` from the end is the client as
 * seen by the outermost trusted proxy. Anything a client writes further left is ignored.
 */
export function clientIp(c: Context, trustedHops: number): string | null {
  if (trustedHops > 0) {
    const forwarded = c.req.header('x-forwarded-for');
    if (forwarded) {
      const chain = forwarded
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const candidate = chain[Math.max(0, chain.length - trustedHops)];
      if (candidate) return candidate;
    }
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return null;
  }
}
