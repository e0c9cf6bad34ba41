/**
 * In the compose topology nginx serves the pages (docker/nginx/shell.conf), so it must send the security headers the
 * API sends when it serves them itself (api/src/lib/security.ts). Read the way nginx reads them: the map that tells
 * a page from the original URI, and the headers `location /` adds from it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const conf = readFileSync(path.resolve(__dirname, '..', 'docker', 'nginx', 'shell.conf'), 'utf8');

/** `map <source> $<name> { "<key>" <value>; … }` as [key, value] pairs, in order. */
function mapEntries(name: string): [string, string][] {
  const body = new RegExp(`map\\s+\\S+\\s+\\$${name}\\s*\\{([\\s\\S]*?)\\n\\}`).exec(conf)?.[1];
  if (body === undefined) throw new Error(`no map for $${name}`);
  return [...body.matchAll(/^\s*("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|'[^']*'|[^;\s]+)\s*;/gm)].map(([, key, value]) => [
    key!.replace(/^"|"$/g, ''),
    value!.replace(/^"|"$/g, ''),
  ]);
}

/** What nginx's map yields for a value: the first regex (`~…`) or exact key that matches, else `default`. */
function lookup(name: string, value: string): string {
  const entries = mapEntries(name);
  for (const [key, result] of entries) {
    if (key === 'default') continue;
    if (key.startsWith('~') ? new RegExp(key.slice(1)).test(value) : key === value) return result;
  }
  return entries.find(([key]) => key === 'default')?.[1] ?? '';
}

const pageHeaders = (uri: string) => {
  const page = lookup('wayhub_page', uri);
  return { page, csp: lookup('wayhub_csp', page), frameOptions: lookup('wayhub_frame_options', page) };
};
const directive = (csp: string, name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));

describe('nginx page security headers (docker/nginx/shell.conf)', () => {
  test('panel pages: no framing, scripts from this origin and Stripe only', () => {
    for (const uri of ['/en/login', '/no/npanel/sites/3/settings', '/sv/admin', '/en/login?next=%2Fen%2Fnpanel']) {
      const { page, csp, frameOptions } = pageHeaders(uri);
      expect({ uri, page, frameOptions }).toEqual({ uri, page: 'panel', frameOptions: 'DENY' });
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(csp, 'script-src')).toBe("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    }
  });

  test('only the widget pages may be framed', () => {
    for (const uri of ['/en/widget', '/de/widget?id=1', '/6f1c3b9a-0000-4000-8000-000000000001/gotohubwidget']) {
      const { page, csp, frameOptions } = pageHeaders(uri);
      expect({ uri, page, frameOptions, ancestors: directive(csp, 'frame-ancestors') }).toEqual({ uri, page: 'widget', frameOptions: '', ancestors: 'frame-ancestors *' });
    }
    for (const uri of ['/en', '/', '/en/activity/3', '/en/widgets', '/en/customer-reservation/booking']) {
      const { csp, frameOptions } = pageHeaders(uri);
      expect({ uri, frameOptions, ancestors: directive(csp, 'frame-ancestors') }).toEqual({ uri, frameOptions: 'DENY', ancestors: "frame-ancestors 'none'" });
    }
  });

  test('every policy forbids plugins and foreign base URLs; HSTS only over https', () => {
    for (const [, csp] of mapEntries('wayhub_csp')) {
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
      expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    }
    expect(lookup('wayhub_hsts', 'http')).toBe('');
    expect(lookup('wayhub_hsts', 'httphttps')).toBe('max-age=31536000; includeSubDomains');
  });

  test('`location /`, which serves every page, adds them all', () => {
    const root = /location \/ \{([\s\S]*?)\n {2}\}/.exec(conf)?.[1] ?? '';
    for (const header of ['Content-Security-Policy $wayhub_csp', 'X-Frame-Options $wayhub_frame_options', 'Strict-Transport-Security $wayhub_hsts', 'Permissions-Policy', 'X-Content-Type-Options']) {
      expect(root).toContain(`add_header ${header}`);
    }
  });
});
