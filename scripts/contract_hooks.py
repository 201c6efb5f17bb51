"""schemathesis hooks (loaded through schemathesis.toml): the rules of the API that JSON Schema cannot state.

The OpenAPI document gives every value's type, pattern and range; a few rules tie one value to another, and the
document says them in words only (and the server answers 400 naming the value):
  - radiuses: one value, or one per coordinate; bearings, approaches and timestamps: one per coordinate;
  - sources and destinations: indices of the coordinates; waypoints: ascending from the first to the last;
  - timestamps: non-decreasing;
  - isochrone: contours_minutes or contours_meters (one of the two), each contour once;
  - GeoJSON polygons: each ring closes (its last position repeats the first);
  - places: bbox or near, not both; radius only with near;
  - tours: targetDistance (5000 m when not given) at most maxDistance.
Schema-valid data that breaks one of them is not valid data, so a positive case (one the server must accept) is
brought in line with them here, the way a client would send it. Negative cases are left exactly as generated: they
must still be rejected.
"""

import copy
import json
from urllib.parse import unquote

import schemathesis
from schemathesis import GenerationMode

PER_COORDINATE = ("bearings", "approaches", "timestamps")


@schemathesis.hook
def map_case(context, case):
    meta = case.meta
    if meta is None or meta.generation.mode != GenerationMode.POSITIVE:
        return case
    # The generator keeps its values to shrink them later: repair copies.
    case.body = copy.deepcopy(case.body)
    case.query = copy.deepcopy(case.query)
    if isinstance(case.body, dict):
        _repair_geometry(case.body)
        if "coordinates" in case.body and isinstance(case.body["coordinates"], list):
            _repair_options(case.body, len(case.body["coordinates"]))
        if "/tours" in case.path:
            _repair_tour(case.body)
    if case.query:
        count = _coordinate_count(case.path_parameters or {})
        if count is not None:
            _repair_options(case.query, count)
        if "barriers" in case.query:
            case.query["barriers"] = _repaired_json(case.query["barriers"])
        if case.path == "/api/v1/places" and case.query.get("bbox") and case.query.get("near"):
            del case.query["near"]
        if case.path == "/api/v1/places" and case.query.get("radius") not in (None, "") and not case.query.get("near"):
            del case.query["radius"]
    if "/isochrone/" in case.path:
        _repair_contours(case.body if isinstance(case.body, dict) and "coordinates" in case.body else case.query)
    return case


def _coordinate_count(path_parameters):
    if "coordinate" in path_parameters:
        return 1
    text = path_parameters.get("coordinates")
    # Some phases hand the path's values over already percent-encoded.
    return len(unquote(text).split(";")) if isinstance(text, str) and text else None


def _repair_options(options, count):
    """Per-coordinate lists sized to `count`, indices within it, waypoints from the first to the last.

    A list is a JSON array in a body and ';'-separated text in a query (a body may use either)."""
    def items(name):
        value = options.get(name)
        if value is None or value == "":
            return None
        return value if isinstance(value, list) else str(value).split(";")

    def store(name, values):
        options[name] = values if isinstance(options[name], list) else ";".join(str(v) for v in values)

    def sized(values):
        return (values * count)[:count] if values else values

    radiuses = items("radiuses")
    if radiuses and len(radiuses) not in (1, count):
        store("radiuses", sized(radiuses))
    for name in PER_COORDINATE:
        values = items(name)
        if values and len(values) != count:
            store(name, sized(values))
    timestamps = items("timestamps")
    if timestamps:
        store("timestamps", sorted(timestamps, key=float))
    for name in ("sources", "destinations"):
        values = items(name)
        if values and values != ["all"]:
            store(name, [int(v) % count for v in values])
    waypoints = items("waypoints")
    if waypoints:
        store("waypoints", sorted({0, count - 1} | {int(v) % count for v in waypoints}))


def _repair_contours(options):
    if options is None:
        return
    if not options.get("contours_minutes") and not options.get("contours_meters"):
        options["contours_minutes"] = [10] if "coordinates" in options else "10"
    for name in ("contours_minutes", "contours_meters"):
        value = options.get(name)
        if isinstance(value, list):
            options[name] = [v for i, v in enumerate(value) if v not in value[:i]]
        elif isinstance(value, str) and value:
            parts = value.split(",")
            options[name] = ",".join(p for i, p in enumerate(parts) if p not in parts[:i])


def _repair_tour(body):
    maximum, target = body.get("maxDistance"), body.get("targetDistance")
    if maximum is None:
        maximum = 8000
    if isinstance(maximum, (int, float)) and isinstance(target, (int, float)) and target > maximum:
        body["targetDistance"] = maximum


def _repaired_json(value):
    if isinstance(value, str):
        try:
            document = json.loads(value)
        except ValueError:
            return value
        _repair_geometry(document)
        return json.dumps(document)
    _repair_geometry(value)
    return value


def _repair_geometry(value):
    """Closes every ring of every Polygon and MultiPolygon anywhere inside `value`."""
    if isinstance(value, list):
        for item in value:
            _repair_geometry(item)
        return
    if not isinstance(value, dict):
        return
    kind, coordinates = value.get("type"), value.get("coordinates")
    if kind == "Polygon" and isinstance(coordinates, list):
        _close_rings(coordinates)
    elif kind == "MultiPolygon" and isinstance(coordinates, list):
        for polygon in coordinates:
            if isinstance(polygon, list):
                _close_rings(polygon)
    for key, item in value.items():
        if key != "coordinates":
            _repair_geometry(item)


def _close_rings(rings):
    for ring in rings:
        if isinstance(ring, list) and len(ring) >= 2 and ring[-1] != ring[0]:
            ring[-1] = ring[0]
