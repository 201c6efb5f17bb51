// The built-in Ukraine network: links (train links as curves), cities as dots coloured by region with names,
// and clicking cities to choose the trip.

import { el, title } from './svg.js';
import { project } from './projection.js';

const MACRO_HUE = { West: 140, North: 205, Centre: 45, East: 5, South: 275 };

/** A colour per oblast: the hue of its part of the country, a shade of its own. */
export function regionColour(region, macroRegion) {
  let h = 0;
  for (const ch of region) h = (h * 31 + ch.codePointAt(0)) & 0xffff;
  const shade = h % 5;
  return `hsl(${(MACRO_HUE[macroRegion] ?? 0) + (shade - 2) * 6} ${55 + shade * 5}% ${34 + shade * 6}%)`;
}

export class TripView {
  constructor(map, state, dataset) {
    this.map = map;
    this.state = state;
    this.dataset = dataset;
    this.byId = new Map(dataset.cities.map((c) => [c.id, c]));
    this.linkGroup = map.layer('links');
    this.cityGroup = map.layer('cities', { screen: true });
    this.drawLinks();
    this.drawCities();
    map.on('view', () => this.position());
    state.addEventListener('stops', () => this.markChosen());
  }

  drawLinks() {
    for (const link of this.dataset.links) {
      const a = this.byId.get(link.from); const b = this.byId.get(link.to);
      if (!a || !b) continue;
      const [x0, y0] = project([a.longitude, a.latitude]); const [x1, y1] = project([b.longitude, b.latitude]);
      let d = `M${x0.toFixed(1)} ${y0.toFixed(1)}`;
      if (link.mode === 'train') {
        const bow = 0.18; const cx = (x0 + x1) / 2 - (y1 - y0) * bow; const cy = (y0 + y1) / 2 + (x1 - x0) * bow;
        d += `Q${cx.toFixed(1)} ${cy.toFixed(1)} ${x1.toFixed(1)} ${y1.toFixed(1)}`;
      } else {
        d += `L${x1.toFixed(1)} ${y1.toFixed(1)}`;
      }
      title(el('path', { class: `link ${link.mode}`, d }, this.linkGroup),
        `${a.nameEn} – ${b.nameEn}: ${link.mode}, ${Math.round(link.km)} km, ${Math.round(link.minutes)} min`);
    }
  }

  drawCities() {
    for (const city of this.dataset.cities) {
      const g = el('g', { class: 'city-marker', 'data-city': city.id }, this.cityGroup);
      el('circle', { class: 'city', r: 5, fill: regionColour(city.region, city.macroRegion), tabindex: 0, role: 'button',
        'aria-label': `${city.nameEn}, ${city.region}: choose for the trip` }, g);
      el('text', { class: 'city-label', x: 8, y: 4 }, g).textContent = city.nameEn;
      title(g, `${city.nameEn} (${city.nameUk}) · ${city.region}`);
    }
    this.cityGroup.addEventListener('keydown', (event) => {
      const id = event.target.closest?.('[data-city]')?.dataset.city;
      if (id && (event.key === 'Enter' || event.key === ' ')) { event.preventDefault(); this.toggle(id); }
    });
    this.position();
  }

  position() {
    for (const g of this.cityGroup.children) {
      const city = this.byId.get(g.dataset.city);
      const [x, y] = this.map.toScreen([city.longitude, city.latitude]);
      g.setAttribute('transform', `translate(${x.toFixed(1)} ${y.toFixed(1)})`);
    }
  }

  /** Handles a click on `target`; true when it was a city (chosen or unchosen). */
  click(target) {
    const id = target.closest?.('[data-city]')?.dataset.city;
    if (!id) return false;
    this.toggle(id);
    return true;
  }

  toggle(id) {
    const index = this.state.stops.findIndex((s) => s.cityId === id);
    if (index >= 0) { this.state.removeStop(index); return; }
    const city = this.byId.get(id);
    this.state.addStop({ lonLat: [city.longitude, city.latitude], cityId: id, name: city.nameEn });
  }

  /** The stop for the city at [lon, lat] (within about 10 m), or null. */
  cityAt([lon, lat]) {
    for (const [id, city] of this.byId) {
      if (Math.abs(city.longitude - lon) < 1e-4 && Math.abs(city.latitude - lat) < 1e-4) {
        return { lonLat: [city.longitude, city.latitude], cityId: id, name: city.nameEn };
      }
    }
    return null;
  }

  markChosen() {
    const chosen = new Set(this.state.stops.map((s) => s.cityId));
    for (const g of this.cityGroup.children) g.firstChild.classList.toggle('chosen', chosen.has(g.dataset.city));
  }
}
