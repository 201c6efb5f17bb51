// The directions list: one entry per step; choosing a step highlights its geometry and zooms to it.

import * as format from './format.js';
import { t } from './i18n.js';
import { boundsOf } from './projection.js';

const STREET_SCALE = 8; // about zoom level 19

function fallbackInstruction(step) {
  const m = step.maneuver ?? {};
  const words = [m.type, m.modifier].filter(Boolean).join(' ');
  return step.name ? `${words} on ${step.name}` : words || 'continue';
}

export class DirectionsList {
  constructor(list, map, routeLayer, modeOf) {
    this.list = list;
    this.map = map;
    this.routeLayer = routeLayer;
    this.modeOf = modeOf;
  }

  show(route) {
    this.list.replaceChildren();
    (route?.legs ?? []).forEach((leg, legIndex) => {
      for (const step of leg.steps ?? []) {
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        const mode = this.modeOf(step);
        const tag = document.createElement('span');
        tag.className = `leg-mode ${mode}`;
        // A cyclist walks the bike on this step (OSRM's mode 'pushing bike').
        tag.textContent = mode === 'train' ? t('directions.train') : step.mode === 'pushing bike' ? t('directions.pushing') : '';
        const text = document.createElement('span');
        text.textContent = step.instruction || fallbackInstruction(step);
        const meta = document.createElement('div');
        meta.className = 'meta';
        meta.textContent = `${format.distance(step.distance)} · ${format.duration(step.duration)} · ${t('directions.leg', { n: legIndex + 1 })}`;
        button.append(tag, text, meta);
        button.addEventListener('click', () => this.choose(button, step));
        item.append(button);
        this.list.append(item);
      }
    });
  }

  /** Highlights `step` and zooms the map to its geometry. */
  choose(button, step) {
    for (const other of this.list.querySelectorAll('[aria-current]')) other.removeAttribute('aria-current');
    button.setAttribute('aria-current', 'step');
    this.routeLayer.highlightStep(step.geometry);
    const positions = step.geometry?.coordinates?.length ? step.geometry.coordinates : [step.maneuver?.location].filter(Boolean);
    const bounds = boundsOf(positions);
    if (bounds) this.map.fitBounds(bounds, { fraction: 0.6, maxScale: STREET_SCALE });
  }

  clear() { this.list.replaceChildren(); }
}
