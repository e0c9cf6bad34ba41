import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { ErrorPanel, Heading, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { useLocation, useParams } from 'shared-ui/router';
import { PRODUCT_SETTINGS_PART } from '../../../lib/catalogue';
import { useCancellationPolicy } from '../api/get-cancellation-policy';
import { failureText } from '../../../lib/failure';
import { routeId } from '../lib/route-id';
import { CancellationPolicyForm, type CreatedState } from './cancellation-policy-form';

const TITLE = SUPPLIER_MANIFEST.pages['supplier.cancellationPolicy'].title;

/**
 * npanel/cancellation-policy/{id} and npanel/product-settings/cancellation-policy/{id}: one policy, created at -1 (or
 * no id) and edited at its id: its name, its refund tiers with the sentence a guest reads for each, the services that
 * follow it, and its deletion.
 */
export function CancellationPolicyPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PRODUCT_SETTINGS_PART);
  usePageMeta({ title: TITLE, breadcrumbs: [...breadcrumbs, { label: TITLE }] });
  const { lang = DEFAULT_LOCALE, cancellationPolicyId } = useParams();
  const created = (useLocation().state as CreatedState | null)?.created ?? null;
  const id = routeId(cancellationPolicyId);
  const policy = useCancellationPolicy(typeof id === 'number' ? id : null);

  let body;
  if (id === 'invalid') {
    body = <ErrorPanel message={t('supplier.productSettings.policy.notFound')} />;
  } else if (id === 'create') {
    body = <CancellationPolicyForm key="create" lang={lang} policy={null} />;
  } else if (policy.error) {
    body = <ErrorPanel message={failureText(policy.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void policy.mutate()} />;
  } else if (!policy.data) {
    body = <LoadingState label={t('supplier.productSettings.policy.loading')} />;
  } else {
    body = <CancellationPolicyForm key={id} lang={lang} policy={policy.data} created={created} />;
  }

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(TITLE)}
        </Heading>
        <Text color="fg.muted">{id === 'create' ? t('supplier.productSettings.policy.createIntro') : t('supplier.productSettings.policy.editIntro')}</Text>
      </Stack>
      {body}
    </Stack>
  );
}
