// The search box: names of settlements, streets and places as the user types (GET /api/v1/search, nearest to the
// map's centre first), chosen with the mouse or the keyboard (↑ ↓ Enter, Esc closes). A settlement centres the
// map on it; a street or place becomes a named stop, the map moved to show it.

import { api } from './api.js';
import { t, kindName } from './i18n.js';

const SETTLEMENTS = { city: 5000, town: 2500, village: 1200, suburb: 1200, hamlet: 600, neighbourhood: 600 };

export class SearchBox {
  constructor(input, list, { map, onStop }) {
    Object.assign(this, { input, list, map, onStop });
    this.results = [];
    this.active = -1;
    this.controller = null;
    this.timer = 0;
    input.addEventListener('input', () => { clearTimeout(this.timer); this.timer = setTimeout(() => this.query(), 120); });
    input.addEventListener('keydown', (event) => this.key(event));
    input.addEventListener('blur', () => setTimeout(() => this.close(), 150));
    list.addEventListener('pointerdown', (event) => {
      const item = event.target.closest('li[data-index]');
      if (item) { event.preventDefault(); this.choose(Number(item.dataset.index)); }
    });
  }

  async query() {
    const text = this.input.value.trim();
    this.controller?.abort();
    if (!text) { this.close(); return; }
    const controller = new AbortController();
    this.controller = controller;
    try {
      const centre = this.map.toLonLat([this.map.width / 2, this.map.height / 2]);
      const collection = await api.search(text, centre, controller.signal);
      if (controller.signal.aborted) return;
      this.show(collection.features ?? []);
    } catch (error) {
      if (error.name !== 'AbortError') this.show([], error.message);
    }
  }

  show(results, failure = null) {
    this.results = results;
    this.active = results.length ? 0 : -1;
    this.list.replaceChildren();
    if (!results.length) {
      const li = document.createElement('li');
      li.className = 'empty';
      li.textContent = failure ?? t('search.none');
      this.list.append(li);
    }
    results.forEach((feature, index) => {
      const li = document.createElement('li');
      li.id = `search-result-${index}`;
      li.setAttribute('role', 'option');
      li.dataset.index = String(index);
      li.textContent = feature.properties.name;
      const meta = document.createElement('span');
      meta.className = 'meta';
      meta.textContent = [kindName(feature.properties.kind), feature.properties.area].filter(Boolean).join(' · ');
      li.append(meta);
      this.list.append(li);
    });
    this.list.hidden = false;
    this.input.setAttribute('aria-expanded', 'true');
    this.highlight();
  }

  highlight() {
    [...this.list.querySelectorAll('li[role="option"]')].forEach((li, index) => li.setAttribute('aria-selected', String(index === this.active)));
    if (this.active >= 0) this.input.setAttribute('aria-activedescendant', `search-result-${this.active}`);
    else this.input.removeAttribute('aria-activedescendant');
    this.list.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }

  key(event) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!this.results.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.active = (this.active + step + this.results.length) % this.results.length;
      this.highlight();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (this.active >= 0) this.choose(this.active);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      if (!this.list.hidden) this.close(); else this.input.blur();
    }
  }

  choose(index) {
    const feature = this.results[index];
    if (!feature) return;
    const [lon, lat] = feature.geometry.coordinates;
    const { name, kind } = feature.properties;
    const radius = SETTLEMENTS[kind];
    if (radius) {
      const dLat = radius / 111320; const dLon = dLat / Math.cos((lat * Math.PI) / 180);
      this.map.fitBounds([lon - dLon, lat - dLat, lon + dLon, lat + dLat]);
    } else {
      this.onStop({ lonLat: [lon, lat], name });
      this.map.reveal([lon, lat]);
    }
    this.input.value = name;
    this.close();
    // Back to the map, so the next keys (R to route, + and −) act on it.
    this.map.svg.focus();
  }

  close() {
    this.list.hidden = true;
    this.input.setAttribute('aria-expanded', 'false');
    this.input.removeAttribute('aria-activedescendant');
  }
}
