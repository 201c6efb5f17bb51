/// The OpenAPI 3 description of every endpoint, served at `/api/v1/openapi.json`.
enum OpenAPIDocument {
    /// The document as UTF-8 JSON.
    static let bytes = Array(text.utf8)

    private static let text = #"""
    {
      "openapi": "3.0.3",
      "info": {"title": "Wayfarer", "version": "1.0.0",
               "description": "Route planning on OpenStreetMap streets, around barriers, in the best order. The OSRM v1 services answer in OSRM's JSON shape; the solve API runs jobs with live progress over Server-Sent Events."},
      "paths": {
        "/route/v1/{profile}/{coordinates}": {"get": {"summary": "Route through the coordinates in order (OSRM route service)", "operationId": "route",
          "parameters": [{"$ref": "#/components/parameters/profile"}, {"$ref": "#/components/parameters/coordinates"},
            {"$ref": "#/components/parameters/steps"}, {"$ref": "#/components/parameters/overview"}, {"$ref": "#/components/parameters/geometries"},
            {"$ref": "#/components/parameters/annotations"}, {"$ref": "#/components/parameters/radiuses"}, {"$ref": "#/components/parameters/language"}],
          "responses": {"200": {"description": "Routes and waypoints", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/RouteResponse"}}}},
                        "400": {"$ref": "#/components/responses/Error"}}}},
        "/trip/v1/{profile}/{coordinates}": {"get": {"summary": "Visit every coordinate in the best order (OSRM trip service; every roundtrip/source/destination combination)", "operationId": "trip",
          "parameters": [{"$ref": "#/components/parameters/profile"}, {"$ref": "#/components/parameters/coordinates"},
            {"$ref": "#/components/parameters/steps"}, {"$ref": "#/components/parameters/overview"}, {"$ref": "#/components/parameters/geometries"},
            {"$ref": "#/components/parameters/annotations"}, {"$ref": "#/components/parameters/radiuses"}, {"$ref": "#/components/parameters/language"},
            {"name": "roundtrip", "in": "query", "schema": {"type": "boolean", "default": true}},
            {"name": "source", "in": "query", "schema": {"type": "string", "enum": ["any", "first"], "default": "any"}},
            {"name": "destination", "in": "query", "schema": {"type": "string", "enum": ["any", "last"], "default": "any"}}],
          "responses": {"200": {"description": "The trip and the waypoints in input order", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/TripResponse"}}}},
                        "400": {"$ref": "#/components/responses/Error"}}}},
        "/table/v1/{profile}/{coordinates}": {"get": {"summary": "Durations and distances between coordinates (OSRM table service)", "operationId": "table",
          "parameters": [{"$ref": "#/components/parameters/profile"}, {"$ref": "#/components/parameters/coordinates"}, {"$ref": "#/components/parameters/radiuses"},
            {"name": "sources", "in": "query", "schema": {"type": "string"}, "description": "'all' or ';'-separated indices"},
            {"name": "destinations", "in": "query", "schema": {"type": "string"}, "description": "'all' or ';'-separated indices"},
            {"name": "annotations", "in": "query", "schema": {"type": "string", "enum": ["duration", "distance", "duration,distance"], "default": "duration"}}],
          "responses": {"200": {"description": "The table", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/TableResponse"}}}},
                        "400": {"$ref": "#/components/responses/Error"}}}},
        "/nearest/v1/{profile}/{coordinates}": {"get": {"summary": "The nearest road points (OSRM nearest service)", "operationId": "nearest",
          "parameters": [{"$ref": "#/components/parameters/profile"}, {"$ref": "#/components/parameters/coordinates"}, {"$ref": "#/components/parameters/radiuses"},
            {"name": "number", "in": "query", "schema": {"type": "integer", "minimum": 1, "default": 1}}],
          "responses": {"200": {"description": "Waypoints, nearest first", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/NearestResponse"}}}},
                        "400": {"$ref": "#/components/responses/Error"}}}},
        "/api/v1/solve": {"post": {"summary": "Start a solve job: best order of the stops, around barriers, with directions", "operationId": "solve",
          "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/SolveRequest"}}}},
          "responses": {"202": {"description": "The job was accepted", "content": {"application/json": {"schema": {"type": "object", "required": ["id", "status"],
            "properties": {"id": {"type": "string"}, "status": {"$ref": "#/components/schemas/JobStatus"}}}}}},
            "400": {"$ref": "#/components/responses/Error"}, "413": {"$ref": "#/components/responses/Error"}}}},
        "/api/v1/jobs/{id}": {
          "get": {"summary": "A job's status and, when done, its route, order, directions and summary", "operationId": "job",
            "parameters": [{"$ref": "#/components/parameters/jobID"}],
            "responses": {"200": {"description": "The job", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Job"}}}},
                          "404": {"$ref": "#/components/responses/Error"}}},
          "delete": {"summary": "Cancel a job, keeping the best order found so far", "operationId": "cancelJob",
            "parameters": [{"$ref": "#/components/parameters/jobID"}],
            "responses": {"200": {"description": "The job", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Job"}}}},
                          "404": {"$ref": "#/components/responses/Error"}}}},
        "/api/v1/jobs/{id}/events": {"get": {"summary": "A job's progress as Server-Sent Events: matrix, phase, improved (each with a GeoJSON LineString of the stops in order), then finished (the job document) or failed ({code, message}). A late subscriber first gets the current best.",
          "operationId": "jobEvents", "parameters": [{"$ref": "#/components/parameters/jobID"}],
          "responses": {"200": {"description": "The event stream", "content": {"text/event-stream": {"schema": {"type": "string"}}}},
                        "404": {"$ref": "#/components/responses/Error"}}}},
        "/api/v1/health": {"get": {"summary": "Status, map, profiles, languages, uptime and job counts", "operationId": "health",
          "responses": {"200": {"description": "Healthy", "content": {"application/json": {"schema": {"type": "object", "required": ["status", "map", "profiles", "uptime"],
            "properties": {"status": {"type": "string"}, "map": {"type": "string"}, "profiles": {"type": "array", "items": {"type": "string"}},
              "languages": {"type": "array", "items": {"type": "string"}}, "uptime": {"type": "number"},
              "jobs": {"type": "object", "properties": {"running": {"type": "integer"}, "queued": {"type": "integer"}, "finished": {"type": "integer"}}}}}}}}}}},
        "/api/v1/countries": {"get": {"summary": "The countries layer for the web map (GeoJSON FeatureCollection)", "operationId": "countries",
          "responses": {"200": {"description": "GeoJSON", "content": {"application/geo+json": {"schema": {"type": "object"}}}}}}},
        "/api/v1/openapi.json": {"get": {"summary": "This document", "operationId": "openapi",
          "responses": {"200": {"description": "OpenAPI 3", "content": {"application/json": {"schema": {"type": "object"}}}}}}},
        "/": {"get": {"summary": "The web page (static files)", "operationId": "index",
          "responses": {"200": {"description": "HTML", "content": {"text/html": {"schema": {"type": "string"}}}}}}}
      },
      "components": {
        "parameters": {
          "profile": {"name": "profile", "in": "path", "required": true, "schema": {"type": "string"}, "description": "A profile of the map (see /api/v1/health)"},
          "coordinates": {"name": "coordinates", "in": "path", "required": true, "schema": {"type": "string"}, "description": "lon,lat;lon,lat;… or polyline(…) or polyline6(…)"},
          "steps": {"name": "steps", "in": "query", "schema": {"type": "boolean", "default": false}},
          "overview": {"name": "overview", "in": "query", "schema": {"type": "string", "enum": ["simplified", "full", "false"], "default": "simplified"}},
          "geometries": {"name": "geometries", "in": "query", "schema": {"type": "string", "enum": ["polyline", "polyline6", "geojson"], "default": "polyline"}},
          "annotations": {"name": "annotations", "in": "query", "schema": {"type": "string", "default": "false"}, "description": "true, false, or a list of duration,distance,speed,weight"},
          "radiuses": {"name": "radiuses", "in": "query", "schema": {"type": "string"}, "description": "';'-separated metres or 'unlimited', one per coordinate"},
          "language": {"name": "language", "in": "query", "schema": {"type": "string", "enum": ["en", "uk"], "default": "en"}, "description": "Language of the steps' instruction text"},
          "jobID": {"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}
        },
        "responses": {
          "Error": {"description": "An OSRM-style error", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
        },
        "schemas": {
          "Error": {"type": "object", "required": ["code", "message"], "properties": {
            "code": {"type": "string", "enum": ["InvalidUrl", "InvalidService", "InvalidVersion", "InvalidOptions", "InvalidQuery", "InvalidValue", "NoSegment", "NoRoute", "NoTrips", "NoTable", "TooBig", "NotFound", "InternalError"]},
            "message": {"type": "string"}}},
          "Coordinate": {"type": "array", "items": {"type": "number"}, "minItems": 2, "maxItems": 2, "description": "[longitude, latitude]"},
          "Geometry": {"oneOf": [{"type": "string", "description": "encoded polyline"},
            {"type": "object", "required": ["type", "coordinates"], "properties": {"type": {"type": "string", "enum": ["LineString"]}, "coordinates": {"type": "array", "items": {"$ref": "#/components/schemas/Coordinate"}}}}]},
          "Waypoint": {"type": "object", "required": ["hint", "distance", "name", "location"], "properties": {
            "hint": {"type": "string"}, "distance": {"type": "number"}, "name": {"type": "string"}, "location": {"$ref": "#/components/schemas/Coordinate"},
            "trips_index": {"type": "integer"}, "waypoint_index": {"type": "integer"}, "nodes": {"type": "array", "items": {"type": "integer"}}}},
          "Intersection": {"type": "object", "required": ["location", "bearings", "entry"], "properties": {
            "location": {"$ref": "#/components/schemas/Coordinate"}, "bearings": {"type": "array", "items": {"type": "integer"}},
            "entry": {"type": "array", "items": {"type": "boolean"}}, "in": {"type": "integer"}, "out": {"type": "integer"}}},
          "Step": {"type": "object", "required": ["geometry", "maneuver", "mode", "driving_side", "name", "intersections", "weight", "duration", "distance", "instruction"], "properties": {
            "geometry": {"$ref": "#/components/schemas/Geometry"},
            "maneuver": {"type": "object", "required": ["location", "bearing_before", "bearing_after", "type"], "properties": {
              "location": {"$ref": "#/components/schemas/Coordinate"}, "bearing_before": {"type": "integer"}, "bearing_after": {"type": "integer"},
              "type": {"type": "string"}, "modifier": {"type": "string"}, "exit": {"type": "integer"}}},
            "mode": {"type": "string"}, "driving_side": {"type": "string"}, "name": {"type": "string"}, "ref": {"type": "string"},
            "intersections": {"type": "array", "items": {"$ref": "#/components/schemas/Intersection"}},
            "weight": {"type": "number"}, "duration": {"type": "number"}, "distance": {"type": "number"}, "instruction": {"type": "string"}}},
          "Leg": {"type": "object", "required": ["steps", "summary", "weight", "duration", "distance"], "properties": {
            "steps": {"type": "array", "items": {"$ref": "#/components/schemas/Step"}}, "summary": {"type": "string"},
            "weight": {"type": "number"}, "duration": {"type": "number"}, "distance": {"type": "number"},
            "annotation": {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "number"}}}}},
          "Route": {"type": "object", "required": ["legs", "weight_name", "weight", "duration", "distance"], "properties": {
            "geometry": {"$ref": "#/components/schemas/Geometry"}, "legs": {"type": "array", "items": {"$ref": "#/components/schemas/Leg"}},
            "weight_name": {"type": "string"}, "weight": {"type": "number"}, "duration": {"type": "number"}, "distance": {"type": "number"}}},
          "RouteResponse": {"type": "object", "required": ["code", "routes", "waypoints"], "properties": {"code": {"type": "string"},
            "routes": {"type": "array", "items": {"$ref": "#/components/schemas/Route"}}, "waypoints": {"type": "array", "items": {"$ref": "#/components/schemas/Waypoint"}}}},
          "TripResponse": {"type": "object", "required": ["code", "trips", "waypoints"], "properties": {"code": {"type": "string"},
            "trips": {"type": "array", "items": {"$ref": "#/components/schemas/Route"}}, "waypoints": {"type": "array", "items": {"$ref": "#/components/schemas/Waypoint"}}}},
          "TableResponse": {"type": "object", "required": ["code", "sources", "destinations"], "properties": {"code": {"type": "string"},
            "durations": {"type": "array", "items": {"type": "array", "items": {"type": "number", "nullable": true}}},
            "distances": {"type": "array", "items": {"type": "array", "items": {"type": "number", "nullable": true}}},
            "sources": {"type": "array", "items": {"$ref": "#/components/schemas/Waypoint"}}, "destinations": {"type": "array", "items": {"$ref": "#/components/schemas/Waypoint"}}}},
          "NearestResponse": {"type": "object", "required": ["code", "waypoints"], "properties": {"code": {"type": "string"},
            "waypoints": {"type": "array", "items": {"$ref": "#/components/schemas/Waypoint"}}}},
          "SolveRequest": {"type": "object", "required": ["stops"], "properties": {
            "profile": {"type": "string", "default": "car"}, "stops": {"type": "array", "items": {"$ref": "#/components/schemas/Coordinate"}, "minItems": 2},
            "barriers": {"type": "object", "description": "GeoJSON FeatureCollection: polygons, lines, and points buffered by their 'radius' property (metres, default 50)"},
            "findBestSequence": {"type": "boolean", "default": true}, "preserveFirstStop": {"type": "boolean", "default": false},
            "preserveLastStop": {"type": "boolean", "default": false}, "roundTrip": {"type": "boolean", "default": false},
            "metric": {"type": "string", "enum": ["time", "distance"], "default": "time"}, "timeLimit": {"type": "number", "default": 3},
            "language": {"type": "string", "enum": ["en", "uk"], "default": "en"}}},
          "JobStatus": {"type": "string", "enum": ["queued", "running", "finished", "failed", "cancelled"]},
          "Job": {"type": "object", "required": ["id", "status", "profile", "stops"], "properties": {
            "id": {"type": "string"}, "status": {"$ref": "#/components/schemas/JobStatus"}, "profile": {"type": "string"}, "stops": {"type": "integer"},
            "best": {"type": "object", "properties": {"order": {"type": "array", "items": {"type": "integer"}}, "cost": {"type": "number"}, "elapsed": {"type": "number"}, "phase": {"type": "string"}}},
            "order": {"type": "array", "items": {"type": "integer"}}, "route": {"$ref": "#/components/schemas/Route"},
            "directions": {"type": "array", "items": {"type": "object", "properties": {"leg": {"type": "integer"}, "step": {"type": "integer"}, "instruction": {"type": "string"},
              "type": {"type": "string"}, "modifier": {"type": "string"}, "exit": {"type": "integer"}, "name": {"type": "string"}, "distance": {"type": "number"},
              "duration": {"type": "number"}, "location": {"$ref": "#/components/schemas/Coordinate"}, "bbox": {"type": "array", "items": {"type": "number"}}}}},
            "summary": {"type": "object", "properties": {"distance": {"type": "number"}, "duration": {"type": "number"}, "matrixSeconds": {"type": "number"},
              "seconds": {"type": "number"}, "provenOptimal": {"type": "boolean"}, "cost": {"type": "number"}, "stopReason": {"type": "string"}}},
            "error": {"$ref": "#/components/schemas/Error"}}}
        }
      }
    }
    """#
}
