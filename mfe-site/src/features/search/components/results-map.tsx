import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Box, Card, CloseButton, Flex, IconButton, Link, Text, chakra } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import { useT } from 'shared-runtime/session';
import type { PartnerSite } from 'shared-contracts/sites';
import { useStorefront } from '../../../lib/storefront';
import type { MapHit } from '../api/search-services';
import { fitView, pan, PAN_STEP, tilesFor, toViewport, VIEWPORT, zoomBy, type MapView } from '../lib/map-view';
import { productPath } from '../../../lib/site-links';
import { useFormatPrice } from './result-card';

/**
 * The map's tile source when the site names none: null, so markers are drawn on a plain background (the platform
 * runs offline by default, and a tile provider comes with its own terms and attribution).
 */
export const SEARCH_MAP_TILE_URL: string | null = null;

/**
 * The site setting that names the map's tile source: an https `{z}/{x}/{y}` URL template (Web Mercator, 256 px
 * tiles), e.g. `https://tile.example.org/{z}/{x}/{y}.png`. Anything else is ignored.
 */
export const MAP_TILE_SETTING = 'MAP_TILE_URL';

export function mapTileUrlFor(site: PartnerSite): string | null {
  const value = site.site_settings.find((item) => item.setting === MAP_TILE_SETTING)?.value?.trim();
  return value && /^https:\/\/[^\s"'<>]*\{z\}[^\s"'<>]*\{x\}[^\s"'<>]*\{y\}[^\s"'<>]*$/.test(value) ? value : SEARCH_MAP_TILE_URL;
}

const Svg = chakra('svg');

export interface ResultsMapProps {
  hits: readonly MapHit[];
  /** null: fitted to the hits, not yet moved by the visitor (the map query then has no bounds). */
  view: MapView | null;
  onViewChange: (view: MapView) => void;
  /** Overrides the site's MAP_TILE_URL setting (undefined: use the setting). */
  tileUrl?: string | null;
}

export function ResultsMap({ hits, view, onViewChange, tileUrl: tileUrlProp }: ResultsMapProps) {
  const t = useT();
  const { href, site } = useStorefront();
  const tileUrl = tileUrlProp === undefined ? mapTileUrlFor(site) : tileUrlProp;
  const formatPrice = useFormatPrice();
  const instructionsId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const fitted = useMemo(() => fitView(hits.map((hit) => hit._geoloc)), [hits]);
  const current = view ?? fitted;
  const move = (next: MapView) => onViewChange(next);

  const markers = hits
    .map((hit) => ({ hit, at: toViewport(hit._geoloc, current) }))
    .filter(({ at }) => at.x >= 0 && at.x <= VIEWPORT.width && at.y >= 0 && at.y <= VIEWPORT.height);
  const chosen = markers.find(({ hit }) => hit.objectID === selected)?.hit ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Only the map surface itself: arrow keys inside a marker or the popup keep their usual meaning.
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, () => MapView> = {
      ArrowUp: () => pan(current, 0, -PAN_STEP),
      ArrowDown: () => pan(current, 0, PAN_STEP),
      ArrowLeft: () => pan(current, -PAN_STEP, 0),
      ArrowRight: () => pan(current, PAN_STEP, 0),
      '+': () => zoomBy(current, 1),
      '=': () => zoomBy(current, 1),
      '-': () => zoomBy(current, -1),
      '_': () => zoomBy(current, -1),
    };
    const action = moves[event.key];
    if (!action) return;
    event.preventDefault();
    move(action());
  };

  const price = (hit: MapHit) => (hit.lowest_price !== null ? t('site.search.card.from', { price: formatPrice(hit.lowest_price, hit.currency) }) : t('site.search.card.noPrice'));

  return (
    <Box>
      <Flex justify="space-between" align="center" mb="2" gap="2" wrap="wrap">
        <Text aria-live="polite">{t('site.search.map.count', { count: markers.length })}</Text>
        <Flex gap="1">
          <IconButton size="sm" variant="outline" aria-label={t('site.search.map.zoomIn')} onClick={() => move(zoomBy(current, 1))}>
            +
          </IconButton>
          <IconButton size="sm" variant="outline" aria-label={t('site.search.map.zoomOut')} onClick={() => move(zoomBy(current, -1))}>
            −
          </IconButton>
          <IconButton size="sm" variant="outline" aria-label={t('site.search.map.panNorth')} onClick={() => move(pan(current, 0, -PAN_STEP))}>
            ↑
          </IconButton>
          <IconButton size="sm" variant="outline" aria-label={t('site.search.map.panSouth')} onClick={() => move(pan(current, 0, PAN_STEP))}>
            ↓
          </IconButton>
          <IconButton size="sm" variant="outline" aria-label={t('site.search.map.panWest')} onClick={() => move(pan(current, -PAN_STEP, 0))}>
            ←
          </IconButton>
          <IconButton size="sm" variant="outline" aria-label={t('site.search.map.panEast')} onClick={() => move(pan(current, PAN_STEP, 0))}>
            →
          </IconButton>
        </Flex>
      </Flex>
      <Text id={instructionsId} fontSize="sm" color="fg.muted" mb="2">
        {t('site.search.map.instructions')}
      </Text>
      <Box
        role="group"
        aria-label={t('site.search.map.label')}
        aria-describedby={instructionsId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        position="relative"
        w="full"
        aspectRatio={`${VIEWPORT.width} / ${VIEWPORT.height}`}
        overflow="hidden"
        borderWidth="1px"
        borderRadius="l2"
        bg="blue.50"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      >
        <Svg aria-hidden viewBox={`0 0 ${VIEWPORT.width} ${VIEWPORT.height}`} position="absolute" inset="0" w="full" h="full">
          {tileUrl
            ? tilesFor(current, tileUrl).map((tile) => <image key={tile.key} href={tile.href} x={tile.x} y={tile.y} width={256} height={256} />)
            : null}
        </Svg>
        {markers.map(({ hit, at }) => (
          <chakra.button
            key={hit.objectID}
            type="button"
            aria-label={t('site.search.map.marker', { name: hit.name, price: price(hit) })}
            aria-pressed={hit.objectID === selected}
            onClick={() => setSelected(hit.objectID === selected ? null : hit.objectID)}
            position="absolute"
            left={`${(at.x / VIEWPORT.width) * 100}%`}
            top={`${(at.y / VIEWPORT.height) * 100}%`}
            transform="translate(-50%, -100%)"
            w="6"
            h="6"
            borderRadius="full"
            borderWidth="3px"
            borderColor="white"
            bg={hit.objectID === selected ? 'red.700' : 'brand.solid'}
            boxShadow="md"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'fg', outlineOffset: '2px' }}
          />
        ))}
        {chosen ? (
          <Card.Root position="absolute" bottom="2" left="2" right="2" maxW="sm" size="sm">
            <Card.Body gap="1">
              <Flex justify="space-between" gap="2" align="flex-start">
                <Link asChild fontWeight="semibold">
                  <RouterLink to={href(productPath(chosen.service_type, chosen.objectID))}>{t('site.search.map.open', { name: chosen.name })}</RouterLink>
                </Link>
                <CloseButton size="2xs" aria-label={t('site.search.map.close')} onClick={() => setSelected(null)} />
              </Flex>
              {chosen.location_name ? <Text color="fg.muted" fontSize="sm">{chosen.location_name}</Text> : null}
              <Text fontSize="sm">{price(chosen)}</Text>
            </Card.Body>
          </Card.Root>
        ) : null}
      </Box>
    </Box>
  );
}
