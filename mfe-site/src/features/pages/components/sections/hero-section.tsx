import { responsiveImage } from 'shared-contracts/files';
import { Box, Heading, Image, Link, Text, chakra } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import type { Section } from 'shared-contracts/site-content';
import { useHeroUnderHeader } from '../../../../lib/header-overlay';
import { isExternalUrl, storefrontPath } from '../../../../lib/site-links';
import { focusRing, themedButton } from '../../../../lib/theme';

type HeroSection = Extract<Section, { type: 'hero' }>;

const ctaStyle = { display: 'inline-block', mt: '6', px: '6', py: '3', fontWeight: 'semibold', textDecoration: 'none', ...themedButton, ...focusRing } as const;

/**
 * Hero: a full-width image with the title, subtitle and a call to action. The image is decoration (alt=""), the
 * text sits on a dark scrim so white text reads on any picture. At the top of a page it is the page's h1.
 */
export function HeroSectionView({ section, lang, isPageTitle }: { section: HeroSection; lang: string; isPageTitle: boolean }) {
  const { title, subtitle, image_url: image, cta_label: ctaLabel, cta_href: ctaHref } = section.content;
  useHeroUnderHeader(isPageTitle);
  const cta = ctaLabel && ctaHref ? (isExternalUrl(ctaHref) ? ctaHref : storefrontPath(ctaHref, lang)) : null;
  return (
    <chakra.section data-section-type="hero" position="relative" bg="#1F2937" color="#FFFFFF" overflow="hidden" minH={{ base: '96', md: '520px' }} display="flex" alignItems="flex-end">
      {image ? (
        <Image {...responsiveImage(image, 1600)} sizes="100vw" alt="" position="absolute" inset="0" w="full" h="full" objectFit="cover" fetchPriority="high" />
      ) : null}
      <Box position="absolute" inset="0" bg="linear-gradient(180deg, rgba(0,0,0,0.55) 0%, rgba(0,0,0,0.35) 45%, rgba(0,0,0,0.7) 100%)" aria-hidden="true" />
      <Box position="relative" maxW="7xl" w="full" mx="auto" px={{ base: '4', md: '6' }} pt="32" pb={{ base: '10', md: '16' }}>
        <Heading as={isPageTitle ? 'h1' : 'h2'} fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" maxW="3xl" color="inherit">
          {title}
        </Heading>
        {subtitle ? (
          <Text mt="4" fontSize={{ base: 'lg', md: 'xl' }} maxW="2xl">
            {subtitle}
          </Text>
        ) : null}
        {cta ? (
          isExternalUrl(cta) ? (
            <Link href={cta} {...ctaStyle}>
              {ctaLabel}
            </Link>
          ) : (
            <Link asChild {...ctaStyle}>
              <RouterLink to={cta}>{ctaLabel}</RouterLink>
            </Link>
          )
        ) : null}
      </Box>
    </chakra.section>
  );
}
