import { Box, Button, Grid, Stack, Text } from 'shared-ui';
import type { ServiceDetail } from 'shared-contracts/catalogue';
import { formatDurationText } from 'shared-contracts/dates';
import { useT } from 'shared-runtime/session';
import { useTourFull } from '../api/get-tour-full';
import { CancellationPolicy } from './cancellation-policy';
import { Gallery } from './gallery';
import { isNotFound, ProductError, ProductNotFound, ProductSkeleton } from './product-states';
import { FactList, ServiceDescription, ServiceHeader } from './service-overview';
import { TourBooking } from './tour-booking';

/** Activity, adventure and event pages: details on the left, the booking panel beside them (below on mobile). */
export function ActivityPage({ service }: { service: ServiceDetail }) {
  const t = useT();
  const tour = useTourFull(service.id);
  if (tour.error) return isNotFound(tour.error) ? <ProductNotFound /> : <ProductError error={tour.error} onRetry={() => void tour.mutate()} />;
  if (!tour.data) return <ProductSkeleton />;
  const full = tour.data;
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' }} gap="8" alignItems="start">
      <Stack gap="6" minWidth="0">
        <ServiceHeader service={full}>
          <Box hideFrom="lg">
            <Button asChild colorPalette="brand" size="sm">
              <a href="#product-booking">{t('site.product.booking.jump')}</a>
            </Button>
          </Box>
        </ServiceHeader>
        <Gallery service={full} />
        <FactList
          facts={[
            { label: t('site.product.duration'), value: full.activity ? formatDurationText(full.activity.duration) : full.duration ? formatDurationText(full.duration) : null },
            { label: t('site.product.meetingPoint'), value: full.meeting_point },
            { label: t('site.product.rating'), value: full.rating === null ? null : <Text>{t('site.product.ratingValue', { rating: full.rating })}</Text> },
          ]}
        />
        <ServiceDescription service={full} />
        <CancellationPolicy tiers={full.cancellation_policy} />
      </Stack>
      <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
        <TourBooking tour={full} />
      </Box>
    </Grid>
  );
}
