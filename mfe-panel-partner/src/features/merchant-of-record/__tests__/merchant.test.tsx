import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MerchantOfRecordType, PaymentMethod, SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { SITE_CHANGE_STATUS, type PartnerSite } from 'shared-contracts/sites';
import { createPartner, createPartnerSite } from 'shared-contracts/testing';
import { renderArea as render, useFakeApi, usePanelSession } from 'shared-ui/testing/fake-api';
import Area from '../../../expose/area';

// jsdom has no PointerEvent; Chakra's checkbox and press handling (zag) build one on blur.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const SITE = createPartnerSite({ id: 81, name: 'Fjord Trips', status: SiteStatus.Confirmed });
const fake = useFakeApi();
usePanelSession(() => createPartner(), SITE);
const merchantPath = api.partnerSites.merchantOfRecord.path({ id: SITE.id });
const page = `/en/npanel/sites/${SITE.id}/settings/merchant-of-records`;

let site: PartnerSite;
beforeEach(() => {
  site = JSON.parse(JSON.stringify(SITE)) as PartnerSite;
  fake.server.on(`GET ${api.partnerSites.byId.path({ id: SITE.id })}`, () => ({ body: { data: site } }));
  fake.server.on(`GET ${api.partnerSites.merchantOfRecordTypes.path()}`, () => ({
    body: { data: [{ type: 'NOPAY', payment_methods: ['NOPAY'] }, { type: 'GOTO_HUB', payment_methods: ['STRIPE', 'STRIPE_TERMINAL'] }] },
  }));
  // As the API does on a live site: the change waits in the site's open request.
  fake.server.on(`PUT ${merchantPath}`, (request) => {
    const asked = request.body as PartnerSite['merchant_of_record'];
    site = {
      ...site,
      address_change: {
        id: 5,
        site_id: SITE.id,
        site_name: SITE.name,
        status: SITE_CHANGE_STATUS.pending,
        fields: [{ field: 'merchant_of_record', from: 'GOTO_HUB: STRIPE', to: `${asked.type}: ${asked.payment_method.join(', ')}` }],
        review_note: null,
        created_at: '2026-11-29T08:00:00.000Z',
      },
    };
    return { body: { data: site } };
  });
});

describe('the merchant of record', () => {
  test('offers the methods of the chosen type, and on a live site asks for approval and shows what waits', async () => {
    const user = userEvent.setup();
    render(Area, page);
    const methods = await screen.findByRole('group', { name: 'Payment methods' });
    expect(within(methods).getByRole('checkbox', { name: 'Card, online' })).toBeChecked();
    await user.click(within(methods).getByRole('checkbox', { name: 'Card reader, in person' }));
    await user.click(screen.getByRole('button', { name: 'Ask for approval' }));

    await waitFor(() => expect(fake.sent('PUT', merchantPath)).toEqual([{ type: MerchantOfRecordType.GOTO_HUB, payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL] }]));
    expect(await screen.findByText('A change is waiting for approval')).toBeInTheDocument();
    expect(screen.getByText('Now: GOTO_HUB: STRIPE. Asked for: GOTO_HUB: STRIPE, STRIPE_TERMINAL.')).toBeInTheDocument();
  });

  test('pay later keeps only its own method; no method at all is refused before sending', async () => {
    const user = userEvent.setup();
    render(Area, page);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Merchant of record' }), 'NOPAY');
    const methods = screen.getByRole('group', { name: 'Payment methods' });
    expect(within(methods).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent)).toEqual(['Pay later']);
    await user.click(screen.getByRole('button', { name: 'Ask for approval' }));
    expect(await screen.findByText('Choose at least one payment method.')).toBeInTheDocument();
    expect(fake.sent('PUT', merchantPath)).toHaveLength(0);

    await user.click(within(methods).getByRole('checkbox', { name: 'Pay later' }));
    await user.click(screen.getByRole('button', { name: 'Ask for approval' }));
    await waitFor(() => expect(fake.sent('PUT', merchantPath)).toEqual([{ type: 'NOPAY', payment_method: ['NOPAY'] }]));
  });
});
