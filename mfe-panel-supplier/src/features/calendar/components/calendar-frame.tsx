import type { ReactNode } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { ManagedOption } from 'shared-contracts/tour-manage';
import type { TourListItem } from 'shared-contracts/tours';
import { useCataloguePart, usePageMeta, useT, type Breadcrumb } from 'shared-runtime/session';
import { Button, EmptyState, ErrorPanel, Heading, HStack, Link, LoadingState, Stack, Text } from 'shared-ui';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { CALENDAR_PART } from '../../../lib/catalogue';
import { failureStatus, failureText } from '../../../lib/failure';
import { routeId } from '../../../lib/route-id';
import { useActivity } from '../api/get-activity';
import { useOptions } from '../api/get-options';
import { calendarHref, type CalendarDetailsKey } from '../lib/hrefs';

export type CalendarFramePage = CalendarDetailsKey | 'supplier.calendar.changeAllotments' | 'supplier.calendar.guestList' | 'supplier.calendar.bulkCancellation';

export interface CalendarContext {
  lang: string;
  tourId: number;
  activity: TourListItem;
  /** The route's option (`:tourOptionId`); null on an activity's month page. */
  option: ManagedOption | null;
}

export interface CalendarFrameProps {
  page: CalendarFramePage;
  breadcrumbs: Breadcrumb[];
  intro: string;
  /** Where "Back to the calendar" goes; none on the month page itself. */
  back?: (context: { lang: string; tourId: number }) => string;
  children: (context: CalendarContext) => ReactNode;
}

/** A positive id of the route, or null for anything else (-1 creates nothing here). */
function idParam(param: string | undefined): number | null {
  const parsed = routeId(param);
  return typeof parsed === 'number' ? parsed : null;
}

/**
 * The frame of the calendar pages of one activity (npanel/calendar/{id}/…): the page's title, the activity and
 * option it is about, and the states of reading them (loading, not found, error). The activity is read inside the
 * caller's scope, so another supplier's id is not found.
 */
export function CalendarFrame({ page, breadcrumbs, intro, back, children }: CalendarFrameProps) {
  const t = useT();
  useCataloguePart(CALENDAR_PART);
  const { id: idText, tourOptionId, lang = DEFAULT_LOCALE } = useParams();
  const title = SUPPLIER_MANIFEST.pages[page].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const needsOption = page === 'supplier.calendar.changeAllotments' || page === 'supplier.calendar.guestList' || page === 'supplier.calendar.bulkCancellation';
  const tourId = idParam(idText);
  const optionId = needsOption ? idParam(tourOptionId) : null;
  const activity = useActivity(tourId);
  const options = useOptions(needsOption && tourId !== null ? tourId : null);
  const option = options.data?.find((each) => each.id === optionId) ?? null;

  const notFound = (
    <EmptyState
      title={t('supplier.calendar.notFound')}
      description={t('supplier.calendar.notFoundHint')}
      action={
        <Button asChild variant="outline">
          <RouterLink to={calendarHref.month(lang)}>{t('supplier.calendar.backToCalendar')}</RouterLink>
        </Button>
      }
    />
  );
  const failed = activity.error ?? options.error;

  let body: ReactNode;
  if (tourId === null || (needsOption && optionId === null) || (failureStatus(activity.error) === 404 && !activity.data)) {
    body = notFound;
  } else if (failed && (!activity.data || (needsOption && !options.data))) {
    const retry = () => {
      void activity.mutate();
      void options.mutate();
    };
    body = <ErrorPanel message={failureText(failed, t) ?? t('errors.somethingWentWrong')} onRetry={retry} />;
  } else if (!activity.data || (needsOption && !options.data)) {
    body = <LoadingState />;
  } else if (needsOption && !option) {
    body = <EmptyState title={t('supplier.calendar.optionNotFound')} description={t('supplier.calendar.optionNotFoundHint')} />;
  } else {
    body = children({ lang, tourId, activity: activity.data, option });
  }

  const name = activity.data ? activity.data.name || t('supplier.calendar.untitled') : null;
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        {name ? (
          <Text data-testid="calendar-subject" fontWeight="medium">
            {option ? t('supplier.calendar.subjectWithOption', { activity: name, option: option.name }) : name}
          </Text>
        ) : null}
        <Text color="fg.muted">{intro}</Text>
        {back && tourId !== null ? (
          <HStack _print={{ display: 'none' }}>
            <Link asChild colorPalette="brand" fontSize="sm">
              <RouterLink to={back({ lang, tourId })}>{t('supplier.calendar.backToActivityCalendar')}</RouterLink>
            </Link>
          </HStack>
        ) : null}
      </Stack>
      {body}
    </Stack>
  );
}
