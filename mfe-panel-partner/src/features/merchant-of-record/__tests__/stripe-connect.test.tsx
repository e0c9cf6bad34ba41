import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from 'shared-contracts/constants';
import { MerchantOfRecordType, PaymentMethod, SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import type { PartnerSite, StripeAccount } from 'shared-contracts/sites';
import { createPartner, createPartnerSite } from 'shared-contracts/testing';
import { translate } from 'shared-runtime/i18n';
import { alertsAtom, selectedSiteIdAtom, sessionStore } from 'shared-runtime/session';
import { renderArea as render, useFakeApi, usePanelSession } from 'shared-ui/testing/fake-api';
import Area from '../../../expose/area';
import { leaveForStripe } from '../components/stripe-accounts';

// jsdom has no PointerEvent; Chakra's dialog and press handling (zag) build one on blur.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const SITE = createPartnerSite({
  id: 81,
  name: 'Fjord Trips',
  status: SiteStatus.Confirmed,
  merchant_of_record: { type: MerchantOfRecordType.GOTO_HUB, payment_method: [PaymentMethod.STRIPE] },
  merchant_of_record_payment_method: [PaymentMethod.STRIPE],
});
const OTHER = createPartnerSite({ id: 82, name: 'Other Trips' });
const NOK: StripeAccount = { currency: 'NOK', account_id: 'acct_sim_nok1', connected_at: '2026-11-29T08:00:00.000Z' };
const EUR: StripeAccount = { currency: 'EUR', account_id: 'acct_sim_eur1', connected_at: '2026-11-29T09:00:00.000Z' };
const fake = useFakeApi();
usePanelSession(() => createPartner(), OTHER);

const merchantPage = `/en/npanel/sites/${SITE.id}/settings/merchant-of-records`;
const connectPath = api.partnerSites.connectStripe.path();
const deauthorizePath = api.partnerSites.deauthorizeStripe.path({ id: SITE.id });
const setupPath = api.partnerSites.stripeSetupCredential.path({ id: SITE.id });

let site: PartnerSite;
let go: jest.SpyInstance;
beforeEach(() => {
  site = { ...JSON.parse(JSON.stringify(SITE)), stripe_accounts: [NOK] } as PartnerSite;
  go = jest.spyOn(leaveForStripe, 'go').mockImplementation(() => undefined);
  sessionStore.set(alertsAtom, []);
  fake.server.on(`GET ${api.partnerSites.byId.path({ id: SITE.id })}`, () => ({ body: { data: site } }));
  fake.server.on(`GET ${api.partnerSites.merchantOfRecordTypes.path()}`, () => ({
    body: { data: [{ type: 'NOPAY', payment_methods: ['NOPAY'] }, { type: 'GOTO_HUB', payment_methods: ['STRIPE', 'STRIPE_TERMINAL'] }] },
  }));
  fake.server.on(`GET ${connectPath}`, () => ({ body: { data: { url: '/core/public/simulated-stripe/oauth/authorize?state=s1' } } }));
  fake.server.on(`GET ${deauthorizePath}`, () => {
    site = { ...site, stripe_accounts: [] };
    return { body: { data: [] } };
  });
  fake.server.on(`POST ${setupPath}`, () => {
    site = { ...site, stripe_accounts: [EUR, NOK] };
    return { body: { data: [EUR, NOK] } };
  });
});
afterEach(() => go.mockRestore());

const row = async (currency: string) => {
  const table = await screen.findByRole('table', { name: 'Stripe accounts' });
  return within(table).getByRole('row', { name: new RegExp(`^${currency}\\b`) });
};
/** The alerts pushed, as the toaster words them. */
const alerts = () => sessionStore.get(alertsAtom).map((alert) => [alert.status, 'text' in alert ? alert.text : translate('en', alert.messageId, alert.values)]);
const requestsTo = (method: string, path: string) => fake.server.requests.filter((request) => request.method === method && request.path.split('?')[0] === path);

describe('the Stripe accounts of a site the platform takes payments for', () => {
  test('one row per currency: the connected account with Disconnect, the others with Connect with Stripe', async () => {
    render(Area, merchantPage);
    expect(within(await row('NOK')).getByText('acct_sim_nok1')).toBeInTheDocument();
    expect(within(await row('NOK')).getByText('Connected')).toBeInTheDocument();
    expect(within(await row('NOK')).getByRole('button', { name: 'Disconnect the NOK account' })).toBeInTheDocument();
    for (const currency of ['EUR', 'SEK', 'DKK', 'USD']) {
      expect(within(await row(currency)).getByText('Not connected')).toBeInTheDocument();
      expect(within(await row(currency)).getByRole('button', { name: `Connect with Stripe for ${currency}` })).toBeInTheDocument();
    }
  });

  test('Connect with Stripe makes the site the selected one and leaves for the address connect-stripe answers', async () => {
    const user = userEvent.setup();
    render(Area, merchantPage);
    await user.click(within(await row('SEK')).getByRole('button', { name: 'Connect with Stripe for SEK' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/core/public/simulated-stripe/oauth/authorize?state=s1'));
    expect(requestsTo('GET', connectPath).map((request) => request.path)).toEqual([`${connectPath}?currency_code=SEK`]);
    expect(sessionStore.get(selectedSiteIdAtom)).toBe(SITE.id);
  });

  test("a refused connect shows the server's message and stays on the page", async () => {
    const user = userEvent.setup();
    fake.server.on(`GET ${connectPath}`, () => ({
      status: 503,
      body: { message: 'Connecting Stripe accounts is not set up on this platform yet. Please contact support.', code: 'connect_not_configured' },
    }));
    render(Area, merchantPage);
    await user.click(within(await row('EUR')).getByRole('button', { name: 'Connect with Stripe for EUR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connecting Stripe accounts is not set up on this platform yet. Please contact support.');
    expect(go).not.toHaveBeenCalled();
  });

  test('Disconnect asks first: Cancel keeps the account, confirming disconnects it', async () => {
    const user = userEvent.setup();
    render(Area, merchantPage);
    await user.click(within(await row('NOK')).getByRole('button', { name: 'Disconnect the NOK account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect the NOK account?' });
    expect(dialog).toHaveTextContent('Payments in NOK will no longer go to acct_sim_nok1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo('GET', deauthorizePath)).toHaveLength(0);

    await user.click(within(await row('NOK')).getByRole('button', { name: 'Disconnect the NOK account' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Stripe accounts' })).getByRole('row', { name: /^NOK\b/ })).toHaveTextContent('Not connected'));
    expect(requestsTo('GET', deauthorizePath).map((request) => request.path)).toEqual([`${deauthorizePath}?currency_code=NOK`]);
    expect(alerts()).toEqual([['success', 'The NOK Stripe account is disconnected.']]);
  });

  test('a site that does not take payments through the platform has no Stripe accounts section', async () => {
    site = { ...site, merchant_of_record: { type: MerchantOfRecordType.NOPAY, payment_method: [PaymentMethod.NOPAY] }, merchant_of_record_payment_method: [PaymentMethod.NOPAY] };
    render(Area, merchantPage);
    expect(await screen.findByRole('combobox', { name: 'Merchant of record' })).toHaveValue('NOPAY');
    expect(screen.queryByRole('heading', { name: 'Stripe accounts' })).not.toBeInTheDocument();
  });
});

describe('the return page Stripe sends the partner back to', () => {
  test('sets up the selected site once with the code and state, then shows its merchant page with the account', async () => {
    sessionStore.set(selectedSiteIdAtom, SITE.id);
    render(Area, '/en/npanel/stripe-connect?code=ac_sim_1&state=s.1');
    expect(within(await row('EUR')).getByText('acct_sim_eur1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Merchant Of Records' })).toBeInTheDocument();
    expect(fake.sent('POST', setupPath)).toEqual([{ code: 'ac_sim_1', state: 's.1' }]);
    expect(alerts()).toEqual([['success', 'The Stripe account acct_sim_eur1 is connected for EUR.']]);
  });

  test('a cancelled connection says so, with a way back to the merchant page, and posts nothing', async () => {
    sessionStore.set(selectedSiteIdAtom, SITE.id);
    render(Area, '/en/npanel/stripe-connect?error=access_denied&error_description=The+user+denied+your+request&state=s.1');
    expect(await screen.findByText('The connection was cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the merchant of record page' })).toHaveAttribute('href', merchantPage);
    expect(fake.sent('POST', setupPath)).toEqual([]);
  });

  test("a refused code shows the server's message; without a selected site nothing is posted", async () => {
    fake.server.on(`POST ${setupPath}`, () => ({
      status: 400,
      body: { message: 'Stripe did not accept this connection: it was used already or has expired. Connect the account again.', code: 'connect_code_invalid' },
    }));
    sessionStore.set(selectedSiteIdAtom, SITE.id);
    const { unmount } = render(Area, '/en/npanel/stripe-connect?code=ac_sim_1&state=s.1');
    expect(await screen.findByText('The Stripe account could not be connected')).toBeInTheDocument();
    expect(screen.getByText('Stripe did not accept this connection: it was used already or has expired. Connect the account again.')).toBeInTheDocument();
    unmount();

    sessionStore.set(selectedSiteIdAtom, LIMITS.noSiteId);
    render(Area, '/en/npanel/stripe-connect?code=ac_sim_2&state=s.2');
    expect(await screen.findByText(/No site is selected/)).toBeInTheDocument();
    expect(fake.sent('POST', setupPath)).toEqual([{ code: 'ac_sim_1', state: 's.1' }]);
  });
});
