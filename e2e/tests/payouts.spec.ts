/**
 * Payouts (issue 14 Proof 7): a guest books the cruise on demo-paylater, so supplier@ is owed its share; admin@
 * records a bank transfer paying exactly that line on admin/transfer/supplier; supplier@ then sees the line paid
 * with the transfer's reference, and the payout with its receipt on npanel/payouts. The journey owns its departure.
 */
import { expect, test } from '../support/test';
import { OTHER_BUYER, storefrontApi } from '../support/booking';
import { seatsLeft } from '../support/checkout-ui';
import { ownDeparture } from '../support/departures';
import { login } from '../support/panel';
import { MAIN, platformUrl } from '../support/servers';

const SUPPLIER = 'supplier@wayhub.test';
const ADMIN = 'admin@wayhub.test';
test.use({ actionTimeout: 15_000 });

test('admin@ pays supplier@ a booking’s share; supplier@ sees the line paid and the payout', async ({ browser }) => {
  test.setTimeout(180_000);
  const when = await ownDeparture('payout', { subDomain: 'demo-paylater', seats: 1 });
  const cruise = await seatsLeft('demo-paylater', when.date, when.time);
  const guest = { ...OTHER_BUYER, email: `payout-${Date.now().toString(36)}@example.test` };
  await storefrontApi('demo-paylater').bookActivity(
    cruise.siteId,
    { serviceable_id: cruise.serviceId, option_id: cruise.optionId, date: when.date, slot_id: cruise.slot.id, ticket_id: cruise.adultTicket },
    1,
    guest,
    'later',
  );

  // supplier@ finds the booking's number (the line the transfer pays is named by it).
  const supplier = await (await browser.newContext()).newPage();
  await login(supplier, SUPPLIER);
  await expect(supplier.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await supplier.goto(platformUrl(MAIN.port, '/en/npanel/reservations'));
  const reservations = supplier.getByRole('table', { name: 'Reservations' });
  await supplier.getByRole('searchbox', { name: 'Search reservations' }).fill(guest.email);
  const booked = reservations.getByRole('row').filter({ hasText: guest.email });
  await expect(booked).toHaveCount(1);
  const bookingNumber = (await booked.getByText(/^WH-\d{8}-\d{6}$/).textContent())!.trim();

  // admin@ records the transfer against exactly that line.
  const admin = await (await browser.newContext()).newPage();
  await login(admin, ADMIN);
  await expect(admin.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await admin.goto(platformUrl(MAIN.port, '/en/admin/transfer/supplier'));
  const owed = admin.getByRole('table', { name: 'Owed per payee' });
  await expect(owed).toBeVisible();
  // supplier@ may be owed in more than one currency: the line is under one of its rows.
  const lines = admin.getByRole('region', { name: /^Unpaid lines of / });
  const lineBox = lines.getByRole('checkbox', { name: new RegExp(`^${bookingNumber}:`) });
  const payeeRows = owed.getByRole('row').filter({ hasText: SUPPLIER });
  for (let i = 0; i < (await payeeRows.count()); i += 1) {
    await payeeRows.nth(i).getByRole('button').click();
    await expect(lines.getByRole('checkbox').first()).toBeAttached();
    if ((await lineBox.count()) > 0) break;
  }
  // Chakra's checkbox: the label toggles the (visually hidden) input.
  await lines.getByText(new RegExp(`^${bookingNumber}:`)).click();
  await expect(lineBox).toBeChecked();
  const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await lines.getByRole('textbox', { name: /Bank transfer reference/ }).fill(reference);
  await lines.getByRole('button', { name: 'Record transfer' }).click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText(reference);
  await dialog.getByRole('button', { name: 'Record transfer' }).click();
  await expect(admin.getByText(new RegExp(`Transfer ${reference} recorded: .* for 1 line\\.`))).toBeVisible();
  await expect(lines.getByRole('checkbox', { name: new RegExp(`^${bookingNumber}:`) })).toHaveCount(0);

  // supplier@ sees the line paid with the reference, and the payout on the payouts page.
  await supplier.goto(platformUrl(MAIN.port, '/en/npanel/supplier-earnings'));
  const line = supplier.getByRole('row').filter({ hasText: bookingNumber });
  await expect(line).toHaveCount(1);
  await expect(line.getByText('Paid', { exact: true })).toBeVisible();
  await expect(line.getByText(new RegExp(reference))).toBeVisible();
  await supplier.goto(platformUrl(MAIN.port, '/en/npanel/payouts'));
  const payout = supplier.getByRole('table', { name: 'Payouts' }).getByRole('row').filter({ hasText: reference });
  await expect(payout.getByRole('button', { name: `Receipt of payout ${reference}` })).toBeVisible();
});
