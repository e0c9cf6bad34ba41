import { Box, Button, Grid, Heading, List, Stack, Text } from 'shared-ui';
import { useSearchParams } from 'shared-ui/router';
import type { ServiceDetail } from 'shared-contracts/catalogue';
import { useT } from 'shared-runtime/session';
import { usePackage } from '../api/get-package';
import { CancellationPolicy } from './cancellation-policy';
import { Gallery } from './gallery';
import { PACKAGE_STEP_PARAM, PackageDialog } from './package-dialog';
import { isNotFound, ProductError, ProductNotFound, ProductSkeleton } from './product-states';
import { ServiceDescription, ServiceHeader } from './service-overview';

/** Package page: what the package holds, day by day, and the booking dialog (spec 001 §2 "package dialog"). */
export function PackagePage({ service }: { service: ServiceDetail }) {
  const t = useT();
  const full = usePackage(service.id);
  const [params, setParams] = useSearchParams();
  if (full.error) return isNotFound(full.error) ? <ProductNotFound /> : <ProductError error={full.error} onRetry={() => void full.mutate()} />;
  if (!full.data) return <ProductSkeleton />;
  const pkg = full.data;
  const parts = pkg.package?.services ?? [];
  const days = [...new Set(parts.map((p) => p.day_offset))].sort((a, b) => a - b);
  const activities = parts.filter((p) => p.service_type === 'activities' || p.service_type === 'events').length;
  const hotels = parts.filter((p) => p.service_type === 'hotels').length;

  function open() {
    const next = new URLSearchParams(params);
    next.set(PACKAGE_STEP_PARAM, '1');
    setParams(next);
  }

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }} gap="8" alignItems="start">
      <Stack gap="6" minWidth="0">
        <ServiceHeader service={pkg} />
        <Gallery service={pkg} />
        <ServiceDescription service={pkg} />
        {parts.length > 0 ? (
          <Box as="section" aria-labelledby="product-itinerary">
            <Heading as="h2" size="md" id="product-itinerary" mb="2">
              {t('site.product.package.itinerary')}
            </Heading>
            <Stack gap="3">
              {days.map((offset) => (
                <Box key={offset}>
                  <Heading as="h3" size="sm">
                    {t('site.product.package.day', { day: offset + 1 })}
                  </Heading>
                  <List.Root ps="5">
                    {parts
                      .filter((p) => p.day_offset === offset)
                      .sort((a, b) => a.position - b.position)
                      .map((p) => (
                        <List.Item key={`${p.service_id}-${p.position}`}>{p.name}</List.Item>
                      ))}
                  </List.Root>
                </Box>
              ))}
            </Stack>
          </Box>
        ) : null}
        <CancellationPolicy tiers={pkg.cancellation_policy} />
      </Stack>
      <Stack as="section" aria-labelledby="product-booking-title" id="product-booking" gap="3" borderWidth="1px" borderRadius="l3" p="4">
        <Heading as="h2" size="lg" id="product-booking-title">
          {t('site.product.package.dayPackage', { days: pkg.package?.duration_days ?? 1 })}
        </Heading>
        {activities > 0 ? <Text>{t('site.product.package.activities', { count: activities })}</Text> : null}
        {hotels > 0 ? <Text>{t('site.product.package.hotels', { count: hotels })}</Text> : null}
        <Button colorPalette="brand" size="lg" onClick={open}>
          {t('site.product.package.book')}
        </Button>
      </Stack>
      <PackageDialog pkg={pkg} />
    </Grid>
  );
}
