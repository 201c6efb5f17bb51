// The route (drawn once the job finishes, by mode), the live candidate tour (redrawn in place), and the
// highlighted direction step.

import { el, linePath } from './svg.js';
import { project } from './projection.js';

export class RouteLayer {
  /** Its layers' ids start with `prefix` ('' for the trip's, 'tour-' for the walking tour's). */
  constructor(map, prefix = '') {
    this.group = map.layer(`${prefix}route`);
    this.candidate = el('path', { class: 'candidate', 'data-layer': `${prefix}candidate` }, map.layer(`${prefix}candidate`));
    this.highlight = el('path', { class: 'step-highlight' }, map.layer(`${prefix}step-highlight`));
  }

  /** Draws the live tour: one `d` update of one path, so nothing flickers. */
  drawCandidate(geometry) {
    this.candidate.setAttribute('d', linePath((geometry?.coordinates ?? []).map(project)));
  }

  clearCandidate() { this.candidate.setAttribute('d', ''); }

  /** Draws lines [{ coordinates, mode }] with a white casing under them. */
  drawRoute(lines) {
    this.group.replaceChildren();
    const casing = el('path', { class: 'route-casing' }, this.group);
    let all = '';
    for (const { coordinates, mode } of lines) {
      const d = linePath(coordinates.map(project));
      all += d;
      el('path', { class: `route-line ${mode}`, 'data-mode': mode, d }, this.group);
    }
    casing.setAttribute('d', all);
  }

  highlightStep(geometry) { this.highlight.setAttribute('d', linePath((geometry?.coordinates ?? []).map(project))); }

  clear() {
    this.group.replaceChildren();
    this.clearCandidate();
    this.highlightStep(null);
  }
}

/**
 * The route's lines by mode: consecutive steps of one mode joined, or the whole geometry as one road line
 * when there are no steps. `modeOf(step)` says 'road' or 'train'.
 */
export function routeLines(route, modeOf) {
  const steps = (route?.legs ?? []).flatMap((leg) => leg.steps ?? []);
  const lines = [];
  for (const step of steps) {
    const coordinates = step.geometry?.coordinates ?? [];
    if (coordinates.length < 2) continue;
    const mode = modeOf(step);
    const last = lines.at(-1);
    if (last && last.mode === mode) last.coordinates.push(...coordinates.slice(1)); else lines.push({ mode, coordinates: [...coordinates] });
  }
  if (!lines.length && route?.geometry?.coordinates?.length >= 2) lines.push({ mode: 'road', coordinates: route.geometry.coordinates });
  return lines;
}
