// The search timeline below the map: a time axis scaled to the run (milliseconds when it is short), one row per solver worker
// that found a best order and a merged row, one circle per improvement (an order better than all before) coloured by phase,
// and the best cost over time as a line. New
// events are appended; the layout is redrawn only when a worker appears or time outgrows the axis. Once the search has
// ended, the axis runs to its end: a search that found its best early shows how long it went on without a better one.

import { el, title } from './svg.js';
import * as format from './format.js';
import { t } from './i18n.js';

export const PHASE_COLOURS = {
  exact: '#2b8a3e', construction: '#868e96', localSearch: '#1f6fd1', iteratedLocalSearch: '#e8590c', genetic: '#ae3ec9',
};
const LABEL = 78; const RIGHT = 12; const COST = 44; const AXIS = 22;

/** The axis span for events up to `latest` seconds: the next of 50 ms, 100 ms, 200 ms, 500 ms, 1 s, 2 s, 5 s,
 *  10 s, … past it, so a search that converges in 0.2 s fills the axis instead of sitting at its left edge. */
export function niceSpan(latest) {
  const wanted = Math.max(0.05, latest * 1.1);
  const decade = 10 ** Math.floor(Math.log10(wanted));
  return [1, 2, 5, 10].map((m) => m * decade).find((v) => v >= wanted - 1e-12);
}

export class TimelinePanel {
  constructor(svg, summary) {
    this.svg = svg;
    this.summary = summary;
    this.reset('time');
    // A new width lays the drawing out again (render keys its layout on the width).
    new ResizeObserver(() => { if (this.events.length) this.render(); }).observe(svg);
  }

  /** Starts a new search whose costs are in `metric` (time or distance). */
  reset(metric) {
    this.events = [];
    this.metric = metric;
    this.drawn = 0;
    this.layoutKey = '';
    this.ended = 0;
    this.span = undefined;
    this.svg.replaceChildren();
    this.summary.textContent = '';
  }

  add(event) { this.events.push(event); }

  /** The search ended after `seconds` (on the events' clock; unknown: the last event's time): the axis runs to it. */
  finish(seconds) {
    this.ended = Number.isFinite(seconds) ? seconds : 0;
    this.render();
  }

  /** The time the drawing runs to: the latest event's, or the end of the search once it has ended. */
  get latest() { return this.events.reduce((m, e) => Math.max(m, e.elapsed ?? 0), this.ended); }

  /** The number of circles drawn in the workers' rows (one per improvement received). */
  get circleCount() { return this.svg.querySelectorAll('circle.tl-event[data-row="worker"]').length; }

  /** Brings the drawing up to date with the events received. */
  render() {
    const workers = [...new Set(this.events.map((e) => e.worker ?? 0))].sort((a, b) => a - b);
    const span = niceSpan(this.latest);
    const width = this.svg.clientWidth || 600;
    const layoutKey = `${workers.join(',')}|${span}|${width}`;
    if (layoutKey !== this.layoutKey) this.layout(workers, span, width, layoutKey);
    for (; this.drawn < this.events.length; this.drawn += 1) this.drawEvent(this.events[this.drawn]);
    this.drawCost();
    const best = this.events.at(-1)?.bestCost;
    this.summary.textContent = this.events.length
      ? t('timeline.summary', { n: this.events.length, cost: format.cost(best, this.metric) }) : '';
  }

  layout(workers, span, width, layoutKey) {
    this.layoutKey = layoutKey;
    this.span = span;
    this.svg.replaceChildren();
    const height = this.svg.clientHeight || 150;
    const rows = [...workers.map((w) => ({ worker: w, label: t('timeline.worker', { n: w }) })), { worker: null, label: t('timeline.workers') }];
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
    // Five ticks over the span, in milliseconds when it is under a second.
    for (let i = 0; i <= 5; i += 1) {
      const s = (span * i) / 5;
      el('line', { class: 'tl-tick', x1: this.x(s), x2: this.x(s), y1: axisY, y2: axisY + 4 }, this.svg);
      el('text', { class: 'tl-label', x: this.x(s), y: axisY + 14, 'text-anchor': 'middle' }, this.svg).textContent = format.seconds(s, span < 1);
    }
    el('text', { class: 'tl-label', x: 4, y: 14 }, this.svg).textContent = t('timeline.best');
    this.costPath = el('path', { class: 'tl-cost' }, this.svg);
    this.circles = el('g', { class: 'tl-events' }, this.svg);
    this.drawn = 0;
  }

  drawEvent(event) {
    const tip = `${t('timeline.worker', { n: event.worker ?? 0 })} · ${t('timeline.hover', {
      time: format.seconds(event.elapsed, true), cost: format.cost(event.cost, this.metric), phase: t(`phase.${event.phase}`),
    })}`;
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
    d += `L${this.x(this.latest).toFixed(1)} ${y(best).toFixed(1)}`;
    this.costPath.setAttribute('d', d);
  }
}
