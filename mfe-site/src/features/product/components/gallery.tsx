import { responsiveImage } from 'shared-contracts/files';
import { useState, type KeyboardEvent } from 'react';
import { Box, Flex, IconButton, Image, Text, chakra } from 'shared-ui';
import type { ServiceDetail } from 'shared-contracts/catalogue';
import { MediaSourceType, MediaState } from 'shared-contracts/enums';
import { useT } from 'shared-runtime/session';

interface Photo {
  url: string;
  alt: string;
}

/** The approved photos of a service, or its cover image. Embedded videos are not photos and are left out. */
export function photosOf(service: ServiceDetail): Photo[] {
  const photos = service.gallery
    .filter((m) => m.state === MediaState.Approved && m.source_type !== MediaSourceType.embeddedVideo)
    .sort((a, b) => a.position - b.position)
    .map((m) => ({ url: m.url, alt: m.alt.trim() || service.name }));
  if (photos.length === 0 && service.image) photos.push({ url: service.image, alt: service.name });
  return photos;
}

/** A carousel (WAI-ARIA carousel pattern): named previous/next buttons, arrow keys, a "photo N of M" status. */
export function Gallery({ service }: { service: ServiceDetail }) {
  const t = useT();
  const photos = photosOf(service);
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return null;
  const current = photos[index] ?? photos[0];
  if (!current) return null;
  const count = photos.length;
  const show = (next: number) => setIndex((next + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + 1);
    }
  }

  return (
    <chakra.section aria-roledescription={t('site.product.gallery.roleDescription')} aria-label={t('site.product.gallery.label', { name: service.name })} onKeyDown={onKeyDown}>
      <Box position="relative" borderRadius="l3" overflow="hidden" bg="bg.muted">
        <Image {...responsiveImage(current.url)} sizes="(min-width: 64rem) 60vw, 100vw" alt={current.alt} width="100%" aspectRatio={16 / 9} objectFit="cover" fetchPriority={index === 0 ? 'high' : undefined} />
        {count > 1 ? (
          <Flex position="absolute" inset="0" align="center" justify="space-between" px="2" pointerEvents="none">
            <IconButton pointerEvents="auto" aria-label={t('site.product.gallery.previous')} onClick={() => show(index - 1)} variant="solid" colorPalette="gray" size="sm" borderRadius="full">
              <span aria-hidden="true">‹</span>
            </IconButton>
            <IconButton pointerEvents="auto" aria-label={t('site.product.gallery.next')} onClick={() => show(index + 1)} variant="solid" colorPalette="gray" size="sm" borderRadius="full">
              <span aria-hidden="true">›</span>
            </IconButton>
          </Flex>
        ) : null}
      </Box>
      {count > 1 ? (
        <>
          <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted" mt="1">
            {t('site.product.gallery.position', { current: index + 1, total: count })}
          </Text>
          <Flex gap="2" mt="2" overflowX="auto">
            {photos.map((photo, i) => (
              <chakra.button
                key={photo.url}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('site.product.gallery.show', { current: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                flexShrink={0}
                borderWidth="2px"
                borderColor={i === index ? 'brand.solid' : 'transparent'}
                borderRadius="md"
                overflow="hidden"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
              >
                <Image src={photo.url} alt="" width="20" height="14" objectFit="cover" />
              </chakra.button>
            ))}
          </Flex>
        </>
      ) : null}
    </chakra.section>
  );
}
