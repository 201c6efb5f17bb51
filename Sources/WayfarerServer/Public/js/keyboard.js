// Keyboard shortcuts for the main actions (listed in the help popover).

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** Binds `actions` (route, stops, barriers, remove, search, escape, zoomIn, zoomOut, fit, help) to their keys. */
export function bindKeys(actions) {
  document.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape') { actions.escape(); return; }
    if (TYPING.has(event.target.tagName)) return;
    const action = {
      r: actions.route, R: actions.route,
      s: actions.stops, S: actions.stops,
      b: actions.barriers, B: actions.barriers,
      '+': actions.zoomIn, '=': actions.zoomIn,
      '-': actions.zoomOut, _: actions.zoomOut,
      f: actions.fit, F: actions.fit,
      '?': actions.help,
      Delete: actions.remove, Backspace: actions.remove,
      '/': actions.search,
    }[event.key];
    if (action) { event.preventDefault(); action(); }
  });
}
