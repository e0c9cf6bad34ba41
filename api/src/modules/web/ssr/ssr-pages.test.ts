/**
 * Server-drawn pages through the API (issue 16 §1, §4; ADR 0034), with a stand-in renderer in place of the shell's
 * server build (e2e/tests/server-render.spec.ts draws with the real one): which pages go to the renderer, what it is
 * given, how its page is sent, the cache, and the cache's invalidation by a back-office change.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { api } from 'shared-contracts/paths';
import { PartnerSiteAnswerSchema } from 'shared-contracts/sites';
import * as v from 'valibot';
import { partnerSites } from '../../../db/schema/core';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { SHELL_SERVER_FILE } from './server-render';

const INDEX = '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Wayhub</title></head><body><div id="root"></div><script defer src="/_shell/main.js"></script></body></html>';
const HTML = { accept: 'text/html' };

/** Draws "<main>host path #n</main>", n counting the renders of this process, and reads a site call in process. */
const RENDERER = `
let renders = 0;
exports.createPageRenderer = async (options) => ({
  async render(request) {
    renders += 1;
    const site = await (await options.fetch(options.origin + '/gateway/core/public/partner-sites?url=' + request.hostname)).json();
    return {
      html: '<main>' + site.data.general_settings.name + ' ' + request.path + ' #' + renders + '</main>',
      styles: '<style data-emotion="css x">.x{}</style>',
      state: { locale: request.path.split('/')[1], swr: { site: site.data.id } },
      remoteEntry: request.remotes.mfe_site,
    };
  },
});`;

describe.each(oneTestDatabase())('server-drawn partner-site pages through the API, on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  function app(): TestApp {
    const t = ctx.app({ SERVER_RENDER: 'on' });
    mkdirSync(path.join(t.env.WEB_ROOT, 'shell'), { recursive: true });
    writeFileSync(path.join(t.env.WEB_ROOT, 'shell', 'index.html'), INDEX);
    mkdirSync(path.join(t.env.WEB_ROOT, 'shell-server'), { recursive: true });
    writeFileSync(path.join(t.env.WEB_ROOT, SHELL_SERVER_FILE), RENDERER);
    mkdirSync(t.env.REMOTES_DIR, { recursive: true });
    writeFileSync(path.join(t.env.REMOTES_DIR, `${t.env.WAYHUB_ENV}.json`), JSON.stringify({ mfe_site: '/remotes/mfe-site/1.0.0/mf-manifest.json' }));
    return t;
  }
  const get = async (t: TestApp, pathname: string, host = 'demo.localhost:8080') => {
    const response = await t.request(pathname, { headers: { ...HTML, host } });
    return { response, text: await response.text() };
  };

  test('a partner site’s page is drawn once, sent with its head, styles and state, then served from the cache', async () => {
    const t = app();
    const first = await get(t, '/no/page/about');
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('x-page-cache')).toBe('miss');
    expect(first.text).toContain('<html lang="no"');
    expect(first.text).toContain('<style data-emotion="css x">.x{}</style><div id="root" data-server-rendered=""><main>Demo Travels /no/page/about #1</main></div>');
    expect(first.text).toMatch(/<script id="wayhub-server-state" type="application\/json">\{"locale":"no","swr":\{"site":\d+\}\}<\/script><script defer src="\/_shell\/main.js">/);

    const again = await get(t, '/no/page/about');
    expect(again.response.headers.get('x-page-cache')).toBe('hit');
    expect(again.text).toBe(first.text);
    // Another language, another page.
    expect((await get(t, '/en/page/about')).text).toContain('/en/page/about #2');
  });

  test('a remote version switch is drawn at the next request, cached page or not (issue 16 §2)', async () => {
    const t = app();
    expect((await get(t, '/en')).text).toContain('/en #1');
    expect((await get(t, '/en')).response.headers.get('x-page-cache')).toBe('hit');
    writeFileSync(path.join(t.env.REMOTES_DIR, `${t.env.WAYHUB_ENV}.json`), JSON.stringify({ mfe_site: '/remotes/mfe-site/1.1.0/mf-manifest.json' }));
    const switched = await get(t, '/en');
    expect(switched.response.headers.get('x-page-cache')).toBe('miss');
    expect(switched.text).toContain('/en #2');
  });

  test('pages mfe-site does not draw, and pages that do not exist, are left to the browser', async () => {
    const t = app();
    const missing = await get(t, '/en/page/no-such-page');
    expect(missing.response.status).toBe(404);
    expect(missing.text).not.toContain('data-server-rendered');
    const guest = await get(t, '/en/booking-details');
    expect(guest.text).not.toContain('data-server-rendered');
    // The platform's own host is no partner site.
    const platform = await get(t, '/en', 'localhost:8080');
    expect(platform.text).not.toContain('data-server-rendered');
  });

  test('a back-office change empties the cache: the next request draws the page again', async () => {
    const t = app();
    expect((await get(t, '/en')).text).toContain('#1');
    expect((await get(t, '/en')).response.headers.get('x-page-cache')).toBe('hit');

    const id = (await t.handle.db.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.subDomain, 'demo')))[0]!.id;
    const site = v.parse(PartnerSiteAnswerSchema, await (await t.request(api.partnerSites.byHost.path({ url: 'demo.localhost' }))).json()).data;
    const { token } = await t.login(DEMO.partner);
    // A failed write changes nothing, and keeps the cache.
    const refused = await t.request(api.partnerSites.updateSettings.path({ id }), { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ theme_settings: 'blue' }) });
    expect(refused.status).toBe(400);
    expect((await get(t, '/en')).response.headers.get('x-page-cache')).toBe('hit');

    const theme = { ...site.theme_settings, button_background_color: '#0B7A75' };
    const saved = await t.request(api.partnerSites.updateSettings.path({ id }), { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ theme_settings: theme }) });
    expect(saved.status).toBe(200);
    const redrawn = await get(t, '/en');
    expect(redrawn.response.headers.get('x-page-cache')).toBe('miss');
    expect(redrawn.text).toContain('/en #2');
  });
});
