import { useMemo, useState } from 'react';
import { TOUR_MANAGE_LIMITS, type TicketCode, type TicketCodeRowReason } from 'shared-contracts/tour-manage';
import type { MessageId } from 'shared-contracts/messages';
import { formatDisplayDate } from 'shared-contracts/dates';
import { useAlert, useLocale, useT } from 'shared-runtime/session';
import { Badge, Box, Button, Flex, Heading, List, Stack, Text } from 'shared-ui';
import { DataTable, errorReportCsv, FileUpload, Table, useConfirm, useServerTable } from 'shared-ui/panel-kit';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { clearTicketCodes } from '../api/clear-ticket-codes';
import { deleteTicketCode } from '../api/delete-ticket-code';
import { listTicketCodes } from '../api/list-ticket-codes';
import { ticketCodesUploader, type TicketCodeUploadResult } from '../api/upload-ticket-codes';
import { failureText } from '../../../lib/failure';
import { ManageFrame } from './manage-frame';

const REASON_LABELS: Record<TicketCodeRowReason, MessageId> = {
  empty: 'supplier.tourManage.codes.reason.empty',
  too_long: 'supplier.tourManage.codes.reason.tooLong',
  invalid: 'supplier.tourManage.codes.reason.invalid',
  duplicate: 'supplier.tourManage.codes.reason.duplicate',
  exists: 'supplier.tourManage.codes.reason.exists',
};

/** How many refused rows the page lists; the downloadable report has every row the API listed. */
const ROWS_SHOWN = 50;

/**
 * npanel/tour/manage/{id}/voucherCodes: the codes handed to guests who book the activity. A CSV (one code per line,
 * or a `code` column) is sent whole with upload progress; the API's answer reports every refused row. The list
 * shows each code and whether a guest holds it; clearing removes the codes not yet handed out.
 */
export function VoucherCodesPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  return (
    <ManageFrame page="supplier.tour.manage.voucherCodes" breadcrumbs={breadcrumbs} intro={t('supplier.tourManage.codes.intro')}>
      {({ tourId }) => <VoucherCodesBody tourId={tourId} />}
    </ManageFrame>
  );
}

function VoucherCodesBody({ tourId }: { tourId: number }) {
  const t = useT();
  const [locale] = useLocale();
  const confirm = useConfirm();
  const alert = useAlert();
  const upload = useMemo(() => ticketCodesUploader(tourId), [tourId]);
  const [report, setReport] = useState<{ file: string; result: TicketCodeUploadResult } | null>(null);
  const [notice, setNotice] = useState('');
  const [unused, setUnused] = useState<number | null>(null);
  const [clearing, setClearing] = useState(false);

  const table = useServerTable<TicketCode>({
    key: `supplier-tour-codes-${tourId}`,
    paging: 'page',
    fetcher: async (request) => {
      const paging = 'page' in request.paging ? request.paging : { page: 1, limit: 20 };
      const used = request.filters.used;
      const answer = await listTicketCodes(tourId, {
        page: paging.page,
        limit: Math.min(paging.limit, TOUR_MANAGE_LIMITS.ticketCodesPageMax),
        ...(request.search ? { search: request.search } : {}),
        ...(used ? { used: used === 'used' } : {}),
      });
      setUnused(answer.unused);
      return { rows: answer.data, total: answer.total };
    },
  });

  const clear = async () => {
    const asked = await confirm({
      title: t('supplier.tourManage.codes.clearTitle'),
      message: t('supplier.tourManage.codes.clearMessage'),
      confirmLabel: t('supplier.tourManage.codes.clearConfirm'),
      destructive: true,
    });
    if (!asked) return;
    setClearing(true);
    try {
      const cleared = await clearTicketCodes(tourId);
      setNotice(t('supplier.tourManage.codes.cleared', { deleted: cleared.deleted, kept: cleared.kept_used }));
      await table.refresh();
    } catch (error) {
      const text = failureText(error, t);
      if (text) alert.show({ status: 'error', text });
    } finally {
      setClearing(false);
    }
  };

  const date = (iso: string) => formatDisplayDate(iso, { locale });

  return (
    <Stack gap="8">
      <Stack as="section" aria-labelledby="codes-upload-title" gap="3">
        <Heading as="h2" size="md" id="codes-upload-title">
          {t('supplier.tourManage.codes.uploadTitle')}
        </Heading>
        <Text color="fg.muted">{t('supplier.tourManage.codes.uploadHelp', { max: TOUR_MANAGE_LIMITS.ticketCodeMax })}</Text>
        <FileUpload<TicketCodeUploadResult>
          label={t('supplier.tourManage.codes.uploadLabel')}
          accept=".csv,text/csv"
          multiple={false}
          upload={upload}
          onUploaded={(result, file) => {
            setNotice('');
            setReport({ file: file.name, result });
            void table.refresh();
          }}
        />
        <Box role="status" aria-live="polite">
          {report ? <UploadReport file={report.file} result={report.result} /> : null}
        </Box>
        {report && report.result.errors.length > 0 ? <RowErrors file={report.file} result={report.result} /> : null}
      </Stack>

      <Stack as="section" aria-labelledby="codes-list-title" gap="3">
        <Flex justify="space-between" align="end" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h2" size="md" id="codes-list-title">
              {t('supplier.tourManage.codes.listTitle')}
            </Heading>
            {unused !== null ? <Text color="fg.muted">{t('supplier.tourManage.codes.unused', { count: unused })}</Text> : null}
          </Stack>
          <Button colorPalette="red" variant="outline" size="sm" loading={clearing} onClick={() => void clear()}>
            {t('supplier.tourManage.codes.clear')}
          </Button>
        </Flex>
        <Box role="status" aria-live="polite" color="fg.success">
          {notice}
        </Box>
        <DataTable
          table={table}
          label={t('supplier.tourManage.codes.tableLabel')}
          searchPlaceholder={t('supplier.tourManage.codes.search')}
          rowKey={(code) => code.id}
          rowLabel={(code) => code.code}
          filters={[
            {
              key: 'used',
              label: t('supplier.tourManage.codes.filter'),
              options: [
                { value: 'unused', label: t('supplier.tourManage.codes.filterUnused') },
                { value: 'used', label: t('supplier.tourManage.codes.filterUsed') },
              ],
            },
          ]}
          columns={[
            { key: 'code', header: t('supplier.tourManage.codes.code'), hideable: false, cell: (code) => <Text fontFamily="mono">{code.code}</Text> },
            {
              key: 'state',
              header: t('common.status'),
              cell: (code) =>
                code.used_at ? (
                  <Badge colorPalette="gray">{t('supplier.tourManage.codes.usedOn', { date: date(code.used_at) })}</Badge>
                ) : (
                  <Badge colorPalette="green">{t('supplier.tourManage.codes.free')}</Badge>
                ),
            },
            { key: 'created', header: t('supplier.tourManage.codes.added'), cell: (code) => date(code.created_at) },
          ]}
          rowActions={(code) => [
            {
              id: 'delete',
              label: t('common.delete'),
              destructive: true,
              disabled: code.used_at !== null,
              confirm: { title: t('supplier.tourManage.codes.deleteTitle', { code: code.code }), message: t('supplier.tourManage.codes.deleteMessage') },
              run: () => deleteTicketCode(tourId, code.id),
            },
          ]}
          empty={{ title: t('supplier.tourManage.codes.emptyTitle'), description: t('supplier.tourManage.codes.emptyText') }}
        />
      </Stack>
    </Stack>
  );
}

function UploadReport({ file, result }: { file: string; result: TicketCodeUploadResult }) {
  const t = useT();
  const reasons = (Object.keys(REASON_LABELS) as TicketCodeRowReason[]).filter((reason) => result.counts[reason] > 0);
  return (
    <Stack gap="1" data-testid="upload-report">
      <Text fontWeight="medium">{t('supplier.tourManage.codes.reportSummary', { file, rows: result.rows, created: result.created, failed: result.failed })}</Text>
      {reasons.length > 0 ? (
        <List.Root ps="5" gap="0.5" fontSize="sm">
          {reasons.map((reason) => (
            <List.Item key={reason}>{t('supplier.tourManage.codes.reasonCount', { reason: t(REASON_LABELS[reason]), count: result.counts[reason] })}</List.Item>
          ))}
        </List.Root>
      ) : null}
    </Stack>
  );
}

function RowErrors({ file, result }: { file: string; result: TicketCodeUploadResult }) {
  const t = useT();
  const listed = result.errors.slice(0, ROWS_SHOWN);
  const download = () => {
    const csv = errorReportCsv(
      result.errors.map((error) => ({ row: error.row, field: error.code, message: error.message })),
      { row: t('supplier.tourManage.codes.reportRow'), field: t('supplier.tourManage.codes.code'), message: t('supplier.tourManage.codes.reportMessage') },
    );
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${file.replace(/\.csv$/i, '')}-errors.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="2">
      <Flex justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="sm">
          {t('supplier.tourManage.codes.reportTitle')}
        </Heading>
        <Button size="sm" variant="outline" onClick={download}>
          {t('supplier.tourManage.codes.reportDownload')}
        </Button>
      </Flex>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxH="80">
        <Table.Root size="sm" aria-label={t('supplier.tourManage.codes.reportTitle')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('supplier.tourManage.codes.reportRow')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('supplier.tourManage.codes.code')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('supplier.tourManage.codes.reportMessage')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {listed.map((error) => (
              <Table.Row key={error.row}>
                <Table.Cell>{error.row}</Table.Cell>
                <Table.Cell fontFamily="mono">{error.code}</Table.Cell>
                <Table.Cell>{error.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {result.errors.length > listed.length || result.errors_truncated ? (
        <Text fontSize="sm" color="fg.muted">
          {t('supplier.tourManage.codes.reportMore', { listed: listed.length, failed: result.failed })}
        </Text>
      ) : null}
    </Stack>
  );
}
