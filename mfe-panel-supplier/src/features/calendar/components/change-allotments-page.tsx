import { useT } from 'shared-runtime/session';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Tabs } from 'shared-ui/panel-kit';
import { useSearchParams } from 'shared-ui/router';
import { routeId } from '../../../lib/route-id';
import { isDay, monthOf, todayIn } from '../lib/days';
import { calendarHref } from '../lib/hrefs';
import { BulkChange } from './bulk-change';
import { CalendarFrame } from './calendar-frame';
import { DepartureChange } from './departure-change';

/**
 * npanel/calendar/{id}/{tourOptionId}/change-allotments (issue 13 §1): an option's allotments, one departure at a
 * time, or many at once over a date range with a preview of every departure the change touches. `?date=` is the
 * day it starts from (from the calendar's day), `?slot=` the departure first chosen.
 */
export function ChangeAllotmentsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const [params] = useSearchParams();
  const dateParam = params.get('date');
  const date = isDay(dateParam) ? dateParam : null;
  const slot = routeId(params.get('slot') ?? undefined);
  const start = date ?? todayIn();
  return (
    <CalendarFrame
      page="supplier.calendar.changeAllotments"
      breadcrumbs={breadcrumbs}
      intro={t('supplier.calendar.change.intro')}
      back={({ lang, tourId }) => calendarHref.details(lang, tourId, 'supplier.calendar.details', { month: monthOf(start) })}
    >
      {({ tourId, option }) => (
        <Tabs.Root defaultValue={date ? 'one' : 'bulk'} variant="line" colorPalette="brand" lazyMount>
          <Tabs.List aria-label={t('supplier.calendar.change.modes')}>
            <Tabs.Trigger value="one">{t('supplier.calendar.change.modeOne')}</Tabs.Trigger>
            <Tabs.Trigger value="bulk">{t('supplier.calendar.change.modeBulk')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="one" pt="5">
            <DepartureChange tourId={tourId} optionId={option!.id} initialDate={start} initialSlot={typeof slot === 'number' ? slot : null} />
          </Tabs.Content>
          <Tabs.Content value="bulk" pt="5">
            <BulkChange tourId={tourId} optionId={option!.id} initialDate={start} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </CalendarFrame>
  );
}
