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
  job: (id) => request(`/jobs/${encodeURIComponent(id)}`),
  cancel: (id) => request(`/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  /**
   * Follows a job's events: `handlers` has matrix, improved, phase, finished, failed and lost (the stream
   * closed before the job ended). Returns a function that stops listening.
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
    on('matrix', handlers.matrix);
    on('improved', handlers.improved);
    on('phase', handlers.phase);
    on('finished', (data) => { finish(); handlers.finished?.(data); });
    on('failed', (data) => { finish(); handlers.failed?.(data); });
    source.addEventListener('error', () => {
      // EventSource reconnects by itself; when the server has closed the stream for good, ask for the job.
      if (!done && source.readyState === EventSource.CLOSED) { finish(); handlers.lost?.(); }
    });
    return finish;
  },
};
