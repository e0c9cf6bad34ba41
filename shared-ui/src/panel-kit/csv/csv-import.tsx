import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { InferOutput } from 'shared-contracts/valibot';
import { useIntl, useT } from 'shared-runtime/session';
import { downloadBlob } from '../lib/download';
import { errorMessage } from '../lib/error-message';
import { ProgressBar } from '../progress/progress-bar';
import '../recipes';
import { errorReportCsv } from './error-report';
import { runCsvImport, type CsvBatchAnswer, type CsvImportProgress, type CsvImportResult, type CsvRowSchema } from './run-csv-import';

export interface CsvImportProps<S extends CsvRowSchema> {
  /** What is imported, e.g. "Voucher codes": names the section and the progress bar. */
  label: string;
  /** One record: header names as keys, cells as text. */
  schema: S;
  /** Sends one batch of valid rows (e.g. the voucher-code upload); see runCsvImport. */
  send: (rows: InferOutput<S>[]) => Promise<CsvBatchAnswer | void>;
  /** Header names the file must have. */
  columns?: readonly string[];
  batchSize?: number;
  onDone?: (result: CsvImportResult) => void;
  /** How many errors the page lists; all of them are in the downloadable report. */
  errorsShown?: number;
}

type State =
  | { phase: 'idle' }
  | { phase: 'chosen'; file: File }
  | { phase: 'running'; file: File; progress: CsvImportProgress }
  | { phase: 'done'; file: File; result: CsvImportResult }
  | { phase: 'failed'; file: File; message: string };

/** Choose a CSV file, import it with a progress bar, then see (and download) which rows failed and why. */
export function CsvImport<S extends CsvRowSchema>({ label, schema, send, columns, batchSize, onDone, errorsShown = 50 }: CsvImportProps<S>) {
  const t = useT();
  const intl = useIntl();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });

  // Leaving the page stops the import: nothing would show how it ended.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (file: File) => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', file, progress: { fraction: 0, imported: 0, failed: 0 } });
    try {
      const result = await runCsvImport({
        file,
        schema,
        send,
        t,
        signal: abort.signal,
        ...(columns ? { columns } : {}),
        ...(batchSize ? { batchSize } : {}),
        onProgress: (progress) => !abort.signal.aborted && setState({ phase: 'running', file, progress }),
      });
      if (controller.current !== abort) return;
      setState({ phase: 'done', file, result });
      onDone?.(result);
    } catch (error) {
      if (controller.current === abort) setState({ phase: 'failed', file, message: errorMessage(error, t) });
    }
  };

  const download = (result: CsvImportResult, file: File) => {
    const csv = errorReportCsv(result.errors, { row: t('kit.csv.reportRow'), field: t('kit.csv.reportField'), message: t('kit.csv.reportMessage') });
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${file.name.replace(/\.csv$/i, '')}-errors.csv`);
  };

  const running = state.phase === 'running';
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Text id={headingId} fontWeight="semibold">
        {label}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" size="sm" disabled={running} onClick={() => inputRef.current?.click()}>
          {t('kit.csv.choose')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          tabIndex={-1}
          aria-label={t('kit.csv.choose')}
          accept=".csv,text/csv"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) setState({ phase: 'chosen', file });
          }}
        />
        {state.phase !== 'idle' ? <Text fontSize="sm">{state.file.name}</Text> : null}
        {state.phase === 'chosen' ? (
          <Button size="sm" colorPalette="brand" onClick={() => void start(state.file)}>
            {t('kit.csv.import')}
          </Button>
        ) : null}
        {running ? (
          <Button size="sm" variant="ghost" onClick={() => controller.current?.abort()}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </HStack>

      {running ? (
        <Stack gap="1">
          <ProgressBar value={Math.round(state.progress.fraction * 100)} label={t('kit.csv.progress', { name: state.file.name })} valueText={intl.formatNumber(state.progress.fraction, { style: 'percent' })} />
          <Text fontSize="sm" color="fg.muted">
            {t('kit.csv.summary', { imported: state.progress.imported, failed: state.progress.failed })}
          </Text>
        </Stack>
      ) : null}

      <Box role="status" aria-live="polite">
        {state.phase === 'done' ? <ResultSummary result={state.result} /> : null}
      </Box>
      {state.phase === 'failed' ? (
        <Text role="alert" color="fg.error">
          {state.message}
        </Text>
      ) : null}
      {state.phase === 'done' && state.result.errors.length > 0 ? (
        <ErrorReport result={state.result} shown={errorsShown} onDownload={() => download(state.result, state.file)} />
      ) : null}
    </Stack>
  );
}

function ResultSummary({ result }: { result: CsvImportResult }) {
  const t = useT();
  if (result.missingColumns.length > 0) return <Text color="fg.error">{t('kit.csv.missingColumns', { columns: result.missingColumns.join(', ') })}</Text>;
  if (result.read === 0 && !result.cancelled) return <Text>{t('kit.csv.empty')}</Text>;
  return (
    <Stack gap="1">
      <Text>{t('kit.csv.summary', { imported: result.imported, failed: result.failed })}</Text>
      {result.cancelled ? <Text color="fg.muted">{t('kit.csv.cancelled')}</Text> : null}
    </Stack>
  );
}

function ErrorReport({ result, shown, onDownload }: { result: CsvImportResult; shown: number; onDownload: () => void }) {
  const t = useT();
  const listed = result.errors.slice(0, shown);
  const more = result.errors.length - listed.length;
  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap">
        <Text as="h3" fontWeight="semibold">
          {t('kit.csv.reportTitle')}
        </Text>
        <Button size="sm" variant="outline" onClick={onDownload}>
          {t('kit.csv.reportDownload')}
        </Button>
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxH="80">
        <Table.Root size="sm" aria-label={t('kit.csv.reportTitle')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('kit.csv.reportRow')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('kit.csv.reportField')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('kit.csv.reportMessage')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {listed.map((error, index) => (
              <Table.Row key={`${error.row}-${error.field}-${index}`}>
                <Table.Cell>{error.row}</Table.Cell>
                <Table.Cell>{error.field}</Table.Cell>
                <Table.Cell>{error.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {more > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('kit.csv.reportMore', { count: more })}
        </Text>
      ) : null}
    </Stack>
  );
}
