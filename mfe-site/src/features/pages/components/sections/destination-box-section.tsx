import { responsiveImage } from 'shared-contracts/files';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Box, Flex, Image, Link, Text, chakra } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import type { Section } from 'shared-contracts/site-content';
import { useT } from 'shared-runtime/session';
import { isExternalUrl, storefrontPath } from '../../../../lib/site-links';
import { focusRing, themedButton } from '../../../../lib/theme';
import { SectionHeading } from './section-heading';

type DestinationBoxSection = Extract<Section, { type: 'destination_box' }>;
type Destination = DestinationBoxSection['content']['items'][number];

/** Where a destination leads: its own link, else the search filtered by its location, else nowhere. */
export function destinationHref(item: Destination, lang: string): string | null {
  if (item.href) return isExternalUrl(item.href) ? item.href : storefrontPath(item.href, lang);
  if (item.location_id !== null) return `/${lang}/search?location_id=${item.location_id}`;
  return null;
}

function scrollByPage(element: HTMLElement | null, direction: 1 | -1): void {
  if (!element) return;
  const distance = Math.max(element.clientWidth * 0.8, 240) * direction;
  if (typeof element.scrollBy === 'function') element.scrollBy({ left: distance, behavior: 'smooth' });
  else element.scrollLeft += distance;
}

function ArrowButton({ direction, label, onClick }: { direction: 1 | -1; label: string; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      onClick={onClick}
      w="10"
      h="10"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      cursor="pointer"
      fontSize="xl"
      {...themedButton}
      {...focusRing}
    >
      <span aria-hidden="true">{direction === 1 ? '→' : '←'}</span>
    </chakra.button>
  );
}

/**
 * Destinations as a horizontal slider: a scrollable list (touch and trackpad swipe it), previous and next buttons,
 * and the arrow keys while the list has focus.
 */
export function DestinationBoxSectionView({ section, lang }: { section: DestinationBoxSection; lang: string }) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const hintId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollByPage(track.current, 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollByPage(track.current, -1);
    }
  };
  return (
    <chakra.section data-section-type="destination_box" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="12" aria-labelledby={section.content.title ? titleId : undefined}>
      <Flex justify="space-between" align="flex-end" gap="4">
        <Box flex="1">
          <SectionHeading title={section.content.title} id={titleId} />
        </Box>
        <Flex gap="2" mb="6">
          <ArrowButton direction={-1} label={t('site.chrome.slider.previous')} onClick={() => scrollByPage(track.current, -1)} />
          <ArrowButton direction={1} label={t('site.chrome.slider.next')} onClick={() => scrollByPage(track.current, 1)} />
        </Flex>
      </Flex>
      <chakra.p id={hintId} srOnly>
        {t('site.chrome.slider.hint')}
      </chakra.p>
      <chakra.ul
        ref={track}
        data-testid="destination-track"
        tabIndex={0}
        aria-labelledby={section.content.title ? titleId : undefined}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        display="flex"
        gap="4"
        overflowX="auto"
        listStyleType="none"
        m="0"
        p="1"
        pb="3"
        scrollSnapType="x mandatory"
        css={{ scrollbarWidth: 'thin' }}
        {...focusRing}
      >
        {section.content.items.map((item) => {
          const href = destinationHref(item, lang);
          const card = (
            <Box position="relative" borderRadius="lg" overflow="hidden" bg="#1F2937" color="#FFFFFF" h="64">
              {item.image_url ? <Image {...responsiveImage(item.image_url, 640)} sizes="(min-width: 48rem) 33vw, 100vw" alt="" w="full" h="full" objectFit="cover" loading="lazy" /> : null}
              <Box position="absolute" insetX="0" bottom="0" p="4" bg="linear-gradient(180deg, rgba(0,0,0,0) 0%, rgba(0,0,0,0.8) 60%)">
                <chakra.h3 fontSize="xl" fontWeight="bold">
                  {item.title}
                </chakra.h3>
                {item.subtitle ? <Text fontSize="sm">{item.subtitle}</Text> : null}
              </Box>
            </Box>
          );
          return (
            <chakra.li key={item.key} flex="0 0 auto" w={{ base: '72%', sm: '45%', md: '30%', lg: '23%' }} scrollSnapAlign="start">
              {href === null ? (
                card
              ) : isExternalUrl(href) ? (
                <Link href={href} display="block" color="inherit" textDecoration="none" borderRadius="lg" {...focusRing}>
                  {card}
                </Link>
              ) : (
                <Link asChild display="block" color="inherit" textDecoration="none" borderRadius="lg" {...focusRing}>
                  <RouterLink to={href}>{card}</RouterLink>
                </Link>
              )}
            </chakra.li>
          );
        })}
      </chakra.ul>
    </chakra.section>
  );
}
