// Decodes a Mapbox Vector Tile (protocol buffers, version 2): layers of features with attributes and paths in
// tile units (0…extent). Only what the basemap draws: string and integer values, points, lines, polygons.

class Reader {
  constructor(bytes, start = 0, end = bytes.length) { this.bytes = bytes; this.pos = start; this.end = end; }
  get more() { return this.pos < this.end; }
  varint() {
    let value = 0; let shift = 0; let byte;
    do {
      if (this.pos >= this.end) throw new Error('truncated vector tile');
      byte = this.bytes[this.pos++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte >= 0x80);
    return value;
  }
  /** The next field: [number, wire type]. */
  key() { const key = this.varint(); return [Math.floor(key / 8), key & 7]; }
  /** A length-delimited field as a sub-reader. */
  sub() { const length = this.varint(); const r = new Reader(this.bytes, this.pos, this.pos + length); this.pos += length; return r; }
  string() { const r = this.sub(); return new TextDecoder().decode(this.bytes.subarray(r.pos, r.end)); }
  packed() { const r = this.sub(); const values = []; while (r.more) values.push(r.varint()); return values; }
  skip(type) {
    if (type === 0) this.varint();
    else if (type === 1) this.pos += 8;
    else if (type === 2) { const length = this.varint(); this.pos += length; }
    else if (type === 5) this.pos += 4;
    else throw new Error(`unknown wire type ${type}`);
  }
}

function value(reader) {
  let result = null;
  while (reader.more) {
    const [field, type] = reader.key();
    if (field === 1 && type === 2) result = reader.string();
    else if ((field === 4 || field === 5) && type === 0) result = reader.varint();
    else if (field === 6 && type === 0) { const v = reader.varint(); result = v % 2 ? -(v + 1) / 2 : v / 2; }
    else if (field === 7 && type === 0) result = reader.varint() !== 0;
    else reader.skip(type);
  }
  return result;
}

/** Paths of a geometry command stream: each an array of [x, y]. */
function paths(commands) {
  const result = []; let x = 0; let y = 0; let current = null;
  for (let i = 0; i < commands.length;) {
    const id = commands[i] & 7; const count = commands[i] >> 3; i += 1;
    if (id === 7) { current = null; continue; }
    for (let n = 0; n < count; n += 1) {
      const dx = commands[i]; const dy = commands[i + 1]; i += 2;
      x += (dx >>> 1) ^ -(dx & 1); y += (dy >>> 1) ^ -(dy & 1);
      if (id === 1) { current = [[x, y]]; result.push(current); } else current?.push([x, y]);
    }
  }
  return result;
}

/** { layerName: { extent, features: [{ type, properties, paths }] } } of a tile's bytes. */
export function decodeTile(buffer) {
  const bytes = new Uint8Array(buffer);
  const tile = new Reader(bytes);
  const layers = {};
  while (tile.more) {
    const [field, type] = tile.key();
    if (field !== 3 || type !== 2) { tile.skip(type); continue; }
    const r = tile.sub();
    const layer = { name: '', extent: 4096, features: [] }; const keys = []; const values = []; const raw = [];
    while (r.more) {
      const [f, t] = r.key();
      if (f === 1) layer.name = r.string();
      else if (f === 2) raw.push(r.sub());
      else if (f === 3) keys.push(r.string());
      else if (f === 4) values.push(value(r.sub()));
      else if (f === 5) layer.extent = r.varint();
      else r.skip(t);
    }
    for (const fr of raw) {
      const feature = { type: 0, properties: {}, paths: [] };
      while (fr.more) {
        const [f, t] = fr.key();
        if (f === 2) { const tags = fr.packed(); for (let i = 0; i + 1 < tags.length; i += 2) feature.properties[keys[tags[i]]] = values[tags[i + 1]]; }
        else if (f === 3) feature.type = fr.varint();
        else if (f === 4) feature.paths = paths(fr.packed());
        else fr.skip(t);
      }
      layer.features.push(feature);
    }
    layers[layer.name] = layer;
  }
  return layers;
}
