import { createPartnerSite } from 'shared-contracts/testing';
import { renderStorefront } from '../../../testing/render-storefront';
import type { MapHit } from '../api/search-services';
import { MAP_TILE_SETTING, mapTileUrlFor, ResultsMap } from '../components/results-map';

const HITS: MapHit[] = [
  { objectID: '1', name: 'Fjord cruise', service_type: 'activities', location_name: 'Oslo', lowest_price: 799, currency: 'NOK', _geoloc: { lat: 59.91, lng: 10.75 } },
  { objectID: '2', name: 'Harbour hotel', service_type: 'hotels', location_name: 'Bergen', lowest_price: 1490, currency: 'NOK', _geoloc: { lat: 60.39, lng: 5.32 } },
];

const withTiles = (value: string | null) => createPartnerSite({ site_settings: [{ setting: MAP_TILE_SETTING, value }] });

describe('the map tile source', () => {
  it('comes from the site setting when it is an https {z}/{x}/{y} template, and is off otherwise', () => {
    expect(mapTileUrlFor(withTiles('https://tiles.example.org/{z}/{x}/{y}.png'))).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
    expect(mapTileUrlFor(withTiles('http://tiles.example.org/{z}/{x}/{y}.png'))).toBeNull();
    expect(mapTileUrlFor(withTiles('https://tiles.example.org/tile.png'))).toBeNull();
    expect(mapTileUrlFor(withTiles('https://x/{z}/{x}/{y}" onload="alert(1)'))).toBeNull();
    expect(mapTileUrlFor(withTiles(null))).toBeNull();
    expect(mapTileUrlFor(createPartnerSite())).toBeNull();
  });

  it('draws the site’s tiles under the markers, and markers alone without a tile source', () => {
    const { container, unmount } = renderStorefront(<ResultsMap hits={HITS} view={null} onViewChange={() => undefined} />, {
      site: withTiles('https://tiles.example.org/{z}/{x}/{y}.png'),
    });
    const tiles = [...container.querySelectorAll('image')].map((image) => image.getAttribute('href'));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((href) => /^https:\/\/tiles\.example\.org\/\d+\/\d+\/\d+\.png$/.test(href ?? ''))).toBe(true);
    unmount();

    const plain = renderStorefront(<ResultsMap hits={HITS} view={null} onViewChange={() => undefined} />);
    expect(plain.container.querySelectorAll('image')).toHaveLength(0);
    expect(plain.getAllByRole('button', { name: /Fjord cruise|Harbour hotel/ }).length).toBeGreaterThanOrEqual(2);
  });
});
