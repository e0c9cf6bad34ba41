import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { DEFAULT_LOCALE, LIMITS } from 'shared-contracts/constants';
import { hrefFor, PARTNER_MANIFEST } from 'shared-contracts/manifests';
import type { PartnerSite, StripeAccount } from 'shared-contracts/sites';
import { loadCataloguePart } from 'shared-runtime/i18n';
import { useAlert, useCataloguePart, useLocale, usePageMeta, useSelectedSite, useT } from 'shared-runtime/session';
import { Alert, Heading, Link, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { errorMessage } from 'shared-ui/panel-kit';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'shared-ui/router';
import { PARTNER_PART } from '../../../lib/catalogue';
import { ownSiteKey } from '../../../lib/own-site';
import { stripeSetupCredential } from '../api/stripe-setup-credential';

const PAGE = PARTNER_MANIFEST.pages['partner.stripeConnect'];

type Outcome = { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * npanel/stripe-connect (ADR 0031): where Stripe's onboarding (or the simulated page) sends the partner back. With a
 * code it sets the account up for the selected site (the merchant page made the site it connects from the selected
 * one) and goes on to that site's merchant page; a cancelled connection, or one Stripe refused, says so with a way back.
 * The code is single-use: it is posted once, and the page is replaced in the history so Back does not post it again.
 */
export function StripeConnectReturnPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PARTNER_PART);
  usePageMeta({ title: PAGE.title, breadcrumbs: [...breadcrumbs, { label: PAGE.title }] });
  const { lang = DEFAULT_LOCALE } = useParams();
  const [query] = useSearchParams();
  const site = useSelectedSite().id;
  const code = query.get('code');
  const state = query.get('state');
  const error = query.get('error');
  const back = site === LIMITS.noSiteId ? hrefFor('partner.sites', { lang }) : hrefFor('partner.site.settings.merchantOfRecords', { lang, siteId: site });

  let body: ReactNode;
  if (error) {
    const cancelled = error === 'access_denied';
    body = (
      <Notice
        status={cancelled ? 'info' : 'error'}
        title={t(cancelled ? 'partner.stripe.return.cancelled' : 'partner.stripe.return.failed')}
        text={cancelled ? t('partner.stripe.return.cancelledHint') : t('partner.stripe.return.stripeError', { description: query.get('error_description') ?? error })}
        back={back}
      />
    );
  } else if (!code || !state) {
    body = <Notice status="error" title={t('partner.stripe.return.failed')} text={t('partner.stripe.return.missing')} back={back} />;
  } else if (site === LIMITS.noSiteId) {
    body = <Notice status="error" title={t('partner.stripe.return.failed')} text={t('partner.stripe.return.noSite')} back={back} />;
  } else {
    body = <SetUp site={site} code={code} state={state} lang={lang} back={back} />;
  }

  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="xl">
        {t(PAGE.title)}
      </Heading>
      {body}
    </Stack>
  );
}

/** The newest connection: the one this return set up. */
const newest = (accounts: StripeAccount[]) => [...accounts].sort((a, b) => b.connected_at.localeCompare(a.connected_at))[0];

function SetUp({ site, code, state, lang, back }: { site: number; code: string; state: string; lang: string; back: string }) {
  const t = useT();
  const alert = useAlert();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [locale] = useLocale();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  // Once per code, even when an effect runs twice (React's strict mode): a second post would find the code spent.
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (posted.current === code) return;
    posted.current = code;
    void (async () => {
      try {
        const accounts = await stripeSetupCredential(site, { code, state });
        await mutate(ownSiteKey(site), (current?: PartnerSite) => (current ? { ...current, stripe_accounts: accounts } : current), { revalidate: false });
        const connected = newest(accounts);
        // Stripe brings the partner back on a fresh page load: this area's texts may still be on their way, and the
        // toast is written when it is pushed. It names its text by id, for the toaster to render once they are here.
        await loadCataloguePart(PARTNER_PART, locale).catch(() => undefined);
        if (connected) alert.show({ status: 'success', messageId: 'partner.stripe.connected', values: { account: connected.account_id, currency: connected.currency } });
        navigate(hrefFor('partner.site.settings.merchantOfRecords', { lang, siteId: site }), { replace: true });
      } catch (failure) {
        setOutcome({ kind: 'failed', message: errorMessage(failure, t) });
      }
    })();
  }, [site, code, state, lang, locale, alert, mutate, navigate, t]);

  if (outcome.kind === 'failed') return <Notice status="error" title={t('partner.stripe.return.failed')} text={outcome.message} back={back} />;
  return (
    <Stack gap="3" aria-busy="true">
      <Text>{t('partner.stripe.return.connecting')}</Text>
      <LoadingState />
    </Stack>
  );
}

function Notice({ status, title, text, back }: { status: 'info' | 'error'; title: string; text: string; back: string }) {
  const t = useT();
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>{text}</Text>
            <Link asChild>
              <RouterLink to={back}>{t('partner.stripe.return.back')}</RouterLink>
            </Link>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
