import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ProductKind } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import type { DatabaseHandle } from '../../../db/client';
import { activitySlots } from '../../../db/schema/availability';
import { activityOptions } from '../../../db/schema/catalogue';
import { timeHttpCases } from '../../../lib/bench-timing';
import { benchPanelClient } from '../../../test/bench-client';

/**
 * The activity calendar's month view (issue 13 "Bench"): an activity of supplier@ with 20 departures a day for
 * two months, a third of each departure's seats taken, on top of the demo catalogue; then the calendar's calls,
 * timed in process. Prints figures only; the target is a month view in under 100 ms p95.
 */
export interface CalendarBenchOptions {
  departuresPerDay?: number;
  iterations?: number;
  log?: (line: string) => void;
}


export async function benchActivityCalendar(handle: DatabaseHandle, { departuresPerDay = 20, iterations = 100, log = console.info }: CalendarBenchOptions = {}) {
  const { call } = await benchPanelClient(handle);
  const post = (path: string, body: unknown) => call('POST', path, body);

  // The activity and its departures, through the panel's own calls.
  const created = await post(api.tours.create.path(), { name: 'Calendar bench harbour tour', kind: ProductKind.Tour, duration: '1h' })();
  const tourId = ((await created.json()) as { data: { id: number } }).data.id;
  const [option] = await handle.db.insert(activityOptions).values({ serviceId: tourId, names: { en: 'Every half hour' } }).returning({ id: activityOptions.id });
  const today = DateTime.now().setZone('Europe/Oslo').startOf('day');
  const times = Array.from({ length: departuresPerDay }, (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
  const seeded = performance.now();
  const scheduled = await post(api.tourManage.saveAllotment.path({ id: tourId }), {
    kind: 'schedule',
    option_id: option!.id,
    start_date: today.toISODate(),
    end_date: today.plus({ days: 60 }).toISODate(),
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    start_times: times,
    allotment: 30,
  })();
  if (!scheduled.ok) throw new Error(`schedule: HTTP ${scheduled.status} ${await scheduled.text()}`);
  await handle.db.update(activitySlots).set({ remaining: 20 }).where(eq(activitySlots.serviceId, tourId));
  await handle.db.execute(sql`analyze`);
  log(`activity calendar bench (${handle.kind}): ${departuresPerDay} departures a day for 61 days, made in ${Math.round(performance.now() - seeded)} ms`);

  const monthStart = today.startOf('month').startOf('week');
  const range = { start_date: monthStart.toISODate(), end_date: monthStart.plus({ days: 41 }).toISODate() };
  const day = today.plus({ days: 3 }).toISODate();
  const cases: [string, () => Response | Promise<Response>][] = [
    ['month view of the activity (6 weeks)', post(api.activityCalendar.month.path(), { ...range, tour_id: tourId })],
    ['month view of the option', post(api.activityCalendar.optionMonth.path({ id: option!.id }), range)],
    ['month view, every activity', post(api.activityCalendar.month.path(), range)],
    ['a day with its bookings', post(api.activityCalendar.dayBookings.path({ id: tourId }), { date: day })],
    ['bulk change preview, a month', post(api.tourManage.saveAllotment.path({ id: tourId }), { kind: 'bulk', option_id: option!.id, start_date: day, end_date: today.plus({ days: 33 }).toISODate(), weekdays: [1, 2, 3, 4, 5, 6, 7], allotment: 25, preview: true })],
  ];
  await timeHttpCases(cases, { iterations, log });
}
