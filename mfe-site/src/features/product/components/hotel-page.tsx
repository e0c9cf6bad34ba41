/**
 * Hotel page (issue 3 §4, "hotel dialog" of spec 001 §2): a stay chosen on the range calendar, guests and rooms,
 * then the API's offer per room type and rate plan, with its translated refusal reasons (min/max stay,
 * no check-in/out, cut-off, sold out, occupancy). Prices are the API's.
 */
import { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import { Badge, Box, Button, Card, Flex, Grid, Heading, Image, List, Stack, Text } from 'shared-ui';
import { MAX_STAY_NIGHTS, type HotelAvailability, type HotelAvailabilityInput, type ServiceDetail, type StayRefusal } from 'shared-contracts/catalogue';
import { formatDisplayDate, formatTime12h } from 'shared-contracts/dates';
import { handOffToCart, pushAlert, type T, useMoney, useT } from 'shared-runtime/session';
import { useStorefront } from '../../../lib/storefront';
import { useHotelAvailability } from '../api/get-hotel-availability';
import { useHotelAvailableDates } from '../api/get-hotel-available-dates';
import { useHotelListing } from '../api/get-hotel-listing';
import { CancellationPolicy } from './cancellation-policy';
import { Counter } from './counter';
import { DatePicker } from './date-picker';
import { Gallery } from './gallery';
import { InlineError } from './product-states';
import { FactList, ServiceDescription, ServiceHeader } from './service-overview';

const MAX = { adults: 40, children: 20, rooms: 9 } as const;

function nightsBetween(start: string, end: string): number {
  return DateTime.fromISO(end, { zone: 'UTC' }).diff(DateTime.fromISO(start, { zone: 'UTC' }), 'days').days;
}

/** The API's reason in the visitor's language (its English `message` is only a fallback for unknown codes). */
export function refusalText(t: T, reason: StayRefusal, lang: string): string {
  const date = reason.date ? formatDisplayDate(reason.date, { locale: lang }) : '';
  const limit = reason.limit ?? 0;
  switch (reason.code) {
    case 'min_stay':
      return t('site.product.hotel.refusal.min_stay', { nights: limit, date });
    case 'max_stay':
      return t('site.product.hotel.refusal.max_stay', { nights: limit, date });
    case 'no_check_in':
      return t('site.product.hotel.refusal.no_check_in', { date });
    case 'no_check_out':
      return t('site.product.hotel.refusal.no_check_out', { date });
    case 'cut_off_passed':
      return reason.limit === null
        ? t('site.product.hotel.refusal.cut_off_passed', { date })
        : t('site.product.hotel.refusal.cut_off_time', {
            date,
            time: formatTime12h(`${String(Math.floor(limit / 60)).padStart(2, '0')}:${String(limit % 60).padStart(2, '0')}`),
          });
    case 'sold_out':
      return t('site.product.hotel.refusal.sold_out', { date });
    case 'occupancy':
      return t('site.product.hotel.refusal.occupancy', { guests: limit });
    default:
      return reason.message;
  }
}

function Stars({ stars }: { stars: number }) {
  const t = useT();
  const full = Math.max(0, Math.min(5, Math.round(stars)));
  return (
    <Text role="img" aria-label={t('site.product.hotel.stars', { count: full })} color="orange.600" letterSpacing="wider">
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </Text>
  );
}

export function HotelPage({ service }: { service: ServiceDetail }) {
  const t = useT();
  const formatMoney = useMoney();
  const { site, lang } = useStorefront();
  const zone = service.time_zone;
  const now = DateTime.now().setZone(zone);
  const thisMonth = now.toFormat('yyyy-MM');
  const today = now.toISODate() ?? '';
  const [month, setMonth] = useState(thisMonth);
  const [stay, setStay] = useState<{ start: string | null; end: string | null }>({ start: null, end: null });
  const [guests, setGuests] = useState({ adults: 2, children: 0, rooms: 1 });
  const listing = useHotelListing(service.id);

  const first = DateTime.fromISO(`${month}-01`, { zone: 'UTC' });
  const rangeStart = (first.toISODate() ?? '') < today ? today : (first.toISODate() ?? '');
  const rangeEnd = first.endOf('month').toISODate() ?? '';
  const arrivals = useHotelAvailableDates(service.id, { start: rangeStart, end: rangeEnd });
  const arrivalSet = useMemo(() => new Set(arrivals.data?.dates ?? []), [arrivals.data]);
  const pickingCheckOut = stay.start !== null && stay.end === null;

  const input: HotelAvailabilityInput | null =
    stay.start && stay.end ? { site_id: site.id, check_in: stay.start, check_out: stay.end, rooms: guests.rooms, adults: guests.adults, children: guests.children } : null;
  const offers = useHotelAvailability(service.id, input);

  function isSelectable(iso: string) {
    if (pickingCheckOut && stay.start && iso > stay.start) return nightsBetween(stay.start, iso) <= MAX_STAY_NIGHTS;
    return iso >= today && arrivalSet.has(iso);
  }

  function onSelect(iso: string) {
    if (pickingCheckOut && stay.start && iso > stay.start) setStay({ start: stay.start, end: iso });
    else setStay({ start: iso, end: null });
  }

  function addToCart(availability: HotelAvailability, roomTypeId: number, ratePlanId: number) {
    try {
      handOffToCart({
        site_id: site.id,
        service_name: service.name,
        item: {
          service_type: 'hotels',
          serviceable_id: service.id,
          check_in: availability.check_in,
          check_out: availability.check_out,
          rooms: [
            {
              room_type_id: roomTypeId,
              rate_plan_id: ratePlanId,
              num_of_rooms: availability.rooms,
              num_of_adults: availability.adults,
              num_of_children: availability.children,
            },
          ],
        },
      });
      // The cart says when the item is in (mfe-checkout adds it through the API, then confirms).
    } catch {
      pushAlert({ status: 'error', messageId: 'site.product.addToCartFailed' });
    }
  }

  const status = arrivals.isLoading
    ? t('site.product.booking.loadingDates')
    : pickingCheckOut
      ? t('site.product.hotel.chooseCheckOut')
      : arrivals.data && arrivals.data.dates.length === 0
        ? t('site.product.booking.noDatesInMonth')
        : undefined;
  const hotel = service.hotel;
  const features = hotel?.features ?? [];

  return (
    <Stack gap="8">
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' }} gap="8" alignItems="start">
        <Stack gap="6" minWidth="0">
          <ServiceHeader service={service}>{hotel ? <Stars stars={hotel.stars} /> : null}</ServiceHeader>
          <Gallery service={service} />
          <FactList
            facts={[
              { label: t('site.product.hotel.checkInTime'), value: hotel ? formatTime12h(hotel.check_in_time) : null },
              { label: t('site.product.hotel.checkOutTime'), value: hotel ? formatTime12h(hotel.check_out_time) : null },
              {
                label: t('site.product.hotel.reviews'),
                value: hotel && hotel.review_score !== null ? t('site.product.hotel.reviewScore', { score: hotel.review_score, count: hotel.review_count }) : null,
              },
            ]}
          />
          <ServiceDescription service={service} />
          {features.length > 0 ? (
            <Box as="section" aria-labelledby="product-features">
              <Heading as="h2" size="md" id="product-features" mb="2">
                {t('site.product.hotel.features')}
              </Heading>
              <Flex as="ul" gap="2" wrap="wrap" listStyleType="none">
                {features.map((feature) => (
                  <Badge as="li" key={feature.id} variant={feature.most_popular ? 'solid' : 'subtle'} colorPalette="brand">
                    {feature.name}
                  </Badge>
                ))}
              </Flex>
            </Box>
          ) : null}
          <CancellationPolicy tiers={service.cancellation_policy} />
        </Stack>

        <Stack as="section" id="product-booking" aria-labelledby="product-booking-title" gap="4" borderWidth="1px" borderRadius="l3" p="4" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <Heading as="h2" size="lg" id="product-booking-title">
            {t('site.product.hotel.stayTitle')}
          </Heading>
          {arrivals.error ? (
            <InlineError message={t('site.product.booking.datesFailed')} onRetry={() => void arrivals.mutate()} />
          ) : (
            <DatePicker
              month={month}
              onMonthChange={setMonth}
              minMonth={thisMonth}
              isSelectable={isSelectable}
              onSelect={onSelect}
              range={stay}
              label={pickingCheckOut ? t('site.product.hotel.chooseCheckOut') : t('site.product.hotel.chooseCheckIn')}
              status={status}
            />
          )}
          <FactList
            facts={[
              { label: t('site.product.hotel.checkIn'), value: stay.start ? formatDisplayDate(stay.start, { locale: lang }) : '—' },
              { label: t('site.product.hotel.checkOut'), value: stay.end ? formatDisplayDate(stay.end, { locale: lang }) : '—' },
            ]}
          />
          <Box>
            <Counter label={t('site.product.hotel.adults')} value={guests.adults} min={1} max={MAX.adults} onChange={(adults) => setGuests((g) => ({ ...g, adults }))} />
            <Counter label={t('site.product.hotel.children')} value={guests.children} max={MAX.children} onChange={(children) => setGuests((g) => ({ ...g, children }))} />
            <Counter label={t('site.product.hotel.rooms')} value={guests.rooms} min={1} max={MAX.rooms} onChange={(rooms) => setGuests((g) => ({ ...g, rooms }))} />
          </Box>
        </Stack>
      </Grid>

      <Box as="section" aria-labelledby="product-rooms">
        <Heading as="h2" size="lg" id="product-rooms" mb="3">
          {t('site.product.hotel.rooms.title')}
        </Heading>
        {input === null ? (
          <Text color="fg.muted">{t('site.product.hotel.chooseStay')}</Text>
        ) : offers.error ? (
          <InlineError message={t('site.product.hotel.availabilityFailed')} onRetry={() => void offers.mutate()} />
        ) : !offers.data || offers.isLoading ? (
          <Text role="status">{t('site.product.hotel.checking')}</Text>
        ) : (
          <Stack gap="4" aria-live="polite">
            <Text>{t('site.product.hotel.staySummary', { nights: offers.data.nights, checkIn: formatDisplayDate(offers.data.check_in, { locale: lang }), checkOut: formatDisplayDate(offers.data.check_out, { locale: lang }) })}</Text>
            {offers.data.room_types.map((room) => {
              const result = offers.data;
              const info = listing.data?.room_types.find((r) => r.id === room.room_type_id);
              return (
                <Card.Root key={room.room_type_id} as="article" aria-labelledby={`room-${room.room_type_id}`}>
                  <Card.Body>
                    <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
                      {info?.image ? <Image src={info.image} alt={room.room_type_name} width={{ md: '48' }} borderRadius="md" objectFit="cover" /> : null}
                      <Stack gap="2" flex="1">
                        <Heading as="h3" size="md" id={`room-${room.room_type_id}`}>
                          {room.room_type_name}
                        </Heading>
                        {info?.description ? <Text color="fg.muted">{info.description}</Text> : null}
                        <Text fontSize="sm">{t('site.product.hotel.occupancy', { adults: room.max_adults, children: room.max_children })}</Text>
                        <List.Root listStyle="none" ms="0" gap="3">
                          {room.rate_plans.map((plan) => (
                            <List.Item key={plan.rate_plan_id} borderTopWidth="1px" pt="3">
                              <Flex justify="space-between" gap="3" wrap="wrap" align="start">
                                <Stack gap="1">
                                  <Text fontWeight="semibold">{plan.name}</Text>
                                  <Flex gap="2" wrap="wrap">
                                    {plan.breakfast_included ? <Badge colorPalette="green">{t('site.product.hotel.breakfast')}</Badge> : null}
                                    <Badge colorPalette={plan.refundable ? 'green' : 'orange'}>
                                      {plan.refundable ? t('site.product.hotel.refundable') : t('site.product.hotel.nonRefundable')}
                                    </Badge>
                                  </Flex>
                                  {plan.available ? (
                                    <Text fontSize="sm">{t('site.product.hotel.roomsLeft', { count: plan.rooms_left })}</Text>
                                  ) : (
                                    <List.Root fontSize="sm" color="fg.error" ps="4" aria-label={t('site.product.hotel.unavailableBecause')}>
                                      {plan.reasons.map((reason) => (
                                        <List.Item key={`${reason.code}-${reason.date ?? ''}`}>{refusalText(t, reason, lang)}</List.Item>
                                      ))}
                                    </List.Root>
                                  )}
                                </Stack>
                                <Stack gap="1" align="end">
                                  {plan.total_price ? (
                                    <>
                                      <Text fontWeight="bold" fontSize="lg">
                                        {formatMoney(plan.total_price)}
                                      </Text>
                                      <Text fontSize="xs" color="fg.muted">
                                        {t('site.product.hotel.priceFor', { nights: result?.nights ?? 0, rooms: result?.rooms ?? 1 })}
                                      </Text>
                                    </>
                                  ) : (
                                    <Text fontSize="sm" color="fg.muted">
                                      {t('site.product.hotel.noPrice')}
                                    </Text>
                                  )}
                                  <Button
                                    colorPalette="brand"
                                    size="sm"
                                    disabled={!plan.available || !plan.total_price}
                                    onClick={() => result && addToCart(result, room.room_type_id, plan.rate_plan_id)}
                                    aria-label={t('site.product.hotel.addPlan', { room: room.room_type_name, plan: plan.name })}
                                  >
                                    {t('site.product.addToCart')}
                                  </Button>
                                </Stack>
                              </Flex>
                            </List.Item>
                          ))}
                        </List.Root>
                      </Stack>
                    </Flex>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
