import { DateTime } from 'luxon';
import type { CancellationListRow, RefundStatus } from 'shared-contracts/customer';
import { CancellationOrigin, ReservationStatus } from 'shared-contracts/enums';
import type { MessageId } from 'shared-runtime/i18n';
import { useIntl, useMoney, useT } from 'shared-runtime/session';
import { Badge, Box, Stack, Text, chakra } from 'shared-ui';

const STATUS: Record<RefundStatus, { labelId: MessageId; palette: string }> = {
  failed: { labelId: 'admin.cancellations.status.failed', palette: 'red' },
  succeeded: { labelId: 'admin.cancellations.status.succeeded', palette: 'green' },
  not_required: { labelId: 'admin.cancellations.status.notRequired', palette: 'gray' },
  pending: { labelId: 'admin.cancellations.status.pending', palette: 'yellow' },
};

const ORIGIN: Record<number, MessageId> = {
  [CancellationOrigin.SUPPLIER]: 'admin.cancellations.origin.supplier',
  [CancellationOrigin.CLIENT]: 'admin.cancellations.origin.customer',
  [CancellationOrigin.SYSTEM]: 'admin.cancellations.origin.system',
};

const COLUMNS: readonly MessageId[] = [
  'admin.cancellations.column.cancelledAt',
  'admin.cancellations.column.bookingNumber',
  'admin.cancellations.column.service',
  'admin.cancellations.column.payerEmail',
  'admin.cancellations.column.price',
  'admin.cancellations.column.refund',
  'admin.cancellations.column.refundStatus',
  'admin.cancellations.column.origin',
];

/** A refund the provider refused: the booking stays CANCELLATION_FAILED until an administrator finishes it. */
export function needsAdministrator(row: CancellationListRow): boolean {
  return row.refund_status === 'failed' || row.reservation_status === ReservationStatus.CANCELLATION_FAILED;
}

/** The viewer's own zone: an administrator reads "when" on their clock (tests pin it with TZ=UTC). */
function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const Th = chakra('th', { base: { textAlign: 'start', fontWeight: 'semibold', px: '3', py: '2', borderBottomWidth: '1px', whiteSpace: 'nowrap' } });
const Td = chakra('td', { base: { px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'top' } });

export function CancellationsTable({ rows }: { rows: CancellationListRow[] }) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  const zone = viewerZone();
  const missing = t('admin.cancellations.missing');

  const cancelledAt = (iso: string) => {
    const date = DateTime.fromISO(iso, { zone });
    // The page's language, not the browser's: the table reads like the rest of the page.
    return date.isValid ? date.setLocale(intl.locale).toLocaleString(DateTime.DATETIME_MED) : missing;
  };

  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l3">
      <chakra.table width="full" fontSize="sm" aria-label={t('admin.cancellations.tableLabel')}>
        <thead>
          <tr>
            {COLUMNS.map((id) => (
              <Th key={id} scope="col">
                {t(id)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const failed = needsAdministrator(row);
            const status = failed ? STATUS.failed : STATUS[row.refund_status];
            const originId = ORIGIN[row.origin];
            return (
              <chakra.tr key={row.reservation_uuid} bg={failed ? 'bg.error' : undefined} data-failed={failed || undefined}>
                <Td whiteSpace="nowrap">
                  <time dateTime={row.cancelled_at}>{cancelledAt(row.cancelled_at)}</time>
                </Td>
                <Td whiteSpace="nowrap">{row.booking_number ?? missing}</Td>
                <Td>{row.service_name}</Td>
                <Td>{row.payer_email}</Td>
                <Td whiteSpace="nowrap">{formatMoney(row.price)}</Td>
                <Td whiteSpace="nowrap">
                  {t('admin.cancellations.refund', { amount: formatMoney(row.refund_amount), percentage: row.refund_percentage })}
                </Td>
                <Td>
                  <Stack gap="1" align="start">
                    <Badge colorPalette={status.palette}>{t(status.labelId)}</Badge>
                    {failed && row.failure_code ? (
                      <Text fontSize="xs" color="fg.error">
                        {t('admin.cancellations.failureCode', { code: row.failure_code })}
                      </Text>
                    ) : null}
                  </Stack>
                </Td>
                <Td>{originId ? t(originId) : missing}</Td>
              </chakra.tr>
            );
          })}
        </tbody>
      </chakra.table>
    </Box>
  );
}
