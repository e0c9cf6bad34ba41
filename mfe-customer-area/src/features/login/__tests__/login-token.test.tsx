import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerLoginAnswerSchema, CustomerReservationListAnswerSchema, CustomerSessionAnswerSchema } from 'shared-contracts/customer';
import { customerTokenAtom, sessionStore } from 'shared-runtime/session';
import { createBookingListItem } from 'shared-contracts/testing';
import { answer, failure, location, renderArea, requestsTo, useFakeApi } from '../../../testing/customer-harness';

const fake = useFakeApi();
const TOKEN = 'POST /booking/public/customer/login/token';
const LOGIN = 'POST /booking/public/customer/login';
const LIST = 'POST /booking/v1/customer/reservation-list';

beforeEach(() => {
  fake.server.on(LOGIN, () => answer(CustomerLoginAnswerSchema, { data: { sent: true } }));
  fake.server.on(LIST, () => answer(CustomerReservationListAnswerSchema, { data: [createBookingListItem({ service_name: 'Fjord cruise' })] }));
});

describe('arrival from the e-mailed link', () => {
  it('spends the token once even when the page mounts twice, keeps the session and replaces the page with the bookings', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.server.on(TOKEN, async () => {
      await held;
      return answer(CustomerSessionAnswerSchema, { data: { customer_token: 'session-abc', expires_at: '2027-01-01T12:00:00.000Z', email: 'kari@example.test' } });
    });
    // A remount while the link is being spent (what StrictMode's double effects or a re-render of the shell do).
    const first = renderArea(fake.server, '/en/customer-reservation/login/token?token=link-1', { strict: true });
    await waitFor(() => expect(requestsTo(fake.server, TOKEN)).toHaveLength(1));
    first.unmount();
    renderArea(fake.server, '/en/customer-reservation/login/token?token=link-1', { strict: true });
    release();
    await waitFor(() => expect(location()).toBe('/en/customer-reservation/booking'));
    expect(await screen.findByRole('link', { name: /Fjord cruise/ })).toBeInTheDocument();
    expect(requestsTo(fake.server, TOKEN).map((request) => request.body)).toEqual([{ token: 'link-1' }]);
    expect(sessionStore.get(customerTokenAtom)).toBe('session-abc');
    // The list call carries the new session as a bearer.
    expect(requestsTo(fake.server, LIST)[0]?.headers.authorization).toBe('Bearer session-abc');
  });

  it('says an expired link has expired and offers a new link for the address', async () => {
    fake.server.on(TOKEN, () => failure(410, 'This login link has expired.', 'LINK_EXPIRED'));
    renderArea(fake.server, '/en/customer-reservation/login/token?token=old-link&email=kari%40example.test');
    expect(await screen.findByRole('heading', { name: 'This login link has expired' })).toBeInTheDocument();
    expect(screen.getByText('Login links are valid for 1 hour. Request a new link below.')).toBeInTheDocument();
    expect(location()).toBe('/en/customer-reservation/login/token?token=old-link&email=kari%40example.test');
    expect(sessionStore.get(customerTokenAtom)).toBeNull();
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('kari@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Request a new login link' }));
    expect(await screen.findByText(/we have sent a login link to kari@example.test/)).toBeInTheDocument();
    expect(requestsTo(fake.server, LOGIN).map((request) => request.body)).toEqual([{ email: 'kari@example.test', lang: 'en' }]);
  });

  it('says a used link was already used', async () => {
    fake.server.on(TOKEN, () => failure(410, 'This login link was already used.', 'LINK_USED'));
    renderArea(fake.server, '/en/customer-reservation/login/token?token=used-link');
    expect(await screen.findByRole('heading', { name: 'This login link has already been used' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a new login link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/en/customer-reservation/login');
  });

  it('says an unknown link is not valid, without leaving the page (its 401 is not a session that ended)', async () => {
    fake.server.on(TOKEN, () => failure(401, 'Unknown login link.', 'LINK_INVALID'));
    renderArea(fake.server, '/en/customer-reservation/login/token?token=nonsense');
    expect(await screen.findByRole('heading', { name: 'This login link is not valid' })).toBeInTheDocument();
    expect(location()).toBe('/en/customer-reservation/login/token?token=nonsense');
  });

  it('without a token shows the invalid-link page and calls nothing', async () => {
    renderArea(fake.server, '/en/customer-reservation/login/token');
    expect(await screen.findByRole('heading', { name: 'This login link is not valid' })).toBeInTheDocument();
    expect(requestsTo(fake.server, TOKEN)).toHaveLength(0);
  });

  it('shows the server’s message for any other failure', async () => {
    fake.server.on(TOKEN, () => failure(500, 'Mail service is down for maintenance.', 'INTERNAL'));
    renderArea(fake.server, '/en/customer-reservation/login/token?token=link-2');
    expect(await screen.findByRole('heading', { name: 'We could not sign you in' })).toBeInTheDocument();
    expect(screen.getByText('Mail service is down for maintenance.')).toBeInTheDocument();
  });
});
