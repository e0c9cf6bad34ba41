import { fitView, pan, project, tilesFor, toViewport, unproject, viewBounds, VIEWPORT, zoomBy } from '../lib/map-view';

describe('map view', () => {
  it('projects and unprojects Web Mercator', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    const back = unproject(project({ lat: 69.65, lng: 18.96 }, 8), 8);
    expect(back.lat).toBeCloseTo(69.65, 6);
    expect(back.lng).toBeCloseTo(18.96, 6);
  });

  it('fits every point inside the viewport, and its bounds contain them', () => {
    const points = [{ lat: 59.91, lng: 10.75 }, { lat: 69.65, lng: 18.96 }, { lat: 60.39, lng: 5.32 }];
    const view = fitView(points);
    for (const point of points) {
      const at = toViewport(point, view);
      expect(at.x).toBeGreaterThan(0);
      expect(at.x).toBeLessThan(VIEWPORT.width);
      expect(at.y).toBeGreaterThan(0);
      expect(at.y).toBeLessThan(VIEWPORT.height);
    }
    const [north, west, south, east] = viewBounds(view);
    for (const { lat, lng } of points) {
      expect(lat).toBeLessThan(north);
      expect(lat).toBeGreaterThan(south);
      expect(lng).toBeGreaterThan(west);
      expect(lng).toBeLessThan(east);
    }
  });

  it('pans and zooms, which moves and shrinks the bounds', () => {
    const view = { center: { lat: 60, lng: 10 }, zoom: 6 };
    const [n0, w0, s0, e0] = viewBounds(view);
    const [n1, , s1] = viewBounds(pan(view, 0, -0.25));
    expect(n1).toBeGreaterThan(n0);
    expect(s1).toBeGreaterThan(s0);
    const [, w2, , e2] = viewBounds(zoomBy(view, 1));
    expect(e2 - w2).toBeCloseTo((e0 - w0) / 2, 5);
    expect(zoomBy({ ...view, zoom: 1 }, -1).zoom).toBe(1);
  });

  it('lists the tiles covering the view from a template', () => {
    const tiles = tilesFor({ center: { lat: 0, lng: 0 }, zoom: 1 }, 'https://tiles.example/{z}/{x}/{y}.png');
    expect(tiles.map((tile) => tile.href).sort()).toEqual(
      expect.arrayContaining(['https://tiles.example/1/0/0.png', 'https://tiles.example/1/1/1.png']),
    );
  });
});
