// Barriers: points buffered by a radius (drawn as circles of that radius) and polygons drawn point by point.

import { el, ringPath, linePath, title } from './svg.js';
import { project } from './projection.js';

const METRES_PER_DEGREE = 111320;

/** A circle of `radius` metres around [lon, lat] as a ring of 48 points. */
export function circleRing([lon, lat], radius) {
  const ring = [];
  for (let i = 0; i <= 48; i += 1) {
    const a = (i / 48) * 2 * Math.PI;
    ring.push([lon + (radius * Math.cos(a)) / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180)), lat + (radius * Math.sin(a)) / METRES_PER_DEGREE]);
  }
  return ring;
}

export class BarriersLayer {
  constructor(map, state) {
    this.map = map;
    this.state = state;
    this.group = map.layer('barriers');
    this.draft = [];           // the polygon being drawn, [lon, lat] per vertex
    this.selected = -1;        // the barrier chosen by a click, removed by Delete
    this.draftGroup = map.layer('barrier-draft', { screen: true });
    state.addEventListener('barriers', () => this.draw());
    map.on('view', () => this.drawDraft());
  }

  draw() {
    this.group.replaceChildren();
    if (this.selected >= this.state.barriers.length) this.selected = -1;
    this.state.barriers.forEach((feature, index) => {
      const g = feature.geometry;
      const rings = g.type === 'Point' ? [circleRing(g.coordinates, feature.properties.radius)] : g.coordinates;
      const path = el('path', { class: `barrier${index === this.selected ? ' selected' : ''}`, 'data-index': index,
        d: rings.map((r) => ringPath(r.map(project))).join('') }, this.group);
      title(path, `${g.type === 'Point' ? `Barrier ${index + 1}, radius ${feature.properties.radius} m` : `Barrier ${index + 1}, polygon`} — click, then Delete to remove`);
    });
  }

  /** Selects the barrier under a click (true), or clears the selection (false). */
  select(target) {
    const path = target.closest?.('#barriers path.barrier');
    this.selected = path ? Number(path.dataset.index) : -1;
    this.draw();
    return path !== null && path !== undefined;
  }

  /** Removes the selected barrier; whether there was one. */
  removeSelected() {
    if (this.selected < 0) return false;
    const index = this.selected;
    this.selected = -1;
    this.state.removeBarrier(index);
    return true;
  }

  /** Adds a point barrier of `radius` metres at [lon, lat]. */
  addPoint(lonLat, radius) {
    this.state.addBarrier({ type: 'Feature', geometry: { type: 'Point', coordinates: lonLat }, properties: { radius } });
  }

  /** Adds a vertex to the polygon being drawn; a click on the first vertex (within 8 px) closes the polygon. */
  addVertex(lonLat) {
    if (this.draft.length >= 3) {
      const [x0, y0] = this.map.toScreen(this.draft[0]); const [x, y] = this.map.toScreen(lonLat);
      if (Math.hypot(x - x0, y - y0) <= 8) { this.finish(); return; }
    }
    this.draft.push(lonLat);
    this.drawDraft();
  }

  get drawing() { return this.draft.length > 0; }

  /** Closes the polygon being drawn (three vertices at least); returns whether a barrier was added. */
  finish() {
    const ring = this.draft;
    this.cancelDraft();
    if (ring.length < 3) return false;
    this.state.addBarrier({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] }, properties: {} });
    return true;
  }

  cancelDraft() {
    this.draft = [];
    this.drawDraft();
  }

  drawDraft() {
    this.draftGroup.replaceChildren();
    if (!this.draft.length) return;
    const points = this.draft.map((p) => this.map.toScreen(p));
    el('path', { class: 'barrier drawing', d: points.length >= 3 ? ringPath(points) : linePath(points) }, this.draftGroup);
    for (const [x, y] of points) el('circle', { class: 'vertex', cx: x, cy: y, r: 4 }, this.draftGroup);
  }
}
