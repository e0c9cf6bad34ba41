/**
 * The booking panel of an activity or event ("tour dialog", spec 001 §2): option → date → time slot → tickets →
 * the API's quote → add to cart. Prices come only from the API; the cart item carries choices, never a price.
 */
import { DateTime } from 'luxon';
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Field, Flex, Heading, NativeSelect, Separator, Stack, Text } from 'shared-ui';
import type { ActivitySlot, PriceQuoteInput, Ticket, TourFull } from 'shared-contracts/catalogue';
import { formatDisplayDate, formatTime12h } from 'shared-contracts/dates';
import { PricingBasis } from 'shared-contracts/enums';
import { handOffToCart, pushAlert, useMoney, useT } from 'shared-runtime/session';
import { useStorefront } from '../../../lib/storefront';
import { useTourAvailableDates } from '../api/get-tour-available-dates';
import { useTourPriceQuote } from '../api/get-tour-price-quote';
import { useTourSlots } from '../api/get-tour-slots';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Counter } from './counter';
import { DatePicker } from './date-picker';
import { InlineError } from './product-states';

/** Long enough to fold a burst of +/− presses into one quote, short enough to feel live. */
export const QUOTE_DEBOUNCE_MS = 300;
/** The API's cap on one ticket line (TicketSelectionSchema). */
const MAX_TICKETS = 500;

/** The ticket's price for the option and date, as the API listed it: shown as a hint, never sent. */
function listedPrice(ticket: Ticket, optionId: number | null, date: string | null) {
  const fits = (p: Ticket['prices'][number]) => (!date || ((!p.valid_from || p.valid_from <= date) && (!p.valid_to || p.valid_to >= date)));
  return (
    ticket.prices.find((p) => p.option_id !== null && p.option_id === optionId && fits(p)) ??
    ticket.prices.find((p) => p.option_id === null && fits(p)) ??
    null
  );
}

export function TourBooking({ tour }: { tour: TourFull }) {
  const t = useT();
  const formatMoney = useMoney();
  const { site, lang } = useStorefront();
  const zone = tour.time_zone;
  const thisMonth = DateTime.now().setZone(zone).toFormat('yyyy-MM');
  const today = DateTime.now().setZone(zone).toISODate() ?? '';
  const options = useMemo(() => [...tour.options].sort((a, b) => a.position - b.position), [tour.options]);
  const [optionId, setOptionId] = useState<number | null>(options.length === 1 ? (options[0]?.id ?? null) : null);
  const [month, setMonth] = useState(thisMonth);
  const [date, setDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [counts, setCounts] = useState<Record<number, number>>({});

  const dates = useTourAvailableDates(tour.id, month, optionId);
  const seatsByDate = useMemo(() => new Map((dates.data?.dates ?? []).map((d) => [d.date, d.seats_left])), [dates.data]);
  const slots = useTourSlots(tour.id, date, optionId);
  const slot: ActivitySlot | undefined = slots.data?.find((s) => s.id === slotId);

  // A slot that is no longer offered (another date or option) is no choice at all.
  useEffect(() => {
    if (slotId !== null && slots.data && !slots.data.some((s) => s.id === slotId && s.bookable)) setSlotId(null);
  }, [slots.data, slotId]);

  const persons = tour.tickets.reduce((sum, ticket) => sum + (counts[ticket.id] ?? 0) * ticket.member_count, 0);
  const seatLimit = slot?.remaining ?? (date ? seatsByDate.get(date) : undefined) ?? MAX_TICKETS;
  const chosenTickets = tour.tickets.filter((ticket) => (counts[ticket.id] ?? 0) > 0).map((ticket) => ({ ticket_id: ticket.id, count: counts[ticket.id] ?? 0 }));

  // Spec 001 §5: a ticket counts only with count > 0 and an option and a date chosen; nothing to price before that.
  const quoteInput: PriceQuoteInput | null =
    optionId !== null && date !== null && chosenTickets.length > 0
      ? { site_id: site.id, option_id: optionId, date, ...(slotId === null ? {} : { slot_id: slotId }), tickets: chosenTickets }
      : null;
  const inputKey = JSON.stringify(quoteInput);
  const debouncedKey = useDebouncedValue(inputKey, QUOTE_DEBOUNCE_MS);
  const settledInput = debouncedKey === inputKey ? quoteInput : null;
  const quote = useTourPriceQuote(tour.id, settledInput);
  const calculating = quoteInput !== null && (settledInput === null || quote.isLoading);
  const currentQuote = settledInput && !quote.isLoading ? quote.data : undefined;

  const ready = optionId !== null && date !== null && slot !== undefined && slot.bookable && chosenTickets.length > 0;
  const enoughSeats = currentQuote?.slot?.enough_seats === true;
  const canAdd = ready && currentQuote !== undefined && enoughSeats && !calculating;

  function chooseOption(value: string) {
    setOptionId(value ? Number(value) : null);
    setDate(null);
    setSlotId(null);
  }

  function chooseDate(iso: string) {
    setDate(iso);
    setSlotId(null);
  }

  function addToCart() {
    if (!canAdd || optionId === null || date === null || slotId === null) return;
    try {
      handOffToCart({
        site_id: site.id,
        service_name: tour.name,
        item: {
          service_type: tour.service_type === 'events' ? 'events' : 'activities',
          serviceable_id: tour.id,
          option_id: optionId,
          date,
          slot_id: slotId,
          tickets: chosenTickets,
        },
      });
      // The cart says when the item is in (mfe-checkout adds it through the API, then confirms).
    } catch {
      pushAlert({ status: 'error', messageId: 'site.product.addToCartFailed' });
    }
  }

  const ticketName = (id: number) => tour.tickets.find((ticket) => ticket.id === id)?.name ?? '';
  const noDates = dates.data !== undefined && dates.data.dates.length === 0;

  return (
    <Stack as="section" id="product-booking" aria-labelledby="product-booking-title" gap="4" borderWidth="1px" borderRadius="l3" p="4" bg="bg">
      <Heading as="h2" size="lg" id="product-booking-title">
        {t('site.product.booking.title')}
      </Heading>

      {options.length === 0 ? (
        <Text>{t('site.product.booking.noOptions')}</Text>
      ) : (
        <Field.Root>
          <Field.Label>{t('site.product.booking.option')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={optionId ?? ''} onChange={(event) => chooseOption(event.currentTarget.value)}>
              <option value="">{t('site.product.booking.chooseOption')}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {options.find((o) => o.id === optionId)?.description ? (
            <Field.HelperText>{options.find((o) => o.id === optionId)?.description}</Field.HelperText>
          ) : null}
        </Field.Root>
      )}

      {optionId !== null ? (
        <Box>
          <Heading as="h3" size="sm" mb="2">
            {t('site.product.booking.date')}
          </Heading>
          {dates.error ? (
            <InlineError message={t('site.product.booking.datesFailed')} onRetry={() => void dates.mutate()} />
          ) : (
            <DatePicker
              month={month}
              onMonthChange={setMonth}
              minMonth={thisMonth}
              isSelectable={(iso) => iso >= today && seatsByDate.has(iso)}
              selected={date}
              onSelect={chooseDate}
              label={t('site.product.booking.chooseDate')}
              status={dates.isLoading ? t('site.product.booking.loadingDates') : noDates ? t('site.product.booking.noDatesInMonth') : undefined}
            />
          )}
        </Box>
      ) : null}

      {date !== null && optionId !== null ? (
        <Box>
          <Heading as="h3" size="sm" mb="2">
            {t('site.product.booking.time', { date: formatDisplayDate(date, { locale: lang }) })}
          </Heading>
          {slots.error ? (
            <InlineError message={t('site.product.booking.slotsFailed')} onRetry={() => void slots.mutate()} />
          ) : slots.isLoading ? (
            <Text role="status">{t('site.product.booking.loadingSlots')}</Text>
          ) : (slots.data ?? []).length === 0 ? (
            <Text>{t('site.product.booking.noSlots')}</Text>
          ) : (
            <Flex role="group" aria-label={t('site.product.booking.times')} gap="2" wrap="wrap">
              {(slots.data ?? []).map((s) => {
                const time = formatTime12h(s.start_time);
                const state = s.sold_out
                  ? t('site.product.booking.soldOut')
                  : s.bookable
                    ? t('site.product.booking.seatsLeft', { count: s.remaining })
                    : t('site.product.booking.unavailable');
                return (
                  <Button
                    key={s.id}
                    variant={s.id === slotId ? 'solid' : 'outline'}
                    colorPalette="brand"
                    aria-pressed={s.id === slotId}
                    disabled={!s.bookable}
                    onClick={() => setSlotId(s.id)}
                    flexDirection="column"
                    height="auto"
                    py="2"
                    aria-label={`${time}, ${state}`}
                  >
                    <span>{time}</span>
                    <Text as="span" fontSize="xs">
                      {state}
                    </Text>
                  </Button>
                );
              })}
            </Flex>
          )}
        </Box>
      ) : null}

      {tour.tickets.length > 0 ? (
        <Box>
          <Heading as="h3" size="sm" mb="1">
            {t('site.product.booking.tickets')}
          </Heading>
          {tour.tickets.map((ticket) => {
            const price = listedPrice(ticket, optionId, date);
            const value = counts[ticket.id] ?? 0;
            const hint = !price
              ? undefined
              : ticket.pricing_basis === PricingBasis.perGroup
                ? t('site.product.ticket.perGroup', { price: formatMoney(price.price), members: ticket.member_count })
                : ticket.member_count > 1
                  ? t('site.product.ticket.groupPerPerson', { price: formatMoney(price.price), members: ticket.member_count })
                  : t('site.product.ticket.perPerson', { price: formatMoney(price.price) });
            return (
              <Counter
                key={ticket.id}
                label={ticket.name}
                hint={hint}
                value={value}
                max={Math.min(MAX_TICKETS, value + Math.floor(Math.max(0, seatLimit - persons) / Math.max(1, ticket.member_count)))}
                onChange={(next) => setCounts((all) => ({ ...all, [ticket.id]: next }))}
              />
            );
          })}
        </Box>
      ) : null}

      <Separator />

      <Box aria-live="polite" aria-atomic="true" data-testid="quote">
        {quoteInput === null ? (
          <Text color="fg.muted">{t('site.product.booking.chooseToPrice')}</Text>
        ) : calculating ? (
          <Text role="status">{t('site.product.booking.calculating')}</Text>
        ) : quote.error ? (
          <InlineError message={t('site.product.booking.quoteFailed')} onRetry={() => void quote.mutate()} />
        ) : currentQuote ? (
          <Stack gap="1">
            {currentQuote.lines.map((line) => (
              <Flex key={line.ticket_id} justify="space-between" gap="2">
                <Text>{t('site.product.booking.line', { count: line.count, name: ticketName(line.ticket_id), persons: line.persons })}</Text>
                <Text>{formatMoney(line.total)}</Text>
              </Flex>
            ))}
            <Flex justify="space-between" fontWeight="bold" fontSize="lg">
              <Text>{t('site.product.booking.total')}</Text>
              <Text data-testid="quote-total">{formatMoney(currentQuote.total)}</Text>
            </Flex>
            {currentQuote.slot && !currentQuote.slot.enough_seats ? (
              <Text color="fg.error">{t('site.product.booking.notEnoughSeats', { count: currentQuote.slot.remaining })}</Text>
            ) : null}
          </Stack>
        ) : null}
      </Box>

      {!ready ? <Text fontSize="sm" color="fg.muted">{t('site.product.booking.completeChoices')}</Text> : null}
      <Button colorPalette="brand" size="lg" disabled={!canAdd} onClick={addToCart}>
        {t('site.product.addToCart')}
      </Button>
    </Stack>
  );
}
