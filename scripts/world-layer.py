#!/usr/bin/env python3
"""Writes the web map's bundled world layer, Sources/WayfarerServer/Public/world.geojson, from Natural Earth's
1:110m admin-0 countries (public domain, https://www.naturalearthdata.com): per country its name, ISO code and
box, and its outline with coordinates rounded to 0.01° (about 1 km, finer than the 1:110m source) and repeated
points dropped. Usage: scripts/world-layer.py [ne_110m_admin_0_countries.geojson]
(default: $WAYFARER_DATA or ../shared/data, then world/ne_110m_admin_0_countries.geojson)."""
import json, os, sys

here = os.path.dirname(os.path.abspath(__file__))
data = os.environ.get("WAYFARER_DATA", os.path.join(here, "..", "..", "shared", "data"))
source = sys.argv[1] if len(sys.argv) > 1 else os.path.join(data, "world", "ne_110m_admin_0_countries.geojson")
target = os.path.join(here, "..", "Sources", "WayfarerServer", "Public", "world.geojson")

def ring(points):
    out = []
    for lon, lat in points:
        p = [round(lon, 2), round(lat, 2)]
        if not out or out[-1] != p:
            out.append(p)
    return out if len(out) >= 4 else None

def polygon(rings):
    kept = [r for r in (ring(r) for r in rings) if r]
    return kept if kept else None

features = []
for f in json.load(open(source))["features"]:
    g, p = f["geometry"], f["properties"]
    if g["type"] == "Polygon":
        parts = [polygon(g["coordinates"])]
    else:
        parts = [polygon(poly) for poly in g["coordinates"]]
    parts = [x for x in parts if x]
    if not parts:
        continue
    geometry = {"type": "Polygon", "coordinates": parts[0]} if len(parts) == 1 else {"type": "MultiPolygon", "coordinates": parts}
    features.append({"type": "Feature", "bbox": [round(v, 2) for v in f.get("bbox", [])] or None,
                     "properties": {"name": p.get("NAME") or p.get("ADMIN"), "iso": p.get("ISO_A3_EH") or p.get("ADM0_A3")},
                     "geometry": geometry})
document = {"type": "FeatureCollection",
            "attribution": "Made with Natural Earth (public domain), 1:110m admin-0 countries",
            "features": features}
with open(target, "w") as out:
    json.dump(document, out, separators=(",", ":"), ensure_ascii=False)
print(f"{target}: {len(features)} countries, {os.path.getsize(target)} bytes")
