// The basemap under the routing layers, on a canvas behind the map's SVG: the sea, the world's land from the
// countries layer, then the map's own vector tiles (GET /tiles/{z}/{x}/{y}.mvt), each painted once into a
// bitmap and drawn scaled on every frame; a missing tile is stood in for by its nearest loaded ancestor.

import { WORLD, absolute, relative, project } from './projection.js';
import { decodeTile } from './mvt.js';
import { paintTile, COLORS } from './tilePainter.js';

const TILE_PIXELS = 512;   // a tile's side on screen at its own zoom
const CACHE_TILES = 300;   // painted tiles kept
const PARALLEL = 6;        // tile requests at once

function ringsOf(geometry) {
  if (!geometry) return [];
  switch (geometry.type) {
    case 'Polygon': return geometry.coordinates;
    case 'MultiPolygon': return geometry.coordinates.flat();
    default: return [];
  }
}

export class Basemap {
  /** `tiles`: the health document's tile description (null: world layer only); `countries`: GeoJSON land. */
  constructor(map, canvas, tiles, countries) {
    this.map = map;
    this.canvas = canvas;
    this.tiles = tiles;
    this.cache = new Map();      // "z/x/y" → { state: 'loading'|'ready'|'empty'|'failed', bitmap }
    this.queue = [];             // keys waiting for a request
    this.active = 0;
    this.firstPaintAt = null;    // performance.now() of the first frame with a tile drawn
    this.failures = 0;
    this.frame = 0;
    this.land = new Path2D();
    for (const feature of countries?.features ?? []) {
      for (const ring of ringsOf(feature.geometry)) {
        ring.forEach((position, i) => { const [x, y] = project(position); if (i === 0) this.land.moveTo(x, y); else this.land.lineTo(x, y); });
        this.land.closePath();
      }
    }
    map.on('view', () => this.schedule());
    new ResizeObserver(() => this.schedule()).observe(canvas);
  }

  /** The tile zoom drawn at the map's current scale. */
  get zoom() {
    const max = this.tiles?.maxzoom ?? 0;
    return Math.max(0, Math.min(max, Math.round(this.map.zoomLevel() - 1)));
  }

  /** Tiles painted and waiting, for tests. */
  get counts() {
    let ready = 0; for (const entry of this.cache.values()) if (entry.state === 'ready') ready += 1;
    return { ready, loading: this.active + this.queue.length, failures: this.failures };
  }

  schedule() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => { this.frame = 0; this.draw(); });
  }

  /** The tiles in view at the current zoom, as [z, x, y]. */
  visibleTiles() {
    if (!this.tiles) return [];
    const z = this.zoom; const n = 2 ** z; const size = WORLD / n;
    const { k, x, y } = this.map.view;
    const [x0, y0] = absolute([-x / k, -y / k]);
    const [x1, y1] = absolute([(this.map.width - x) / k, (this.map.height - y) / k]);
    const [bx0, by0] = absolute(project([this.tiles.bounds[0], this.tiles.bounds[3]]));
    const [bx1, by1] = absolute(project([this.tiles.bounds[2], this.tiles.bounds[1]]));
    const first = [Math.max(0, Math.floor(Math.max(x0, bx0) / size)), Math.max(0, Math.floor(Math.max(y0, by0) / size))];
    const last = [Math.min(n - 1, Math.floor(Math.min(x1, bx1) / size)), Math.min(n - 1, Math.floor(Math.min(y1, by1) / size))];
    const result = [];
    for (let ty = first[1]; ty <= last[1]; ty += 1) for (let tx = first[0]; tx <= last[0]; tx += 1) result.push([z, tx, ty]);
    return result;
  }

  draw() {
    const ratio = window.devicePixelRatio || 1;
    const width = this.map.width; const height = this.map.height;
    if (this.canvas.width !== Math.round(width * ratio) || this.canvas.height !== Math.round(height * ratio)) {
      this.canvas.width = Math.round(width * ratio); this.canvas.height = Math.round(height * ratio);
    }
    const ctx = this.canvas.getContext('2d');
    const { k, x, y } = this.map.view;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.fillStyle = COLORS.sea;
    ctx.fillRect(0, 0, width, height);
    ctx.setTransform(ratio * k, 0, 0, ratio * k, ratio * x, ratio * y);
    ctx.fillStyle = COLORS.land;
    ctx.fill(this.land, 'evenodd');
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.imageSmoothingEnabled = true;
    const visible = this.visibleTiles();
    const wanted = new Set(visible.map(([z, tx, ty]) => `${z}/${tx}/${ty}`));
    this.queue = this.queue.filter((key) => wanted.has(key));
    let drawn = 0;
    for (const [z, tx, ty] of visible) {
      const key = `${z}/${tx}/${ty}`;
      const entry = this.cache.get(key);
      if (!entry) this.request(key);
      else { this.cache.delete(key); this.cache.set(key, entry); } // most recently used last
      if (entry?.state === 'empty') continue;
      // This tile, or the nearest ancestor painted, cut to this tile's square.
      for (let up = 0; up <= Math.min(z, 4); up += 1) {
        const n = 2 ** up; const ax = Math.floor(tx / n); const ay = Math.floor(ty / n);
        const ancestor = up === 0 ? entry : this.cache.get(`${z - up}/${ax}/${ay}`);
        if (ancestor?.state !== 'ready') continue;
        const part = ancestor.bitmap.width / n;
        const size = WORLD / 2 ** z;
        const [sx, sy] = this.toScreen([tx * size, ty * size]);
        const side = size * k;
        ctx.drawImage(ancestor.bitmap, (tx - ax * n) * part, (ty - ay * n) * part, part, part, sx, sy, side + 0.5, side + 0.5);
        drawn += 1;
        break;
      }
    }
    if (drawn > 0 && this.firstPaintAt === null) this.firstPaintAt = performance.now();
    this.pump();
  }

  /** The colour drawn at [lon, lat], as #rrggbb. */
  colorAt(lonLat) {
    const [x, y] = this.map.toScreen(lonLat);
    const ratio = this.canvas.width / this.map.width;
    const [r, g, b] = this.canvas.getContext('2d').getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data;
    return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  }

  /** Absolute world units → screen pixels. */
  toScreen(point) {
    const [rx, ry] = relative(point);
    const { k, x, y } = this.map.view;
    return [rx * k + x, ry * k + y];
  }

  request(key) {
    this.cache.set(key, { state: 'loading', bitmap: null });
    this.queue.push(key);
  }

  pump() {
    while (this.active < PARALLEL && this.queue.length > 0) {
      const key = this.queue.shift();
      this.active += 1;
      this.load(key).finally(() => { this.active -= 1; this.pump(); this.schedule(); });
    }
    while (this.cache.size > CACHE_TILES) this.cache.delete(this.cache.keys().next().value);
  }

  async load(key) {
    const entry = this.cache.get(key) ?? { state: 'loading', bitmap: null };
    try {
      const response = await fetch(this.tiles.url.replace('{z}/{x}/{y}', key));
      if (response.status === 204) { entry.state = 'empty'; return; }
      if (!response.ok) throw new Error(`tile ${key}: HTTP ${response.status}`);
      const layers = decodeTile(await response.arrayBuffer());
      const side = Math.round(TILE_PIXELS * Math.min(2, window.devicePixelRatio || 1));
      const bitmap = document.createElement('canvas');
      bitmap.width = side; bitmap.height = side;
      paintTile(bitmap.getContext('2d'), layers, Number(key.split('/')[0]), side);
      Object.assign(entry, { state: 'ready', bitmap });
    } catch (error) {
      this.failures += 1;
      entry.state = 'failed'; // not asked again until it leaves the cache
    }
  }
}
