import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKIES } from 'shared-contracts/constants';
import { Policy } from 'shared-contracts/enums';
import { accessTokenAtom, currentUserAtom, readCookie, sessionStore } from 'shared-runtime/session';
import { createAdmin, createOperator, createPartner, createSupplier } from 'shared-contracts/testing';
import { type CurrentUser } from 'shared-contracts/users';
import { LanguageSwitch } from '../../../components/language-switch';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { LocationProbe, renderShell, resetSession } from '../../../testing/render-shell';
import { UserMenu } from '../components/user-menu';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ 'POST /nauth/npanel/logout': () => ({ body: { data: { ok: true } } }) });
});
afterAll(() => server.close());

async function openMenu(user: CurrentUser) {
  resetSession({ user, accessToken: 'token-1', sessionHint: true });
  renderShell(
    <>
      <UserMenu lang="en" />
      <LocationProbe />
    </>,
    { route: '/en/npanel', apiBaseUrl: server.baseUrl },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

describe('top bar account menu', () => {
  it('shows the user’s name, e-mail and initials', async () => {
    await openMenu(createSupplier({ name: 'Sigrid Dahl', email: 'sigrid@example.test' }));
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveTextContent('SD');
    expect(trigger).toHaveTextContent('Sigrid Dahl');
    expect(trigger).toHaveTextContent('sigrid@example.test');
  });

  it('Sub-Users: shown with CREATE_OPERATOR_POLICY to a user who is not a sub-user', async () => {
    await openMenu(createSupplier({ policies: [Policy.CREATE_OPERATOR_POLICY] }));
    expect(screen.getByRole('menuitem', { name: 'Sub-Users' })).toHaveAttribute('href', '/en/npanel/user/operators');
  });

  it('Sub-Users: hidden without the policy', async () => {
    await openMenu(createSupplier({ policies: [Policy.ACTIVITY_MODULE] }));
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Sub-Users' })).not.toBeInTheDocument();
  });

  it('Sub-Users: hidden for a sub-user even with the policy', async () => {
    await openMenu(createOperator(createPartner(), { policies: [Policy.CREATE_OPERATOR_POLICY] }));
    expect(screen.queryByRole('menuitem', { name: 'Sub-Users' })).not.toBeInTheDocument();
  });

  it('Profile leads an administrator to the administrators list, anyone else to their profile', async () => {
    await openMenu(createAdmin());
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/en/npanel/user/administrators');
  });

  it('Profile leads a partner to npanel', async () => {
    await openMenu(createPartner());
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/en/npanel');
  });

  it('Logout calls the server, clears the session and goes to login', async () => {
    await openMenu(createSupplier());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/login'));
    expect(server.requests.some((request) => request.method === 'POST' && request.path === '/nauth/npanel/logout')).toBe(true);
    expect(sessionStore.get(currentUserAtom)).toBeNull();
    expect(sessionStore.get(accessTokenAtom)).toBeNull();
    expect(readCookie(COOKIES.sessionHint.name)).toBeNull();
  });
});

describe('language switch', () => {
  it('keeps the path, swaps the language segment and remembers the choice in i18n_redirected', async () => {
    resetSession({ user: createSupplier() });
    renderShell(
      <>
        <LanguageSwitch />
        <LocationProbe />
      </>,
      { route: '/en/npanel/tour/5?tab=options' },
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'sv');
    expect(screen.getByTestId('location').textContent).toBe('/sv/npanel/tour/5?tab=options');
    expect(readCookie(COOKIES.language.name)).toBe('sv');
    expect(await screen.findByRole('combobox', { name: 'Språk' })).toHaveValue('sv');
  });
});
