// Points of interest as circles coloured by category, in screen space so they keep their size: the places in
// view (small), a tour's chosen places (larger, outlined; dropped ones dashed; visited ones numbered in
// visiting order), the tour's start, and the search radius around it.

import { el, title } from './svg.js';
import { project } from './projection.js';
import { colourOf, labelOf } from './categories.js';

const METRES_PER_UNIT = 40075016.686 / 2 ** 24; // world units (projection.js) at the equator

function describe(properties) {
  const score = Number.isFinite(properties.score) ? ` · score ${properties.score.toFixed(2)}` : '';
  return `${properties.name} — ${labelOf(properties.category)} (${properties.kind})${score}`;
}

export class PlacesLayer {
  constructor(map) {
    this.map = map;
    this.ring = el('circle', { class: 'tour-radius' }, map.layer('tour-ring'));
    this.group = map.layer('places', { screen: true });
    this.areaGroup = el('g', { class: 'places-area' }, this.group);
    this.chosenGroup = el('g', { class: 'places-chosen' }, this.group);
    this.startMarker = el('g', { class: 'tour-start', 'aria-label': 'Tour start' }, this.group);
    el('circle', { r: 8 }, this.startMarker);
    el('text', {}, this.startMarker).textContent = 'S';
    title(this.startMarker, 'Start of the walking tour');
    this.start = null;
    this.setStart(null);
    map.on('view', () => this.position());
  }

  /** The places in view: GeoJSON Point features. */
  showArea(features) {
    this.areaGroup.replaceChildren(...features.map((f) => this.marker(f, 'place', 4)));
    this.position();
  }

  clearArea() { this.showArea([]); }

  /**
   * A tour's places: `chosen` features, numbered by `order` (their properties' `order`, when visited) and
   * dashed when `dropped` holds their id.
   */
  showChosen(chosen, dropped = new Set()) {
    this.chosenGroup.replaceChildren(...chosen.map((f) => {
      const order = f.properties?.order;
      const marker = this.marker(f, `place chosen${dropped.has(f.id) ? ' dropped' : ''}`, order ? 9 : 7);
      if (order) {
        el('text', {}, marker).textContent = String(order);
        marker.dataset.order = String(order);
      }
      return marker;
    }));
    this.position();
  }

  clearChosen() { this.showChosen([]); }

  /** The tour's start (or none), with the search radius in metres around it. */
  setStart(lonLat, radius = 0) {
    this.start = lonLat;
    this.startMarker.style.display = lonLat ? '' : 'none';
    this.ring.style.display = lonLat && radius > 0 ? '' : 'none';
    if (lonLat) {
      const [x, y] = project(lonLat);
      const r = radius / (METRES_PER_UNIT * Math.cos((lonLat[1] * Math.PI) / 180));
      this.ring.setAttribute('cx', x.toFixed(1));
      this.ring.setAttribute('cy', y.toFixed(1));
      this.ring.setAttribute('r', r.toFixed(1));
    }
    this.position();
  }

  /** How many places are drawn, and the categories among them. */
  get count() { return this.areaGroup.childElementCount + this.chosenGroup.childElementCount; }
  get categories() { return [...new Set([...this.group.querySelectorAll('[data-category]')].map((n) => n.dataset.category))]; }

  marker(feature, className, radius) {
    const properties = feature.properties ?? {};
    const g = el('g', { class: className, 'data-category': properties.category, 'data-id': feature.id ?? properties.id });
    el('circle', { r: radius, fill: colourOf(properties.category) }, g);
    title(g, describe(properties));
    g.lonLat = feature.geometry?.coordinates;
    return g;
  }

  position() {
    for (const group of [this.areaGroup, this.chosenGroup]) {
      for (const marker of group.children) {
        if (!marker.lonLat) continue;
        const [x, y] = this.map.toScreen(marker.lonLat);
        marker.setAttribute('transform', `translate(${x.toFixed(1)} ${y.toFixed(1)})`);
      }
    }
    if (this.start) {
      const [x, y] = this.map.toScreen(this.start);
      this.startMarker.setAttribute('transform', `translate(${x.toFixed(1)} ${y.toFixed(1)})`);
    }
  }
}
