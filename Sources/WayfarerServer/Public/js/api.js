// The server's HTTP API (/api/v1): JSON requests, errors as ApiError with the server's code and message,
// and the job's Server-Sent Events stream.

const BASE = '/api/v1';

/** A failed request: `code` is the server's (OSRM-style) code, or 'Network' when the server is unreachable. */
export class ApiError extends Error {
  constructor(code, message, status = 0) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

async function request(path, { method = 'GET', body, signal } = {}) {
  let response;
  try {
    response = await fetch(BASE + path, {
      method,
      signal,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    if (error.name === 'AbortError') throw error;
    throw new ApiError('Network', 'Cannot reach the Wayfarer server.');
  }
  const text = await response.text();
  let json = null;
  try { json = text ? JSON.parse(text) : null; } catch { json = null; }
  if (!response.ok) {
    throw new ApiError(json?.code ?? `HTTP${response.status}`, json?.message ?? (text || response.statusText), response.status);
  }
  return json;
}

export const api = {
  health: () => request('/health'),
  countries: () => request('/countries'),
  dataset: () => request('/dataset'),
  network: (bbox, zoom, signal) => request(`/network?bbox=${bbox.map((v) => v.toFixed(5)).join(',')}&zoom=${Math.round(zoom)}`, { signal }),
  solve: (body) => request('/solve', { method: 'POST', body }),
  tour: (body) => request('/tours', { method: 'POST', body }),
  /** Points of interest: `query` is { bbox: [w, s, e, n] } or { near: [lon, lat], radius }, plus category, q, limit. */
  places: ({ bbox, near, radius, category, q, limit }, signal) => {
    const parameters = new URLSearchParams();
    if (bbox) parameters.set('bbox', bbox.map((v) => v.toFixed(5)).join(','));
    if (near) parameters.set('near', near.map((v) => v.toFixed(6)).join(','));
    if (radius) parameters.set('radius', String(Math.round(radius)));
    if (category?.length) parameters.set('category', category.join(','));
    if (q) parameters.set('q', q);
    if (limit) parameters.set('limit', String(limit));
    return request(`/places?${parameters}`, { signal });
  },
  /** Settlements, streets and places whose names start with the words of `q`, nearest to `near` first. */
  search: (q, near, signal) => request(`/search?q=${encodeURIComponent(q)}&limit=8${near ? `&near=${near.map((v) => v.toFixed(5)).join(',')}` : ''}`, { signal }),
  /** The street nearest to [lon, lat] for `profile` (OSRM nearest, searched up to 100 km so that a stop far from
   *  roads is answered too: its waypoint's `distance` says how far), to name a stop. */
  nearest: (profile, [lon, lat], signal) => fetch(`/nearest/v1/${profile}/${lon.toFixed(6)},${lat.toFixed(6)}?radiuses=unlimited`, { signal }).then((r) => r.json()),
  job: (id) => request(`/jobs/${encodeURIComponent(id)}`),
  cancel: (id) => request(`/jobs/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),

  /**
   * Follows a job's events: `handlers` has a function per event name — matrix, improved, phase (every job),
   * selected, planning, dropped (tours) — plus finished, failed and lost (the stream closed before the job
   * ended). Returns a function that stops listening.
   */
  events(id, handlers) {
    const source = new EventSource(`${BASE}/jobs/${encodeURIComponent(id)}/events`);
    let done = false;
    const finish = () => { done = true; source.close(); };
    const on = (name, handler) => source.addEventListener(name, (message) => {
      let data = null;
      try { data = JSON.parse(message.data); } catch { return; }
      handler?.(data);
    });
    for (const [name, handler] of Object.entries(handlers)) {
      if (!['finished', 'failed', 'lost'].includes(name)) on(name, handler);
    }
    on('finished', (data) => { finish(); handlers.finished?.(data); });
    on('failed', (data) => { finish(); handlers.failed?.(data); });
    source.addEventListener('error', () => {
      // EventSource reconnects by itself; when the server has closed the stream for good, ask for the job.
      if (!done && source.readyState === EventSource.CLOSED) { finish(); handlers.lost?.(); }
    });
    return finish;
  },

  /**
   * Submits a job with `submit()` and follows it until it ends: `handlers` as for `events`, where
   * `finished(document)` and `failed({ code, message })` also cover a refused request and a lost stream (the
   * job is then polled until it ends), plus `running()` when a job that waited in the queue starts.
   * `wanted()` says whether the page still waits for this job; one no longer wanted, or left by the page
   * going away, is cancelled. Resolves to { id, status ('queued' or 'running'), stop } (`stop` closes the
   * stream), or null when the request was refused or is no longer wanted.
   */
  async follow(submit, handlers, wanted = () => true) {
    let accepted;
    try {
      accepted = await submit();
    } catch (error) {
      handlers.failed?.({ code: error.code, message: error.message });
      return null;
    }
    const { id, status } = accepted ?? {};
    if (!wanted()) {
      api.cancel(id).catch(() => {});
      return null;
    }
    const poll = async () => {
      if (!wanted()) return;
      try {
        const doc = await api.job(id);
        if (doc?.status === 'failed') handlers.failed?.(doc.error ?? { code: 'NoRoute', message: 'The job failed.' });
        else if (doc?.status === 'finished' || doc?.status === 'cancelled') handlers.finished?.(doc);
        else setTimeout(poll, 500);
      } catch (error) {
        handlers.failed?.({ code: error.code, message: error.message });
      }
    };
    const { running, ...events } = handlers;
    // A queued job sends no event until it runs: its first event, or its document, says it started (once).
    let started = status !== 'queued';
    const begin = () => { if (!started) { started = true; running?.(); } };
    const waitInQueue = async () => {
      if (started || !wanted()) return;
      const doc = await api.job(id).catch(() => null);
      if (doc?.status === 'queued') setTimeout(waitInQueue, 1000);
      else if (doc?.status === 'running') begin();
    };
    if (!started) setTimeout(waitInQueue, 1000);
    const starting = Object.fromEntries(Object.entries(events).map(([name, handle]) => [name, (...values) => { begin(); return handle?.(...values); }]));
    // A beacon still goes out while the page unloads, so a reloaded or closed page does not keep a worker busy.
    const leave = () => navigator.sendBeacon(`${BASE}/jobs/${encodeURIComponent(id)}/cancel`);
    window.addEventListener('pagehide', leave);
    const close = api.events(id, { ...starting, lost: poll });
    return { id, status, stop: () => { window.removeEventListener('pagehide', leave); close(); } };
  },
};
