// The search timeline below the map: a time axis with a tick each second, one row per solver worker and a
// merged row, one circle per improvement coloured by phase, and the best cost over time as a line. New
// events are appended; the layout is redrawn only when a worker appears or time outgrows the axis.

import { el, title } from './svg.js';
import * as format from './format.js';

export const PHASE_COLOURS = {
  exact: '#2b8a3e', construction: '#868e96', localSearch: '#1f6fd1', iteratedLocalSearch: '#e8590c', genetic: '#ae3ec9',
};
const LABEL = 78; const RIGHT = 12; const COST = 44; const AXIS = 22;

export class TimelinePanel {
  constructor(svg, summary) {
    this.svg = svg;
    this.summary = summary;
    this.reset(3, 'time');
  }

  /** Starts a new search with a time budget in seconds. */
  reset(budget, metric) {
    this.events = [];
    this.metric = metric;
    this.budget = budget;
    this.drawn = 0;
    this.layoutKey = '';
    this.svg.replaceChildren();
    this.summary.textContent = '';
  }

  add(event) { this.events.push(event); }

  /** The number of circles drawn in the workers' rows (one per improvement received). */
  get circleCount() { return this.svg.querySelectorAll('circle.tl-event[data-row="worker"]').length; }

  /** Brings the drawing up to date with the events received. */
  render() {
    const workers = [...new Set(this.events.map((e) => e.worker ?? 0))].sort((a, b) => a - b);
    const latest = this.events.reduce((m, e) => Math.max(m, e.elapsed ?? 0), 0);
    const span = Math.max(1, Math.ceil(Math.max(this.budget, latest)));
    const width = this.svg.clientWidth || 600;
    const layoutKey = `${workers.join(',')}|${span}|${width}`;
    if (layoutKey !== this.layoutKey) this.layout(workers, span, width, layoutKey);
    for (; this.drawn < this.events.length; this.drawn += 1) this.drawEvent(this.events[this.drawn]);
    this.drawCost();
    const best = this.events.at(-1)?.bestCost;
    this.summary.textContent = this.events.length
      ? `· ${this.events.length} improvements · best ${format.cost(best, this.metric)}` : '';
  }

  layout(workers, span, width, layoutKey) {
    this.layoutKey = layoutKey;
    this.svg.replaceChildren();
    const height = this.svg.clientHeight || 150;
    const rows = [...workers.map((w) => ({ worker: w, label: `worker ${w}` })), { worker: null, label: 'all workers' }];
    const rowHeight = Math.max(8, Math.min(20, (height - COST - AXIS) / rows.length));
    this.x = (t) => LABEL + (t / span) * (width - LABEL - RIGHT);
    this.rowY = new Map(rows.map((row, i) => [row.worker, COST + (i + 0.5) * rowHeight]));
    this.radius = Math.max(3, Math.min(5, rowHeight / 2 - 1));
    this.costTop = 6; this.costBottom = COST - 6;
    for (const row of rows) {
      const y = this.rowY.get(row.worker);
      el('line', { class: 'tl-row', x1: this.x(0), x2: this.x(span), y1: y, y2: y }, this.svg);
      el('text', { class: 'tl-label', x: 4, y: y + 3 }, this.svg).textContent = row.label;
    }
    const axisY = COST + rows.length * rowHeight + 2;
    el('line', { class: 'tl-axis', x1: this.x(0), x2: this.x(span), y1: axisY, y2: axisY }, this.svg);
    const labelEvery = Math.max(1, Math.ceil((span * 36) / (width - LABEL)));
    for (let s = 0; s <= span; s += 1) {
      el('line', { class: 'tl-tick', x1: this.x(s), x2: this.x(s), y1: axisY, y2: axisY + 4 }, this.svg);
      if (s % labelEvery === 0) el('text', { class: 'tl-label', x: this.x(s), y: axisY + 14, 'text-anchor': 'middle' }, this.svg).textContent = `${s} s`;
    }
    el('text', { class: 'tl-label', x: 4, y: 14 }, this.svg).textContent = 'best cost';
    this.costPath = el('path', { class: 'tl-cost' }, this.svg);
    this.circles = el('g', { class: 'tl-events' }, this.svg);
    this.drawn = 0;
  }

  drawEvent(event) {
    const tip = `worker ${event.worker ?? 0} · ${format.seconds(event.elapsed)} · cost ${format.cost(event.cost, this.metric)}`
      + ` · best ${format.cost(event.bestCost, this.metric)} · ${event.phase}`;
    const fill = PHASE_COLOURS[event.phase] ?? '#444';
    const cx = this.x(event.elapsed ?? 0).toFixed(1);
    title(el('circle', { class: 'tl-event', 'data-row': 'worker', cx, cy: this.rowY.get(event.worker ?? 0), r: this.radius, fill }, this.circles), tip);
    title(el('circle', { class: 'tl-event', 'data-row': 'merged', cx, cy: this.rowY.get(null), r: this.radius, fill }, this.circles), tip);
  }

  drawCost() {
    const costs = this.events.map((e) => e.bestCost).filter(Number.isFinite);
    if (!costs.length || !this.costPath) return;
    const low = Math.min(...costs); const high = Math.max(...costs); const range = Math.max(high - low, 1e-9);
    const y = (c) => this.costBottom - ((c - low) / range) * (this.costBottom - this.costTop);
    let d = ''; let best = Infinity;
    for (const e of [...this.events].sort((a, b) => a.elapsed - b.elapsed)) {
      if (!(e.bestCost < best)) continue;
      d += d ? `L${this.x(e.elapsed).toFixed(1)} ${y(best).toFixed(1)}` : `M${this.x(e.elapsed).toFixed(1)} ${y(e.bestCost).toFixed(1)}`;
      d += `L${this.x(e.elapsed).toFixed(1)} ${y(e.bestCost).toFixed(1)}`;
      best = e.bestCost;
    }
    const latest = this.events.reduce((m, e) => Math.max(m, e.elapsed ?? 0), 0);
    d += `L${this.x(latest).toFixed(1)} ${y(best).toFixed(1)}`;
    this.costPath.setAttribute('d', d);
  }
}
