import Foundation
import Testing
@testable import Geo

@Suite struct GeoJSONTests {
    static let square = [[0.0, 0], [10, 0], [10, 10], [0, 10], [0, 0]].map { Position(longitude: $0[0], latitude: $0[1]) }
    static let hole = [[3.0, 3], [3, 7], [7, 7], [7, 3], [3, 3]].map { Position(longitude: $0[0], latitude: $0[1]) }
    static let geometries: [Geometry] = [
        .point(Position(longitude: 30.5, latitude: 50.4, altitude: 179)),
        .multiPoint([Position(Places.kyiv), Position(Places.lviv)]),
        .lineString([Position(Places.kyiv), Position(Places.lviv), Position(Places.warsaw)]),
        .multiLineString([[Position(Places.kyiv), Position(Places.lviv)], [Position(c(0, 0)), Position(c(1, 1))]]),
        .polygon([square, hole]),
        .multiPolygon([[square], [hole]]),
        .geometryCollection([.point(Position(c(1, 2))), .polygon([square]), .geometryCollection([])]),
    ]

    @Test(arguments: geometries)
    func geometryRoundTrips(geometry: Geometry) throws {
        let data = try GeoJSON.geometry(geometry).encoded()
        #expect(try GeoJSON(data: data) == .geometry(geometry))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"type\":\"\(geometry.typeName)\""))
    }

    @Test func featureCollectionRoundTrips() throws {
        let collection = FeatureCollection(
            features: [
                Feature(id: "UKR", geometry: .polygon([Self.square]),
                        properties: ["name": "Україна & <co>", "pop": 41.2, "tags": [true, nil, 3]],
                        bbox: BoundingBox(south: 0, west: 0, north: 10, east: 10)),
                Feature(id: 7, geometry: nil),
            ],
            bbox: BoundingBox(south: -10, west: 170, north: 10, east: -170))
        let data = try GeoJSON.featureCollection(collection).encoded(prettyPrinted: true)
        let back = try GeoJSON(data: data)
        #expect(back == .featureCollection(collection))
        #expect(back.features[0].properties["name"]?.stringValue == "Україна & <co>")
        #expect(back.features[1].properties.isNull && back.features[1].geometry == nil)
    }

    @Test("positions are written to seven decimals: a point computed on a segment carries no fifteen")
    func positionsToSevenDecimals() throws {
        let computed = Position(longitude: -54.5958 + 1.0 / 3_000_000, latitude: -20.434 - 2.0 / 3_000_000, altitude: 512.25)
        let text = String(decoding: try GeoJSON.geometry(.point(computed)).encoded(), as: UTF8.self)
        #expect(text.contains("[-54.5957997,-20.4340007,512.25]"), "\(text)")
    }

    @Test func encodingClosesRings() throws {
        let open = Array(Self.square.dropLast())
        let data = try GeoJSON.geometry(.polygon([open])).encoded()
        #expect(try GeoJSON(data: data) == .geometry(.polygon([Self.square])))
    }

    @Test func acceptsUnclosedInputFromPolygonsAndConvertsBack() throws {
        let polygon = try Polygon(outer: [c(0, 0), c(0, 1), c(1, 1)], holes: [])
        let geometry = Geometry(polygon)
        #expect(try geometry.polygons() == [polygon])
        #expect(try Geometry(MultiPolygon([polygon, polygon])).polygons().count == 2)
        #expect(try Geometry.point(Position(c(0, 0))).polygons().isEmpty)
        #expect(geometry.boundingBox == BoundingBox(south: 0, west: 0, north: 1, east: 1))
        #expect(Geometry.multiPoint([]).boundingBox == nil)
    }

    static func error(_ json: String) -> String? {
        do {
            _ = try GeoJSON(data: Data(json.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    static let badDocuments: [(String, String)] = [
        (#"{"type":"Circle","coordinates":[0,0]}"#, #"unknown type "Circle""#),
        (#"{"type":"Point","coordinates":[1]}"#, "has 1 number;"),
        (#"{"type":"Point","coordinates":[1,2,3,4]}"#, "has 4 numbers"),
        (#"{"type":"Point","coordinates":[30,95]}"#, "latitude 95.0 in the document is outside"),
        (#"{"type":"Point"}"#, #"no "coordinates" member"#),
        (#"{"coordinates":[0,0]}"#, #"no "type" member"#),
        (#"{"type":"Point","coordinates":"here"}"#, #""coordinates" of the document must be a position"#),
        (#"{"type":"LineString","coordinates":[[0,0]]}"#, "at least 2"),
        (#"{"type":"Polygon","coordinates":[[[0,0],[1,0],[0,0]]]}"#, "polygon ring 0 of the document has 3 positions"),
        (#"{"type":"Point","coordinates":[0,0],"bbox":[1,2,3]}"#, "bbox [1, 2, 3]"),
        (#"{"type":"Feature","id":true,"geometry":null,"properties":{}}"#, #""id" of the document must be a string"#),
        (#"{"type":"FeatureCollection","features":[{"type":"Point","coordinates":[0,0]}]}"#, #"type "Point" where a Feature"#),
        (#"{"type":"FeatureCollection","features":[1]}"#, "feature 0 must be a Feature object"),
        (#"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":[null]}]}"#, #""properties" of feature 0 must be an object or null"#),
        (#"{"type":"Point","coordinates":[0,0]"#, "invalid GeoJSON"),
        ("not json", "invalid GeoJSON"),
        (#"{"type":"Point","coordinates":[1e999,0]}"#, "GeoJSON"),
        (#"[]"#, "must be a GeoJSON object"),
    ]

    @Test(arguments: badDocuments)
    func errorsSayWhatIsWrong(json: String, message: String) {
        let description = Self.error(json)
        #expect(description?.contains(message) == true, "\(description ?? "no error")")
    }

    @Test func ringThatDoesNotCloseNamesFeatureAndRing() {
        let good = #"{"type":"Feature","geometry":{"type":"Point","coordinates":[0,0]},"properties":null}"#
        let bad = #"{"type":"Feature","geometry":{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,1]]]},"properties":{}}"#
        let json = #"{"type":"FeatureCollection","features":[\#(good),\#(good),\#(good),\#(bad)]}"#
        #expect(Self.error(json) == "polygon ring 0 of feature 3 does not close: first [0, 0] ≠ last [0, 1]; "
            + "repeat the first position at the end")
        let multi = #"{"type":"GeometryCollection","geometries":[{"type":"Point","coordinates":[0,0]},"#
            + #"{"type":"MultiPolygon","coordinates":[[[[0,0],[1,0],[1,1],[0,0]]],[[[0,0],[1,0],[1,1],[0,0]],[[0,0],[1,0],[1,1]]]]}]}"#
        #expect(Self.error(multi)?.hasPrefix("ring 1 of polygon 1 of geometry 1 has 3 positions") == true)
    }

    @Test func jsonValueKeepsTypes() throws {
        let json = #"{"a":null,"b":true,"c":1.5,"d":"x","e":[1,"2"],"f":{"g":false}}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        #expect(value == ["a": nil, "b": true, "c": 1.5, "d": "x", "e": [1, "2"], "f": ["g": false]])
        #expect(value["b"]?.boolValue == true && value["c"]?.doubleValue == 1.5 && value["zz"] == nil)
        let again = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        #expect(again == value)
    }
}
