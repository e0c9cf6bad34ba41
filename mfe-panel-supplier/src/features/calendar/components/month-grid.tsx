import { Info } from 'luxon';
import type { CalendarSlot } from 'shared-contracts/activity-calendar';
import { formatDisplayDate } from 'shared-contracts/dates';
import { useIntl, useLocale, useT } from 'shared-runtime/session';
import { Box, Button, chakra, Stack, Text } from 'shared-ui';
import { dayNumber, monthOf, monthWeeks } from '../lib/days';
import { SaleBadge, Seats } from './seats';

/** Departures a day's cell lists; the rest are counted ("+2 more") and shown when the day is opened. */
const LINES_PER_DAY = 4;

export interface MonthGridProps {
  /** YYYY-MM. */
  month: string;
  /** The month's departures by date (the activity's local date). */
  byDate: ReadonlyMap<string, CalendarSlot[]>;
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
  /** What each departure line names besides its time: the activity and option, the option only, or neither. */
  naming: 'activity' | 'option' | 'none';
  label: string;
}

const Th = chakra('th', { base: { fontWeight: 'semibold', fontSize: 'sm', py: '2', px: '1', textAlign: 'start', borderBottomWidth: '1px' } });
const Td = chakra('td', { base: { verticalAlign: 'top', borderWidth: '1px', p: '1.5', minH: '24', height: '24' } });

/** The month as seven columns, Monday first; each day is a button that opens its departures and bookings. */
export function MonthGrid({ month, byDate, today, selected, onSelect, naming, label }: MonthGridProps) {
  const t = useT();
  const intl = useIntl();
  const [locale] = useLocale();
  const short = Info.weekdays('short', { locale: intl.locale });
  const long = Info.weekdays('long', { locale: intl.locale });

  return (
    <Box overflowX="auto">
      <chakra.table aria-label={label} width="full" minW="3xl" tableLayout="fixed" borderCollapse="collapse">
        <thead>
          <tr>
            {long.map((name, index) => (
              <Th key={name} scope="col">
                <abbr title={name} style={{ textDecoration: 'none' }}>
                  {short[index]}
                </abbr>
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const departures = byDate.get(date) ?? [];
                const inMonth = monthOf(date) === month;
                const isSelected = date === selected;
                const more = departures.length - LINES_PER_DAY;
                return (
                  <Td
                    key={date}
                    data-date={date}
                    aria-current={date === today ? 'date' : undefined}
                    bg={isSelected ? 'brand.subtle' : inMonth ? undefined : 'bg.muted'}
                    color={inMonth ? undefined : 'fg.muted'}
                  >
                    <Stack gap="1">
                      <Button
                        size="xs"
                        variant={isSelected ? 'solid' : date === today ? 'outline' : 'ghost'}
                        colorPalette="brand"
                        alignSelf="start"
                        minW="8"
                        aria-pressed={isSelected}
                        aria-label={t('supplier.calendar.day.open', { date: formatDisplayDate(date, { locale }), count: departures.length })}
                        onClick={() => onSelect(date)}
                      >
                        {dayNumber(date)}
                      </Button>
                      {departures.length > 0 ? (
                        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                          {departures.slice(0, LINES_PER_DAY).map((departure) => (
                            <DepartureLine key={departure.id} departure={departure} naming={naming} />
                          ))}
                        </Stack>
                      ) : null}
                      {more > 0 ? (
                        <Text fontSize="xs" color="fg.muted">
                          {t('supplier.calendar.day.more', { count: more })}
                        </Text>
                      ) : null}
                    </Stack>
                  </Td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

function DepartureLine({ departure, naming }: { departure: CalendarSlot; naming: MonthGridProps['naming'] }) {
  const name = naming === 'activity' ? `${departure.tour_name} · ${departure.option_name}` : naming === 'option' ? departure.option_name : null;
  return (
    <Box as="li" fontSize="xs" lineHeight="short" borderTopWidth="1px" borderColor="border.muted" pt="1">
      <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {departure.start_time}
      </Text>{' '}
      <SaleBadge status={departure.status} />
      {name ? (
        <Text fontSize="xs" color="fg.muted" lineClamp={1} title={name}>
          {name}
        </Text>
      ) : null}
      <Seats seats={departure} />
    </Box>
  );
}
