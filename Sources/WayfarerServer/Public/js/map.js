// The map view: a Web Mercator world drawn in an SVG, panned by dragging, zoomed by wheel, pinch and
// buttons, with smooth animated moves. Layers in world units go in `world` groups (one transform for all);
// markers that keep their size go in `screen` groups and are repositioned on every view change.

import { el } from './svg.js';
import { WORLD, project, unproject } from './projection.js';

const CLICK_SLOP = 5;      // pixels a pointer may move and still click
const DOUBLE_CLICK_MS = 400; // most time between the clicks of a double-click
const MAX_SCALE = 64;     // zoom level 22
const MIN_SCALE = 1e-6;   // the world in a few pixels

export class MapView {
  constructor(svg) {
    this.svg = svg;
    this.view = { k: 1e-3, x: 0, y: 0 };
    this.listeners = { view: [], viewend: [], click: [], dblclick: [] };
    this.worldGroup = el('g', { id: 'world' }, svg);
    this.screenGroup = el('g', { id: 'screen' }, svg);
    this.pointers = new Map();
    this.gesture = null;
    this.animation = null;
    this.viewEndTimer = 0;
    this.homeView = null;
    this.bindPointer();
    this.svg.addEventListener('wheel', (event) => this.onWheel(event), { passive: false });
    this.lastClick = null;      // { time, point } of the last click, to tell a double-click
    new ResizeObserver(() => this.resized()).observe(svg);
  }

  /** A group for a layer in world units (`screen: false`) or screen pixels (`screen: true`). */
  layer(id, { screen = false } = {}) {
    return el('g', { id }, screen ? this.screenGroup : this.worldGroup);
  }

  on(name, callback) { this.listeners[name].push(callback); }
  emit(name, value) { for (const callback of this.listeners[name]) callback(value); }

  get width() { return this.svg.clientWidth || 1; }
  get height() { return this.svg.clientHeight || 1; }

  /** [lon, lat] → screen pixels [x, y]. */
  toScreen(lonLat) {
    const [x, y] = project(lonLat);
    return [x * this.view.k + this.view.x, y * this.view.k + this.view.y];
  }

  /** Screen pixels → [lon, lat]. */
  toLonLat([sx, sy]) {
    return unproject([(sx - this.view.x) / this.view.k, (sy - this.view.y) / this.view.k]);
  }

  /** The visible area as [west, south, east, north]. */
  visibleBounds() {
    const [w, n] = this.toLonLat([0, 0]);
    const [e, s] = this.toLonLat([this.width, this.height]);
    return [Math.max(-180, w), Math.max(-85, s), Math.min(180, e), Math.min(85, n)];
  }

  /** The web-map zoom level of the current scale (0 shows the world in one 256 px tile). */
  zoomLevel() { return Math.log2((WORLD * this.view.k) / 256); }

  /** Sets the view at once; a move under way stops (it would carry on from where it was). */
  setView(view) {
    this.stopAnimation();
    this.show(view);
  }

  /** Shows `view`, its scale kept within bounds. */
  show(view) {
    this.view = { k: Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.k)), x: view.x, y: view.y };
    this.apply();
  }

  stopAnimation() {
    if (this.animation) cancelAnimationFrame(this.animation);
    this.animation = null;
  }

  apply() {
    const { k, x, y } = this.view;
    this.worldGroup.setAttribute('transform', `translate(${x} ${y}) scale(${k})`);
    this.emit('view', this.view);
    clearTimeout(this.viewEndTimer);
    this.viewEndTimer = setTimeout(() => this.emit('viewend', this.view), 250);
  }

  /** The view that shows [west, south, east, north] with `fraction` of the screen, at most `maxScale`. */
  viewFor(bounds, { fraction = 0.9, maxScale = MAX_SCALE } = {}) {
    const [w, s, e, n] = bounds;
    const [x0, y1] = project([w, s]);
    const [x1, y0] = project([e, n]);
    const bw = Math.max(x1 - x0, 1e-9); const bh = Math.max(y1 - y0, 1e-9);
    const k = Math.min(maxScale, Math.min(this.width / bw, this.height / bh) * fraction);
    return { k, x: this.width / 2 - ((x0 + x1) / 2) * k, y: this.height / 2 - ((y0 + y1) / 2) * k };
  }

  /** Shows `bounds` (animated unless `animate` is false); the first fit becomes the home view. */
  fitBounds(bounds, { animate = true, fraction = 0.9, maxScale = MAX_SCALE, home = false } = {}) {
    const target = this.viewFor(bounds, { fraction, maxScale });
    if (home || !this.homeView) { this.homeView = target; this.homeBounds = bounds; }
    if (animate) this.animateTo(target); else this.setView(target);
  }

  /** A new size: the home view is fitted again, and kept if nobody has moved the map yet. */
  resized() {
    const untouched = this.homeView && this.view.k === this.homeView.k && this.view.x === this.homeView.x && this.view.y === this.homeView.y;
    if (this.homeBounds) this.homeView = this.viewFor(this.homeBounds);
    if (untouched) this.setView(this.homeView); else this.apply();
  }

  /** Shows [lon, lat] in the centre at web-map zoom level `zoom` (see zoomLevel), at once. */
  centerOn(lonLat, zoom) {
    const k = (256 * 2 ** zoom) / WORLD;
    const [x, y] = project(lonLat);
    this.setView({ k, x: this.width / 2 - x * k, y: this.height / 2 - y * k });
  }

  /** Brings [lon, lat] into view at the same scale (animated, to the centre) unless it lies `margin` px inside the edges. */
  reveal(lonLat, margin = 40) {
    const [sx, sy] = this.toScreen(lonLat);
    if (sx >= margin && sx <= this.width - margin && sy >= margin && sy <= this.height - margin) return;
    this.animateTo({ k: this.view.k, x: this.view.x + this.width / 2 - sx, y: this.view.y + this.height / 2 - sy });
  }

  /** Back to the home view. */
  home() { if (this.homeView) this.animateTo(this.homeView); }

  /** Zooms by `factor` about the screen point `at` (the centre by default). */
  zoomBy(factor, at = [this.width / 2, this.height / 2], animate = true) {
    const k = Math.min(MAX_SCALE, Math.max(MIN_SCALE, this.view.k * factor));
    const f = k / this.view.k;
    const target = { k, x: at[0] - (at[0] - this.view.x) * f, y: at[1] - (at[1] - this.view.y) * f };
    if (animate) this.animateTo(target, 220); else this.setView(target);
  }

  /** Moves smoothly to `target`: scale interpolated geometrically, the centre linearly, eased. */
  animateTo(target, duration = 600) {
    this.stopAnimation();
    const from = { ...this.view };
    const cx = this.width / 2; const cy = this.height / 2;
    const c0 = [(cx - from.x) / from.k, (cy - from.y) / from.k];
    const c1 = [(cx - target.x) / target.k, (cy - target.y) / target.k];
    const start = performance.now();
    const step = (now) => {
      const t = Math.min(1, (now - start) / duration);
      const e = t < 0.5 ? 4 * t * t * t : 1 - ((-2 * t + 2) ** 3) / 2;
      const k = from.k * (target.k / from.k) ** e;
      const c = [c0[0] + (c1[0] - c0[0]) * e, c0[1] + (c1[1] - c0[1]) * e];
      this.show({ k, x: cx - c[0] * k, y: cy - c[1] * k });
      this.animation = t < 1 ? requestAnimationFrame(step) : null;
    };
    this.animation = requestAnimationFrame(step);
  }

  /** Whether a move is under way (animation or gesture). */
  get isMoving() { return this.animation !== null || this.gesture !== null; }

  pointEvent(event) {
    const rect = this.svg.getBoundingClientRect();
    const point = [event.clientX - rect.left, event.clientY - rect.top];
    return { point, lonLat: this.toLonLat(point), target: event.target, event };
  }

  bindPointer() {
    const svg = this.svg;
    svg.addEventListener('pointerdown', (event) => {
      if (event.button !== 0 && event.pointerType === 'mouse') return;
      if (event.target.closest('[data-draggable]')) return; // markers handle their own drags
      svg.setPointerCapture(event.pointerId);
      this.pointers.set(event.pointerId, [event.clientX, event.clientY]);
      this.stopAnimation();
      this.gesture = { start: [event.clientX, event.clientY], view: { ...this.view }, moved: false, pinch: null, target: event.target };
      if (this.pointers.size === 2) this.gesture.pinch = this.pinchState();
    });
    svg.addEventListener('pointermove', (event) => {
      if (!this.gesture || !this.pointers.has(event.pointerId)) return;
      this.pointers.set(event.pointerId, [event.clientX, event.clientY]);
      const g = this.gesture;
      if (this.pointers.size >= 2) {
        if (!g.pinch) g.pinch = this.pinchState();
        const now = this.pinchState();
        const f = now.distance / Math.max(g.pinch.distance, 1);
        const k = Math.min(MAX_SCALE, Math.max(MIN_SCALE, g.pinch.view.k * f));
        const rect = svg.getBoundingClientRect();
        const c0 = [g.pinch.centre[0] - rect.left, g.pinch.centre[1] - rect.top];
        const c1 = [now.centre[0] - rect.left, now.centre[1] - rect.top];
        const wx = (c0[0] - g.pinch.view.x) / g.pinch.view.k; const wy = (c0[1] - g.pinch.view.y) / g.pinch.view.k;
        g.moved = true;
        this.setView({ k, x: c1[0] - wx * k, y: c1[1] - wy * k });
        return;
      }
      const dx = event.clientX - g.start[0]; const dy = event.clientY - g.start[1];
      if (!g.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
      g.moved = true;
      svg.classList.add('panning');
      this.setView({ k: g.view.k, x: g.view.x + dx, y: g.view.y + dy });
    });
    const end = (event) => {
      if (!this.pointers.has(event.pointerId)) return;
      this.pointers.delete(event.pointerId);
      const g = this.gesture;
      if (this.pointers.size > 0) { if (g) { g.pinch = null; g.moved = true; } return; }
      this.gesture = null;
      svg.classList.remove('panning');
      if (g && !g.moved && event.type === 'pointerup') {
        const click = { ...this.pointEvent(event), target: g.target };
        this.emit('click', click);
        // A second click soon after and near the first is a double-click (layers redraw under the pointer
        // between the two, so the browser's own dblclick cannot be relied on).
        const last = this.lastClick;
        const double = last && event.timeStamp - last.time < DOUBLE_CLICK_MS && Math.hypot(click.point[0] - last.point[0], click.point[1] - last.point[1]) < CLICK_SLOP;
        this.lastClick = double ? null : { time: event.timeStamp, point: click.point };
        if (double) this.emit('dblclick', click);
      }
    };
    svg.addEventListener('pointerup', end);
    svg.addEventListener('pointercancel', end);
  }

  pinchState() {
    const [a, b] = [...this.pointers.values()];
    return { distance: Math.hypot(a[0] - b[0], a[1] - b[1]), centre: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], view: { ...this.view } };
  }

  onWheel(event) {
    event.preventDefault();
    const rect = this.svg.getBoundingClientRect();
    const factor = Math.exp(-Math.max(-100, Math.min(100, event.deltaY * (event.deltaMode === 1 ? 16 : 1))) / 300);
    this.zoomBy(factor, [event.clientX - rect.left, event.clientY - rect.top], false);
  }
}
