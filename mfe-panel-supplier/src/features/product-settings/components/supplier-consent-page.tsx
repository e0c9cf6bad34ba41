import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { ErrorPanel, Heading, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { useLocation, useParams } from 'shared-ui/router';
import { PRODUCT_SETTINGS_PART } from '../../../lib/catalogue';
import { useSupplierConsent } from '../api/get-supplier-consent';
import { failureText } from '../../../lib/failure';
import { routeId } from '../lib/route-id';
import { ConsentServices } from './consent-services';
import { SupplierConsentForm, type ConsentCreatedState } from './supplier-consent-form';

const TITLE = SUPPLIER_MANIFEST.pages['supplier.productSettings.supplierConsent'].title;

/**
 * npanel/product-settings/supplier-consent/{id}: one consent, created at -1 and edited at its id: the partner, its
 * status and note, its deletion, and the services it covers with the partner's commission on each.
 */
export function SupplierConsentPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PRODUCT_SETTINGS_PART);
  usePageMeta({ title: TITLE, breadcrumbs: [...breadcrumbs, { label: TITLE }] });
  const { lang = DEFAULT_LOCALE, supplierConsentId } = useParams();
  const created = (useLocation().state as ConsentCreatedState | null)?.created ?? null;
  const id = routeId(supplierConsentId);
  const consent = useSupplierConsent(typeof id === 'number' ? id : null);

  let body;
  if (id === 'invalid') {
    body = <ErrorPanel message={t('supplier.productSettings.consent.notFound')} />;
  } else if (id === 'create') {
    body = <SupplierConsentForm key="create" lang={lang} consent={null} />;
  } else if (consent.error) {
    body = <ErrorPanel message={failureText(consent.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void consent.mutate()} />;
  } else if (!consent.data) {
    body = <LoadingState label={t('supplier.productSettings.consent.loading')} />;
  } else {
    body = (
      <Stack gap="8">
        <SupplierConsentForm key={id} lang={lang} consent={consent.data} created={created} />
        <ConsentServices consent={consent.data} onChanged={() => void consent.mutate()} />
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(TITLE)}
        </Heading>
        <Text color="fg.muted">{id === 'create' ? t('supplier.productSettings.consent.createIntro') : t('supplier.productSettings.consent.editIntro')}</Text>
      </Stack>
      {body}
    </Stack>
  );
}
