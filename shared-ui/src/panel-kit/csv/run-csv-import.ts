import type { ParseError, Parser, ParseResult } from 'papaparse';
import * as v from 'shared-contracts/valibot';
import { isMessageId } from 'shared-runtime/i18n';
import type { T } from 'shared-runtime/session';
import { errorMessage } from '../lib/error-message';

/** One problem of one row. `row` counts as a spreadsheet does: the header is row 1, the first record row 2. */
export interface CsvRowError {
  row: number;
  /** The column, '' for the whole row. */
  field: string;
  message: string;
}

/** What `send` may answer: rows of the batch the server refused, by their index in the batch. */
export interface CsvBatchAnswer {
  rejected?: readonly { index: number; field?: string; message: string }[];
}

export interface CsvImportProgress {
  /** How much of the file was read, 0..1. */
  fraction: number;
  imported: number;
  failed: number;
}

export interface CsvImportResult {
  /** Records read from the file. */
  read: number;
  imported: number;
  /** Rows with at least one error. */
  failed: number;
  errors: CsvRowError[];
  cancelled: boolean;
  /** Columns the file lacks (nothing was sent then). */
  missingColumns: string[];
}

export type CsvRowSchema = v.GenericSchema<Record<string, string>, unknown>;

export interface RunCsvImportOptions<S extends CsvRowSchema> {
  file: File;
  /** One record, its header names as keys and its cells as text. */
  schema: S;
  /** Sends one batch of valid rows; a rejection fails the whole batch (every row in it is reported). */
  send: (rows: v.InferOutput<S>[]) => Promise<CsvBatchAnswer | void>;
  batchSize?: number;
  /** Header names the file must have. */
  columns?: readonly string[];
  onProgress?: (progress: CsvImportProgress) => void;
  signal?: AbortSignal;
  t: T;
  /** Bytes read at a time (Papa's chunk size); small enough for a steady progress bar. */
  chunkSize?: number;
}

interface Pending<Output> {
  row: number;
  value: Output;
}

/**
 * Reads a CSV file in chunks (papaparse, loaded on first use), checks each record with the row schema and sends the
 * valid ones in batches while reading goes on, so a large file never sits whole in memory. Reading waits while a
 * batch travels. Every refused row, by the schema or by the server, is reported with its row number.
 */
export async function runCsvImport<S extends CsvRowSchema>(options: RunCsvImportOptions<S>): Promise<CsvImportResult> {
  const { file, schema, send, batchSize = 100, columns = [], onProgress, signal, t, chunkSize = 128 * 1024 } = options;
  const { default: Papa } = await import('papaparse');
  const errors: CsvRowError[] = [];
  const failedRows = new Set<number>();
  let imported = 0;
  let records = 0;
  let batch: Pending<v.InferOutput<S>>[] = [];
  let missingColumns: string[] = [];

  const fail = (row: number, field: string, message: string) => {
    errors.push({ row, field, message });
    failedRows.add(row);
  };
  const report = (fraction: number) => onProgress?.({ fraction: Math.min(1, fraction), imported, failed: failedRows.size });

  const flush = async (count = batch.length) => {
    const sending = batch.slice(0, count);
    batch = batch.slice(count);
    if (sending.length === 0) return;
    try {
      const answer = await send(sending.map((pending) => pending.value));
      const rejected = answer?.rejected ?? [];
      for (const refusal of rejected) {
        const pending = sending[refusal.index];
        if (pending) fail(pending.row, refusal.field ?? '', refusal.message);
      }
      imported += sending.length - new Set(rejected.map((refusal) => refusal.index)).size;
    } catch (error) {
      const message = errorMessage(error, t);
      for (const pending of sending) fail(pending.row, '', message);
    }
  };

  const check = (record: Record<string, string>, row: number) => {
    const parsed = v.safeParse(schema, record);
    if (parsed.success) {
      batch.push({ row, value: parsed.output });
      return;
    }
    const seen = new Set<string>();
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key;
      const field = typeof key === 'string' ? key : '';
      // The first problem of a cell is the one to fix; valibot reports every failed step of a pipe.
      if (seen.has(field)) continue;
      seen.add(field);
      fail(row, field, isMessageId(issue.message) ? t(issue.message) : t('validation.invalid'));
    }
  };

  return new Promise<CsvImportResult>((resolve, reject) => {
    // Set before we abort the parser ourselves: Papa then calls `complete`, which must not send or finish again.
    let stopped = false;
    const stop = (parser: Parser) => {
      stopped = true;
      parser.abort();
    };
    const finish = (cancelled: boolean) =>
      resolve({ read: records, imported, failed: failedRows.size, errors: [...errors].sort((a, b) => a.row - b.row), cancelled, missingColumns });

    const onChunk = async (results: ParseResult<Record<string, string>>, parser: Parser) => {
      if (records === 0 && columns.length > 0) {
        const present = new Set(results.meta.fields ?? []);
        missingColumns = columns.filter((column) => !present.has(column));
        if (missingColumns.length > 0) {
          stop(parser);
          finish(false);
          return;
        }
      }
      const broken = new Map<number, ParseError>();
      for (const problem of results.errors) if (problem.row !== undefined) broken.set(problem.row, problem);
      results.data.forEach((record, index) => {
        const row = records + index + 2;
        if (broken.has(index)) fail(row, '', t('kit.csv.unreadableRow'));
        else check(record, row);
      });
      records += results.data.length;
      while (batch.length >= batchSize && !signal?.aborted) await flush(batchSize);
      report(results.meta.cursor / Math.max(1, file.size));
      if (signal?.aborted) {
        stop(parser);
        finish(true);
        return;
      }
      parser.resume();
    };

    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      chunkSize,
      transformHeader: (header) => header.trim(),
      chunk: (results, parser) => {
        // Reading waits for the batch to arrive: the server sets the pace, not the disk.
        parser.pause();
        onChunk(results, parser).catch((error: unknown) => {
          stop(parser);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      },
      complete: () => {
        if (stopped) return;
        if (signal?.aborted) {
          finish(true);
          return;
        }
        flush()
          .then(() => {
            report(1);
            finish(false);
          })
          .catch(reject);
      },
      error: (error) => reject(error),
    });
  });
}
