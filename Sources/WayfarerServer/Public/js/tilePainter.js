// Paints one decoded vector tile into a canvas: land, water, land cover, waterways, buildings, roads by class
// (casing then fill, minor first), then place names by rank and, zoomed in, street names along the streets.

export const COLORS = {
  sea: '#aad3df', land: '#f2efe9', building: '#d9d0c9', buildingEdge: '#c4b6ab', casing: '#bbb3a6', label: '#2b2a27', halo: 'rgba(255,255,255,.9)',
};
const LANDCOVER = {
  residential: '#ece8e1', industrial: '#ebdbe8', farmland: '#eef0d5', grass: '#cdebb0', park: '#c8facc', pitch: '#aae0cb',
  cemetery: '#aacbaf', scrub: '#c8d7ab', forest: '#add19e', sand: '#f5e9c6', rock: '#e0dcd6',
};
const LANDCOVER_ORDER = ['residential', 'industrial', 'farmland', 'grass', 'scrub', 'sand', 'rock', 'cemetery', 'pitch', 'park', 'forest'];
// Road classes bottom to top: fill colour and width in pixels at zoom 14 (512-pixel tiles).
const ROADS = {
  path: { color: '#fa8072', width: 1, dash: [3, 3] },
  service: { color: '#ffffff', width: 1.6 },
  minor: { color: '#ffffff', width: 2.6 },
  link: { color: '#fcd6a4', width: 2.6 },
  tertiary: { color: '#ffffff', width: 3.4 },
  secondary: { color: '#f7fabf', width: 4 },
  primary: { color: '#fcd6a4', width: 4.6 },
  trunk: { color: '#f9b29c', width: 5.2 },
  motorway: { color: '#e892a2', width: 5.6 },
};
const ROAD_ORDER = Object.keys(ROADS);
const PLACE_FONT = { 1: 'bold 17px', 2: 'bold 14px', 3: '13px', 4: '12px', 5: '11px', 6: '11px' };
const FONT_FAMILY = 'system-ui, "Segoe UI", Roboto, sans-serif';

function tracePaths(ctx, paths, scale, close) {
  ctx.beginPath();
  for (const path of paths) {
    for (let i = 0; i < path.length; i += 1) {
      const x = path[i][0] * scale; const y = path[i][1] * scale;
      if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
    }
    if (close) ctx.closePath();
  }
}

function fillLayer(ctx, layer, scale, colorOf) {
  for (const feature of layer?.features ?? []) {
    const color = colorOf(feature);
    if (!color) continue;
    ctx.fillStyle = color;
    tracePaths(ctx, feature.paths, scale, true);
    ctx.fill('evenodd');
  }
}

/** Whether a label box overlaps one already placed, or leaves the tile; if not, it is placed. */
function place(boxes, box, size) {
  if (box[0] < 2 || box[1] < 2 || box[2] > size - 2 || box[3] > size - 2) return false;
  if (boxes.some((b) => box[0] < b[2] && b[0] < box[2] && box[1] < b[3] && b[1] < box[3])) return false;
  boxes.push(box);
  return true;
}

function haloText(ctx, text, x, y) {
  ctx.strokeText(text, x, y);
  ctx.fillText(text, x, y);
}

/** Draws `layers` (from decodeTile) of a tile at zoom `z` into `ctx`, a square of `size` pixels. */
export function paintTile(ctx, layers, z, size) {
  const extent = layers.earth?.extent ?? layers.road?.extent ?? 4096;
  const scale = size / extent;
  const px = size / 512; // one pixel of a 512-pixel tile
  const widthFactor = Math.min(3, Math.max(0.3, 1.6 ** (z - 14))) * px;
  ctx.lineJoin = 'round'; ctx.lineCap = 'round';

  fillLayer(ctx, layers.earth, scale, () => COLORS.land);
  fillLayer(ctx, layers.water, scale, () => COLORS.sea);
  const cover = [...(layers.landcover?.features ?? [])].sort((a, b) => LANDCOVER_ORDER.indexOf(a.properties.kind) - LANDCOVER_ORDER.indexOf(b.properties.kind));
  fillLayer(ctx, { features: cover }, scale, (f) => LANDCOVER[f.properties.kind]);
  ctx.strokeStyle = COLORS.sea;
  for (const feature of layers.waterway?.features ?? []) {
    ctx.lineWidth = (feature.properties.kind === 'stream' ? 1 : 2.5) * widthFactor;
    tracePaths(ctx, feature.paths, scale, false);
    ctx.stroke();
  }
  if (layers.building) {
    fillLayer(ctx, layers.building, scale, () => COLORS.building);
    ctx.strokeStyle = COLORS.buildingEdge; ctx.lineWidth = 0.5 * px;
    for (const feature of layers.building.features) { tracePaths(ctx, feature.paths, scale, true); ctx.stroke(); }
  }
  const roads = [...(layers.road?.features ?? [])].sort((a, b) => ROAD_ORDER.indexOf(a.properties.kind) - ROAD_ORDER.indexOf(b.properties.kind));
  for (const pass of ['casing', 'fill']) {
    for (const feature of roads) {
      const style = ROADS[feature.properties.kind] ?? ROADS.minor;
      if (pass === 'casing' && style.dash) continue;
      ctx.setLineDash(pass === 'fill' && style.dash ? style.dash.map((d) => d * px) : []);
      ctx.strokeStyle = pass === 'casing' ? COLORS.casing : style.color;
      ctx.lineWidth = style.width * widthFactor + (pass === 'casing' ? 1.4 * px : 0);
      tracePaths(ctx, feature.paths, scale, false);
      ctx.stroke();
    }
  }
  ctx.setLineDash([]);

  // Labels, biggest places first, then streets.
  const boxes = [];
  ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
  ctx.strokeStyle = COLORS.halo; ctx.fillStyle = COLORS.label; ctx.lineWidth = 3 * px;
  const places = [...(layers.place?.features ?? [])].sort((a, b) => (a.properties.rank ?? 9) - (b.properties.rank ?? 9));
  for (const feature of places) {
    const name = feature.properties.name;
    const point = feature.paths[0]?.[0];
    if (!name || !point) continue;
    ctx.font = `${PLACE_FONT[feature.properties.rank] ?? '11px'} ${FONT_FAMILY}`.replace(/(\d+)px/, (_, n) => `${n * px}px`);
    const w = ctx.measureText(name).width; const h = 16 * px;
    const x = point[0] * scale; const y = point[1] * scale;
    if (place(boxes, [x - w / 2, y - h / 2, x + w / 2, y + h / 2], size)) haloText(ctx, name, x, y);
  }
  if (z < 14) return;
  ctx.font = `${11 * px}px ${FONT_FAMILY}`;
  for (const feature of roads) {
    const name = feature.properties.name;
    if (!name) continue;
    // The longest straight stretch of the street, if the name fits on it.
    let best = null;
    for (const path of feature.paths) {
      for (let i = 1; i < path.length; i += 1) {
        const dx = (path[i][0] - path[i - 1][0]) * scale; const dy = (path[i][1] - path[i - 1][1]) * scale;
        const length = Math.hypot(dx, dy);
        if (!best || length > best.length) best = { length, a: path[i - 1], dx, dy };
      }
    }
    const w = ctx.measureText(name).width;
    if (!best || best.length < w + 8 * px) continue;
    const x = best.a[0] * scale + best.dx / 2; const y = best.a[1] * scale + best.dy / 2;
    let angle = Math.atan2(best.dy, best.dx);
    if (angle > Math.PI / 2) angle -= Math.PI; else if (angle < -Math.PI / 2) angle += Math.PI;
    const hw = (Math.abs(Math.cos(angle)) * w + Math.abs(Math.sin(angle)) * 12 * px) / 2;
    const hh = (Math.abs(Math.sin(angle)) * w + Math.abs(Math.cos(angle)) * 12 * px) / 2;
    if (!place(boxes, [x - hw, y - hh, x + hw, y + hh], size)) continue;
    ctx.save(); ctx.translate(x, y); ctx.rotate(angle);
    haloText(ctx, name, 0, 0);
    ctx.restore();
  }
}
