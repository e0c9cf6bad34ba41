import type { CalendarSlot } from 'shared-contracts/activity-calendar';
import { useT } from 'shared-runtime/session';
import { Badge, Box, chakra, HStack, Text, VisuallyHidden } from 'shared-ui';
import { isClosed, SEAT_COLOR, SEAT_KINDS, SEAT_LABEL } from '../lib/seats';

type SeatCounts = Pick<CalendarSlot, 'allotment' | 'held' | 'booked' | 'left'>;

/**
 * A departure's seats as "12 / 2 / 3 / 7": allotment, held, booked, left, each in its own colour. Each number is
 * named for assistive technology and in its tooltip, so the colour is never the only clue.
 */
export function Seats({ seats, size = 'xs' }: { seats: SeatCounts; size?: 'xs' | 'sm' }) {
  const t = useT();
  return (
    <HStack as="span" gap="1" fontSize={size} fontVariantNumeric="tabular-nums" wrap="wrap">
      {SEAT_KINDS.map((kind, index) => (
        <chakra.span key={kind} display="inline-flex" gap="1">
          {index > 0 ? (
            <chakra.span aria-hidden="true" color="fg.subtle">
              /
            </chakra.span>
          ) : null}
          <chakra.span color={SEAT_COLOR[kind]} fontWeight={kind === 'left' ? 'semibold' : 'normal'} title={t(SEAT_LABEL[kind])}>
            <VisuallyHidden>{t(SEAT_LABEL[kind])} </VisuallyHidden>
            {seats[kind]}
          </chakra.span>
        </chakra.span>
      ))}
    </HStack>
  );
}

/** The key to the seat numbers' colours and order, shown once above the calendar. */
export function SeatsLegend() {
  const t = useT();
  return (
    <HStack as="ul" aria-label={t('supplier.calendar.seats.legend')} gap="4" wrap="wrap" listStyleType="none" m="0" p="0" fontSize="sm">
      {SEAT_KINDS.map((kind) => (
        <HStack as="li" key={kind} gap="1.5">
          <Box aria-hidden="true" boxSize="3" borderRadius="full" bg={SEAT_COLOR[kind]} />
          <Text as="span" color={SEAT_COLOR[kind]} fontWeight="medium">
            {t(SEAT_LABEL[kind])}
          </Text>
        </HStack>
      ))}
      <HStack as="li" gap="1.5">
        <ClosedBadge />
        <Text as="span" color="fg.muted">
          {t('supplier.calendar.seats.closedHelp')}
        </Text>
      </HStack>
    </HStack>
  );
}

export function ClosedBadge() {
  const t = useT();
  return (
    <Badge colorPalette="red" size="sm" variant="subtle">
      {t('supplier.calendar.status.closed')}
    </Badge>
  );
}

/** "Closed" beside a departure the supplier has stopped selling. */
export function SaleBadge({ status }: { status: CalendarSlot['status'] }) {
  return isClosed(status) ? <ClosedBadge /> : null;
}
