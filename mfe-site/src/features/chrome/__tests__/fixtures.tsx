/** Seed-shaped answers (api/src/db/seed: site "demo") and the harness the chrome tests render in. */
import { useLocation, Route, Routes } from 'shared-ui/router';
import { SWRConfig } from 'swr';
import type { PartnerSite } from 'shared-contracts/sites';
import { createPartnerSite } from 'shared-contracts/testing';
import type { ApiServer } from 'shared-contracts/testing/api-server';
import StorefrontLayout from '../components/storefront-layout';
import type { Redirect } from '../lib/redirect';

export const SITE_ID = 7;

export function demoSite(overrides: Partial<PartnerSite> = {}): PartnerSite {
  const base = createPartnerSite({ id: SITE_ID, name: 'Demo Travels', sub_domain: 'demo' });
  return {
    ...base,
    general_settings: { ...base.general_settings, name: 'Demo Travels', company_name: 'Demo Travels AS', language: { enabled_language: ['en', 'no', 'sv', 'de'], primary_language: 'en' } },
    ...overrides,
  };
}

export const LOCALES = [
  { code: 'en', name: 'English', is_active: true },
  { code: 'no', name: 'Norsk', is_active: true },
  { code: 'sv', name: 'Svenska', is_active: true },
  { code: 'de', name: 'Deutsch', is_active: true },
  { code: 'fr', name: 'Français', is_active: true },
];

export const MENU = [
  { id: 1, parent_id: null, label: 'Home', url: '/en/page/home', is_external: false, position: 1 },
  { id: 2, parent_id: null, label: 'Activities', url: '/search?type=activities', is_external: false, position: 2 },
  { id: 3, parent_id: null, label: 'About us', url: '/en/page/about', is_external: false, position: 4 },
  { id: 4, parent_id: 3, label: 'Our team', url: '/en/page/team', is_external: false, position: 1 },
  { id: 5, parent_id: null, label: 'Visit Norway', url: 'https://www.visitnorway.com', is_external: true, position: 3 },
];

export function footerAnswer(overrides: Record<string, unknown> = {}) {
  return {
    company_name: 'Demo Travels AS',
    background_color: '#111827',
    font_color: '#F9FAFB',
    widgets: [
      { title: 'Contact', content: '<p>Karl Johans gate 1, 0154 Oslo.</p><script>window.__widgetRan = true</script><a href="javascript:alert(1)">bad</a>' },
      { title: 'About us', content: 'Fjord cruises, city walks and cabins across Norway.' },
    ],
    links: [
      { id: 1, label: 'About us', url: '/en/page/about', is_external: false, position: 1 },
      { id: 2, label: 'Contact', url: 'mailto:hello@demo-travels.test', is_external: true, position: 2 },
    ],
    use_goto_hub_privacy: true,
    privacy_policy_page_path: 'privacy-policy',
    terms_and_conditions_page_path: 'terms-and-conditions',
    member_by: { name: 'Wayhub', url: 'https://wayhub.example' },
    ...overrides,
  };
}

/** Answers every start-up and chrome call for `site`, as the API does. */
export function answerSite(server: ApiServer, site: PartnerSite, extra: { footer?: Record<string, unknown> } = {}) {
  server.on('GET /gateway/core/v1/langs', () => ({ body: { data: LOCALES } }));
  server.on('GET /gateway/core/public/partner-sites', () => ({ body: { data: site } }));
  server.on(`GET /core/public/partner-sites/${site.id}/settings`, () => ({
    body: { data: [{ setting: 'HEADER_LOGO_BLACK', value: 'data:image/svg+xml,black' }, { setting: 'HEADER_LOGO_WHITE', value: 'data:image/svg+xml,white' }] },
  }));
  server.on(`GET /core/public/partner-sites/${site.id}/menu-items`, () => ({ body: { data: MENU } }));
  server.on(`GET /core/public/partner-sites/${site.id}/footer`, () => ({ body: { data: footerAnswer(extra.footer) } }));
}

export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The storefront layout route as routes.tsx mounts it, with a probe page for the index and search routes. */
export function Harness({ hostname, redirect }: { hostname: string; redirect: Redirect }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Routes>
        <Route element={<StorefrontLayout hostname={hostname} redirect={redirect} />}>
          <Route index element={<h1>Home content</h1>} />
          <Route path="search" element={<LocationProbe />} />
          <Route path="*" element={<LocationProbe />} />
        </Route>
      </Routes>
    </SWRConfig>
  );
}
