// The trip in the address: profile, stops, barriers, options, view and language live in the URL's hash, so a
// link reproduces the map; each edit is a history entry (back and forward step through edits), moving the map
// only updates the current one.
//
// #profile=car&stops=14.5146,35.8989;14.5047,35.9122&barriers=c:14.4892,35.895,150;p:14.48,35.88,14.5,35.88,14.5,35.9
//   &options=best,first&metric=time&limit=3&view=14.45,35.9,12.5&lang=uk

import { roundLonLat } from './state.js';

const $ = (id) => document.getElementById(id);
const OPTIONS = { best: 'find-best-sequence', first: 'preserve-first-stop', last: 'preserve-last-stop', round: 'round-trip' };
const fixed = (v, digits = 6) => String(Math.round(v * 10 ** digits) / 10 ** digits);

function encodeBarrier(feature) {
  const g = feature.geometry;
  if (g.type === 'Point') return `c:${fixed(g.coordinates[0])},${fixed(g.coordinates[1])},${Math.round(feature.properties?.radius ?? 0)}`;
  return `p:${g.coordinates[0].slice(0, -1).map(([lon, lat]) => `${fixed(lon)},${fixed(lat)}`).join(',')}`;
}

function decodeBarrier(text) {
  const [kind, rest] = [text.slice(0, 2), text.slice(2)];
  const numbers = rest.split(',').map(Number);
  if (numbers.some((n) => !Number.isFinite(n))) return null;
  if (kind === 'c:' && numbers.length === 3 && numbers[2] > 0) {
    return { type: 'Feature', geometry: { type: 'Point', coordinates: [numbers[0], numbers[1]] }, properties: { radius: numbers[2] } };
  }
  if (kind === 'p:' && numbers.length >= 6 && numbers.length % 2 === 0) {
    const ring = [];
    for (let i = 0; i < numbers.length; i += 2) ring.push([numbers[i], numbers[i + 1]]);
    return { type: 'Feature', geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] }, properties: {} };
  }
  return null;
}

export class UrlState {
  /** `setLanguage(code)` switches the interface; `cityAt([lon, lat])` gives a built-in city's stop there, if any. */
  constructor({ map, state, setLanguage, cityAt = () => null }) {
    Object.assign(this, { map, state, setLanguage, cityAt });
    this.applying = false;
    for (const event of ['stops', 'barriers']) state.addEventListener(event, () => this.save(true));
    for (const id of ['profile', 'metric', 'time-limit', 'language', ...Object.values(OPTIONS)]) $(id).addEventListener('change', () => this.save(true));
    map.on('viewend', () => this.save(false));
    window.addEventListener('popstate', () => this.apply());
  }

  /** The hash for what is on the page now. */
  encode() {
    const p = new URLSearchParams();
    p.set('profile', $('profile').value);
    if (this.state.stops.length) p.set('stops', this.state.stops.map((s) => s.lonLat.map((v) => fixed(v)).join(',')).join(';'));
    if (this.state.barriers.length) p.set('barriers', this.state.barriers.map(encodeBarrier).join(';'));
    p.set('options', Object.entries(OPTIONS).filter(([, id]) => $(id).checked).map(([name]) => name).join(','));
    p.set('metric', $('metric').value);
    p.set('limit', $('time-limit').value);
    const [lon, lat] = this.map.toLonLat([this.map.width / 2, this.map.height / 2]);
    p.set('view', `${fixed(lon, 5)},${fixed(lat, 5)},${fixed(this.map.zoomLevel(), 2)}`);
    p.set('lang', $('language').value);
    return `#${p.toString().replaceAll('%2C', ',').replaceAll('%3B', ';').replaceAll('%3A', ':')}`;
  }

  save(edit) {
    if (this.applying) return;
    const hash = this.encode();
    if (hash === location.hash) return;
    if (edit) history.pushState(null, '', hash); else history.replaceState(null, '', hash);
  }

  /** Whether the address names a view (the page then opens there instead of the map's box). */
  get hasView() { return new URLSearchParams(location.hash.slice(1)).has('view'); }

  /** Puts on the page what the hash says (what it leaves out stays as it is). */
  apply() {
    const p = new URLSearchParams(location.hash.slice(1));
    if (![...p.keys()].length) return;
    this.applying = true;
    try {
      if (p.has('lang')) { $('language').value = p.get('lang') === 'uk' ? 'uk' : 'en'; this.setLanguage($('language').value); }
      if (p.has('profile') && [...$('profile').options].some((o) => o.value === p.get('profile'))) $('profile').value = p.get('profile');
      if (p.has('options')) {
        const on = new Set(p.get('options').split(','));
        for (const [name, id] of Object.entries(OPTIONS)) $(id).checked = on.has(name);
      }
      if (['time', 'distance'].includes(p.get('metric'))) $('metric').value = p.get('metric');
      if (Number(p.get('limit')) > 0) $('time-limit').value = p.get('limit');
      const stops = (p.get('stops') ?? '').split(';').filter(Boolean).map((pair) => pair.split(',').map(Number))
        .filter((pair) => pair.length === 2 && pair.every(Number.isFinite) && Math.abs(pair[1]) <= 90)
        .map((lonLat) => this.cityAt(lonLat) ?? { lonLat: roundLonLat(lonLat) });
      const same = stops.length === this.state.stops.length && stops.every((s, i) => s.lonLat.join() === this.state.stops[i].lonLat.join());
      if (!same) { this.state.stops = stops; this.state.changedStops(); }
      const barriers = (p.get('barriers') ?? '').split(';').filter(Boolean).map(decodeBarrier).filter(Boolean);
      if (JSON.stringify(barriers) !== JSON.stringify(this.state.barriers)) { this.state.barriers = barriers; this.state.changed('barriers'); }
      const view = (p.get('view') ?? '').split(',').map(Number);
      if (view.length === 3 && view.every(Number.isFinite)) this.map.centerOn([view[0], view[1]], view[2]);
    } finally {
      this.applying = false;
    }
  }
}
