import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { hrefFor, PARTNER_MANIFEST } from 'shared-contracts/manifests';
import type { PartnerSite } from 'shared-contracts/sites';
import { useT } from 'shared-runtime/session';
import { Link, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { useOwnSite } from '../../../lib/own-site';
import { ReadsPending, SitePageFrame } from '../../../lib/site-page';
import { BookingFlowForm, FooterForm, HeaderForm, LocationForm, RedirectionForm, ScriptsForm } from './group-forms';

/** The settings groups of spec 000 §2.3 (`site-settings/{booking-flow, footer, header, location, redirection, script}`), in tab order. */
export const SETTINGS_TABS = ['bookingFlow', 'header', 'footer', 'location', 'redirection', 'script'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const TAB_PAGES = {
  bookingFlow: 'partner.siteSettings.bookingFlow',
  header: 'partner.siteSettings.header',
  footer: 'partner.siteSettings.footer',
  location: 'partner.siteSettings.location',
  redirection: 'partner.siteSettings.redirection',
  script: 'partner.siteSettings.script',
} as const satisfies Record<SettingsTab, keyof typeof PARTNER_MANIFEST.pages>;

const FORMS = {
  bookingFlow: BookingFlowForm,
  header: HeaderForm,
  footer: FooterForm,
  location: LocationForm,
  redirection: RedirectionForm,
  script: ScriptsForm,
} as const;

/**
 * npanel/{siteId}/site-settings/… (and npanel/sites/{siteId}/settings/site-setting, footer-setting), issue 15 §2: a
 * site's settings groups, one tab each. Each tab saves its own group (ADR 0029); the storefront uses it on its next load.
 */
export function siteSettingsPage(tab: SettingsTab) {
  function SiteSettingsPage(props: AreaPageProps) {
    const { lang = DEFAULT_LOCALE } = useParams();
    return (
      <SitePageFrame {...props} title={PARTNER_MANIFEST.pages[TAB_PAGES[tab]].title} heading="areas.partner.siteSettings">
        {(site) => (
          <>
            <SettingsTabs site={site} lang={lang} current={tab} />
            <GroupLoader key={`${site}:${tab}`} site={site} tab={tab} />
          </>
        )}
      </SitePageFrame>
    );
  }
  return SiteSettingsPage;
}

/** The groups as links (each is a page of its own), the current one marked for assistive technology. */
function SettingsTabs({ site, lang, current }: { site: number; lang: string; current: SettingsTab }) {
  const t = useT();
  return (
    <nav aria-label={t('partner.siteSettings.groups')}>
      <Stack direction="row" gap="1" wrap="wrap" borderBottomWidth="1px">
        {SETTINGS_TABS.map((tab) => {
          const page = PARTNER_MANIFEST.pages[TAB_PAGES[tab]];
          const active = tab === current;
          return (
            <Link
              key={tab}
              asChild
              px="3"
              py="2"
              fontWeight={active ? 'semibold' : 'normal'}
              borderBottomWidth="2px"
              borderColor={active ? 'colorPalette.solid' : 'transparent'}
              colorPalette="blue"
              mb="-1px"
              {...(active ? { 'aria-current': 'page' as const } : {})}
            >
              <RouterLink to={hrefFor(TAB_PAGES[tab], { lang, siteId: site })}>{t(page.title)}</RouterLink>
            </Link>
          );
        })}
      </Stack>
    </nav>
  );
}

function GroupLoader({ site, tab }: { site: number; tab: SettingsTab }) {
  const t = useT();
  const siteInfo = useOwnSite(site);
  if (!siteInfo.data) return <ReadsPending reads={[siteInfo]} />;
  const Form = FORMS[tab];
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t(`partner.siteSettings.${tab}.intro`)}</Text>
      <Form site={siteInfo.data satisfies PartnerSite} />
    </Stack>
  );
}
