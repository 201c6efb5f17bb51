// Countries (or the Ukraine outline): one path per feature; a click selects a country and zooms smoothly to
// its bbox (scale = min(w/bboxW, h/bboxH)·0.9, at most 10× the home view), a second click zooms back.

import { el, ringPath, title } from './svg.js';
import { project, boundsOf, positionsOf } from './projection.js';

export function countryName(feature) {
  const p = feature.properties ?? {};
  return p.NAME ?? p.name ?? p.ADMIN ?? p.NAME_EN ?? '';
}

function ringsOf(geometry) {
  if (!geometry) return [];
  switch (geometry.type) {
    case 'Polygon': return geometry.coordinates;
    case 'MultiPolygon': return geometry.coordinates.flat();
    case 'GeometryCollection': return geometry.geometries.flatMap(ringsOf);
    default: return [];
  }
}

/** [west, south, east, north] of a ring; east passes 180° when the ring crosses the antimeridian. */
function ringBounds(ring) {
  const crosses = ring.some(([lon], i) => i > 0 && Math.abs(lon - ring[i - 1][0]) > 180);
  return boundsOf(crosses ? ring.map(([lon, lat]) => [lon < 0 ? lon + 360 : lon, lat]) : ring);
}

/** The box of a country's main body: its largest polygon and the parts near it (within half its size), so that
 *  France means Europe's France, not French Guiana too, and Russia or Fiji do not span the whole world. */
export function mainBody(geometry) {
  const polygons = geometry?.type === 'Polygon' ? [geometry.coordinates] : geometry?.type === 'MultiPolygon' ? geometry.coordinates : [];
  const parts = polygons.map((polygon) => {
    const b = ringBounds(polygon[0]);
    const [x0, y0] = project([b[0], b[3]]); const [x1, y1] = project([b[2], b[1]]);
    return { b, area: Math.abs(x1 - x0) * Math.abs(y1 - y0) };
  }).filter((p) => p.b);
  if (!parts.length) return boundsOf(positionsOf(geometry));
  const main = parts.reduce((a, p) => (p.area > a.area ? p : a));
  const reach = Math.max(main.b[2] - main.b[0], main.b[3] - main.b[1]) / 2;
  const near = parts.filter((p) => p.b[0] <= main.b[2] + reach && p.b[2] >= main.b[0] - reach && p.b[1] <= main.b[3] + reach && p.b[3] >= main.b[1] - reach);
  return [Math.min(...near.map((p) => p.b[0])), Math.min(...near.map((p) => p.b[1])), Math.max(...near.map((p) => p.b[2])), Math.max(...near.map((p) => p.b[3]))];
}

export class CountriesLayer {
  constructor(map, hoverBox) {
    this.map = map;
    this.group = map.layer('countries');
    this.hoverBox = hoverBox;
    this.selected = null;
    this.group.addEventListener('pointerover', (event) => {
      const name = event.target.dataset?.name;
      if (name) { hoverBox.textContent = name; hoverBox.hidden = false; }
    });
    this.group.addEventListener('pointerout', () => { hoverBox.hidden = true; });
  }

  /** Draws a FeatureCollection; `className` is 'country' or 'outline'. */
  draw(collection, className = 'country') {
    this.group.replaceChildren();
    for (const feature of collection?.features ?? []) {
      const d = ringsOf(feature.geometry).map((ring) => ringPath(ring.map(project))).join('');
      if (!d) continue;
      const name = countryName(feature);
      const path = el('path', { class: className, d, 'data-name': name }, this.group);
      path.feature = feature;
      if (name) title(path, name);
    }
  }

  /** Handles a click on `target`; true when it was a country it zoomed to (or back from). A country whose main body
   *  holds the whole view is left alone: a click at street zoom does not throw the view out to the whole country. */
  click(target) {
    const path = target.closest?.('#countries path');
    if (!path?.feature) return false;
    const bbox = mainBody(path.feature.geometry);
    const home = this.map.homeView ?? this.map.view;
    const view = bbox && this.map.viewFor(bbox, { fraction: 0.9, maxScale: home.k * 10 });
    if (!view) return false;
    const [west, south, east, north] = this.map.visibleBounds();
    if (view.k <= this.map.view.k && west >= bbox[0] && south >= bbox[1] && east <= bbox[2] && north <= bbox[3]) return false;
    if (this.selected === path) {
      path.classList.remove('selected');
      this.selected = null;
      this.map.animateTo(this.previousView ?? this.map.homeView);
      return true;
    }
    if (!this.selected) this.previousView = { ...this.map.view };
    this.selected?.classList.remove('selected');
    this.selected = path;
    path.classList.add('selected');
    this.map.animateTo(view);
    return true;
  }
}
