// Distances, durations and costs as people read them, in the interface's language.

import { t } from './i18n.js';

export function distance(metres) {
  if (!Number.isFinite(metres)) return '–';
  return metres >= 1000 ? `${(metres / 1000).toFixed(metres >= 100000 ? 0 : 1)} ${t('unit.km')}` : `${Math.round(metres)} ${t('unit.m')}`;
}

export function duration(seconds) {
  if (!Number.isFinite(seconds)) return '–';
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return `${Math.round(seconds)} ${t('unit.s')}`;
  return minutes >= 60 ? `${Math.floor(minutes / 60)} ${t('unit.h')} ${minutes % 60} ${t('unit.min')}` : `${minutes} ${t('unit.min')}`;
}

/** A solver cost in the metric's unit (seconds or metres). */
export function cost(value, metric) {
  return metric === 'distance' ? distance(value) : duration(value);
}

/** Seconds with one decimal ("2.4 s"), or milliseconds under a second ("180 ms") when `fine`. */
export function seconds(value, fine = false) {
  const v = Number.isFinite(value) ? value : 0;
  return fine && v < 1 ? `${Math.round(v * 1000)} m${t('unit.s')}` : `${v.toFixed(1)} ${t('unit.s')}`;
}
