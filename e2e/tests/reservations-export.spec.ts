/**
 * Reservations export (issue 14 Proof 5): a guest books the cruise on demo-paylater in the journey's own window;
 * supplier@ filters the reservations table by the guest's e-mail and exports it. The saved file is an xlsx (opened
 * here with sheetjs-style, as Excel would read it): a bold header on a solid fill, and exactly the table's rows —
 * the guest's booking, with its booking number, payer e-mail and amount.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import * as XLSX from 'sheetjs-style';
import { OTHER_BUYER, storefrontApi } from '../support/booking';
import { seatsLeft } from '../support/checkout-ui';
import { ownDeparture } from '../support/departures';
import { login } from '../support/panel';
import { MAIN, platformUrl } from '../support/servers';

const SUPPLIER = 'supplier@wayhub.test';
test.use({ actionTimeout: 15_000 });

/** The header cells' font and fill, resolved through styles.xml. */
function headerStyles(bytes: Buffer): { bold: boolean; fill: string | undefined }[] {
  const book = XLSX.read(bytes, { type: 'buffer', bookFiles: true } as XLSX.ParsingOptions);
  const files = (book as unknown as { files: Record<string, { asText: () => string }> }).files;
  const styles = files['xl/styles.xml']!.asText();
  const sheet = files['xl/worksheets/sheet1.xml']!.asText();
  const section = (tag: string) => new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(styles)?.[1] ?? '';
  const all = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*?)?(?:/>|>[\\s\\S]*?</${tag}>)`, 'g'))].map((m) => m[0]);
  const firstRow = /<row r="1"[^>]*>([\s\S]*?)<\/row>/.exec(sheet)?.[1] ?? '';
  return [...firstRow.matchAll(/<c r="[A-Z]+1" s="(\d+)"/g)].map(([, index]) => {
    const xf = all(section('cellXfs'), 'xf')[Number(index)] ?? '';
    const attr = (name: string) => Number(new RegExp(`${name}="(\\d+)"`).exec(xf)?.[1] ?? 0);
    const font = all(section('fonts'), 'font')[attr('fontId')] ?? '';
    const fill = all(section('fills'), 'fill')[attr('fillId')] ?? '';
    return { bold: /<b\/>/.test(font), fill: /patternType="(\w+)"/.exec(fill)?.[1] };
  });
}

test('supplier@ exports the filtered reservations as an xlsx with a styled header and the table’s rows', async ({ page }) => {
  test.setTimeout(120_000);
  const when = await ownDeparture('reservationsExport', { subDomain: 'demo-paylater', seats: 2 });
  const cruise = await seatsLeft('demo-paylater', when.date, when.time);
  const guest = { ...OTHER_BUYER, first_name: 'Ingrid', last_name: 'Exporter', email: `export-${Date.now().toString(36)}@example.test` };
  await storefrontApi('demo-paylater').bookActivity(
    cruise.siteId,
    { serviceable_id: cruise.serviceId, option_id: cruise.optionId, date: when.date, slot_id: cruise.slot.id, ticket_id: cruise.adultTicket },
    2,
    guest,
    'later',
  );

  await login(page, SUPPLIER);
  await page.goto(platformUrl(MAIN.port, '/en/npanel/reservations'));
  const table = page.getByRole('table', { name: 'Reservations' });
  await expect(table).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search reservations' }).fill(guest.email);
  await expect(table.getByRole('row').filter({ hasText: guest.email })).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  const bookingNumber = (await table.getByRole('row').filter({ hasText: guest.email }).getByRole('cell').first().innerText()).trim();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reservations-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile((await download.path())!);

  const book = XLSX.read(bytes, { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  const [header, ...lines] = rows;
  expect(header).toEqual(expect.arrayContaining(['Booking number', 'Payer e-mail', 'Amount', 'Status']));
  // The export holds what the table held for the same filter: the guest's booking, once.
  expect(lines).toHaveLength(1);
  const cell = (name: string) => lines[0]![header!.indexOf(name)];
  expect(cell('Payer e-mail')).toBe(guest.email);
  expect(cell('Booking number')).toBe(bookingNumber);
  expect(typeof cell('Amount')).toBe('number');

  const styles = headerStyles(bytes);
  expect(styles).toHaveLength(header!.length);
  expect(styles.every((style) => style.bold && style.fill === 'solid')).toBe(true);
});
