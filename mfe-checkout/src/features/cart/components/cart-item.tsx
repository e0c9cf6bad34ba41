/** One cart item: name, date or stay, guests, price, validity and comments; removable after a confirmation. */
import { useId, useState } from 'react';
import type { CartReservation, ReservedPackage } from 'shared-contracts/booking';
import { formatDisplayDate } from 'shared-contracts/dates';
import { useLocale, useMoney, useT } from 'shared-runtime/session';
import { Badge, Box, Button, Field, HStack, IconButton, Stack, Text, chakra } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/panel';
import { guestText } from '../../../lib/guests';

export type CartLine = { kind: 'reservation'; item: CartReservation } | { kind: 'package'; item: ReservedPackage };

interface CartItemProps {
  line: CartLine;
  disabled: boolean;
  onRemove: () => Promise<void>;
  onSaveComments: (comments: string) => Promise<void>;
}

function lineName(line: CartLine): string {
  return line.kind === 'reservation' ? line.item.serviceable_name : line.item.name;
}

export function CartItem({ line, disabled, onRemove, onSaveComments }: CartItemProps) {
  const t = useT();
  const [locale] = useLocale();
  const formatMoney = useMoney();
  const name = lineName(line);
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeFailed, setRemoveFailed] = useState(false);
  const [comments, setComments] = useState(line.item.comments ?? '');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<'saved' | 'failed' | null>(null);
  const commentsId = useId();
  const date = (value: string) => formatDisplayDate(value, { locale });

  const details: string[] = [];
  if (line.kind === 'reservation') {
    const { tour_reserved_item: tour, hotel_reserved_items: rooms } = line.item;
    if (tour) {
      details.push(t('site.checkout.item.date', { date: date(tour.date) }));
      if (tour.start_time) details.push(t('site.checkout.item.time', { time: tour.start_time }));
      details.push(guestText(t, tour.num_of_adults, tour.num_of_children));
    } else if (rooms.length > 0) {
      const first = rooms[0]!;
      details.push(t('site.checkout.item.stay', { checkIn: date(first.check_in), checkOut: date(first.check_out) }));
      details.push(t('site.checkout.item.rooms', { count: rooms.reduce((sum, r) => sum + r.num_of_rooms, 0) }));
      details.push(
        guestText(
          t,
          rooms.reduce((sum, r) => sum + r.num_of_adults, 0),
          rooms.reduce((sum, r) => sum + r.num_of_children, 0),
        ),
      );
    }
  } else {
    details.push(t('site.checkout.item.starts', { date: date(line.item.start_date) }));
    details.push(guestText(t, line.item.activity_params.number_of_adults, line.item.activity_params.number_of_children));
  }

  const remove = async () => {
    setRemoving(true);
    setRemoveFailed(false);
    try {
      await onRemove();
      setAsking(false);
    } catch {
      setRemoveFailed(true);
      setAsking(false);
    } finally {
      setRemoving(false);
    }
  };

  const save = async () => {
    setSaving(true);
    setSaved(null);
    try {
      await onSaveComments(comments);
      setSaved('saved');
    } catch {
      setSaved('failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box as="article" aria-label={name} borderWidth="1px" borderRadius="md" p="3" borderColor={line.item.status ? undefined : 'red.500'}>
      <HStack justify="space-between" align="start" gap="2">
        <Stack gap="0.5">
          <Text fontWeight="semibold">{name}</Text>
          {line.kind === 'reservation' && line.item.service_name && line.item.service_name !== name ? (
            <Text fontSize="sm">{line.item.service_name}</Text>
          ) : line.kind === 'package' ? (
            <Text fontSize="sm">{t('site.checkout.item.package')}</Text>
          ) : null}
        </Stack>
        <IconButton size="xs" variant="ghost" aria-label={t('site.checkout.item.remove', { name })} onClick={() => setAsking(true)} disabled={disabled}>
          <span aria-hidden="true">✕</span>
        </IconButton>
      </HStack>
      <Stack gap="0.5" mt="1" fontSize="sm">
        {details.map((text) => (
          <Text key={text}>{text}</Text>
        ))}
      </Stack>
      <HStack justify="space-between" mt="2">
        {line.item.status ? (
          <Badge colorPalette="green">{t('site.checkout.item.available')}</Badge>
        ) : (
          <Badge colorPalette="red">{t('errors.invalidCartItem')}</Badge>
        )}
        <Text fontWeight="semibold">{formatMoney(line.item.price)}</Text>
      </HStack>
      <Field.Root mt="3">
        <Field.Label htmlFor={commentsId} fontSize="sm">
          {t('site.checkout.item.comments', { name })}
        </Field.Label>
        <chakra.textarea
          id={commentsId}
          value={comments}
          onChange={(event) => setComments(event.target.value)}
          maxLength={2000}
          rows={2}
          width="full"
          borderWidth="1px"
          borderRadius="md"
          p="2"
          fontSize="sm"
          disabled={disabled}
        />
      </Field.Root>
      <HStack mt="2" gap="3">
        <Button size="xs" variant="outline" onClick={() => void save()} loading={saving} disabled={disabled || comments === (line.item.comments ?? '')}>
          {t('site.checkout.item.saveComments')}
        </Button>
        {saved === 'saved' ? (
          <Text role="status" fontSize="sm">
            {t('site.checkout.item.commentsSaved')}
          </Text>
        ) : saved === 'failed' ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {t('site.checkout.item.commentsFailed')}
          </Text>
        ) : null}
      </HStack>
      {removeFailed ? (
        <Text role="alert" fontSize="sm" color="fg.error" mt="2">
          {t('site.checkout.remove.failed')}
        </Text>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('site.checkout.remove.title')}
        message={t('site.checkout.remove.message', { name })}
        confirmLabel={t('site.checkout.remove.confirm')}
        destructive
        busy={removing}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
