import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts/errors';
import * as v from 'shared-contracts/valibot';
import { installCatalogue } from 'shared-runtime/testing';
import { translate } from 'shared-runtime/i18n';
import { CsvImport } from '../csv/csv-import';
import { errorReportCsv } from '../csv/error-report';
import { runCsvImport, type CsvImportProgress } from '../csv/run-csv-import';
import { renderKit } from './render-kit';

const CodeRowSchema = v.object({
  code: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required')),
  email: v.pipe(v.string('validation.required'), v.trim(), v.email('validation.emailInvalid')),
});
type CodeRow = v.InferOutput<typeof CodeRowSchema>;

const t = (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate('en', id, values);
beforeAll(() => installCatalogue('en'));

function csvFile(lines: string[], name = 'codes.csv'): File {
  return new File([`${lines.join('\n')}\n`], name, { type: 'text/csv' });
}

/** 250 codes; rows 3 (bad e-mail), 100 (empty code) and 201 (both) are wrong. Row 1 is the header. */
function codesFile(): File {
  const lines = ['code,email,unused'];
  for (let index = 0; index < 250; index += 1) {
    const row = index + 2;
    const code = row === 100 || row === 201 ? '' : `CODE-${row}`;
    const email = row === 3 || row === 201 ? 'not-an-address' : `guest${row}@example.test`;
    lines.push(`${code},${email},x`);
  }
  return csvFile(lines);
}

describe('runCsvImport', () => {
  it('sends valid rows in batches while reading, and reports every refused row with its row number and field', async () => {
    const batches: CodeRow[][] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const progress: CsvImportProgress[] = [];
    const result = await runCsvImport({
      file: codesFile(),
      schema: CodeRowSchema,
      batchSize: 100,
      chunkSize: 1024,
      t,
      onProgress: (step) => progress.push(step),
      send: async (rows) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        batches.push(rows);
        inFlight -= 1;
      },
    });

    expect(batches.map((rows) => rows.length)).toEqual([100, 100, 47]);
    expect(mostInFlight).toBe(1);
    expect(batches[0]![0]).toEqual({ code: 'CODE-2', email: 'guest2@example.test' });
    expect(batches.flat().map((row) => row.code)).not.toContain('CODE-3');
    expect(result).toMatchObject({ read: 250, imported: 247, failed: 3, cancelled: false, missingColumns: [] });
    expect(result.errors).toEqual([
      { row: 3, field: 'email', message: 'Please enter valid email.' },
      { row: 100, field: 'code', message: 'This field is required.' },
      { row: 201, field: 'code', message: 'This field is required.' },
      { row: 201, field: 'email', message: 'Please enter valid email.' },
    ]);
    // Read in several chunks, and the bar only ever moves forward, to the end.
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.map((step) => step.fraction)).toEqual([...progress.map((step) => step.fraction)].sort((a, b) => a - b));
    expect(progress[progress.length - 1]).toEqual({ fraction: 1, imported: 247, failed: 3 });
  });

  it('reports the rows a batch’s answer refused, and every row of a batch that failed, and goes on', async () => {
    let call = 0;
    const result = await runCsvImport({
      file: csvFile(['code,email', 'A,a@example.test', 'B,b@example.test', 'C,c@example.test', 'D,d@example.test']),
      schema: CodeRowSchema,
      batchSize: 2,
      t,
      send: async () => {
        call += 1;
        if (call === 1) return { rejected: [{ index: 1, field: 'code', message: 'This code exists already.' }] };
        throw new ApiError({ status: 500, code: 'INTERNAL', message: 'Something went wrong' });
      },
    });
    expect(result.imported).toBe(1);
    expect(result.errors).toEqual([
      { row: 3, field: 'code', message: 'This code exists already.' },
      { row: 4, field: '', message: 'Something went wrong' },
      { row: 5, field: '', message: 'Something went wrong' },
    ]);
  });

  it('refuses a file without the required columns, sending nothing', async () => {
    const send = jest.fn();
    const result = await runCsvImport({ file: csvFile(['voucher,mail', 'A,a@example.test']), schema: CodeRowSchema, columns: ['code', 'email'], t, send });
    expect(result.missingColumns).toEqual(['code', 'email']);
    expect(send).not.toHaveBeenCalled();
  });

  it('reads quoted cells with commas and line breaks', async () => {
    const rows: CodeRow[] = [];
    await runCsvImport({
      file: csvFile(['code,email', '"A,1","a@example.test"', '"B\nsecond line",b@example.test']),
      schema: CodeRowSchema,
      t,
      send: async (batch) => void rows.push(...batch),
    });
    expect(rows.map((row) => row.code)).toEqual(['A,1', 'B\nsecond line']);
  });

  it('stops when cancelled: no batch is sent after that', async () => {
    const controller = new AbortController();
    const sent: number[] = [];
    const result = await runCsvImport({
      file: codesFile(),
      schema: CodeRowSchema,
      batchSize: 50,
      chunkSize: 512,
      t,
      signal: controller.signal,
      send: async (rows) => {
        sent.push(rows.length);
        controller.abort();
      },
    });
    expect(result.cancelled).toBe(true);
    expect(sent).toEqual([50]);
    expect(result.imported).toBe(50);
  });
});

describe('errorReportCsv', () => {
  it('quotes what needs quoting, defuses formulas, and starts with a byte order mark for Excel', () => {
    const csv = errorReportCsv(
      [
        { row: 3, field: 'email', message: 'Please enter "valid" email, now.' },
        { row: 4, field: '=HYPERLINK("http://evil")', message: 'Ugyldig verdi på æøå' },
      ],
      { row: 'Row', field: 'Field', message: 'Message' },
    );
    expect(csv).toBe(
      '\uFEFFRow,Field,Message\r\n3,email,"Please enter ""valid"" email, now."\r\n4,"\'=HYPERLINK(""http://evil"")",Ugyldig verdi på æøå\r\n',
    );
  });
});

function ImportHarness({ send }: { send: (rows: CodeRow[]) => Promise<void> }) {
  return <CsvImport label="Voucher codes" schema={CodeRowSchema} columns={['code', 'email']} send={send} batchSize={2} />;
}

/** The Blob's bytes as UTF-8, byte order mark kept (jsdom's Blob has no text(), and readAsText drops the mark). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

// jsdom cannot follow the download link; the Blob handed to it is what the test reads.
const stopDownloads = (event: MouseEvent) => {
  if (event.target instanceof HTMLAnchorElement && event.target.hasAttribute('download')) event.preventDefault();
};
beforeAll(() => document.addEventListener('click', stopDownloads));
afterAll(() => document.removeEventListener('click', stopDownloads));

describe('CsvImport', () => {
  let blobs: Blob[];
  beforeEach(() => {
    blobs = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
  });

  it('imports a chosen file with a progress bar, then lists the rows with errors and offers them as a CSV', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = jest.fn(async () => gate);
    renderKit(<ImportHarness send={send} />);

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, csvFile(['code,email', 'A,a@example.test', ',b@example.test', 'C,c@example.test']));
    expect(screen.getByText('codes.csv')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('progressbar', { name: 'Importing codes.csv' })).toBeInTheDocument();
    await act(async () => release());

    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('2 rows imported, 1 row with errors.'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const report = screen.getByRole('table', { name: 'Rows with errors' });
    expect(within(report).getAllByRole('row')[1]).toHaveTextContent('3codeThis field is required.');

    await user.click(screen.getByRole('button', { name: 'Download the error report (CSV)' }));
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await readBlob(blobs[0]!)).toBe('\uFEFFRow,Field,Message\r\n3,code,This field is required.\r\n');
  });

  it('says which columns a file lacks', async () => {
    const user = userEvent.setup();
    renderKit(<ImportHarness send={jest.fn()} />);
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, csvFile(['voucher', 'A']));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file lacks these columns: code, email.')).toBeInTheDocument();
  });
});
