// Small helpers to create SVG elements and path data.

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** Creates an SVG element with attributes, appended to `parent` when given. */
export function el(name, attributes = {}, parent = null) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null) node.setAttribute(key, String(value));
  }
  if (parent) parent.appendChild(node);
  return node;
}

/** Rounds to two decimals: enough for pixels, short in the DOM. */
export const round2 = (n) => Math.round(n * 100) / 100;

/** Path data of a polyline through projected points [[x, y], …]; '' for fewer than two points. */
export function linePath(points) {
  if (points.length < 2) return '';
  let d = `M${round2(points[0][0])} ${round2(points[0][1])}`;
  for (let i = 1; i < points.length; i += 1) d += `L${round2(points[i][0])} ${round2(points[i][1])}`;
  return d;
}

/** Path data of a closed ring; '' for fewer than three points. */
export function ringPath(points) {
  return points.length < 3 ? '' : `${linePath(points)}Z`;
}

/** A `<title>` child (a native tooltip) with `text`. */
export function title(node, text) {
  el('title', {}, node).textContent = text;
  return node;
}
