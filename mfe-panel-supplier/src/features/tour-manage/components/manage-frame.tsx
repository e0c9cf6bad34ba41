import type { ReactNode } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { TourAtGlance } from 'shared-contracts/tours';
import { useCataloguePart, usePageMeta, useT, type Breadcrumb } from 'shared-runtime/session';
import { Button, ErrorPanel, Flex, Heading, Link, LoadingState, Stack, Text } from 'shared-ui';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { TOUR_MANAGE_PART } from '../../../lib/catalogue';
import { useTourAtGlance } from '../api/get-tour-at-glance';
import { failureText } from '../../../lib/failure';
import { activityId } from '../lib/route-id';

/** The Manage pages, in the order the sub-navigation lists them. */
const SECTIONS = [
  { key: 'supplier.tour.manage', label: 'supplier.tourManage.nav.overview' },
  { key: 'supplier.tour.manage.options', label: 'supplier.tourManage.nav.options' },
  { key: 'supplier.tour.manage.tickets', label: 'supplier.tourManage.nav.tickets' },
  { key: 'supplier.tour.manage.voucherCodes', label: 'supplier.tourManage.nav.voucherCodes' },
  { key: 'supplier.tour.manage.mapping', label: 'supplier.tourManage.nav.mapping' },
] as const;
export type ManageSection = (typeof SECTIONS)[number]['key'];

/** What a Manage page renders once its activity is known. */
export interface ManageContext {
  lang: string;
  tourId: number;
  tour: TourAtGlance;
}

export interface ManageFrameProps {
  page: ManageSection;
  breadcrumbs: Breadcrumb[];
  /** One sentence under the title: what the page is for. */
  intro: string;
  children: (context: ManageContext) => ReactNode;
}

/** The href of a Manage page of one activity. */
export function manageHref(page: ManageSection, lang: string, id: number): string {
  // Every Manage page takes the same two params; hrefFor's types cannot see that across the union of keys.
  return hrefFor(page, { lang, id } as never);
}

/**
 * The frame of every Manage page (npanel/tour/manage/{id}[/…]): its texts, the title and breadcrumbs, the activity's
 * name, the links between the pages, and the states before the activity is known (no id, a bad id, loading, an
 * error with retry; another supplier's activity answers 404 and shows as not found).
 */
export function ManageFrame({ page, breadcrumbs, intro, children }: ManageFrameProps) {
  const t = useT();
  useCataloguePart(TOUR_MANAGE_PART);
  const title = SUPPLIER_MANIFEST.pages[page].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const { lang = DEFAULT_LOCALE, id: param } = useParams();
  const id = activityId(param);
  const glance = useTourAtGlance(typeof id === 'number' ? id : null);
  const listHref = hrefFor('supplier.tour.list', { lang });

  let body: ReactNode;
  if (id === null) {
    body = (
      <Stack gap="3" align="start">
        <Text>{t('supplier.tourManage.frame.noActivity')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={listHref}>{t('supplier.tourManage.frame.toList')}</RouterLink>
        </Button>
      </Stack>
    );
  } else if (id === 'invalid') {
    body = <ErrorPanel title={t('supplier.tourManage.frame.notFoundTitle')} message={t('supplier.tourManage.frame.notFound')} />;
  } else if (glance.error) {
    body = (
      <ErrorPanel
        title={t('supplier.tourManage.frame.loadFailed')}
        message={failureText(glance.error, t) ?? t('errors.somethingWentWrong')}
        onRetry={() => void glance.mutate()}
      />
    );
  } else if (!glance.data) {
    body = <LoadingState label={t('supplier.tourManage.frame.loading')} />;
  } else {
    body = children({ lang, tourId: id, tour: glance.data });
  }

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(title)}
        </Heading>
        {glance.data ? (
          <Text fontWeight="semibold" data-testid="activity-name">
            {glance.data.name || t('supplier.tourManage.frame.unnamed')}
          </Text>
        ) : null}
        <Text color="fg.muted">{intro}</Text>
      </Stack>
      {typeof id === 'number' ? (
        <Flex as="nav" aria-label={t('supplier.tourManage.nav.label')} gap="2" wrap="wrap" borderBottomWidth="1px" pb="3">
          {SECTIONS.map((section) => {
            const current = section.key === page;
            return (
              <Link
                key={section.key}
                asChild
                px="3"
                py="1.5"
                borderRadius="l2"
                fontWeight={current ? 'semibold' : 'normal'}
                bg={current ? 'brand.subtle' : undefined}
                color={current ? 'brand.fg' : 'fg'}
                aria-current={current ? 'page' : undefined}
              >
                <RouterLink to={manageHref(section.key, lang, id)}>{t(section.label)}</RouterLink>
              </Link>
            );
          })}
        </Flex>
      ) : null}
      {body}
    </Stack>
  );
}
