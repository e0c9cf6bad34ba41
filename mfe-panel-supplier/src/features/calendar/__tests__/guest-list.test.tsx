import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from 'sheetjs-style';
import type { Guest, GuestListInput, GuestListSummaryAnswer } from 'shared-contracts/activity-calendar';
import { api } from 'shared-contracts/paths';
import { guestSheetColumns, guestSheetFileName } from '../lib/guest-sheet';
import { guest, OPTION, renderArea, requestsTo, ROUTES, TOUR, ZONE, useStubApi } from './calendar-fixtures';

const server = useStubApi();
const PAGE = `npanel/calendar/${TOUR}/${OPTION}/guest-list`;

const KARI = guest({
  reservation_id: 9001,
  guest_name: 'Kari Nordmann',
  phone: '+47 912 34 567',
  email: 'kari@example.test',
  tickets: [
    { name: 'Adult', count: 2 },
    { name: 'Child', count: 1 },
  ],
  persons: 3,
  comments: 'Vegetarian lunch',
});
const OLA = guest({ reservation_id: 9002, guest_name: 'Ola Hansen', persons: 2, tickets: [{ name: 'Adult', count: 2 }] });
const ASTRID = guest({ reservation_id: 9003, guest_name: 'Astrid Berg', slot_id: 502, start_time: '14:00', checked_in: true, checked_in_at: '2026-11-02T12:55:00.000Z' });

/** The API's guests of the day, checked in by the check-in call; the totals are counted from them. */
function guestApi(initial: Guest[]) {
  const guests = initial.map((each) => ({ ...each }));
  const ofInput = (input: GuestListInput) => guests.filter((each) => input.slot_id === undefined || each.slot_id === input.slot_id);
  server().on(ROUTES.guests, ({ body }) => ({
    body: { data: { tour_id: TOUR, tour_name: 'Fjord Kayak', date: (body as GuestListInput).date, time_zone: ZONE, guests: ofInput(body as GuestListInput) } },
  }));
  server().on(ROUTES.summaryOfGuests, ({ body }) => {
    const shown = ofInput(body as GuestListInput);
    const totals = (list: Guest[]) => ({
      bookings: list.length,
      persons: list.reduce((sum, each) => sum + each.persons, 0),
      checked_in_bookings: list.filter((each) => each.checked_in).length,
      checked_in_persons: list.filter((each) => each.checked_in).reduce((sum, each) => sum + each.persons, 0),
    });
    const answer: GuestListSummaryAnswer['data'] = { tour_id: TOUR, date: (body as GuestListInput).date, ...totals(shown), departures: [] };
    return { body: { data: answer } };
  });
  for (const each of guests) {
    server().on(`POST ${api.activityCalendar.updateCheckIn.path({ id: each.reservation_id })}`, ({ path }) => {
      each.checked_in = new URLSearchParams(path.split('?')[1]).get('checkin_status') === '1';
      each.checked_in_at = each.checked_in ? '2026-11-02T08:05:00.000Z' : null;
      return { body: { data: { reservation_id: each.reservation_id, checked_in: each.checked_in, checked_in_at: each.checked_in_at } } };
    });
  }
}

const totals = () => screen.getByLabelText('Totals of the day');

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

describe('the guest list (npanel/calendar/{id}/{option}/guest-list)', () => {
  it('lists the day’s guests by departure with the day’s totals', async () => {
    guestApi([KARI, OLA, ASTRID]);
    renderArea(`${PAGE}?date=2026-11-02`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Guest list' })).toBeInTheDocument();
    const morning = await screen.findByRole('table', { name: 'Departure at 09:30' });
    expect(within(morning).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 7).map((cell) => cell.textContent))).toEqual([
      ['Kari Nordmann', 'WH-9001', '2 × Adult, 1 × Child', '3', '+47 912 34 567', 'kari@example.test', 'Vegetarian lunch'],
      ['Ola Hansen', 'WH-9002', '2 × Adult', '2', '—', 'guest@example.test', '—'],
    ]);
    const afternoon = screen.getByRole('table', { name: 'Departure at 14:00' });
    expect(within(afternoon).getByRole('button', { name: 'Check in Astrid Berg' })).toHaveAttribute('aria-pressed', 'true');
    // Checked in at 13:55 on the activity's clock (Oslo), not the browser's.
    expect(within(afternoon).getByText('at 13:55')).toBeInTheDocument();
    expect(totals()).toHaveTextContent('Bookings3');
    expect(totals()).toHaveTextContent('Persons6');
    expect(totals()).toHaveTextContent('Checked in1 of 3 bookings, 1 of 6 persons');
    expect(requestsTo(server(), ROUTES.guests).map((r) => r.body)).toEqual([{ date: '2026-11-02', option_id: OPTION }]);
    expect(requestsTo(server(), ROUTES.summaryOfGuests).map((r) => r.body)).toEqual([{ date: '2026-11-02', option_id: OPTION }]);
  });

  it('checks a guest in with one tap, then reads the totals again', async () => {
    guestApi([KARI, OLA]);
    const user = userEvent.setup();
    renderArea(`${PAGE}?date=2026-11-02`);

    const button = await screen.findByRole('button', { name: 'Check in Kari Nordmann' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(totals()).toHaveTextContent('Checked in0 of 2 bookings, 0 of 5 persons');
    await user.click(button);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Check in Kari Nordmann' })).toHaveAttribute('aria-pressed', 'true'));
    const checkIns = requestsTo(server(), `POST ${api.activityCalendar.updateCheckIn.path({ id: 9001 })}`);
    expect(checkIns.map((r) => r.path)).toEqual([`${api.activityCalendar.updateCheckIn.path({ id: 9001 })}?checkin_status=1`]);
    const row = screen.getByRole('button', { name: 'Check in Kari Nordmann' }).closest('tr')!;
    expect(row).toHaveTextContent('Checked in');
    expect(row).toHaveTextContent('at 09:05');
    await waitFor(() => expect(totals()).toHaveTextContent('Checked in1 of 2 bookings, 3 of 5 persons'));
    expect(requestsTo(server(), ROUTES.summaryOfGuests)).toHaveLength(2);
    // The rows came from the check-in's answer: the list is not read again.
    expect(requestsTo(server(), ROUTES.guests)).toHaveLength(1);

    // A second tap takes it back.
    await user.click(screen.getByRole('button', { name: 'Check in Kari Nordmann' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check in Kari Nordmann' })).toHaveAttribute('aria-pressed', 'false'));
    expect(requestsTo(server(), `POST ${api.activityCalendar.updateCheckIn.path({ id: 9001 })}`).at(-1)!.path).toMatch(/checkin_status=0$/);
  });

  it('checks a guest in by a scanned voucher code alone, announces it and reads the day again; a bad or unknown code says why', async () => {
    guestApi([KARI, OLA]);
    const KARI_CODE = '3f2c1b7e-8d4a-4c1e-9b2a-5e6f7a8b9c0d';
    const UNKNOWN = '00000000-0000-4000-8000-000000000000';
    server().on(`POST ${api.activityCalendar.updateCheckIn.path({ id: KARI_CODE })}`, ({ body }) =>
      (body as { voucher_code: string }).voucher_code === KARI_CODE
        ? { body: { data: { reservation_id: 9001, checked_in: true, checked_in_at: '2026-11-02T08:05:00.000Z' } } }
        : { status: 404, body: { message: 'The booking was not found.', code: 'NOT_FOUND' } },
    );
    server().on(`POST ${api.activityCalendar.updateCheckIn.path({ id: UNKNOWN })}`, () => ({ status: 404, body: { message: 'The booking was not found.', code: 'NOT_FOUND' } }));
    const user = userEvent.setup();
    renderArea(`${PAGE}?date=2026-11-02`);
    await screen.findByRole('table', { name: 'Departure at 09:30' });
    const field = screen.getByRole('textbox', { name: 'Scan a voucher' });

    await user.type(field, 'WH-9001{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('This is not a voucher code.');
    expect(requestsTo(server(), `POST ${api.activityCalendar.updateCheckIn.path({ id: KARI_CODE })}`)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, `${UNKNOWN}{Enter}`);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The booking was not found.'));

    await user.clear(field);
    await user.type(field, `  ${KARI_CODE}{Enter}`);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kari Nordmann is checked in.'));
    expect(requestsTo(server(), `POST ${api.activityCalendar.updateCheckIn.path({ id: KARI_CODE })}`).map((r) => r.body)).toEqual([{ voucher_code: KARI_CODE }]);
    // Ready for the next scan: emptied and focused; the day's list and totals are read again.
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await waitFor(() => expect(requestsTo(server(), ROUTES.guests)).toHaveLength(2));
    await waitFor(() => expect(requestsTo(server(), ROUTES.summaryOfGuests)).toHaveLength(2));
  });

  it('shows one departure when the link names it, and every departure of the day on request', async () => {
    guestApi([KARI, OLA, ASTRID]);
    const user = userEvent.setup();
    renderArea(`${PAGE}?date=2026-11-02&slot=502`);

    expect(await screen.findByRole('table', { name: 'Departure at 14:00' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Departure at 09:30' })).not.toBeInTheDocument();
    expect(requestsTo(server(), ROUTES.guests).map((r) => r.body)).toEqual([{ date: '2026-11-02', option_id: OPTION, slot_id: 502 }]);
    await user.click(screen.getByRole('link', { name: 'Show every departure of the day' }));
    expect(await screen.findByRole('table', { name: 'Departure at 09:30' })).toBeInTheDocument();
  });

  it('says when a day has no bookings, and reads another day when the date changes', async () => {
    guestApi([]);
    const user = userEvent.setup();
    renderArea(`${PAGE}?date=2026-11-02`);

    expect(await screen.findByRole('heading', { name: 'No bookings on this day' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export (xlsx)' })).toBeDisabled();
    const date = screen.getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2026-11-03');
    await waitFor(() => expect(requestsTo(server(), ROUTES.guests).at(-1)!.body).toEqual({ date: '2026-11-03', option_id: OPTION }));
  });

  it('exports the guests as an xlsx workbook, and prints the page', async () => {
    guestApi([KARI, ASTRID]);
    const downloads: { name: string; blob: Blob }[] = [];
    const created = new Map<string, Blob>();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:${created.size}`;
      created.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
      event.preventDefault();
      downloads.push({ name: event.target.download, blob: created.get(event.target.getAttribute('href') ?? '')! });
    };
    document.addEventListener('click', onClick);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup();
      renderArea(`${PAGE}?date=2026-11-02`);
      await screen.findByRole('table', { name: 'Departure at 09:30' });

      await user.click(screen.getByRole('button', { name: 'Export (xlsx)' }));
      await waitFor(() => expect(downloads).toHaveLength(1));
      expect(downloads[0]!.name).toBe('guest-list-fjord-kayak-morning-tour-2026-11-02.xlsx');
      const book = XLSX.read(await bytesOf(downloads[0]!.blob), { type: 'array' });
      expect(book.SheetNames).toEqual(['2026-11-02']);
      expect(XLSX.utils.sheet_to_json(book.Sheets['2026-11-02']!, { header: 1 })).toEqual([
        ['Time', 'Option', 'Guest', 'Booking number', 'Tickets', 'Persons', 'Phone', 'E-mail', 'Comments', 'Checked in'],
        ['09:30', 'Morning tour', 'Kari Nordmann', 'WH-9001', '2 × Adult, 1 × Child', 3, '+47 912 34 567', 'kari@example.test', 'Vegetarian lunch', 'No'],
        ['14:00', 'Morning tour', 'Astrid Berg', 'WH-9003', '1 × Adult', 1, '', 'guest@example.test', '', 'Yes'],
      ]);

      await user.click(screen.getByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('click', onClick);
      print.mockRestore();
    }
  });
});

describe('the guest list’s workbook', () => {
  const t = ((id: string) => ({ 'supplier.calendar.guests.yes': 'Yes', 'supplier.calendar.guests.no': 'No' })[id] ?? id) as Parameters<typeof guestSheetColumns>[0];

  it('writes one row per guest, tickets as "count × name" and check-in as yes or no', () => {
    expect(guestSheetColumns(t).map((column) => column.value(ASTRID))).toEqual(['14:00', 'Morning tour', 'Astrid Berg', 'WH-9003', '1 × Adult', 1, '', 'guest@example.test', '', 'Yes']);
  });

  it('names the file after the activity and day, without characters a file system refuses', () => {
    expect(guestSheetFileName('Fjord Kayak: Sør/Øst tur, Ærø', '2026-11-02')).toBe('guest-list-fjord-kayak-sor-ost-tur-aero-2026-11-02');
  });
});
