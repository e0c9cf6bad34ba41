import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReservationStatus } from 'shared-contracts/enums';
import { ReservationDetailsSchema, type ReservationDetails } from 'shared-contracts/panel-reservations';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { accessTokenAtom, currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import { VoucherButton } from '../components/voucher-button';

if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const VOUCHER = api.panelReservationActions.voucher.path({ id: 1 });
const PDF = new TextEncoder().encode('%PDF-1.3 voucher');

function booking(overrides: Partial<ReservationDetails> = {}): ReservationDetails {
  const price = { currency: 'NOK', minor: 150000, amount: 1500 };
  return v.parse(ReservationDetailsSchema, {
    id: 1,
    ref: '7f0c1f7e-2b1a-4c11-9a55-0f2d3c4b5a69',
    booking_number: 'WH-20261101-000001',
    service: { id: 42, name: 'Fjord Kayak', type: 'activities' },
    start_date: '2026-11-20',
    end_date: '2026-11-20',
    start_time: '09:30',
    guests: { adults: 2, children: 0 },
    price,
    status: ReservationStatus.CONFIRM,
    payment_method: 'NOPAY',
    site: { id: 3, name: 'Demo Travels' },
    sales_channel: 'online',
    payer: { first_name: 'Kari', last_name: 'Nordmann', name: 'Kari Nordmann', email: 'kari@example.test', phone: '+47 41234567', country: 'NO', locale: 'en' },
    created_at: '2026-11-01T10:00:00.000Z',
    confirmed_at: '2026-11-01T10:05:00.000Z',
    cancelled: false,
    time_zone: 'Europe/Oslo',
    comments: null,
    tickets: { option_id: 11, slot_id: 501, persons: 2, checked_in_at: null, lines: [{ name: 'Adult', count: 2, persons: 2, total: price }] },
    rooms: [],
    price_lines: [{ label: 'total', amount: price }],
    earnings: null,
    payment: null,
    cancellation_policy: [],
    cancellation: null,
    timeline: [],
    ...overrides,
  });
}

let server: ApiServer;
const downloads: { name: string; type: string; size: number }[] = [];
let lastBlob: Blob | null = null;
const onClick = (event: MouseEvent) => {
  if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
  event.preventDefault();
  downloads.push({ name: event.target.download, type: lastBlob?.type ?? '', size: lastBlob?.size ?? 0 });
};

beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
  URL.createObjectURL = jest.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:voucher';
  });
  URL.revokeObjectURL = jest.fn();
  document.addEventListener('click', onClick);
});
afterAll(async () => {
  document.removeEventListener('click', onClick);
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  downloads.length = 0;
  sessionStore.set(currentUserAtom, createSupplier());
  sessionStore.set(accessTokenAtom, 'panel-token');
});
afterEach(() => {
  sessionStore.set(currentUserAtom, null);
  sessionStore.set(accessTokenAtom, null);
});

const voucherCalls = () => server.requests.filter((r) => r.method === 'GET' && r.path === VOUCHER);

describe('the booking voucher', () => {
  test('a confirmed booking’s voucher downloads as the PDF the server names, asked with the panel session', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.on(`GET ${VOUCHER}`, async () => {
      await answered;
      return { raw: PDF, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="voucher-WH-20261101-000001.pdf"' } };
    });
    renderWithProviders(<VoucherButton details={booking()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Download voucher' }));
    // Busy while the PDF is on its way: the button cannot be pressed twice.
    expect(await screen.findByRole('button', { name: /Preparing the voucher/ })).toBeDisabled();
    release();

    await waitFor(() => expect(downloads).toEqual([{ name: 'voucher-WH-20261101-000001.pdf', type: 'application/pdf', size: PDF.byteLength }]));
    expect(voucherCalls()).toHaveLength(1);
    expect(voucherCalls()[0]!.headers.authorization).toBe('Bearer panel-token');
    expect(await screen.findByRole('button', { name: 'Download voucher' })).toBeEnabled();
  });

  test('a refusal shows the API’s message and saves nothing; a failure without one shows ours', async () => {
    server.on(`GET ${VOUCHER}`, () => ({ status: 409, body: { message: 'Only a confirmed booking has a voucher.', code: 'CONFLICT' } }));
    const { unmount } = renderWithProviders(<VoucherButton details={booking()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download voucher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a confirmed booking has a voucher.');
    unmount();

    server.on(`GET ${VOUCHER}`, () => ({ status: 502, raw: new TextEncoder().encode('Bad gateway'), headers: { 'content-type': 'text/plain' } }));
    renderWithProviders(<VoucherButton details={booking()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download voucher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The voucher could not be downloaded. Try again.');
    expect(downloads).toEqual([]);
  });

  test('only a confirmed booking offers a voucher, in the caller’s language', async () => {
    const held = renderWithProviders(<VoucherButton details={booking({ status: ReservationStatus.HOLD })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    held.unmount();
    const cancelled = renderWithProviders(<VoucherButton details={booking({ status: ReservationStatus.CANCEL, cancelled: true })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    cancelled.unmount();
    expect(voucherCalls()).toEqual([]);
    renderWithProviders(<VoucherButton details={booking()} />, { locale: 'no' });
    expect(screen.getByRole('button', { name: 'Last ned bestillingsbevis' })).toBeInTheDocument();
  });
});
