import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerLoginAnswerSchema, CustomerSessionProbeAnswerSchema } from 'shared-contracts/customer';
import { pageMetaAtom, sessionStore } from 'shared-runtime/session';
import { answer, failure, location, renderArea, requestsTo, useFakeApi } from '../../../testing/customer-harness';

const fake = useFakeApi();
const LOGIN = 'POST /booking/public/customer/login';
const SESSION = 'GET /booking/v1/customer/session';

beforeEach(() => {
  fake.server.on(SESSION, () => failure(401, '', 'UNAUTHENTICATED'));
  fake.server.on(LOGIN, () => answer(CustomerLoginAnswerSchema, { data: { sent: true } }));
});

const emailField = () => screen.getByRole('textbox', { name: /E-mail address/ });
const sendButton = () => screen.getByRole('button', { name: 'Send login link' });

describe('customer login', () => {
  it('/{lang}/customer-reservation lands on the e-mail login', async () => {
    renderArea(fake.server, '/en/customer-reservation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to see your bookings' })).toBeInTheDocument();
    expect(location()).toBe('/en/customer-reservation/login');
    expect(sessionStore.get(pageMetaAtom).title).toBe('site.customer.pages.login');
    expect(screen.getByTestId('remote-version-mfe-customer-area')).toBeInTheDocument();
  });

  it('asks for an e-mail when the field is empty, and sends nothing', async () => {
    renderArea(fake.server, '/en/customer-reservation/login');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter email.');
    expect(requestsTo(fake.server, LOGIN)).toHaveLength(0);
  });

  it('asks for a valid e-mail when the address is malformed, and sends nothing', async () => {
    renderArea(fake.server, '/en/customer-reservation/login');
    await userEvent.type(emailField(), 'kari@');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid email.');
    expect(requestsTo(fake.server, LOGIN)).toHaveLength(0);
  });

  it('shows the validation messages in the page’s language', async () => {
    renderArea(fake.server, '/no/customer-reservation/login', { locale: 'no' });
    await userEvent.click(screen.getByRole('button', { name: 'Send innloggingslenke' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Skriv inn e-postadresse.');
  });

  it('sends the address with the page’s language and says where the link went and for how long it works', async () => {
    renderArea(fake.server, '/en/customer-reservation/login');
    await userEvent.type(emailField(), ' Kari@Example.test ');
    await userEvent.click(sendButton());
    expect(await screen.findByText('If this address has bookings, we have sent a login link to kari@example.test. The link is valid for 1 hour.')).toBeInTheDocument();
    expect(requestsTo(fake.server, LOGIN).map((request) => request.body)).toEqual([{ email: 'kari@example.test', lang: 'en' }]);
  });

  it('shows the server’s message when the login is refused (429)', async () => {
    fake.server.on(LOGIN, () => failure(429, 'Too many login links were asked for. Try again in 10 minutes.', 'RATE_LIMITED'));
    renderArea(fake.server, '/en/customer-reservation/login');
    await userEvent.type(emailField(), 'kari@example.test');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many login links were asked for. Try again in 10 minutes.');
    expect(screen.queryByText(/we have sent a login link/)).not.toBeInTheDocument();
  });

  it('goes straight to the bookings when the customer is already logged in', async () => {
    fake.server.on(SESSION, () => answer(CustomerSessionProbeAnswerSchema, { data: { email: 'kari@example.test' } }));
    fake.server.on('POST /booking/v1/customer/reservation-list', () => ({ body: { data: [] } }));
    renderArea(fake.server, '/en/customer-reservation/login');
    await waitFor(() => expect(location()).toBe('/en/customer-reservation/booking'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
  });
});
