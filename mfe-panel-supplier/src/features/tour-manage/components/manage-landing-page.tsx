import { formatDisplayDate } from 'shared-contracts/dates';
import { hrefFor } from 'shared-contracts/manifests';
import type { MessageId } from 'shared-contracts/messages';
import type { TourAtGlance, TourSellablePart } from 'shared-contracts/tours';
import { useLocale, useT } from 'shared-runtime/session';
import { Badge, Box, Card, Heading, Link, List, SimpleGrid, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Link as RouterLink } from 'shared-ui/router';
import { useOptionTickets } from '../api/get-option-tickets';
import { MISSING_PART_LABELS } from '../lib/labels';
import { ManageFrame, manageHref, type ManageContext, type ManageSection } from './manage-frame';

/** Where each missing part is put right. */
const FIX: Record<TourSellablePart, { page: ManageSection | 'supplier.tour.edit'; label: MessageId }> = {
  vitalDetails: { page: 'supplier.tour.edit', label: 'supplier.tourManage.landing.fix.vitalDetails' },
  image: { page: 'supplier.tour.edit', label: 'supplier.tourManage.landing.fix.image' },
  pricedOption: { page: 'supplier.tour.manage.tickets', label: 'supplier.tourManage.landing.fix.pricedOption' },
  futureDeparture: { page: 'supplier.tour.manage.options', label: 'supplier.tourManage.landing.fix.futureDeparture' },
};

/**
 * npanel/tour/manage/{id}: the activity at a glance (options, tickets, priced option-ticket pairs, departures to
 * come), what it still needs before it can be set Active, and the way to each Manage page.
 */
export function ManageLandingPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  return (
    <ManageFrame page="supplier.tour.manage" breadcrumbs={breadcrumbs} intro={t('supplier.tourManage.landing.intro')}>
      {(context) => <Overview {...context} />}
    </ManageFrame>
  );
}

function Overview({ lang, tourId, tour }: ManageContext) {
  const t = useT();
  const [locale] = useLocale();
  // The matrix gives the priced pairs; the at-a-glance figures count tickets with any price.
  const matrix = useOptionTickets(tourId);
  const pricedPairs = matrix.data ? new Set(matrix.data.prices.map((p) => `${p.option_id}:${p.ticket_id}`)).size : null;
  const fixHref = (part: TourSellablePart) => {
    const { page } = FIX[part];
    return page === 'supplier.tour.edit' ? hrefFor('supplier.tour.edit', { lang, id: tourId }) : manageHref(page, lang, tourId);
  };

  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="manage-summary" gap="3">
        <Heading as="h2" size="md" id="manage-summary">
          {t('supplier.tourManage.landing.summary')}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
          <Figure label={t('supplier.tourManage.landing.options')} value={String(tour.options)} />
          <Figure label={t('supplier.tourManage.landing.tickets')} value={String(tour.tickets)} />
          <Figure label={t('supplier.tourManage.landing.pricedPairs')} value={pricedPairs === null ? (matrix.error ? '–' : '…') : String(pricedPairs)} />
          <Figure label={t('supplier.tourManage.landing.departures')} value={String(tour.upcoming_departures)} />
        </SimpleGrid>
        {tour.next_departure ? (
          <Text color="fg.muted">
            {t('supplier.tourManage.landing.nextDeparture', {
              date: formatDisplayDate(tour.next_departure.date, { locale }),
              time: tour.next_departure.start_time,
            })}
          </Text>
        ) : null}
      </Stack>

      <Stack as="section" aria-labelledby="manage-activation" gap="3">
        <Heading as="h2" size="md" id="manage-activation">
          {t('supplier.tourManage.landing.activation')}
        </Heading>
        <Readiness tour={tour} fixHref={fixHref} />
      </Stack>

      <Stack as="section" aria-labelledby="manage-pages" gap="3">
        <Heading as="h2" size="md" id="manage-pages">
          {t('supplier.tourManage.landing.pages')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <PageCard href={manageHref('supplier.tour.manage.options', lang, tourId)} title={t('supplier.tourManage.nav.options')} text={t('supplier.tourManage.landing.optionsText')} />
          <PageCard href={manageHref('supplier.tour.manage.tickets', lang, tourId)} title={t('supplier.tourManage.nav.tickets')} text={t('supplier.tourManage.landing.ticketsText')} />
          <PageCard
            href={manageHref('supplier.tour.manage.voucherCodes', lang, tourId)}
            title={t('supplier.tourManage.nav.voucherCodes')}
            text={t('supplier.tourManage.landing.voucherCodesText')}
          />
          <PageCard href={manageHref('supplier.tour.manage.mapping', lang, tourId)} title={t('supplier.tourManage.nav.mapping')} text={t('supplier.tourManage.landing.mappingText')} />
        </SimpleGrid>
        <Text fontSize="sm">
          <Link asChild color="brand.fg">
            <RouterLink to={hrefFor('supplier.tour.edit', { lang, id: tourId })}>{t('supplier.tourManage.landing.editActivity')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" p="3">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="2xl" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}

function Readiness({ tour, fixHref }: { tour: TourAtGlance; fixHref: (part: TourSellablePart) => string }) {
  const t = useT();
  if (tour.sellable.ready) {
    return (
      <Text data-testid="activation-ready">
        <Badge colorPalette="green" me="2">
          {t('supplier.tourManage.landing.ready')}
        </Badge>
        {t('supplier.tourManage.landing.readyText')}
      </Text>
    );
  }
  return (
    <Stack gap="2">
      <Text>{t('supplier.tourManage.landing.missingIntro')}</Text>
      <List.Root as="ul" ps="5" gap="1" aria-label={t('supplier.tourManage.landing.missingList')}>
        {tour.sellable.missing.map((part) => (
          <List.Item key={part}>
            {t(MISSING_PART_LABELS[part])}{' '}
            <Link asChild color="brand.fg">
              <RouterLink to={fixHref(part)}>{t(FIX[part].label)}</RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function PageCard({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="1">
        <Link asChild fontWeight="semibold" color="brand.fg">
          <RouterLink to={href}>{title}</RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted">
          {text}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
