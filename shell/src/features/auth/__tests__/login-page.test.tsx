import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessTokenAtom, currentUserAtom, sessionStore } from 'shared-runtime/session';
import { createAdmin, createSupplier } from 'shared-contracts/testing';
import { type CurrentUser } from 'shared-contracts/users';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { LocationProbe, renderShell, resetSession } from '../../../testing/render-shell';
import { LoginPage } from '../components/login-page';

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  resetSession();
  server.requests.length = 0;
});

function answerLogin(user: CurrentUser) {
  server.on('POST /nauth/npanel/login', () => ({ body: { data: { access_token: 'token-1', token_type: 'Bearer', expires_in: 900 } } }));
  server.on('GET /core/v1/current/user', () => ({ body: { data: user } }));
}

function renderLogin(locale: 'en' | 'no' = 'en') {
  return renderShell(
    <>
      <LoginPage />
      <LocationProbe />
    </>,
    { route: `/${locale}/login`, locale, apiBaseUrl: server.baseUrl },
  );
}

async function fillAndSubmit(email: string, password: string, submitName = 'Log in') {
  if (email) await userEvent.type(screen.getByLabelText(/E-mail|E-post/), email);
  if (password) await userEvent.type(screen.getByLabelText(/Password|Passord/), password);
  await userEvent.click(screen.getByRole('button', { name: submitName }));
}

describe('login page', () => {
  it('shows the field messages of LoginInputSchema and sends nothing while the form is invalid', async () => {
    renderLogin();
    await fillAndSubmit('', '');
    expect(await screen.findByText('Please enter email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter valid email.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('translates the field messages', async () => {
    renderLogin('no');
    await fillAndSubmit('', '', 'Logg inn');
    expect(await screen.findByText('Skriv inn e-postadresse.')).toBeInTheDocument();
    expect(screen.getByText('Skriv inn passordet ditt.')).toBeInTheDocument();
  });

  it.each([
    [401, 'INVALID_CREDENTIALS', 'The e-mail or password is incorrect.'],
    [403, 'ACCOUNT_BLOCKED', 'This account cannot log in. Please contact support.'],
    [429, 'RATE_LIMITED', 'Too many failed login attempts. Please wait a few minutes and try again.'],
  ])('shows a %s %s answer as translated text and stays on the page', async (status, code, text) => {
    server.on('POST /nauth/npanel/login', () => ({ status, body: { message: 'server wording', code } }));
    renderLogin();
    await fillAndSubmit('someone@example.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByTestId('location').textContent).toBe('/en/login');
    expect(sessionStore.get(accessTokenAtom)).toBeNull();
  });

  it('sends the credentials, keeps the token, loads the user and opens the profile', async () => {
    const supplier = createSupplier({ email: 'supplier@example.test' });
    answerLogin(supplier);
    renderLogin();
    await fillAndSubmit('Supplier@Example.test', 'wayhub-demo');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/npanel'));
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/nauth/npanel/login',
      body: { email: 'supplier@example.test', password: 'wayhub-demo' },
    });
    expect(server.requests[1]?.headers.authorization).toBe('Bearer token-1');
    expect(sessionStore.get(currentUserAtom)?.id).toBe(supplier.id);
  });

  it('an administrator lands on the dashboard', async () => {
    answerLogin(createAdmin());
    renderLogin();
    await fillAndSubmit('admin@example.test', 'wayhub-demo');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/admin/dashboard'));
  });

  it('a first login lands on change-password', async () => {
    answerLogin(createSupplier({ first_time_login: true }));
    renderLogin();
    await fillAndSubmit('new@example.test', 'temporary-pass');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/npanel/change-password'));
  });
});
