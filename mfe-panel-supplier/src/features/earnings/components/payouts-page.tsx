import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { useCataloguePart, useIntl, useMoney, usePageMeta, useT } from 'shared-runtime/session';
import { EmptyState, ErrorPanel, Heading, HStack, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Table } from 'shared-ui/panel-kit';
import { EARNINGS_PART } from '../../../lib/catalogue';
import { useEarningTotals, usePayouts } from '../api/payouts';
import { ReceiptButton } from './receipt-button';

/**
 * npanel/payouts (issue 14 §3, ADR 0023): what the platform owes the supplier per currency, and the payouts that
 * paid it (when, the bank reference, the amount and lines), each with its PDF receipt.
 */
export function PayoutsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  useCataloguePart(EARNINGS_PART);
  const title = SUPPLIER_MANIFEST.pages['supplier.payouts'].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const totals = useEarningTotals();
  const payouts = usePayouts();

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t('supplier.earnings.payouts.intro')}</Text>
      </Stack>
      {totals.data && totals.data.length > 0 ? (
        <HStack gap="8" wrap="wrap" role="group" aria-label={t('supplier.earnings.payouts.owedTitle')}>
          {totals.data.map((row) => (
            <Stack key={row.currency} gap="0">
              <Text fontSize="sm" color="fg.muted">
                {t('supplier.earnings.payouts.owed', { currency: row.currency })}
              </Text>
              <Text fontSize="xl" fontWeight="semibold">
                {formatMoney(row.owed)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('supplier.earnings.payouts.paidSoFar', { amount: formatMoney(row.paid) })}
              </Text>
            </Stack>
          ))}
        </HStack>
      ) : null}
      <Heading as="h2" size="lg">
        {t('supplier.earnings.payouts.listTitle')}
      </Heading>
      {payouts.error ? (
        <ErrorPanel message={t('supplier.earnings.payouts.loadError')} onRetry={() => void payouts.mutate()} />
      ) : !payouts.data ? (
        <LoadingState label={t('supplier.earnings.payouts.loading')} />
      ) : payouts.data.length === 0 ? (
        <EmptyState title={t('supplier.earnings.payouts.empty')} description={t('supplier.earnings.payouts.emptyHint')} />
      ) : (
        <Table.Root size="sm" aria-label={t('supplier.earnings.payouts.listTitle')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('supplier.earnings.payouts.column.paidAt')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('supplier.earnings.payouts.column.reference')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('supplier.earnings.payouts.column.lines')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('supplier.earnings.payouts.column.amount')}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {payouts.data.map((payout) => (
              <Table.Row key={payout.id}>
                <Table.Cell>
                  <time dateTime={payout.paid_at}>{intl.formatDate(payout.paid_at, { dateStyle: 'medium' })}</time>
                </Table.Cell>
                <Table.Cell>{payout.reference}</Table.Cell>
                <Table.Cell textAlign="end">{intl.formatNumber(payout.lines)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(payout.amount)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <ReceiptButton party="supplier" payoutId={payout.id} userId={payout.party_user_id} reference={payout.reference} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
