// The Reachable area card: the next map click (or the first stop) is the start; GET /isochrone draws the areas
// reached within the minutes given, around the barriers drawn, under the routes (largest contour palest).

import { el, ringPath, title } from './svg.js';
import { project } from './projection.js';
import { t } from './i18n.js';

const $ = (id) => document.getElementById(id);
const COLOURS = ['#1f6fd1', '#3f8fe0', '#7fb2ea', '#b7d3f3'];

export class IsochronePanel {
  constructor({ map, state, messages }) {
    Object.assign(this, { map, state, messages });
    this.group = map.layer('isochrones');
    map.svg.querySelector('#world').insertBefore(this.group, map.svg.querySelector('#barriers'));
    this.picking = false;
    this.features = [];
    $('isochrone-pick').addEventListener('click', () => this.setPicking(!this.picking));
    $('isochrone-clear').addEventListener('click', () => this.clear());
  }

  setPicking(on) {
    this.picking = on;
    $('isochrone-pick').setAttribute('aria-pressed', String(on));
    $('isochrone-status').textContent = on ? t('isochrone.pick') : '';
  }

  /** Takes a map click while picking; true when it was taken. */
  takeClick(lonLat) {
    if (!this.picking) return false;
    this.setPicking(false);
    this.show(lonLat);
    return true;
  }

  /** Fetches and draws the areas reachable from [lon, lat]. */
  async show([lon, lat]) {
    const minutes = $('isochrone-minutes').value.split(',').map((v) => v.trim()).filter(Boolean).join(',');
    const parameters = new URLSearchParams({ contours_minutes: minutes });
    if (this.state.barriers.length) parameters.set('barriers', JSON.stringify(this.state.barrierCollection()));
    $('isochrone-status').textContent = '…';
    try {
      const response = await fetch(`/isochrone/v1/${$('profile').value}/${lon.toFixed(6)},${lat.toFixed(6)}?${parameters}`);
      const body = await response.json();
      if (!response.ok) throw Object.assign(new Error(body.message), { code: body.code });
      this.draw(body.features ?? []);
      $('isochrone-status').textContent = t('isochrone.shown', { minutes: body.features.map((f) => f.properties.contour).reverse().join(', ') });
    } catch (error) {
      this.clear();
      this.messages.error(error.code ?? 'Network', error.message);
    }
  }

  draw(features) {
    this.features = features;
    this.group.replaceChildren();
    features.forEach((feature, index) => {
      const d = feature.geometry.coordinates.flat().map((ring) => ringPath(ring.map(project))).join('');
      const colour = COLOURS[Math.min(COLOURS.length - 1, features.length - 1 - index)];
      title(el('path', { class: 'isochrone', d, fill: colour, stroke: colour, 'data-contour': feature.properties.contour }, this.group),
        t('isochrone.title', { minutes: feature.properties.contour }));
    });
    $('isochrone-clear').disabled = features.length === 0;
  }

  clear() { this.draw([]); $('isochrone-status').textContent = ''; }

  /** How many contours are drawn (for tests). */
  get count() { return this.features.length; }
}
