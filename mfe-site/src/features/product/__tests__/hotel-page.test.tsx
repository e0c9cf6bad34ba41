import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { money } from 'shared-contracts/catalogue';
import { formatDisplayDate } from 'shared-contracts/dates';
import { configureHttpClient } from 'shared-runtime/http';
import { takeCartHandoffs } from 'shared-runtime/session';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { seriousViolations } from './axe';
import { createServiceDetail, dayOf, nextMonth, renderProduct, site } from './fixtures';

let server: ApiServer;
const hotel = createServiceDetail({
  id: 21,
  service_type: 'hotels',
  service_type_id: 3,
  name: 'Fjord Hotel',
  activity: null,
  duration: null,
  meeting_point: null,
  hotel: {
    stars: 4,
    check_in_time: '15:00',
    check_out_time: '11:00',
    review_score: 8.6,
    review_count: 120,
    features: [{ id: 1, name: 'Sauna', icon: 'flame', most_popular: true }],
  },
});
const plan = (id: number, name: string, extra: object) => ({
  rate_plan_id: id,
  name,
  parent_rate_plan_id: null,
  refundable: true,
  breakfast_included: true,
  available: true,
  total_price: money(378_000, 'NOK'),
  nightly: [],
  rooms_left: 3,
  reasons: [],
  ...extra,
});

beforeAll(async () => {
  server = await startApiServer({
    'GET /core/public/services/21': () => ({ body: { data: hotel } }),
    'GET /core/public/listing-hotel/21': () => ({
      body: {
        data: {
          ...hotel,
          room_types: [{ id: 301, name: 'Double room', description: 'Fjord view', max_adults: 2, max_children: 1, max_occupancy: 3, image: null, rate_plans: [] }],
        },
      },
    }),
    'POST /availability/public/hotel/21/available-dates': ({ body }) => {
      const { start_date: start } = body as { start_date: string };
      const dates = start.slice(0, 7) === nextMonth.toFormat('yyyy-MM') ? [dayOf(10), dayOf(11), dayOf(12)] : [];
      return { body: { data: { time_zone: 'UTC', dates } } };
    },
    'POST /availability/public/hotel/21/availability': ({ body }) => {
      const input = body as { check_in: string; check_out: string; rooms: number; adults: number; children: number };
      return {
        body: {
          data: {
            hotel_id: 21,
            ...input,
            nights: 1,
            currency: 'NOK',
            time_zone: 'UTC',
            room_types: [
              {
                room_type_id: 301,
                room_type_name: 'Double room',
                max_adults: 2,
                max_children: 1,
                max_occupancy: 3,
                rate_plans: [
                  plan(401, 'Flexible rate', {
                    available: false,
                    reasons: [{ code: 'min_stay', message: 'Arrivals on … require a stay of at least 3 nights.', date: input.check_in, limit: 3 }],
                  }),
                  plan(402, 'Bed & breakfast', { total_price: money(412_345, 'NOK') }),
                ],
              },
            ],
          },
        },
      };
    },
  });
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  takeCartHandoffs();
});

async function chooseOneNight(locale: 'en' | 'no' = 'en') {
  renderProduct(`/${locale}/hotel/21`, locale);
  await screen.findByRole('heading', { level: 1, name: 'Fjord Hotel' });
  await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Next month' : 'Neste måned' }));
  const checkIn = await screen.findByRole('gridcell', { name: formatDisplayDate(dayOf(10), { locale }) });
  await waitFor(() => expect(checkIn).not.toHaveAttribute('aria-disabled'));
  await userEvent.click(checkIn);
  await userEvent.click(screen.getByRole('gridcell', { name: formatDisplayDate(dayOf(11), { locale }) }));
}

describe('hotel page', () => {
  it('shows the stars, features, and the translated refusal for a stay shorter than the minimum', async () => {
    await chooseOneNight();
    expect(screen.getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(screen.getByText('Sauna')).toBeInTheDocument();
    const refusal = await screen.findByText(`Arrivals on ${formatDisplayDate(dayOf(10))} require a stay of at least 3 nights.`);
    expect(refusal).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Double room, Flexible rate to cart' })).toBeDisabled();
    expect(server.requests.find((r) => r.path.endsWith('/availability'))?.body).toEqual({
      site_id: site.id,
      check_in: dayOf(10),
      check_out: dayOf(11),
      rooms: 1,
      adults: 2,
      children: 0,
    });
  });

  it('translates the refusal by its code, not by the English message', async () => {
    await chooseOneNight('no');
    expect(await screen.findByText(`Ankomst ${formatDisplayDate(dayOf(10), { locale: 'no' })} krever et opphold på minst 3 netter.`)).toBeInTheDocument();
  });

  it('hands the chosen room, rate plan, rooms and guests to the cart', async () => {
    await chooseOneNight();
    await userEvent.click(screen.getByRole('button', { name: 'Add one Children' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Rooms' }));
    const offer = await screen.findByRole('button', { name: 'Add Double room, Bed & breakfast to cart' });
    await waitFor(() => expect(server.requests.filter((r) => r.path.endsWith('/availability')).at(-1)?.body).toMatchObject({ rooms: 2, children: 1 }));
    const article = screen.getByRole('article', { name: 'Double room' });
    await waitFor(() => expect(within(article).getByText('NOK 4,123.45')).toBeInTheDocument());
    expect(within(article).getAllByText('for 1 night, 2 rooms')).toHaveLength(2);
    await userEvent.click(offer);
    expect(takeCartHandoffs()).toEqual([
      {
        site_id: site.id,
        service_name: 'Fjord Hotel',
        item: {
          service_type: 'hotels',
          serviceable_id: 21,
          check_in: dayOf(10),
          check_out: dayOf(11),
          rooms: [{ room_type_id: 301, rate_plan_id: 402, num_of_rooms: 2, num_of_adults: 2, num_of_children: 1 }],
        },
      },
    ]);
  });

  it('has no serious or critical axe violations with the rooms and refusals on screen', async () => {
    await chooseOneNight();
    await screen.findByRole('button', { name: 'Add Double room, Bed & breakfast to cart' });
    expect(await seriousViolations()).toEqual([]);
  });
});
