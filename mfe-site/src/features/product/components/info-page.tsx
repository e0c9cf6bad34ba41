import type { ReactNode } from 'react';
import { Box, Heading, List, Stack, Text } from 'shared-ui';
import type { ServiceDetail } from 'shared-contracts/catalogue';
import { formatTime12h } from 'shared-contracts/dates';
import { useMoney, useT } from 'shared-runtime/session';
import { Gallery } from './gallery';
import { FactList, ServiceDescription, ServiceHeader } from './service-overview';

type OpeningHours = { days: string; opens: string; closes: string }[];

function Hours({ hours }: { hours: OpeningHours }): ReactNode {
  const t = useT();
  if (hours.length === 0) return null;
  return (
    <List.Root listStyle="none" ms="0">
      {hours.map((row) => (
        <List.Item key={`${row.days}-${row.opens}`}>
          {t('site.product.info.hoursRow', { days: row.days, opens: formatTime12h(row.opens), closes: formatTime12h(row.closes) })}
        </List.Item>
      ))}
    </List.Root>
  );
}

/**
 * Rentals, restaurants and attractions (spec 001 §1: their customer flows are not shown): a detail page with what
 * the API returns, and a polite note that they are not booked online.
 */
export function InfoPage({ service }: { service: ServiceDetail }) {
  const t = useT();
  const formatMoney = useMoney();
  const { rental, restaurant, attraction } = service;
  const facts = [
    { label: t('site.product.info.location'), value: service.location?.name ?? null },
    { label: t('site.product.info.vehicle'), value: rental?.vehicle_type ?? null },
    { label: t('site.product.info.seats'), value: rental ? String(rental.seats) : null },
    { label: t('site.product.info.pricePerDay'), value: rental ? formatMoney(rental.price_per_day) : null },
    { label: t('site.product.info.pickup'), value: rental?.pickup_point ?? null },
    { label: t('site.product.info.cuisine'), value: restaurant?.cuisine ?? null },
    {
      label: t('site.product.info.priceLevel'),
      value: restaurant ? (
        <Text as="span" role="img" aria-label={t('site.product.info.priceLevelValue', { level: restaurant.price_level })}>
          {'$'.repeat(restaurant.price_level)}
        </Text>
      ) : null,
    },
    {
      label: t('site.product.info.admission'),
      value: attraction ? (attraction.admission ? formatMoney(attraction.admission) : t('site.product.info.freeAdmission')) : null,
    },
    { label: t('site.product.info.openingHours'), value: <Hours hours={restaurant?.opening_hours ?? attraction?.opening_hours ?? []} /> },
    { label: t('site.product.meetingPoint'), value: service.meeting_point },
  ].filter((fact) => !(fact.label === t('site.product.info.openingHours') && !(restaurant?.opening_hours.length || attraction?.opening_hours.length)));

  return (
    <Stack gap="6" maxWidth="4xl">
      <ServiceHeader service={service} />
      <Gallery service={service} />
      <Box as="section" aria-labelledby="product-details">
        <Heading as="h2" size="md" id="product-details" mb="2">
          {t('site.product.info.details')}
        </Heading>
        <FactList facts={facts} />
      </Box>
      <ServiceDescription service={service} />
      <Box role="note" borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
        <Text fontWeight="semibold">{t('site.product.info.notBookable')}</Text>
        <Text>{t('site.product.info.contact')}</Text>
      </Box>
    </Stack>
  );
}
