import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { useCataloguePart, useIntl, useMoney, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, Button, ErrorPanel, Heading, HStack, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Link, useParams } from 'shared-ui/router';
import { CANCELLATIONS_PART } from '../../../lib/catalogue';
import { useCancellation } from '../api/get-cancellation';
import { auditLabel, originLabel, STATE_PALETTE, stateLabel } from './labels';

/** npanel/cancellations/:cancellationId: one cancellation, read-only (ADR 0022: administrators act on failed refunds). */
export function CancellationDetailsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  const { lang = 'en', cancellationId } = useParams();
  useCataloguePart(CANCELLATIONS_PART);
  const title = SUPPLIER_MANIFEST.pages['supplier.cancellations.details'].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const id = cancellationId && /^\d{1,9}$/.test(cancellationId) ? Number(cancellationId) : null;
  const details = useCancellation(id);
  const back = (
    <Button asChild variant="outline" size="sm" alignSelf="start">
      <Link to={hrefFor('supplier.cancellations.list', { lang })}>{t('supplier.cancellations.back')}</Link>
    </Button>
  );

  if (id === null || details.error) {
    return (
      <Stack gap="4">
        <ErrorPanel message={t('supplier.cancellations.notFound')} />
        {back}
      </Stack>
    );
  }
  const data = details.data;
  if (!data) return <LoadingState label={t('supplier.cancellations.loading')} />;
  return (
    <Stack gap="4">
      {back}
      <Heading as="h1" size="xl">
        {t('supplier.cancellations.details.heading', { booking: data.booking_number ?? data.reservation_ref })}
      </Heading>
      <HStack gap="2">
        <Badge colorPalette={STATE_PALETTE[data.state]}>{t(stateLabel(data.state))}</Badge>
        <Text>{t(originLabel(data.origin))}</Text>
      </HStack>
      <Text>{data.service.name}</Text>
      <Text>{t('supplier.cancellations.details.reason', { reason: data.reason ?? t('supplier.cancellations.missing') })}</Text>
      <Text>{t('supplier.cancellations.details.tier', { percentage: data.policy_tier.refund_percentage })}</Text>
      <Text>{t('supplier.cancellations.details.refund', { amount: formatMoney(data.refund_amount) })}</Text>
      {data.provider_refund_id ? <Text>{t('supplier.cancellations.details.providerRefund', { id: data.provider_refund_id })}</Text> : null}
      {data.failure_code ? <Text>{t('supplier.cancellations.details.failure', { code: data.failure_code })}</Text> : null}
      <Heading as="h2" size="md">
        {t('supplier.cancellations.details.trail')}
      </Heading>
      <Stack as="ol" gap="1" aria-label={t('supplier.cancellations.details.trail')}>
        {data.audit.map((entry, index) => (
          <Text as="li" key={index} listStyleType="none">
            {t('supplier.cancellations.details.trailLine', {
              when: intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' }),
              what: t(auditLabel(entry.kind)),
              detail: entry.text,
            })}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
