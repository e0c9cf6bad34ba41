import type { HotelListItem } from 'shared-contracts/hotels';
import { useT } from 'shared-runtime/session';
import type { DataTableColumn } from 'shared-ui/panel-kit';

/** The hotel list's own columns: stars, room types and rate plans. */
export function useHotelColumns(): DataTableColumn<HotelListItem>[] {
  const t = useT();
  return [
    { key: 'stars', header: t('supplier.hotels.list.stars'), cell: (row) => (row.stars === null ? '—' : t('supplier.hotels.details.starsValue', { stars: row.stars })) },
    { key: 'room_type_count', header: t('supplier.hotels.list.rooms'), align: 'end', cell: (row) => row.room_type_count },
    { key: 'rate_plan_count', header: t('supplier.hotels.list.plans'), align: 'end', cell: (row) => row.rate_plan_count },
  ];
}
