// Settings, the Route button and one solve: POST /solve, follow its events while the "Routing…" overlay shows
// elapsed time against the budget, best cost and phase; redraw the best tour live; then draw the route,
// the summary and the directions.

import { api } from './api.js';
import { LatestFrame } from './live.js';
import { routeLines } from './routeLayer.js';
import { boundsOf } from './projection.js';
import * as format from './format.js';
import { t } from './i18n.js';

const $ = (id) => document.getElementById(id);

export class RoutePanel {
  /** `alternatives`: an AlternativesLayer, asked for other routes when two stops are routed (null: never). */
  constructor({ map, state, routeLayer, timeline, directions, messages, modeOf, alternatives = null }) {
    Object.assign(this, { map, state, routeLayer, timeline, directions, messages, modeOf, alternatives });
    this.job = null;          // { id, status, started, stop (closes the stream), timer }
    this.result = null;       // { route, stops } of the last finished job
    this.applyingOrder = false;
    this.live = new LatestFrame((event) => this.drawLive(event));
    this.button = $('route');
    this.button.addEventListener('click', () => this.solve());
    $('routing-cancel').addEventListener('click', () => this.cancel());
    state.addEventListener('stops', () => this.stopsChanged());
    // A stop dragged or reordered while a route is shown: route again at once.
    state.addEventListener('moved', () => { if (this.result) queueMicrotask(() => this.solve()); });
    // An order set by hand is kept: the best sequence would put the stops back at once.
    state.addEventListener('reordered', () => {
      const best = $('find-best-sequence');
      if (!best.checked) return;
      const abandoned = this.busy;
      best.checked = false;
      best.dispatchEvent(new Event('change'));
      // After the route again (queued on 'moved'), which clears the messages as it starts; about the trip, so that a
      // later change (the box ticked again) dismisses it; with the notice of a search given up, if one was.
      const text = abandoned ? `${t('route.changed')} ${t('route.orderKept')}` : t('route.orderKept');
      queueMicrotask(() => this.messages.show(text, 'trip'));
    });
    state.addEventListener('barriers', () => this.tripChanged());
    for (const id of ['profile', 'metric', 'find-best-sequence', 'preserve-first-stop', 'preserve-last-stop', 'round-trip']) {
      $(id).addEventListener('change', () => this.tripChanged());
    }
    this.stopsChanged();
  }

  setProfiles(profiles) {
    const select = $('profile');
    select.replaceChildren(...profiles.map((name) => new Option(name, name)));
  }

  get busy() { return this.job !== null; }

  stopsChanged() {
    const n = this.state.stops.length;
    this.button.disabled = n < 2 || this.busy;
    $('stop-summary').textContent = n === 0 ? t('stops.empty') : n === 1 ? t('stops.single') : t('stops.count', { n });
    if (!this.applyingOrder) this.tripChanged();
  }

  /** The stops, barriers or a setting changed: the route shown, the running job's and messages about them no longer hold. */
  tripChanged() {
    this.messages.dismiss('trip');
    if (this.busy) this.abandon();
    this.clearResult();
  }

  /** Cancels the running job, whose answer would be for the trip as it was, and says so. */
  abandon() {
    const { id } = this.job;
    this.endJob();
    this.timeline.reset(this.metric);
    if (id) api.cancel(id).catch(() => {});
    this.messages.show(t('route.changed'));
  }

  /** The POST /solve body from the stops, barriers and settings. */
  request() {
    return {
      profile: $('profile').value,
      stops: this.state.stops.map((s) => s.lonLat),
      barriers: this.state.barrierCollection(),
      findBestSequence: $('find-best-sequence').checked,
      preserveFirstStop: $('preserve-first-stop').checked,
      preserveLastStop: $('preserve-last-stop').checked,
      roundTrip: $('round-trip').checked,
      metric: $('metric').value,
      timeLimit: Math.max(0.1, Number($('time-limit').value) || 3),
      language: $('language').value,
    };
  }

  async solve() {
    if (this.busy || this.state.stops.length < 2) return;
    this.messages.dismiss();
    this.clearResult();
    const body = this.request();
    this.metric = body.metric;
    this.timeline.reset(body.metric);
    this.live.restart();
    this.showOverlay(true);
    this.job = { id: null, started: performance.now(), budget: body.timeLimit, best: null, phase: 'matrix' };
    this.button.disabled = true;
    this.job.timer = setInterval(() => this.updateOverlay(), 100);
    const job = this.job;
    const followed = await api.follow(() => api.solve(body), {
      running: () => Object.assign(job, { status: 'running', started: performance.now() }),
      matrix: () => { job.phase = 'construction'; },
      improved: (event) => this.improved(event),
      phase: (event) => { job.phase = event.phase; },
      finished: (doc) => this.finished(doc),
      failed: (error) => this.fail(error.code, error.message, error.waypoints),
    }, () => this.job === job);
    if (followed) Object.assign(job, followed);
  }

  improved(event) {
    if (!this.job) return;
    this.job.best = event.bestCost;
    this.job.phase = event.phase;
    this.timeline.add(event);
    this.live.push(event);
  }

  /** One animation frame: the latest candidate tour and the timeline's new circles. */
  drawLive(event) {
    this.routeLayer.drawCandidate(event.geometry);
    this.timeline.render();
  }

  async finished(doc) {
    if (!this.job) return;
    let result = doc;
    if (!result?.route && this.job.id) {
      try { result = await api.job(this.job.id); } catch (error) { this.fail(error.code, error.message); return; }
    }
    this.endJob();
    // The events' clock starts with the travel-time matrix; the order search follows it.
    const summary = result?.summary;
    this.timeline.finish((summary?.matrixSeconds ?? 0) + summary?.searchSeconds);
    if (!result?.route) {
      // A job stopped before it found an order (while it waited in the queue, or measured travel times) has none.
      if (result?.status === 'cancelled') this.messages.show(t('route.cancelled'), 'trip');
      else this.messages.error('NoRoute', t('route.none'), 'trip');
      return;
    }
    if (Array.isArray(result.order) && result.order.length === this.state.stops.length) {
      this.applyingOrder = true;
      const stops = this.state.stops;
      this.state.stops = result.order.map((i) => stops[i]).filter(Boolean);
      this.state.changed('stops');
      this.applyingOrder = false;
    }
    this.show(result.route);
    if (this.alternatives && this.state.stops.length === 2) {
      const body = this.request();
      this.alternatives.load({ profile: body.profile, stops: body.stops, barriers: body.barriers, language: body.language });
    }
    const bounds = boundsOf(result.route.geometry?.coordinates ?? []);
    if (bounds) this.map.fitBounds(bounds, { fraction: 0.85 });
  }

  /** Shows `route` (OSRM shape) as the result: its lines, directions and summary. */
  show(route) {
    this.result = { route, stops: this.state.stops };
    this.routeLayer.drawRoute(routeLines(route, this.modeOf));
    this.directions.show(route);
    $('result').hidden = false;
    const summary = t('route.summary', {
      distance: format.distance(route.distance), duration: format.duration(route.duration), n: this.state.stops.length,
    });
    $('result-summary').textContent = summary;
    // On a narrow screen the panel is closed: the summary stays on the map, and a tap on it opens the directions.
    $('result-chip').textContent = summary;
    $('result-chip').hidden = false;
  }

  /** Ends the search with an error; the stops it names (`waypoints`, 0-based) are marked and named in the message. */
  fail(code, message, waypoints = []) {
    this.endJob();
    const stops = this.state.stops;
    const named = (waypoints ?? []).filter((i) => stops[i]);
    let text = message;
    for (const i of named) {
      if (stops[i].name) text = text.replace(new RegExp(`\\bstop ${i + 1}\\b`, 'i'), (found) => `${found} “${stops[i].name}”`);
    }
    this.state.markProblems(named);
    this.messages.error(code, text, 'trip');
    // The stop the message is about, shown clear of the message.
    if (named.length) this.map.reveal(stops[named[0]].lonLat, 160);
  }

  /** Stops the search: the server finishes with the best order found so far. */
  async cancel() {
    if (!this.job) return false;
    const id = this.job.id;
    if (!id) { this.fail('Cancelled', t('route.cancelled')); return true; }
    const job = this.job;
    job.stopping = true;
    this.updateOverlay();
    // The cancel is answered once the job has stopped: by then another search may have begun, which it must not end.
    try { await api.cancel(id); } catch (error) { if (this.job === job) this.fail(error.code, error.message); }
    return true;
  }

  endJob() {
    if (!this.job) return;
    clearInterval(this.job.timer);
    this.job.stop?.();
    this.job = null;
    this.live.cancel();
    this.routeLayer.clearCandidate();
    this.showOverlay(false);
    this.button.disabled = this.state.stops.length < 2;
  }

  clearResult() {
    if (this.busy) return;
    this.result = null;
    this.alternatives?.clear();
    this.routeLayer.clear();
    this.directions.clear();
    $('result').hidden = true;
    $('result-chip').hidden = true;
  }

  showOverlay(visible) { $('routing').hidden = !visible; }

  /** The overlay's bar and text: time against the budget once the job runs (nothing while it waits in the queue). */
  updateOverlay() {
    const job = this.job;
    if (!job) return;
    const queued = job.status === 'queued';
    const elapsed = queued ? 0 : (performance.now() - job.started) / 1000;
    $('routing-bar').style.width = `${Math.min(100, (elapsed / job.budget) * 100).toFixed(1)}%`;
    const best = job.best === null ? '' : ` · ${t('routing.best', { cost: format.cost(job.best, this.metric) })}`;
    const progress = `${t('routing.of', { elapsed: format.seconds(elapsed), budget: format.seconds(job.budget) })}${best} · ${t(`phase.${job.phase}`)}`;
    $('routing-text').textContent = job.stopping ? t('routing.stopping') : queued ? t('job.queued') : progress;
  }
}
