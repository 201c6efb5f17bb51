// The result as files, made in the browser and downloaded through a Blob link: GeoJSON and GPX 1.1.

const escapeXML = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }[c]));

/** A FeatureCollection: the route line (distance, duration) and the stops in visiting order. */
export function routeGeoJSON(route, stops) {
  const features = [{
    type: 'Feature',
    geometry: route.geometry,
    properties: { distance: route.distance, duration: route.duration },
  }];
  stops.forEach((stop, index) => features.push({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: stop.lonLat },
    properties: { stop: index + 1, name: stop.name ?? `Stop ${index + 1}` },
  }));
  return JSON.stringify({ type: 'FeatureCollection', features }, null, 1);
}

/** GPX 1.1: the stops as waypoints and the route as a track. */
export function routeGPX(route, stops) {
  const wpts = stops.map((stop, index) => `  <wpt lat="${stop.lonLat[1]}" lon="${stop.lonLat[0]}"><name>${escapeXML(stop.name ?? `Stop ${index + 1}`)}</name></wpt>`);
  const trkpts = (route.geometry?.coordinates ?? []).map(([lon, lat]) => `      <trkpt lat="${lat}" lon="${lon}"/>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Wayfarer" xmlns="http://www.topografix.com/GPX/1/1">',
    ...wpts, '  <trk><name>Route</name><trkseg>', ...trkpts, '  </trkseg></trk>', '</gpx>', ''].join('\n');
}

/** Saves `text` as a file called `name`. */
export function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
