import { useState } from 'react';
import type { OwedPayee, PayeeParty, Payout } from 'shared-contracts/earnings';
import { ADMIN_MANIFEST } from 'shared-contracts/manifests';
import { money } from 'shared-contracts/site-content';
import { useCataloguePart, useIntl, useMoney, usePageMeta, useT } from 'shared-runtime/session';
import { Alert, Button, EmptyState, ErrorPanel, Field, Heading, HStack, Input, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Checkbox, Table, useConfirmController } from 'shared-ui/panel-kit';
import { ADMIN_PART } from '../../../lib/catalogue';
import { recordTransfer, useOwed, useUnpaidLines } from '../api/transfers';

type PageKey = 'admin.transfer.supplier' | 'admin.transfer.partner';
type Payee = { userId: number; currency: string; name: string };

/**
 * admin/transfer/supplier and admin/transfer/partner (issue 14 §3, ADR 0023): who is owed what, per payee and
 * currency; choosing one lists their unpaid lines; the administrator ticks the lines the bank transfer paid, types
 * its reference, confirms, and the transfer is recorded against exactly those lines (paid once: a line already paid
 * refuses the whole transfer, and the API's reason shows here).
 */
function TransfersView({ breadcrumbs, pageKey, party }: AreaPageProps & { pageKey: PageKey; party: PayeeParty }) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  useCataloguePart(ADMIN_PART);
  const titleId = ADMIN_MANIFEST.pages[pageKey].title;
  usePageMeta({ title: titleId, breadcrumbs: [...breadcrumbs, { label: titleId }] });
  const owed = useOwed(party);
  const [payee, setPayee] = useState<Payee | null>(null);
  const lines = useUnpaidLines(party, payee);
  const [selected, setSelected] = useState<number[]>([]);
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Payout | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirmController();

  function choose(row: OwedPayee) {
    setPayee({ userId: row.party_user_id, currency: row.currency, name: row.name });
    setSelected([]);
    setReference('');
    setReferenceError(null);
    setSelectionError(null);
    setFailure(null);
    setDone(null);
  }

  const rows = lines.data ?? [];
  const chosen = rows.filter((line) => selected.includes(line.id));
  const total = money(
    chosen.reduce((sum, line) => sum + line.amount.minor, 0),
    payee?.currency ?? 'NOK',
  );
  const toggle = (id: number, on: boolean) => setSelected((now) => (on ? [...now, id] : now.filter((each) => each !== id)));

  async function submit() {
    if (!payee) return;
    const ref = reference.trim();
    setReferenceError(ref ? null : t('admin.transfers.referenceRequired'));
    setSelectionError(chosen.length > 0 ? null : t('admin.transfers.selectionRequired'));
    if (!ref || chosen.length === 0) return;
    const question = t('admin.transfers.confirm.message', { count: chosen.length, amount: formatMoney(total), name: payee.name, reference: ref });
    if (!(await confirm({ title: t('admin.transfers.confirm.title'), message: question, confirmLabel: t('admin.transfers.confirm.confirm') }))) return;
    setBusy(true);
    setFailure(null);
    try {
      const payout = await recordTransfer(party, { party_user_id: payee.userId, line_ids: chosen.map((line) => line.id), reference: ref });
      setDone(payout);
      setSelected([]);
      setReference('');
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('admin.transfers.failed'));
    } finally {
      setBusy(false);
      await Promise.all([lines.mutate(), owed.mutate()]);
    }
  }

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(titleId)}
        </Heading>
        <Text color="fg.muted">{t('admin.transfers.intro')}</Text>
      </Stack>
      {owed.error ? (
        <ErrorPanel message={t('admin.transfers.loadError')} onRetry={() => void owed.mutate()} />
      ) : !owed.data ? (
        <LoadingState label={t('admin.transfers.loading')} />
      ) : owed.data.length === 0 ? (
        <EmptyState title={t('admin.transfers.nobodyOwed')} />
      ) : (
        <Table.Root size="sm" aria-label={t('admin.transfers.owedTable')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.transfers.column.payee')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.transfers.column.currency')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('admin.transfers.column.lines')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('admin.transfers.column.owed')}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {owed.data.map((row) => (
              <Table.Row key={`${row.party_user_id}:${row.currency}`} aria-selected={payee?.userId === row.party_user_id && payee.currency === row.currency}>
                <Table.Cell>
                  <Text>{row.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {row.email}
                  </Text>
                </Table.Cell>
                <Table.Cell>{row.currency}</Table.Cell>
                <Table.Cell textAlign="end">{intl.formatNumber(row.lines)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(row.owed)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button size="sm" variant="outline" onClick={() => choose(row)} aria-label={t('admin.transfers.choose', { name: row.name, currency: row.currency })}>
                    {t('admin.transfers.chooseShort')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {done ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('admin.transfers.recorded', { reference: done.reference, amount: formatMoney(done.amount), count: done.line_ids.length })}</Alert.Title>
        </Alert.Root>
      ) : null}
      {payee ? (
        <Stack as="section" aria-label={t('admin.transfers.linesOf', { name: payee.name, currency: payee.currency })} gap="4" borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h2" size="lg">
            {t('admin.transfers.linesOf', { name: payee.name, currency: payee.currency })}
          </Heading>
          {lines.error ? (
            <ErrorPanel message={t('admin.transfers.loadError')} onRetry={() => void lines.mutate()} />
          ) : !lines.data ? (
            <LoadingState label={t('admin.transfers.loading')} />
          ) : rows.length === 0 ? (
            <EmptyState title={t('admin.transfers.noLines')} />
          ) : (
            <Stack as="fieldset" gap="2">
              <Text as="legend" fontWeight="medium">
                {t('admin.transfers.pickLines')}
              </Text>
              {rows.map((line) => (
                <Checkbox.Root key={line.id} checked={selected.includes(line.id)} onCheckedChange={(details) => toggle(line.id, details.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {t('admin.transfers.line', {
                      booking: line.booking_number ?? t('admin.transfers.noBookingNumber'),
                      amount: formatMoney(line.amount),
                      date: intl.formatDate(line.created_at, { dateStyle: 'medium' }),
                    })}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
              {selectionError ? (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {selectionError}
                </Text>
              ) : null}
              <Text fontWeight="medium">{t('admin.transfers.selectedTotal', { count: chosen.length, amount: formatMoney(total) })}</Text>
            </Stack>
          )}
          <Field.Root invalid={referenceError !== null} required maxW="md">
            <Field.Label>{t('admin.transfers.reference')}</Field.Label>
            <Input value={reference} onChange={(event) => setReference(event.target.value)} maxLength={200} />
            <Field.HelperText>{t('admin.transfers.referenceHelp')}</Field.HelperText>
            {referenceError ? <Field.ErrorText>{referenceError}</Field.ErrorText> : null}
          </Field.Root>
          {failure ? <ErrorPanel message={failure} /> : null}
          <HStack>
            <Button onClick={() => void submit()} loading={busy}>
              {t('admin.transfers.record')}
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {dialog}
    </Stack>
  );
}

export const SupplierTransfersPage = (props: AreaPageProps) => <TransfersView {...props} pageKey="admin.transfer.supplier" party="supplier" />;
export const PartnerTransfersPage = (props: AreaPageProps) => <TransfersView {...props} pageKey="admin.transfer.partner" party="partner" />;
