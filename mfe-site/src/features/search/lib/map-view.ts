/**
 * The results map's geometry, without a map library: Web Mercator (the projection map tiles use), so that a
 * configured tile source lines up with the markers. A view is a centre and an integer zoom over a fixed viewport;
 * its bounds are what the map query sends as insideBoundingBox.
 */
import type { BoundingBox } from './search-filters';

export const TILE_SIZE = 256;
/** The viewport the map draws (the SVG's viewBox); the element scales it to its width. */
export const VIEWPORT = { width: 640, height: 400 } as const;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 16;
/** Web Mercator stops here: beyond it y goes to infinity. */
const MAX_LAT = 85.05112878;
/** One arrow-key or pan-button step, as a share of the viewport. */
export const PAN_STEP = 0.25;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapView {
  center: LatLng;
  zoom: number;
}

export interface Point {
  x: number;
  y: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/** World pixel coordinates at a zoom (0,0 is the north-west corner of the world). */
export function project({ lat, lng }: LatLng, zoom: number): Point {
  const size = worldSize(zoom);
  const sin = Math.sin((clamp(lat, -MAX_LAT, MAX_LAT) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function unproject({ x, y }: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 };
}

/** The view's north-west corner in world pixels. */
export function viewOrigin(view: MapView): Point {
  const center = project(view.center, view.zoom);
  return { x: center.x - VIEWPORT.width / 2, y: center.y - VIEWPORT.height / 2 };
}

/** Where a point falls in the viewport (may be outside it). */
export function toViewport(point: LatLng, view: MapView): Point {
  const world = project(point, view.zoom);
  const origin = viewOrigin(view);
  return { x: world.x - origin.x, y: world.y - origin.y };
}

/** [north, west, south, east], clamped to the world: what Algolia's insideBoundingBox takes. */
export function viewBounds(view: MapView): BoundingBox {
  const origin = viewOrigin(view);
  const nw = unproject(origin, view.zoom);
  const se = unproject({ x: origin.x + VIEWPORT.width, y: origin.y + VIEWPORT.height }, view.zoom);
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return [round(clamp(nw.lat, -90, 90)), round(clamp(nw.lng, -180, 180)), round(clamp(se.lat, -90, 90)), round(clamp(se.lng, -180, 180))];
}

function clampCenter(center: LatLng): LatLng {
  return { lat: clamp(center.lat, -MAX_LAT + 1, MAX_LAT - 1), lng: clamp(center.lng, -180, 180) };
}

/** Moves the view by a share of the viewport: dx right, dy down. */
export function pan(view: MapView, dx: number, dy: number): MapView {
  const center = project(view.center, view.zoom);
  const moved = unproject({ x: center.x + dx * VIEWPORT.width, y: center.y + dy * VIEWPORT.height }, view.zoom);
  return { ...view, center: clampCenter(moved) };
}

export function zoomBy(view: MapView, delta: number): MapView {
  return { ...view, zoom: clamp(view.zoom + delta, MIN_ZOOM, MAX_ZOOM) };
}

/** The world when nothing has a position. */
export const WORLD_VIEW: MapView = { center: { lat: 30, lng: 0 }, zoom: MIN_ZOOM };

/** The closest view that shows every point, with a margin; one point gets a town-sized view. */
export function fitView(points: readonly LatLng[]): MapView {
  if (points.length === 0) return WORLD_VIEW;
  const margin = 40;
  let zoom = MAX_ZOOM;
  for (; zoom > MIN_ZOOM; zoom--) {
    const projected = points.map((point) => project(point, zoom));
    const xs = projected.map((p) => p.x);
    const ys = projected.map((p) => p.y);
    if (Math.max(...xs) - Math.min(...xs) <= VIEWPORT.width - 2 * margin && Math.max(...ys) - Math.min(...ys) <= VIEWPORT.height - 2 * margin) break;
  }
  zoom = Math.min(zoom, 12);
  const projected = points.map((point) => project(point, zoom));
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  const center = unproject({ x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 }, zoom);
  return { center: clampCenter(center), zoom };
}

export interface Tile {
  key: string;
  href: string;
  /** Position in the viewport. */
  x: number;
  y: number;
}

/** The tiles covering the view from a `{z}/{x}/{y}` URL template; x wraps around the antimeridian. */
export function tilesFor(view: MapView, template: string): Tile[] {
  const origin = viewOrigin(view);
  const count = 2 ** view.zoom;
  const tiles: Tile[] = [];
  for (let ty = Math.floor(origin.y / TILE_SIZE); ty * TILE_SIZE < origin.y + VIEWPORT.height; ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(origin.x / TILE_SIZE); tx * TILE_SIZE < origin.x + VIEWPORT.width; tx++) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        key: `${view.zoom}/${tx}/${ty}`,
        href: template.replace('{z}', String(view.zoom)).replace('{x}', String(wrapped)).replace('{y}', String(ty)),
        x: tx * TILE_SIZE - origin.x,
        y: ty * TILE_SIZE - origin.y,
      });
    }
  }
  return tiles;
}
