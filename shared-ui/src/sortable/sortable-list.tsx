import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useT } from 'shared-runtime/session';
import { Box, Button, HStack, IconButton, Stack } from 'shared-ui';

/** What a row of a SortableList gets to draw itself with. */
export interface SortableRow {
  index: number;
  count: number;
  /** The drag handle: pointer drag, or Space/Enter then the arrow keys (announced to screen readers). */
  handle: ReactNode;
  /** "Move up" and "Move down" buttons, the way to reorder without dragging at all. */
  moveButtons: ReactNode;
  isDragging: boolean;
}

export interface SortableListProps<Item> {
  items: readonly Item[];
  /** Stable per item across moves. */
  itemKey: (item: Item) => string;
  /** The item's name in announcements and button labels. */
  itemName: (item: Item, index: number) => string;
  /** Moves the item at `from` to `to` (both in range, different). */
  onMove: (from: number, to: number) => void;
  /** The list's accessible name. */
  label: string;
  renderItem: (item: Item, row: SortableRow) => ReactNode;
  disabled?: boolean;
}

/**
 * A vertical list whose rows are reordered by drag and drop, by keyboard (dnd-kit's keyboard sensor, with spoken
 * announcements), or by Move up / Move down buttons. It only reports moves: the caller owns the order and saves it.
 */
export function SortableList<Item>({ items, itemKey, itemName, onMove, label, renderItem, disabled = false }: SortableListProps<Item>) {
  const t = useT();
  const keys = items.map(itemKey);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: UniqueIdentifier) => {
    const index = keys.indexOf(String(id));
    const item = items[index];
    return item === undefined ? '' : itemName(item, index);
  };
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : keys.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kit.sortable.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => t('kit.sortable.over', { name: nameOf(active.id), position: positionOf(over?.id), count: items.length }),
    onDragEnd: ({ active, over }) => t('kit.sortable.end', { name: nameOf(active.id), position: positionOf(over?.id), count: items.length }),
    onDragCancel: ({ active }) => t('kit.sortable.cancel', { name: nameOf(active.id) }),
  };
  const move = (from: number, to: number) => {
    if (from !== to && from >= 0 && to >= 0 && to < items.length) onMove(from, to);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('kit.sortable.instructions') } }}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack as="ol" aria-label={label} gap="2" listStyleType="none" m="0" p="0">
          {items.map((item, index) => (
            <SortableItem key={keys[index]} id={keys[index]!} name={itemName(item, index)} index={index} count={items.length} disabled={disabled} onMove={(to) => move(index, to)}>
              {(row) => renderItem(item, row)}
            </SortableItem>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

interface SortableItemProps {
  id: string;
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (to: number) => void;
  children: (row: SortableRow) => ReactNode;
}

function SortableItem({ id, name, index, count, disabled, onMove, children }: SortableItemProps) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = (
    <IconButton ref={setActivatorNodeRef} variant="ghost" size="sm" cursor="grab" disabled={disabled} aria-label={t('kit.sortable.drag', { name })} {...attributes} {...listeners}>
      <span aria-hidden="true">⠿</span>
    </IconButton>
  );
  const moveButtons = (
    <HStack gap="2">
      <Button size="xs" variant="outline" disabled={disabled || index === 0} onClick={() => onMove(index - 1)} aria-label={t('kit.sortable.moveUp', { name })}>
        {t('kit.sortable.up')}
      </Button>
      <Button size="xs" variant="outline" disabled={disabled || index === count - 1} onClick={() => onMove(index + 1)} aria-label={t('kit.sortable.moveDown', { name })}>
        {t('kit.sortable.down')}
      </Button>
    </HStack>
  );
  return (
    <Box as="li" ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} opacity={isDragging ? 0.7 : 1}>
      {children({ index, count, handle, moveButtons, isDragging })}
    </Box>
  );
}
