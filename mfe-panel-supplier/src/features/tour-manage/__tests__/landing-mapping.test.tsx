import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityKind, GeneralStatus, PricingBasis, PricingType, ProductKind, TourProviderType } from 'shared-contracts/enums';
import { OptionTicketMapSchema } from 'shared-contracts/tour-manage';
import { TourFullSchema, type TourFull } from 'shared-contracts/tours';
import * as v from 'shared-contracts/valibot';
import { pageMetaAtom, sessionStore } from 'shared-runtime/session';
import { ROUTES, TOUR, glance, renderManage, useFakeApi } from './harness';

const server = useFakeApi();

const matrix = v.parse(OptionTicketMapSchema, {
  tour_id: TOUR,
  currency: 'NOK',
  options: [
    { id: 11, name: 'Morning tour' },
    { id: 12, name: 'Evening tour' },
  ],
  tickets: [{ id: 3, name: 'Adult', pricing_type: PricingType.Adult, pricing_basis: PricingBasis.perPerson, member_count: 1 }],
  prices: [
    { option_id: 11, ticket_id: 3, price_minor: 45_000, valid_from: null, valid_to: null },
    { option_id: 11, ticket_id: 3, price_minor: 50_000, valid_from: '2030-06-01', valid_to: '2030-08-31' },
    { option_id: 12, ticket_id: 3, price_minor: 40_000, valid_from: null, valid_to: null },
  ],
});

function full(overrides: Partial<TourFull['vital_details']> = {}): TourFull {
  return v.parse(TourFullSchema, {
    id: TOUR,
    service_type: 'activities',
    service_type_id: 1,
    status: GeneralStatus.Pending,
    is_private: false,
    sync_failed: false,
    slug: 'fjord-safari',
    product_code: 'WH-ACT-000007',
    currency: 'NOK',
    time_zone: 'Europe/Oslo',
    supplier_id: 2,
    created_at: '2030-01-01T10:00:00.000Z',
    updated_at: '2030-01-02T10:00:00.000Z',
    locale: 'en',
    text_locale: 'no',
    locales: ['no'],
    vital_details: {
      name: 'Fjordsafari',
      kind: ProductKind.Tour,
      activity_kind: ActivityKind.normal,
      provider_type: TourProviderType.NORMAL_TOUR,
      location_id: 4,
      location_name: 'Bergen',
      position: { lat: 60.39, lng: 5.32 },
      duration: '2h 30m',
      duration_stored: '2:30',
      channel_product_code: null,
      ...overrides,
    },
    basic_details: { short_description: '', long_description: '', highlights: [], inclusions: [], exclusions: [], meeting_point: null, meeting_position: null },
    gallery_and_widget: { media: [] },
    tags_and_categories: { tag_ids: [], category_ids: [] },
    taxation: { tax_category_id: null, commission_category_id: null },
    seasonal: { seasons: [] },
    feature_ids: [],
    notification_emails: [],
    sellable: { ready: false, missing: ['image'] },
  });
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the Manage landing of an activity (issue 12 §3)', () => {
  it('sums the activity up and names what it still needs before it can be set Active, with a way to each', async () => {
    server().on(ROUTES.atGlance, () => ({
      body: {
        data: glance({
          options: 2,
          tickets: 1,
          priced_tickets: 1,
          upcoming_departures: 14,
          next_departure: { date: '2030-05-06', start_time: '09:30' },
          sellable: { ready: false, missing: ['image', 'futureDeparture'] },
        }),
      },
    }));
    server().on(ROUTES.optionTickets, () => ({ body: { data: matrix } }));
    renderManage(`npanel/tour/manage/${TOUR}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage activity' })).toBeInTheDocument();
    expect(await screen.findByTestId('activity-name')).toHaveTextContent('Fjord Safari');
    expect(figure('Options')).toBe('2');
    expect(figure('Tickets')).toBe('1');
    expect(figure('Departures to come')).toBe('14');
    // Two pairs have prices (the morning tour's seasonal row is the same pair as its default).
    await waitFor(() => expect(figure('Priced option and ticket pairs')).toBe('2'));
    expect(screen.getByText('Next departure: Mon, May 06 2030 at 09:30.')).toBeInTheDocument();

    const missing = screen.getByRole('list', { name: 'Still missing' });
    expect(within(missing).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'At least one image. Add images',
      'At least one departure in the future. Plan departures',
    ]);
    expect(within(missing).getByRole('link', { name: 'Add images' })).toHaveAttribute('href', `/en/npanel/tour/${TOUR}`);
    expect(within(missing).getByRole('link', { name: 'Plan departures' })).toHaveAttribute('href', `/en/npanel/tour/manage/${TOUR}/options`);

    const nav = screen.getByRole('navigation', { name: 'Manage activity' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', `/en/npanel/tour/manage/${TOUR}`],
      ['Options and departures', `/en/npanel/tour/manage/${TOUR}/options`],
      ['Tickets and prices', `/en/npanel/tour/manage/${TOUR}/tickets`],
      ['Voucher codes', `/en/npanel/tour/manage/${TOUR}/voucherCodes`],
      ['Mapping', `/en/npanel/tour/manage/${TOUR}/mapping`],
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(sessionStore.get(pageMetaAtom).title).toBe('areas.supplier.activityManage');
  });

  it('says when the activity is ready, in Norwegian', async () => {
    server().on(ROUTES.atGlance, () => ({ body: { data: glance({ status: GeneralStatus.Active, sellable: { ready: true, missing: [] } }) } }));
    server().on(ROUTES.optionTickets, () => ({ body: { data: matrix } }));
    renderManage(`npanel/tour/manage/${TOUR}`, 'no');

    expect(await screen.findByTestId('activation-ready')).toHaveTextContent('KlarAktiviteten har alt den trenger og kan settes til Aktiv.');
    expect(screen.queryByRole('list', { name: 'Mangler fortsatt' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administrer aktivitet' });
    expect(within(nav).getByRole('link', { name: 'Billetter og priser' })).toHaveAttribute('href', `/no/npanel/tour/manage/${TOUR}/tickets`);
  });

  it('without an activity in the address, sends the supplier to the activity list', async () => {
    renderManage('npanel/tour/manage');
    expect(await screen.findByText('Choose the activity to manage from your list of activities.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to activities' })).toHaveAttribute('href', '/en/npanel/tour');
    expect(server().calls(ROUTES.atGlance)).toEqual([]);
  });
});

describe('the mapping page of an activity (issue 12 §3)', () => {
  it('saves the provider type and channel code with the rest of the vital details as they were, and says sync comes later', async () => {
    server().on(ROUTES.full, () => ({ body: { data: full() } }));
    server().on(ROUTES.update, ({ body }) => {
      const input = body as { provider_type: TourProviderType; channel_product_code: string | null };
      return { body: { data: full({ provider_type: input.provider_type, channel_product_code: input.channel_product_code }) } };
    });
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/mapping`);

    expect(await screen.findByText('Channel sync comes later')).toBeInTheDocument();
    expect(screen.getByText(/nothing is sent to or read from the channel yet/)).toBeInTheDocument();
    expect(screen.getByText('Our product code: WH-ACT-000007')).toBeInTheDocument();
    const provider = screen.getByLabelText(/^Provider type/);
    expect(provider).toHaveDisplayValue('Own (no channel)');
    await user.selectOptions(provider, 'Zaui');
    await user.type(screen.getByLabelText(/^Channel product code/), 'ZX-1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved: Provider type and Channel product code')).toBeInTheDocument();
    const [put] = server().calls(ROUTES.update);
    // Written in the language the name came in, so the save adds no translation.
    expect(put?.query.get('locale')).toBe('no');
    expect(put?.body).toEqual({
      section: 'vital_details',
      name: 'Fjordsafari',
      kind: ProductKind.Tour,
      activity_kind: ActivityKind.normal,
      location_id: 4,
      position: { lat: 60.39, lng: 5.32 },
      duration: '2h 30m',
      provider_type: TourProviderType.ZAUI,
      channel_product_code: 'ZX-1234',
    });
  });

  it('shows the API’s refusal of the section in the save bar', async () => {
    server().on(ROUTES.full, () => ({ body: { data: full({ name: '' }) } }));
    server().on(ROUTES.update, () => ({
      status: 400,
      body: { message: 'The request is not valid.', code: 'VALIDATION_FAILED', issues: [{ path: 'name', message: 'This field is required.' }] },
    }));
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/mapping`);

    await user.type(await screen.findByLabelText(/^Channel product code/), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Activity name: This field is required.');
  });
});
