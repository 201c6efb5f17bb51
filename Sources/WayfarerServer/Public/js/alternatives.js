// Alternative routes between two stops (GET /route/v1 with alternatives=2): drawn in grey under the chosen route;
// a click on one makes it the route shown, with its summary and directions.

import { el, linePath, title } from './svg.js';
import { project } from './projection.js';
import * as format from './format.js';
import { t } from './i18n.js';

export class AlternativesLayer {
  /** `onSelect(route)`: an OSRM route was chosen (the best one or an alternative). */
  constructor(map, onSelect) {
    this.group = map.layer('alternatives');
    map.svg.querySelector('#world').insertBefore(this.group, map.svg.querySelector('#route'));
    this.onSelect = onSelect;
    this.routes = [];
    this.selected = 0;
    this.controller = null;
  }

  /** Asks for alternatives between two stops, around `barriers` (a FeatureCollection), and draws them. */
  async load({ profile, stops, barriers, language }) {
    this.clear();
    const controller = new AbortController();
    this.controller = controller;
    const parameters = new URLSearchParams({ alternatives: '2', steps: 'true', overview: 'full', geometries: 'geojson', language });
    if (barriers.features.length) parameters.set('barriers', JSON.stringify(barriers));
    const coordinates = stops.map(([lon, lat]) => `${lon.toFixed(6)},${lat.toFixed(6)}`).join(';');
    try {
      const response = await fetch(`/route/v1/${profile}/${coordinates}?${parameters}`, { signal: controller.signal });
      const body = await response.json();
      if (!response.ok || controller.signal.aborted) return;
      this.routes = body.routes ?? [];
      this.selected = 0;
      this.draw();
    } catch {
      // No alternatives then: the route itself is shown already.
    }
  }

  draw() {
    this.group.replaceChildren();
    this.routes.forEach((route, index) => {
      if (index === this.selected) return;
      const path = el('path', { class: 'route-alternative', 'data-index': index, d: linePath(route.geometry.coordinates.map(project)) }, this.group);
      title(path, t('alternative.title', { distance: format.distance(route.distance), duration: format.duration(route.duration) }));
    });
  }

  /** Handles a click on `target`; true when it chose an alternative. */
  click(target) {
    const path = target.closest?.('#alternatives path.route-alternative');
    if (!path) return false;
    this.select(Number(path.dataset.index));
    return true;
  }

  select(index) {
    if (!this.routes[index]) return;
    this.selected = index;
    this.draw();
    this.onSelect(this.routes[index]);
  }

  /** How many alternatives (besides the route shown) are drawn. */
  get count() { return Math.max(0, this.routes.length - 1); }

  clear() {
    this.controller?.abort();
    this.routes = [];
    this.group.replaceChildren();
  }
}
