import type { MessageId } from 'shared-runtime/i18n';

/** The hotel's own editing sections, after the shared listing ones; the ids are the edit page's `section` values. */
export const HOTEL_SECTION_IDS = { features: 'features', roomTypes: 'room_types', ratePlans: 'rate_plans' } as const;

/** A heading of the feature catalogue's groups; a group the panel does not know is shown under General. */
const GROUP_LABEL: Record<string, MessageId> = {
  general: 'supplier.hotels.group.general',
  food: 'supplier.hotels.group.food',
  wellness: 'supplier.hotels.group.wellness',
  transport: 'supplier.hotels.group.transport',
  services: 'supplier.hotels.group.services',
  family: 'supplier.hotels.group.family',
  accessibility: 'supplier.hotels.group.accessibility',
  comfort: 'supplier.hotels.group.comfort',
  view: 'supplier.hotels.group.view',
  bathroom: 'supplier.hotels.group.bathroom',
};
export const groupLabel = (group: string): MessageId => GROUP_LABEL[group] ?? 'supplier.hotels.group.general';

/** Items grouped by their `group`, groups and items in the order they first appear. */
export function grouped<T extends { group: string }>(items: readonly T[]): { group: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups].map(([group, members]) => ({ group, items: members }));
}
