// Web Mercator onto a square "world" of WORLD × WORLD units (y down; 1 unit ≈ 2.4 m at the equator), the
// map's base coordinates, measured from an origin near the data so that numbers stay small enough for the
// single-precision floats browsers draw SVG with.

export const WORLD = 2 ** 24;
const MAX_LAT = 85.05112878;
let origin = [WORLD / 2, WORLD / 2];

function mercator([lon, lat]) {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const y = Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360));
  return [((lon + 180) / 360) * WORLD, ((Math.PI - y) / (2 * Math.PI)) * WORLD];
}

/** Puts world (0, 0) at [lon, lat]; call once before drawing anything. */
export function setOrigin(lonLat) {
  origin = mercator(lonLat);
}

/** World units from the origin → absolute world units (from the antimeridian and 85° N, as tiles count). */
export function absolute([x, y]) { return [x + origin[0], y + origin[1]]; }

/** Absolute world units → world units from the origin. */
export function relative([x, y]) { return [x - origin[0], y - origin[1]]; }

/** [lon, lat] in degrees → [x, y] world units. */
export function project(lonLat) {
  const [x, y] = mercator(lonLat);
  return [x - origin[0], y - origin[1]];
}

/** [x, y] world units → [lon, lat] in degrees. */
export function unproject([wx, wy]) {
  const x = wx + origin[0]; const y = wy + origin[1];
  const lon = (x / WORLD) * 360 - 180;
  const lat = (Math.atan(Math.exp(Math.PI - (y / WORLD) * 2 * Math.PI)) * 360) / Math.PI - 90;
  return [lon, lat];
}

/** [west, south, east, north] of [lon, lat] positions, or null when there are none. */
export function boundsOf(positions) {
  let w = Infinity; let s = Infinity; let e = -Infinity; let n = -Infinity;
  for (const [lon, lat] of positions) {
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) continue;
    w = Math.min(w, lon); e = Math.max(e, lon); s = Math.min(s, lat); n = Math.max(n, lat);
  }
  return w === Infinity ? null : [w, s, e, n];
}

/** Every position of a GeoJSON geometry (any type). */
export function positionsOf(geometry) {
  if (!geometry) return [];
  switch (geometry.type) {
    case 'Point': return [geometry.coordinates];
    case 'MultiPoint': case 'LineString': return geometry.coordinates;
    case 'MultiLineString': case 'Polygon': return geometry.coordinates.flat();
    case 'MultiPolygon': return geometry.coordinates.flat(2);
    case 'GeometryCollection': return geometry.geometries.flatMap(positionsOf);
    default: return [];
  }
}
