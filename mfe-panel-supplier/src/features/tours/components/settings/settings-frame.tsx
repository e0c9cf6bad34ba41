import type { ReactNode } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { hrefFor, type PanelPageKey, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { TourListItem } from 'shared-contracts/tours';
import type { Breadcrumb } from 'shared-runtime/session';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { Box, Button, EmptyState, ErrorPanel, Grid, Heading, Link, LoadingState, Stack, Text } from 'shared-ui';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { TOURS_PART } from '../../../../lib/catalogue';
import { useTourSummary } from '../../api/get-tour-summary';
import { failureStatus, failureText } from '../../../../lib/failure';
import { tourHref } from '../../lib/hrefs';
import { routeId } from '../../../../lib/route-id';

/** The settings pages of an activity, in the order of spec 000 §2.3, the overview first. */
export const SETTINGS_PAGES = [
  'supplier.tour.settings',
  'supplier.tour.settings.customBookingOption',
  'supplier.tour.settings.customSections',
  'supplier.tour.settings.features',
  'supplier.tour.settings.linkDestinationBox',
  'supplier.tour.settings.recommendedItems',
  'supplier.tour.settings.specialInstructionMail',
] as const satisfies readonly PanelPageKey[];

export interface SettingsContext {
  id: number;
  lang: string;
  tour: TourListItem;
}

export interface TourSettingsFrameProps {
  page: (typeof SETTINGS_PAGES)[number] | 'supplier.tour.settings.customSection';
  breadcrumbs: Breadcrumb[];
  intro: string;
  children: (context: SettingsContext) => ReactNode;
}

/**
 * The frame of every settings page of one activity (npanel/tour/settings/{id}/…): the page's title, the activity it
 * belongs to, the settings pages to move between, and the states of reading the activity (loading, not found, error).
 */
export function TourSettingsFrame({ page, breadcrumbs, intro, children }: TourSettingsFrameProps) {
  const t = useT();
  useCataloguePart(TOURS_PART);
  const { id: param, lang = DEFAULT_LOCALE } = useParams();
  const parsed = routeId(param);
  const id = typeof parsed === 'number' ? parsed : null;
  const title = SUPPLIER_MANIFEST.pages[page].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const summary = useTourSummary(id);

  let body: ReactNode;
  if (id === null || (failureStatus(summary.error) === 404 && !summary.data)) {
    body = (
      <EmptyState
        title={t('supplier.tours.edit.notFound')}
        description={t('supplier.tours.edit.notFoundHint')}
        action={
          <Button asChild variant="outline">
            <RouterLink to={tourHref.list(lang)}>{t('supplier.tours.edit.backToList')}</RouterLink>
          </Button>
        }
      />
    );
  } else if (summary.error && !summary.data) {
    body = <ErrorPanel message={failureText(summary.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void summary.mutate()} />;
  } else if (!summary.data) {
    body = <LoadingState />;
  } else {
    body = children({ id, lang, tour: summary.data });
  }

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        {summary.data && id !== null ? (
          <Text>
            {t('supplier.tours.settings.of')}{' '}
            <Link asChild colorPalette="brand" fontWeight="medium">
              <RouterLink to={tourHref.edit(lang, id)}>{summary.data.name || t('supplier.tours.untitled')}</RouterLink>
            </Link>
          </Text>
        ) : null}
        <Text color="fg.muted">{intro}</Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap="6" alignItems="start">
        {id !== null ? <SettingsNav id={id} lang={lang} current={page} /> : <Box />}
        <Box minW="0">{body}</Box>
      </Grid>
    </Stack>
  );
}

function SettingsNav({ id, lang, current }: { id: number; lang: string; current: TourSettingsFrameProps['page'] }) {
  const t = useT();
  // A custom section's page belongs under Custom sections.
  const active = current === 'supplier.tour.settings.customSection' ? 'supplier.tour.settings.customSections' : current;
  return (
    <Box as="nav" aria-label={t('supplier.tours.settings.nav')}>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {SETTINGS_PAGES.map((key) => {
          const on = key === active;
          return (
            <li key={key}>
              <Link asChild display="block" px="3" py="2" borderRadius="l2" bg={on ? 'brand.subtle' : undefined} fontWeight={on ? 'semibold' : 'normal'}>
                <RouterLink to={hrefFor(key, { lang, id })} aria-current={on ? 'page' : undefined}>
                  {t(SUPPLIER_MANIFEST.pages[key].title)}
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
