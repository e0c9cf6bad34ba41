import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TicketCodeSchema, TicketCodeUploadAnswerSchema, type TicketCode, type TicketCodeListInput } from 'shared-contracts/tour-manage';
import * as v from 'shared-contracts/valibot';
import { ROUTES, TOUR, renderManage, useFakeApi } from './harness';

const server = useFakeApi();

function code(overrides: Partial<TicketCode> = {}): TicketCode {
  return v.parse(TicketCodeSchema, { id: 1, code: 'OLD-1', used_at: null, created_at: '2030-01-10T09:00:00.000Z', ...overrides });
}

/** The API's codes; the listing answers the asked page, search and filter. */
function codesApi(initial: TicketCode[]) {
  const codes = [...initial];
  server().on(ROUTES.ticketCodes, ({ body }) => {
    const input = body as TicketCodeListInput;
    const found = codes.filter((c) => (!input.search || c.code.includes(input.search)) && (input.used === undefined || (c.used_at !== null) === input.used));
    const page = input.page ?? 1;
    const limit = input.limit ?? 20;
    return {
      body: { data: { data: found.slice((page - 1) * limit, page * limit), total: found.length, unused: codes.filter((c) => c.used_at === null).length, page, limit } },
    };
  });
  return codes;
}

/** An answer the test releases when it has seen what the page shows meanwhile. */
function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

const csvFile = (lines: string[]) => new File([lines.join('\n')], 'codes.csv', { type: 'text/csv' });
const fileInput = () => screen.getByLabelText('CSV file of voucher codes', { selector: 'input' });

describe('an activity’s voucher codes (issue 12 §3 Manage)', () => {
  it('uploads a CSV with a progress bar, then reports each refused row with the API’s reason', async () => {
    const codes = codesApi([code()]);
    const answer = held<void>();
    const report = v.parse(TicketCodeUploadAnswerSchema, {
      data: {
        rows: 7,
        created: 3,
        failed: 4,
        counts: { empty: 1, too_long: 1, invalid: 0, duplicate: 1, exists: 1 },
        errors: [
          { row: 3, code: '', reason: 'empty', message: 'The code is empty.' },
          { row: 4, code: 'L'.repeat(65), reason: 'too_long', message: 'A code can be at most 64 characters long.' },
          { row: 6, code: 'NEW-1', reason: 'duplicate', message: 'The same code is on row 2.' },
          { row: 7, code: 'OLD-1', reason: 'exists', message: 'This activity already has this code.' },
        ],
        errors_truncated: false,
      },
    });
    server().on(ROUTES.uploadTicketCodes, () => {
      codes.push(code({ id: 2, code: 'NEW-1' }), code({ id: 3, code: 'NEW-2' }), code({ id: 4, code: 'NEW-3' }));
      return { body: report, bodyAfter: answer.promise };
    });
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/voucherCodes`);

    const table = await screen.findByRole('table', { name: 'Voucher codes' });
    expect(within(table).getByText('OLD-1')).toBeInTheDocument();
    expect(screen.getByText('1 code left to hand out.')).toBeInTheDocument();

    const csv = ['code,holder', 'NEW-1,a', ',b', `${'L'.repeat(65)},c`, 'NEW-2,d', 'NEW-1,e', 'OLD-1,f', '', 'NEW-3,g'];
    await user.upload(fileInput(), csvFile(csv));

    // The file travels with a progress bar, full once it is sent; the report waits for the API's answer.
    const bar = await screen.findByRole('progressbar', { name: 'Uploading codes.csv' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
    expect(screen.queryByTestId('upload-report')).not.toBeInTheDocument();
    const [sent] = server().calls(ROUTES.uploadTicketCodes);
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toContain('name="file"; filename="codes.csv"');
    expect(sent?.body).toContain(csv.join('\n'));

    answer.release();
    expect(await screen.findByTestId('upload-report')).toHaveTextContent('codes.csv: 7 rows read, 3 codes added, 4 rows refused.');
    expect(screen.queryByRole('progressbar', { name: 'Uploading codes.csv' })).not.toBeInTheDocument();
    const counts = within(screen.getByTestId('upload-report')).getAllByRole('listitem').map((item) => item.textContent);
    expect(counts).toEqual(['Empty: 1', 'Too long: 1', 'Twice in the file: 1', 'Already added: 1']);
    const refused = screen.getByRole('table', { name: 'Rows not added' });
    expect(
      within(refused)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent)),
    ).toEqual([
      ['3', '', 'The code is empty.'],
      ['4', 'L'.repeat(65), 'A code can be at most 64 characters long.'],
      ['6', 'NEW-1', 'The same code is on row 2.'],
      ['7', 'OLD-1', 'This activity already has this code.'],
    ]);
    // The list asks again and shows the new codes.
    expect(await within(table).findByText('NEW-3')).toBeInTheDocument();
    expect(screen.getByText('4 codes left to hand out.')).toBeInTheDocument();
  });

  it('shows the API’s refusal of a file that is not a UTF-8 CSV, with a retry', async () => {
    codesApi([]);
    server().on(ROUTES.uploadTicketCodes, () => ({ status: 400, body: { message: 'The file must be a CSV text file in UTF-8.', code: 'BAD_REQUEST' } }));
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/voucherCodes`);

    expect(await screen.findByRole('heading', { name: 'No voucher codes yet' })).toBeInTheDocument();
    await user.upload(fileInput(), csvFile(['A1']));
    expect(await screen.findByText('The file must be a CSV text file in UTF-8.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry upload of codes.csv' })).toBeInTheDocument();
    expect(screen.queryByTestId('upload-report')).not.toBeInTheDocument();
  });

  it('asks before clearing the codes, clears nothing on Cancel, and says what was kept', async () => {
    const codes = codesApi([code({ id: 1, code: 'A-1' }), code({ id: 2, code: 'A-2' }), code({ id: 3, code: 'GIVEN', used_at: '2030-02-01T10:00:00.000Z' })]);
    server().on(ROUTES.clearTicketCodes, () => {
      codes.splice(0, codes.length, ...codes.filter((c) => c.used_at !== null));
      return { body: { data: { deleted: 2, kept_used: 1 } } };
    });
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/voucherCodes`);
    const table = await screen.findByRole('table', { name: 'Voucher codes' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Clear codes' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Clear every code not handed out?' });
    expect(dialog).toHaveTextContent('Codes not yet handed to a guest are deleted. Codes guests hold are kept.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server().calls(ROUTES.clearTicketCodes)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear codes' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Clear every code not handed out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear codes' }));

    expect(await screen.findByText('2 codes deleted; 1 handed out is kept.')).toBeInTheDocument();
    expect(server().calls(ROUTES.clearTicketCodes)).toHaveLength(1);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('GIVEN')).toBeInTheDocument();
  });

  it('filters the list to codes handed out, asking the API for them', async () => {
    codesApi([code({ id: 1, code: 'A-1' }), code({ id: 3, code: 'GIVEN', used_at: '2030-02-01T10:00:00.000Z' })]);
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/voucherCodes`);
    const table = await screen.findByRole('table', { name: 'Voucher codes' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Handed out');

    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('GIVEN')).toBeInTheDocument();
    expect(server().calls(ROUTES.ticketCodes).at(-1)?.body).toEqual({ page: 1, limit: 20, used: true });
  });
});
