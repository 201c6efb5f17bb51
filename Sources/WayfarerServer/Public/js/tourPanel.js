// The "Walking tour" card: pick a start on the map, set the parameters, plan (POST /tours) and follow the job's
// events — the chosen places, each round's improving order drawn live, the places dropped — then draw the
// walk, list the places in visiting order with the distance, time and saving, and the directions. While the
// card is open, the places in view are drawn too (GET /places).

import { api } from './api.js';
import { LatestFrame } from './live.js';
import { routeLines } from './routeLayer.js';
import { boundsOf } from './projection.js';
import { CATEGORIES, colourOf, labelOf } from './categories.js';
import * as format from './format.js';
import { t } from './i18n.js';

const $ = (id) => document.getElementById(id);
const number = (id, fallback) => { const v = Number($(id).value); return Number.isFinite(v) && v > 0 ? v : fallback; };

export class TourPanel {
  constructor({ map, placesLayer, routeLayer, directions, messages, enabled }) {
    Object.assign(this, { map, placesLayer, routeLayer, directions, messages });
    this.card = $('tour-panel');
    this.start = null;        // [lon, lat]
    this.picking = false;
    this.job = null;          // { id, stop, selected: [features], dropped: Set }
    this.result = null;       // the finished tour job's document
    this.areaRequest = null;
    this.live = new LatestFrame((event) => this.routeLayer.drawCandidate(event.geometry));
    this.buildCategories();
    $('tour-pick').addEventListener('click', () => this.setPicking(!this.picking));
    $('tour-plan').addEventListener('click', () => this.plan());
    $('tour-cancel').addEventListener('click', () => this.cancel());
    $('tour-show-places').addEventListener('change', () => this.refreshArea());
    $('tour-radius').addEventListener('change', () => this.placesLayer.setStart(this.start, this.radius));
    this.card.addEventListener('toggle', () => this.refreshArea());
    map.on('viewend', () => this.refreshArea());
    if (!enabled) {
      $('tour-start-text').textContent = t('tour.noFoot');
      $('tour-pick').disabled = true;
    }
    this.card.hidden = false;
  }

  /** One checkbox per category, its colour swatch doubling as the map's legend. */
  buildCategories() {
    const box = $('tour-categories');
    for (const category of CATEGORIES) {
      const label = document.createElement('label');
      label.className = 'check';
      const input = document.createElement('input');
      input.type = 'checkbox';
      input.checked = true;
      input.value = category.id;
      const swatch = document.createElement('span');
      swatch.className = 'swatch';
      swatch.style.background = category.colour;
      label.append(input, swatch, ` ${category.label}`);
      box.append(label);
    }
  }

  get open() { return this.card.open && !this.card.hidden; }
  get busy() { return this.job !== null; }
  get radius() { return number('tour-radius', 1500); }

  setPicking(on) {
    this.picking = on;
    $('tour-pick').setAttribute('aria-pressed', String(on));
    $('tour-pick').textContent = on ? t('tour.picking') : t('ui.pick');
  }

  /** A map click: taken as the start while picking (true), else left to the trip (false). */
  takeClick(lonLat) {
    if (!this.picking) return false;
    this.setPicking(false);
    this.start = lonLat;
    this.clearTour();
    this.placesLayer.setStart(lonLat, this.radius);
    $('tour-start-text').textContent = t('tour.start', { lon: lonLat[0].toFixed(5), lat: lonLat[1].toFixed(5) });
    $('tour-plan').disabled = this.busy;
    return true;
  }

  /** The POST /tours body from the start and the parameters. */
  request() {
    const maxDistance = number('tour-max', 8000);
    return {
      start: this.start,
      stopCount: Math.round(number('tour-stop-count', 8)),
      radius: this.radius,
      maxDistance,
      targetDistance: Math.min(number('tour-target', 5000), maxDistance),
      categories: [...$('tour-categories').querySelectorAll('input:checked')].map((input) => input.value),
      roundTrip: $('tour-round-trip').checked,
      language: $('language').value,
    };
  }

  async plan() {
    if (this.busy || !this.start) return;
    const body = this.request();
    if (!body.categories.length) { this.messages.show(t('tour.noCategory')); return; }
    this.messages.dismiss();
    this.clearTour();
    this.placesLayer.setStart(this.start, body.radius);
    this.job = { id: null, selected: [], dropped: new Set(), asked: body.stopCount };
    this.live.restart();
    this.setBusy(true, t('tour.choosing'));
    const job = this.job;
    const followed = await api.follow(() => api.tour(body), {
      running: () => this.status(t('tour.choosing')),
      selected: (collection) => this.selected(collection),
      planning: ({ round, stopCount }) => this.status(t('tour.round', { round, count: stopCount })),
      improved: (event) => {
        this.live.push(event);
        this.status(t('tour.best', { distance: format.distance(event.bestCost), phase: t(`phase.${event.phase}`) }));
      },
      dropped: ({ place, distance, replacement }) => {
        job.dropped.add(place.id);
        if (replacement) job.selected.push(replacement);
        this.placesLayer.showChosen(job.selected, job.dropped);
        this.status(replacement
          ? t('tour.replacing', { distance: format.distance(distance), name: place.properties.name, replacement: replacement.properties.name })
          : t('tour.dropping', { distance: format.distance(distance), name: place.properties.name }));
      },
      finished: (doc) => this.finished(doc),
      failed: (error) => this.fail(error.code, error.message),
    }, () => this.job === job);
    if (!followed) return;
    Object.assign(job, followed);
    if (followed.status === 'queued') this.status(t('job.queued'));
  }

  selected(collection) {
    if (!this.job) return;
    this.job.selected = collection.features ?? [];
    this.placesLayer.showChosen(this.job.selected);
    this.status(t('tour.chose', { count: this.job.selected.length, reachable: collection.reachable }));
  }

  finished(doc) {
    if (!this.job) return;
    if (!doc?.route) {
      // Stopped before it had a tour (while it waited in the queue, say): no error then.
      if (doc?.status === 'cancelled') this.stopped(t('tour.cancelled'));
      else this.fail('NoRoute', t('tour.noRoute'));
      return;
    }
    const dropped = new Set((doc.dropped ?? []).map((f) => f.id));
    const asked = this.job.asked;
    this.endJob();
    this.result = doc;
    const visited = doc.places?.features ?? [];
    this.placesLayer.showChosen([...visited, ...(doc.dropped ?? [])], dropped);
    this.routeLayer.clearCandidate();
    this.routeLayer.drawRoute(routeLines(doc.route, () => 'walk'));
    this.directions.show(doc.route);
    this.showList(visited, doc.summary ?? {});
    // Fewer places than asked because the search found too few (not because some were dropped to fit the distance,
    // which the dropping said): say what it found, so the user knows what to change.
    const summary = doc.summary ?? {};
    const found = Math.min(summary.candidates ?? 0, summary.reachable ?? 0);
    const fewer = visited.length < asked && found < asked
      ? t('tour.fewer', { count: visited.length, asked, candidates: summary.candidates ?? 0, reachable: summary.reachable ?? 0 }) : '';
    this.status(doc.status === 'cancelled' ? t('tour.stoppedBest') : fewer);
    const bounds = boundsOf(doc.route.geometry?.coordinates ?? []);
    if (bounds) this.map.fitBounds(bounds, { fraction: 0.85 });
  }

  /** The places in visiting order and the totals. */
  showList(visited, summary) {
    const list = $('tour-places');
    list.replaceChildren(...visited.map((feature) => {
      const p = feature.properties;
      const item = document.createElement('li');
      item.dataset.category = p.category;
      const swatch = document.createElement('span');
      swatch.className = 'swatch';
      swatch.style.background = colourOf(p.category);
      const name = document.createElement('strong');
      name.textContent = p.name;
      const meta = document.createElement('div');
      meta.className = 'meta';
      meta.textContent = t('tour.place', { category: labelOf(p.category), score: p.score.toFixed(2), distance: format.distance(p.walk) });
      item.append(swatch, name, meta);
      return item;
    }));
    const saving = Number.isFinite(summary.saving) ? t('tour.saving', { percent: Math.round(summary.saving * 100) }) : '';
    $('tour-summary').textContent = t('tour.summary', {
      distance: format.distance(summary.distance), duration: format.duration(summary.duration),
      places: t('count.places', { n: visited.length }), categories: t('count.categories', { n: summary.categories?.length ?? 0 }),
    }) + saving + (summary.provenOptimal ? t('tour.proven') : '');
    $('tour-result').hidden = false;
  }

  fail(code, message) {
    this.stopped('');
    this.messages.error(code, message);
  }

  /** Ends the job without a tour, saying `text` in the status line. */
  stopped(text) {
    this.endJob();
    this.routeLayer.clearCandidate();
    this.status(text);
  }

  /** Stops the search: the server finishes the tour with the best orders found so far. */
  async cancel() {
    const job = this.job;
    if (!job) return;
    // Not yet accepted: the job the server then gives is no longer wanted, and `follow` cancels it.
    if (!job.id) { this.stopped(t('tour.cancelled')); return; }
    this.status(t('routing.stopping'));
    try { await api.cancel(job.id); } catch (error) { if (this.job === job) this.fail(error.code, error.message); }
  }

  endJob() {
    if (!this.job) return;
    this.job.stop?.();
    this.job = null;
    this.live.cancel();
    this.setBusy(false);
  }

  setBusy(busy, text = '') {
    $('tour-plan').disabled = busy || !this.start;
    $('tour-cancel').hidden = !busy;
    this.status(text);
  }

  status(text) { $('tour-status').textContent = text; }

  clearTour() {
    if (this.busy) return;
    this.result = null;
    this.routeLayer.clear();
    this.directions.clear();
    this.placesLayer.clearChosen();
    $('tour-result').hidden = true;
  }

  /** Draws the places in view while the card is open and "Show places" is on (the previous request is abandoned). */
  async refreshArea() {
    this.areaRequest?.abort();
    if (!this.open || !$('tour-show-places').checked) { this.placesLayer.clearArea(); return; }
    const controller = new AbortController();
    this.areaRequest = controller;
    try {
      const collection = await api.places({ bbox: this.map.visibleBounds(), limit: 500 }, controller.signal);
      if (!controller.signal.aborted) this.placesLayer.showArea(collection.features ?? []);
    } catch (error) {
      if (error.name !== 'AbortError') this.messages.error(error.code, `The places could not be loaded: ${error.message}`);
    }
  }
}
