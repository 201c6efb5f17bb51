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

  /** Handles a click on `target`; true when it was a country. */
  click(target) {
    const path = target.closest?.('#countries path');
    if (!path?.feature) return false;
    if (this.selected === path) {
      path.classList.remove('selected');
      this.selected = null;
      this.map.home();
      return true;
    }
    this.selected?.classList.remove('selected');
    this.selected = path;
    path.classList.add('selected');
    const bbox = path.feature.bbox?.length === 4 ? path.feature.bbox : boundsOf(positionsOf(path.feature.geometry));
    const home = this.map.homeView ?? this.map.view;
    if (bbox) this.map.fitBounds(bbox, { fraction: 0.9, maxScale: home.k * 10 });
    return true;
  }
}
