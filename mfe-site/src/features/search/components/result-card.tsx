import { responsiveImage } from 'shared-contracts/files';
import { Badge, Box, Card, Heading, Image, Link, Stack, Text } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import { useIntl, useT } from 'shared-runtime/session';
import { useStorefront } from '../../../lib/storefront';
import type { ServiceHit } from '../api/search-services';
import { productPath } from '../../../lib/site-links';

export function useFormatPrice() {
  const intl = useIntl();
  return (amount: number, currency: string | null) =>
    currency
      ? intl.formatNumber(amount, { style: 'currency', currency, maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 })
      : intl.formatNumber(amount);
}

export function ResultCard({ hit }: { hit: ServiceHit }) {
  const t = useT();
  const { href } = useStorefront();
  const formatPrice = useFormatPrice();
  return (
    <Card.Root as="article" flexDirection={{ base: 'column', sm: 'row' }} overflow="hidden" variant="outline">
      {hit.image ? (
        <Image {...responsiveImage(hit.image, 640)} sizes="(min-width: 30rem) 12rem, 100vw" alt={hit.name} objectFit="cover" w={{ base: 'full', sm: '48' }} h={{ base: '44', sm: 'auto' }} minH="36" loading="lazy" />
      ) : (
        <Box aria-hidden bg="bg.muted" w={{ base: 'full', sm: '48' }} minH="36" />
      )}
      <Card.Body gap="1">
        <Badge alignSelf="flex-start" colorPalette="gray">
          {t(`site.search.type.${hit.service_type}`)}
        </Badge>
        <Heading as="h3" size="md">
          <Link asChild color="fg" _hover={{ textDecoration: 'underline' }}>
            <RouterLink to={href(productPath(hit.service_type, hit.objectID))}>{hit.name}</RouterLink>
          </Link>
        </Heading>
        {hit.location_name ? <Text color="fg.muted">{hit.location_name}</Text> : null}
        <Stack direction="row" gap="4" pt="1" wrap="wrap">
          <Text fontWeight="semibold">
            {hit.lowest_price !== null ? t('site.search.card.from', { price: formatPrice(hit.lowest_price, hit.currency) }) : t('site.search.card.noPrice')}
          </Text>
          {hit.ratings !== null ? <Text>{t('site.search.card.rating', { rating: hit.ratings })}</Text> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
