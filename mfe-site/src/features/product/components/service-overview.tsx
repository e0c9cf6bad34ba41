import type { ReactNode } from 'react';
import { Badge, Box, Flex, Heading, List, Stack, Text } from 'shared-ui';
import type { ServiceDetail } from 'shared-contracts/catalogue';
import { useT } from 'shared-runtime/session';

/** Name, place, categories and tags: the head of every product page. */
export function ServiceHeader({ service, children }: { service: ServiceDetail; children?: ReactNode }) {
  const t = useT();
  const categories = [...service.categories.lvl0, ...service.categories.lvl1];
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        {service.name}
      </Heading>
      {service.location ? <Text color="fg.muted">{t('site.product.location', { name: service.location.name })}</Text> : null}
      {children}
      {categories.length > 0 || service.tags.length > 0 ? (
        <Flex gap="2" wrap="wrap" aria-label={t('site.product.tags')} role="list">
          {categories.map((name) => (
            <Badge role="listitem" key={`c-${name}`} colorPalette="brand" variant="subtle">
              {name}
            </Badge>
          ))}
          {service.tags.map((tag) => (
            <Badge role="listitem" key={`t-${tag.id}`} variant="outline">
              {tag.name}
            </Badge>
          ))}
        </Flex>
      ) : null}
    </Stack>
  );
}

/** The long description and the highlights. */
export function ServiceDescription({ service }: { service: ServiceDetail }) {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="product-about">
      <Heading as="h2" size="md" id="product-about" mb="2">
        {t('site.product.about')}
      </Heading>
      {service.short_description ? (
        <Text fontWeight="medium" mb="2">
          {service.short_description}
        </Text>
      ) : null}
      <Text whiteSpace="pre-line">{service.long_description}</Text>
      {service.highlights.length > 0 ? (
        <>
          <Heading as="h3" size="sm" mt="4" mb="1">
            {t('site.product.highlights')}
          </Heading>
          <List.Root ps="5">
            {service.highlights.map((highlight) => (
              <List.Item key={highlight}>{highlight}</List.Item>
            ))}
          </List.Root>
        </>
      ) : null}
    </Box>
  );
}

/** A definition list of facts (duration, meeting point, opening hours…); rows without a value are left out. */
export function FactList({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '');
  if (shown.length === 0) return null;
  return (
    <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
      {shown.map((fact) => (
        <Box key={fact.label} display="contents">
          <Text as="dt" fontWeight="semibold">
            {fact.label}
          </Text>
          <Box as="dd" m="0">
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
