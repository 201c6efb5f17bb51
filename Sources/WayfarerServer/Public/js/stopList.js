// The Trip card's lists: numbered stops with their names (the search result's, else the nearest street's),
// reordered by dragging or with the ↑ ↓ buttons and removed one by one; and the barriers, each removable.

import { api } from './api.js';
import { t } from './i18n.js';
import * as format from './format.js';

function button(text, label, onClick) {
  const b = document.createElement('button');
  b.type = 'button'; b.textContent = text; b.setAttribute('aria-label', label); b.title = label;
  b.addEventListener('click', onClick);
  return b;
}

export class StopList {
  constructor(stopList, barrierList, state, profile) {
    Object.assign(this, { stopList, barrierList, state, profile });
    this.dragged = null;
    state.addEventListener('stops', () => { this.nameStops(); this.draw(); });
    state.addEventListener('names', () => this.draw());
    state.addEventListener('barriers', () => this.drawBarriers());
  }

  /** Asks the server for the street nearest each unnamed stop. */
  nameStops() {
    for (const stop of this.state.stops) {
      if (stop.name !== undefined || stop.naming) continue;
      stop.naming = true;
      api.nearest(this.profile(), stop.lonLat)
        .then((answer) => {
          const waypoint = answer?.code === 'Ok' ? answer.waypoints[0] : null;
          // Farther than a stop may be from its road (1 km): there is no road nearby to name it by.
          this.state.nameStop(stop, !waypoint || waypoint.distance > 1000 ? t('stop.noRoad') : waypoint.name || t('stop.unnamed'));
        })
        .catch(() => this.state.nameStop(stop, t('stop.unnamed')))
        .finally(() => { stop.naming = false; });
    }
  }

  draw() {
    const { stops, problems } = this.state;
    this.stopList.replaceChildren(...stops.map((stop, index) => {
      const li = document.createElement('li');
      li.draggable = true;
      li.dataset.index = String(index);
      if (problems.includes(index)) li.classList.add('problem');
      const label = document.createElement('span');
      label.className = 'stop-name';
      label.textContent = stop.name ?? '…';
      const number = document.createElement('span');
      number.className = 'stop-number';
      number.textContent = String(index + 1);
      li.append(number, label,
        button('↑', t('stop.up', { n: index + 1 }), () => this.state.reorderStop(index, index - 1)),
        button('↓', t('stop.down', { n: index + 1 }), () => this.state.reorderStop(index, index + 1)),
        button('×', t('stop.remove', { n: index + 1 }), () => this.state.removeStop(index)));
      li.addEventListener('dragstart', (event) => { this.dragged = index; event.dataTransfer.effectAllowed = 'move'; });
      li.addEventListener('dragover', (event) => { event.preventDefault(); li.classList.add('drop'); });
      li.addEventListener('dragleave', () => li.classList.remove('drop'));
      li.addEventListener('drop', (event) => {
        event.preventDefault();
        if (this.dragged !== null) this.state.reorderStop(this.dragged, index);
        this.dragged = null;
      });
      return li;
    }));
  }

  drawBarriers() {
    this.barrierList.replaceChildren(...this.state.barriers.map((feature, index) => {
      const li = document.createElement('li');
      const polygon = feature.geometry?.type === 'Polygon';
      // A swatch of the shape's colour on the map ties the entry to it; the text stays plain (red is for errors).
      const swatch = document.createElement('span');
      swatch.className = 'barrier-swatch';
      const name = document.createElement('span');
      name.className = 'barrier-name';
      name.textContent = polygon
        ? t('barrier.polygon', { n: index + 1, count: feature.geometry.coordinates[0].length - 1 })
        : t('barrier.point', { n: index + 1, radius: format.distance(feature.properties?.radius ?? 0) });
      li.append(swatch, name, button('×', t('barrier.remove', { n: index + 1 }), () => this.state.removeBarrier(index)));
      return li;
    }));
  }
}
