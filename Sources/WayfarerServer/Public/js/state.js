// What the user has set up: stops, barriers and the click mode, with change notifications.

/** [lon, lat] to 6 decimals. */
export function roundLonLat([lon, lat]) { return [Math.round(lon * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6]; }

export class TripState extends EventTarget {
  constructor() {
    super();
    /** Stops in input order: { lonLat: [lon, lat], cityId?, name? }. */
    this.stops = [];
    /** Barrier features (GeoJSON): Points with properties.radius, and Polygons. */
    this.barriers = [];
    /** 'stops' or 'barriers': what a click on the map adds. */
    this.mode = 'stops';
    /** Stops the last failure was about (indices), marked on the map and in the list until the stops change. */
    this.problems = [];
  }

  changed(what) { this.dispatchEvent(new Event(what)); }

  changedStops() { this.problems = []; this.changed('stops'); }

  /** Adds a stop; its position is kept to 6 decimals (about 10 cm), as messages and links show it. */
  addStop(stop) { this.stops.push({ ...stop, lonLat: roundLonLat(stop.lonLat) }); this.changedStops(); }
  /** A stop dragged elsewhere: its old name no longer holds. Fires 'moved' (a shown route is re-routed). */
  moveStop(index, lonLat) {
    this.stops[index] = { lonLat: roundLonLat(lonLat) };
    this.changed('moved');
    this.changedStops();
  }
  /** Moves the stop at `from` to position `to` of the list. Fires 'moved', then 'reordered'. */
  reorderStop(from, to) {
    if (to < 0 || to >= this.stops.length || from === to) return;
    const [stop] = this.stops.splice(from, 1);
    this.stops.splice(to, 0, stop);
    this.changed('moved');
    this.changed('reordered');
    this.changedStops();
  }
  removeStop(index) { this.stops.splice(index, 1); this.changedStops(); }
  clearStops() { this.stops = []; this.changedStops(); }
  /** Names a stop (once its nearest street is known) without touching the route. */
  nameStop(stop, name) { stop.name = name; this.changed('names'); }
  /** Marks the stops a failure is about. */
  markProblems(indices) { this.problems = indices; this.changed('names'); }

  addBarrier(feature) { this.barriers.push(feature); this.changed('barriers'); }
  removeBarrier(index) { this.barriers.splice(index, 1); this.changed('barriers'); }
  clearBarriers() { this.barriers = []; this.changed('barriers'); }

  setMode(mode) { this.mode = mode; this.changed('mode'); }

  /** The barriers as the FeatureCollection the solve request takes. */
  barrierCollection() { return { type: 'FeatureCollection', features: this.barriers }; }
}
