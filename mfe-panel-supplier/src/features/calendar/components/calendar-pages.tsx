import { useMemo, type ReactNode } from 'react';
import type { CalendarSlot } from 'shared-contracts/activity-calendar';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { useCataloguePart, useIntl, usePageMeta, useT } from 'shared-runtime/session';
import { Alert, Button, EmptyState, ErrorPanel, Flex, Heading, HStack, Link, LoadingState, NativeSelect, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { FormField } from 'shared-ui/panel-kit';
import { Link as RouterLink, useParams, useSearchParams } from 'shared-ui/router';
import { CALENDAR_PART } from '../../../lib/catalogue';
import { failureText } from '../../../lib/failure';
import { routeId } from '../../../lib/route-id';
import { useMonth } from '../api/get-month';
import { useOptions } from '../api/get-options';
import { useActivities } from '../api/list-activities';
import { addMonths, isDay, isMonth, monthLabel, monthOf, monthRange, todayIn } from '../lib/days';
import { calendarHref, DETAILS_OF, type CalendarDetailsKey, type CalendarPageKey } from '../lib/hrefs';
import { CalendarFrame } from './calendar-frame';
import { DayPanel } from './day-panel';
import { MonthGrid } from './month-grid';
import { SeatsLegend } from './seats';

/** npanel/calendar (spec 002 §7.16): every activity's departures by month, or one activity's, with their seats. */
export function ActivityCalendarPage({ breadcrumbs }: AreaPageProps) {
  return <MonthPage page="supplier.calendar" breadcrumbs={breadcrumbs} />;
}

/** npanel/tour/calendar: the same calendar, reached from the activities. */
export function TourActivityCalendarPage({ breadcrumbs }: AreaPageProps) {
  return <MonthPage page="supplier.tour.calendar" breadcrumbs={breadcrumbs} />;
}

/** npanel/calendar/{id}: one activity's calendar. */
export function CalendarDetailsPage({ breadcrumbs }: AreaPageProps) {
  return <DetailsPage page="supplier.calendar.details" breadcrumbs={breadcrumbs} />;
}

/** npanel/tour/calendar/{id}: one activity's calendar, reached from the activities. */
export function TourCalendarDetailsPage({ breadcrumbs }: AreaPageProps) {
  return <DetailsPage page="supplier.tour.calendar.details" breadcrumbs={breadcrumbs} />;
}

/** A positive id in the query, or null. */
function queryId(text: string | null): number | null {
  const parsed = routeId(text ?? undefined);
  return typeof parsed === 'number' ? parsed : null;
}

/** The calendar's place kept in the query (activity, option, month, day), so a link or Back returns to it. */
function useCalendarQuery() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | number | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return { params, set };
}

function MonthPage({ page, breadcrumbs }: { page: CalendarPageKey } & AreaPageProps) {
  const t = useT();
  useCataloguePart(CALENDAR_PART);
  const title = SUPPLIER_MANIFEST.pages[page].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const { lang = DEFAULT_LOCALE } = useParams();
  const { params, set } = useCalendarQuery();
  const tourId = queryId(params.get('activity'));

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        <Text color="fg.muted">{t('supplier.calendar.intro')}</Text>
      </Stack>
      <MonthView
        lang={lang}
        tourId={tourId}
        detailsPage={DETAILS_OF[page]}
        activityPicker={<ActivityPicker value={tourId} onChange={(id) => set({ activity: id, option: null, day: null })} />}
      />
    </Stack>
  );
}

function DetailsPage({ page, breadcrumbs }: { page: CalendarDetailsKey } & AreaPageProps) {
  const t = useT();
  return (
    <CalendarFrame page={page} breadcrumbs={breadcrumbs} intro={t('supplier.calendar.details.intro')}>
      {({ lang, tourId }) => <MonthView lang={lang} tourId={tourId} detailsPage={page} />}
    </CalendarFrame>
  );
}

/** The supplier's activities, "All activities" first. */
function ActivityPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const t = useT();
  const activities = useActivities();
  const problem = activities.error ? (failureText(activities.error, t) ?? t('errors.somethingWentWrong')) : undefined;
  // A chosen activity stays a choice while the list loads (or if it is not listed), so the select shows it.
  const listed = activities.data ?? [];
  const missing = value !== null && !listed.some((activity) => activity.id === value);
  return (
    <FormField name="activity" label={t('supplier.calendar.activity')} {...(problem ? { error: problem } : {})}>
      <NativeSelect.Root size="sm" width="auto" minW="64">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(queryId(event.target.value))}>
          <option value="">{t('supplier.calendar.allActivities')}</option>
          {missing ? <option value={value}>{t('supplier.calendar.activityNumber', { id: value })}</option> : null}
          {listed.map((activity) => (
            <option key={activity.id} value={activity.id}>
              {activity.name || t('supplier.calendar.untitled')}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

interface MonthViewProps {
  lang: string;
  /** null: every activity of the supplier. */
  tourId: number | null;
  /** Where one activity's own calendar is. */
  detailsPage: CalendarDetailsKey;
  /** The overview's choice of activity; an activity's own calendar has none. */
  activityPicker?: ReactNode;
}

/**
 * The month view: the option picker (for one activity), month navigation, the grid of the weeks the month touches
 * with each day's departures and seats, and the day a click or key opens. Read with one call over the grid's days.
 */
function MonthView({ lang, tourId, detailsPage, activityPicker }: MonthViewProps) {
  const t = useT();
  const intl = useIntl();
  const { params, set } = useCalendarQuery();
  const today = todayIn();
  const month = isMonth(params.get('month')) ? params.get('month')! : monthOf(today);
  const optionId = tourId === null ? null : queryId(params.get('option'));
  const dayParam = params.get('day');
  const day = isDay(dayParam) ? dayParam : null;
  const range = monthRange(month);
  const options = useOptions(tourId);
  const monthRead = useMonth({
    start_date: range.start,
    end_date: range.end,
    ...(tourId === null ? {} : { tour_id: tourId }),
    ...(optionId === null ? {} : { option_id: optionId }),
  });
  const byDate = useMemo(() => {
    const map = new Map<string, CalendarSlot[]>();
    for (const departure of monthRead.data?.departures ?? []) map.set(departure.date, [...(map.get(departure.date) ?? []), departure]);
    return map;
  }, [monthRead.data]);
  const label = monthLabel(month, intl.locale);

  const goTo = (next: string) => set({ month: next, day: null });
  let body: ReactNode;
  if (monthRead.error && !monthRead.data) {
    body = <ErrorPanel message={failureText(monthRead.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void monthRead.mutate()} />;
  } else if (!monthRead.data) {
    body = <LoadingState label={t('supplier.calendar.loading')} />;
  } else if (monthRead.data.departures.length === 0) {
    body = (
      <EmptyState
        title={t('supplier.calendar.empty', { month: label })}
        description={t(tourId === null ? 'supplier.calendar.emptyHint' : 'supplier.calendar.emptyActivityHint')}
        action={
          tourId === null ? undefined : (
            <Button asChild variant="outline">
              <RouterLink to={calendarHref.manageOptions(lang, tourId)}>{t('supplier.calendar.addDepartures')}</RouterLink>
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <Stack gap="4">
        {monthRead.data.truncated ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('supplier.calendar.truncated')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <MonthGrid
          month={month}
          byDate={byDate}
          today={today}
          selected={day}
          onSelect={(date) => set({ day: date === day ? null : date })}
          naming={tourId === null ? 'activity' : optionId === null ? 'option' : 'none'}
          label={t('supplier.calendar.gridLabel', { month: label })}
        />
        {day ? (
          <DayPanel key={day} lang={lang} date={day} tourId={tourId} optionId={optionId} departures={byDate.get(day) ?? []} onClose={() => set({ day: null })} />
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <Flex gap="4" wrap="wrap" align="end">
        {activityPicker}
        {tourId !== null ? (
          <FormField name="option" label={t('supplier.calendar.option')}>
            <NativeSelect.Root size="sm" width="auto" minW="56" disabled={!options.data}>
              <NativeSelect.Field value={optionId ?? ''} onChange={(event) => set({ option: queryId(event.target.value), day: null })}>
                <option value="">{t('supplier.calendar.allOptions')}</option>
                {(options.data ?? []).map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
        {tourId !== null && activityPicker ? (
          <Link asChild colorPalette="brand" fontSize="sm" pb="2">
            <RouterLink to={calendarHref.details(lang, tourId, detailsPage, { month })}>{t('supplier.calendar.openActivity')}</RouterLink>
          </Link>
        ) : null}
      </Flex>
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading as="h2" size="lg" aria-live="polite">
          {label}
        </Heading>
        <HStack gap="2" role="group" aria-label={t('supplier.calendar.monthNav')}>
          <Button size="sm" variant="outline" onClick={() => goTo(addMonths(month, -1))}>
            {t('supplier.calendar.previousMonth')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => set({ month: monthOf(today), day: null })} disabled={month === monthOf(today)}>
            {t('supplier.calendar.today')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => goTo(addMonths(month, 1))}>
            {t('supplier.calendar.nextMonth')}
          </Button>
        </HStack>
      </Flex>
      <SeatsLegend />
      {body}
    </Stack>
  );
}
