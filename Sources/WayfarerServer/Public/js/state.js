// What the user has set up: stops, barriers and the click mode, with change notifications.

export class TripState extends EventTarget {
  constructor() {
    super();
    /** Stops in input order: { lonLat: [lon, lat], cityId?, name? }. */
    this.stops = [];
    /** Barrier features (GeoJSON): Points with properties.radius, and Polygons. */
    this.barriers = [];
    /** 'stops' or 'barriers': what a click on the map adds. */
    this.mode = 'stops';
  }

  changed(what) { this.dispatchEvent(new Event(what)); }

  addStop(stop) { this.stops.push(stop); this.changed('stops'); }
  moveStop(index, lonLat) { this.stops[index] = { ...this.stops[index], lonLat, cityId: undefined }; this.changed('stops'); }
  removeStop(index) { this.stops.splice(index, 1); this.changed('stops'); }
  clearStops() { this.stops = []; this.changed('stops'); }

  addBarrier(feature) { this.barriers.push(feature); this.changed('barriers'); }
  clearBarriers() { this.barriers = []; this.changed('barriers'); }

  setMode(mode) { this.mode = mode; this.changed('mode'); }

  /** The barriers as the FeatureCollection the solve request takes. */
  barrierCollection() { return { type: 'FeatureCollection', features: this.barriers }; }
}
