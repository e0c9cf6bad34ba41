import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { LocationProbe, renderShell, resetSession } from '../../../testing/render-shell';
import { ChangePasswordPage } from '../components/change-password-page';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

function renderPage() {
  resetSession({ user: createSupplier({ first_time_login: true }), sessionHint: true });
  server.requests.length = 0;
  return renderShell(
    <>
      <ChangePasswordPage />
      <LocationProbe />
    </>,
    { route: '/en/npanel/change-password', apiBaseUrl: server.baseUrl },
  );
}

async function fill(current: string, next: string, confirm: string) {
  await userEvent.type(screen.getByLabelText(/Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('forced change-password page', () => {
  it('checks the new password locally before anything is sent', async () => {
    renderPage();
    await fill('temporary-1', 'short', 'short');
    expect(await screen.findByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a confirmation that differs', async () => {
    renderPage();
    await fill('temporary-1', 'long-enough-one', 'long-enough-two');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('changes the password, reloads the user and opens the profile', async () => {
    server.on('POST /nauth/npanel/change-password', () => ({ body: { data: { ok: true } } }));
    const updated = createSupplier({ first_time_login: false });
    server.on('GET /core/v1/current/user', () => ({ body: { data: updated } }));
    renderPage();
    await fill('temporary-1', 'a-much-better-passphrase', 'a-much-better-passphrase');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/npanel'));
    expect(server.requests[0]).toMatchObject({
      path: '/nauth/npanel/change-password',
      body: { current_password: 'temporary-1', new_password: 'a-much-better-passphrase', confirm_password: 'a-much-better-passphrase' },
    });
    expect(sessionStore.get(currentUserAtom)?.first_time_login).toBe(false);
  });

  it('shows a wrong current password as the server says it', async () => {
    server.on('POST /nauth/npanel/change-password', () => ({
      status: 400,
      body: { message: 'The current password is wrong.', code: 'VALIDATION_FAILED', issues: [{ path: 'current_password', message: 'The current password is wrong.' }] },
    }));
    renderPage();
    await fill('not-it-at-all', 'a-much-better-passphrase', 'a-much-better-passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong.');
    expect(screen.getByTestId('location').textContent).toBe('/en/npanel/change-password');
  });
});
