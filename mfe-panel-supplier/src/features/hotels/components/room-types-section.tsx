import { useState } from 'react';
import type { Locale } from 'shared-contracts/constants';
import { imageUrl } from 'shared-contracts/files';
import type { RoomType, RoomTypeValues } from 'shared-contracts/hotels';
import { useAlert, useT } from 'shared-runtime/session';
import { Box, Button, Card, EmptyState, ErrorPanel, Flex, HStack, Image, LoadingState, Stack, Text } from 'shared-ui';
import { useConfirm } from 'shared-ui/panel-kit';
import { failureText } from '../../../lib/failure';
import { deleteRoomType } from '../api/delete-room-type';
import { useFeatureCatalogue } from '../api/get-feature-catalogue';
import { useRoomTypes } from '../api/get-room-types';
import { saveRoomType } from '../api/save-room-type';
import { RoomTypeDialog } from './room-type-dialog';

export interface RoomTypesSectionProps {
  hotelId: number;
  locale: Locale;
  /** After a change: the hotel's readiness may have changed with it. */
  onChanged: () => unknown;
}

/** The hotel's room types as cards, each edited in a dialog and deleted after asking; a refusal shows as an alert. */
export function RoomTypesSection({ hotelId, locale, onChanged }: RoomTypesSectionProps) {
  const t = useT();
  const alert = useAlert();
  const confirm = useConfirm();
  const rooms = useRoomTypes(hotelId, locale);
  const features = useFeatureCatalogue('room');
  const [editing, setEditing] = useState<RoomType | 'new' | null>(null);

  if (rooms.error) return <ErrorPanel message={failureText(rooms.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void rooms.mutate()} />;
  if (!rooms.data) return <LoadingState label={t('supplier.hotels.rooms.loading')} />;

  const save = async (values: RoomTypeValues) => {
    const saved = await saveRoomType(hotelId, editing === 'new' || editing === null ? null : editing.id, values, locale);
    setEditing(null);
    alert.show({ status: 'success', text: t('supplier.hotels.rooms.saved', { name: saved.name }) });
    await rooms.mutate();
    await onChanged();
  };
  const remove = async (room: RoomType) => {
    const sure = await confirm({
      title: t('supplier.hotels.rooms.deleteTitle', { name: room.name }),
      message: t('supplier.hotels.rooms.deleteMessage'),
      confirmLabel: t('common.delete'),
      destructive: true,
    });
    if (!sure) return;
    try {
      await deleteRoomType(hotelId, room.id);
    } catch (error) {
      const text = failureText(error, t);
      if (text) alert.show({ status: 'error', text });
      return;
    }
    alert.show({ status: 'success', text: t('supplier.hotels.rooms.deleted', { name: room.name }) });
    await rooms.mutate();
    await onChanged();
  };
  const addButton = (
    <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
      {t('supplier.hotels.rooms.add')}
    </Button>
  );

  return (
    <Stack gap="4">
      <Flex justify="space-between" gap="3" wrap="wrap" align="center">
        <Text color="fg.muted">{t('supplier.hotels.rooms.intro')}</Text>
        {rooms.data.length ? addButton : null}
      </Flex>
      {rooms.data.length === 0 ? (
        <EmptyState title={t('supplier.hotels.rooms.empty')} description={t('supplier.hotels.rooms.emptyHint')} action={addButton} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={t('supplier.hotels.section.roomTypes')}>
          {rooms.data.map((room) => (
            <Card.Root as="li" key={room.id} variant="outline">
              <Card.Body>
                <HStack gap="4" align="start">
                  {room.image ? (
                    <Image src={imageUrl(room.image, { width: 160 })} alt="" boxSize="16" objectFit="cover" borderRadius="l2" flexShrink={0} />
                  ) : (
                    <Box boxSize="16" bg="bg.muted" borderRadius="l2" flexShrink={0} />
                  )}
                  <Stack gap="1" flex="1" minW="0">
                    <Text fontWeight="semibold">{room.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t('supplier.hotels.rooms.capacity', { adults: room.max_adults, children: room.max_children, occupancy: room.max_occupancy })}
                      {room.size_sqm ? ` · ${t('supplier.hotels.rooms.size', { size: room.size_sqm })}` : ''}
                    </Text>
                    {room.beds.length ? (
                      <Text fontSize="sm">
                        {room.beds.map((bed) => `${bed.count} × ${t(`supplier.hotels.bed.${bed.kind}` as 'supplier.hotels.bed.double')}`).join(', ')}
                      </Text>
                    ) : null}
                  </Stack>
                  <HStack gap="2">
                    <Button size="sm" variant="outline" aria-label={t('supplier.hotels.rooms.edit', { name: room.name })} onClick={() => setEditing(room)}>
                      {t('common.edit')}
                    </Button>
                    <Button size="sm" variant="outline" colorPalette="red" aria-label={t('supplier.hotels.rooms.delete', { name: room.name })} onClick={() => void remove(room)}>
                      {t('common.delete')}
                    </Button>
                  </HStack>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {editing ? <RoomTypeDialog roomType={editing === 'new' ? null : editing} features={features.data ?? []} onClose={() => setEditing(null)} onSubmit={save} /> : null}
    </Stack>
  );
}
