import { responsiveImage } from 'shared-contracts/files';
import { Badge, Box, Image, Link, SimpleGrid, Text, chakra } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import type { Section, ServiceCard } from 'shared-contracts/site-content';
import { useIntl, useT } from 'shared-runtime/session';
import { productHref } from '../../../../lib/site-links';
import { themedBadge, themedBox, themedTitle } from '../../../../lib/theme';
import { SectionHeading } from './section-heading';

type ServiceGridSection = Extract<Section, { type: 'service_grid' }>;

function ServiceCardView({ card, lang }: { card: ServiceCard; lang: string }) {
  const t = useT();
  const intl = useIntl();
  const price = card.lowest_price
    ? intl.formatNumber(card.lowest_price.amount, { style: 'currency', currency: card.lowest_price.currency })
    : null;
  return (
    <chakra.article
      data-testid="service-card"
      position="relative"
      display="flex"
      flexDirection="column"
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      boxShadow="sm"
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: 'md' }}
      // The whole card is the link's target (its ::after covers the card); the focus ring goes round the card.
      css={{ '&:focus-within': { outline: '3px solid var(--wh-button-bg)', outlineOffset: '2px' } }}
      {...themedBox}
    >
      <Box aspectRatio={3 / 2} bg="var(--wh-room-type-bg)">
        {card.image ? <Image {...responsiveImage(card.image, 640)} sizes="(min-width: 48rem) 33vw, 100vw" alt="" w="full" h="full" objectFit="cover" loading="lazy" /> : null}
      </Box>
      <Box p="4" display="flex" flexDirection="column" gap="2" flex="1">
        <Badge alignSelf="flex-start" {...themedBadge}>
          {t(`site.chrome.services.type.${card.service_type}`)}
        </Badge>
        <chakra.h3 fontSize="lg" fontWeight="semibold" lineHeight="1.3" {...themedTitle}>
          <Link asChild color="inherit" _after={{ content: '""', position: 'absolute', inset: 0 }} _focusVisible={{ outline: 'none' }}>
            <RouterLink to={productHref(lang, card)}>{card.name}</RouterLink>
          </Link>
        </chakra.h3>
        {card.location ? <Text fontSize="sm">{card.location.name}</Text> : null}
        {card.short_description ? (
          <Text fontSize="sm" lineClamp={3}>
            {card.short_description}
          </Text>
        ) : null}
        <Box mt="auto" pt="2" display="flex" justifyContent="space-between" alignItems="baseline" gap="2">
          {price ? <Text fontWeight="bold">{t('site.chrome.services.from', { price })}</Text> : <span />}
          {card.rating !== null ? (
            <Text fontSize="sm">{t('site.chrome.services.rating', { rating: intl.formatNumber(card.rating, { maximumFractionDigits: 1 }) })}</Text>
          ) : null}
        </Box>
      </Box>
    </chakra.article>
  );
}

/** A bucket's services as cards, each linking to its product page. */
export function ServiceGridSectionView({ section, lang }: { section: ServiceGridSection; lang: string }) {
  const t = useT();
  const { title, subtitle, columns, services } = section.content;
  const desktop = Math.min(Math.max(columns, 1), 4);
  return (
    <chakra.section data-section-type="service_grid" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="12">
      <SectionHeading title={title} subtitle={subtitle} />
      {services.length === 0 ? (
        <Text>{t('site.chrome.services.empty')}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, sm: Math.min(2, desktop), lg: desktop }} gap="6">
          {services.map((card) => (
            <li key={`${card.service_type}-${card.id}`}>
              <ServiceCardView card={card} lang={lang} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </chakra.section>
  );
}
