// Distances, durations and costs as people read them.

export function distance(metres) {
  if (!Number.isFinite(metres)) return '–';
  return metres >= 1000 ? `${(metres / 1000).toFixed(metres >= 100000 ? 0 : 1)} km` : `${Math.round(metres)} m`;
}

export function duration(seconds) {
  if (!Number.isFinite(seconds)) return '–';
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return `${Math.round(seconds)} s`;
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
}

/** A solver cost in the metric's unit (seconds or metres). */
export function cost(value, metric) {
  return metric === 'distance' ? distance(value) : duration(value);
}

/** Seconds with one decimal: "2.4 s". */
export function seconds(value) {
  return `${(Number.isFinite(value) ? value : 0).toFixed(1)} s`;
}
