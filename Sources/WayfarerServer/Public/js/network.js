// The road network of the visible area, from GET /network after each pan or zoom settles: one path per road
// kind, so a whole country's network is a handful of elements.

import { el } from './svg.js';
import { project } from './projection.js';

const KIND = {
  motorway: 'major', motorway_link: 'major', trunk: 'major', trunk_link: 'major',
  primary: 'main', primary_link: 'main', secondary: 'main', secondary_link: 'main',
  cycleway: 'path', footway: 'path', path: 'path', steps: 'path', pedestrian: 'path', bridleway: 'path',
  rail: 'rail', ferry: 'ferry',
};
const ORDER = ['path', 'minor', 'ferry', 'rail', 'main', 'major'];

export class NetworkLayer {
  constructor(map, api, onLoaded) {
    this.map = map;
    this.api = api;
    this.group = map.layer('network');
    this.paths = Object.fromEntries(ORDER.map((kind) => [kind, el('path', { class: `net net-${kind}`, 'data-kind': kind }, this.group)]));
    this.controller = null;
    this.requests = 0;
    this.firstPaintAt = null; // performance.now() of the first frame showing the network
    this.onLoaded = onLoaded;
  }

  /** Fetches and draws the network of the visible area (the previous request is abandoned). */
  async refresh() {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.requests += 1;
    try {
      const collection = await this.api.network(this.map.visibleBounds(), this.map.zoomLevel(), controller.signal);
      if (controller.signal.aborted) return;
      this.draw(collection);
      this.onLoaded?.(collection);
    } catch (error) {
      if (error.name !== 'AbortError') this.onLoaded?.(null, error);
    }
  }

  draw(collection) {
    const parts = Object.fromEntries(ORDER.map((kind) => [kind, []]));
    for (const feature of collection?.features ?? []) {
      const kind = KIND[feature.properties?.class] ?? 'minor';
      const g = feature.geometry;
      const lines = g?.type === 'LineString' ? [g.coordinates] : g?.type === 'MultiLineString' ? g.coordinates : [];
      for (const line of lines) {
        if (line.length < 2) continue;
        let d = '';
        for (let i = 0; i < line.length; i += 1) {
          const [x, y] = project(line[i]);
          d += `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
        }
        parts[kind].push(d);
      }
    }
    for (const kind of ORDER) this.paths[kind].setAttribute('d', parts[kind].join(''));
    if (this.firstPaintAt === null) requestAnimationFrame(() => { this.firstPaintAt ??= performance.now(); });
  }
}
