import Foundation
import Geo
import RoadNetwork
import Routing

/// A small hand-written OSM map for tests: a grid of nodes 0.001° apart (≈ 111 m north–south, ≈ 80 m
/// east–west at 45°N), ways and relations with the tags a test needs, written as OSM XML and imported.
public struct TestMap {
    public static let origin = (latitude: 45.0, longitude: 7.0)
    /// This map's grid point (0, 0).
    public let origin: (latitude: Double, longitude: Double)
    private var nodes: [(id: Int, latitude: Double, longitude: Double, tags: [String: String])] = []
    private var ways: [(id: Int, nodes: [Int], tags: [String: String])] = []
    private var relations: [(id: Int, members: [(type: String, ref: Int, role: String)], tags: [String: String])] = []

    /// An empty map whose grid starts at ``origin`` (45° N, 7° E) or at `origin`.
    public init(origin: (latitude: Double, longitude: Double) = TestMap.origin) {
        self.origin = origin
    }

    /// The id of the grid node in `row`, `column` (created on first use).
    public mutating func node(_ row: Int, _ column: Int, tags: [String: String] = [:]) -> Int {
        let id = 1000 + row * 100 + column
        if let index = nodes.firstIndex(where: { $0.id == id }) {
            if !tags.isEmpty { nodes[index].tags = tags }
        } else {
            let point = coordinate(Double(row), Double(column))
            nodes.append((id, point.latitude, point.longitude, tags))
        }
        return id
    }

    /// The coordinate of grid point (`row`, `column`) of a map at the default origin, optionally nudged.
    public static func coordinate(_ row: Double, _ column: Double) -> Coordinate {
        TestMap().coordinate(row, column)
    }

    /// The coordinate of this map's grid point (`row`, `column`); longitudes past 180° wrap to the west.
    public func coordinate(_ row: Double, _ column: Double) -> Coordinate {
        let longitude = origin.longitude + column * 0.001
        return Coordinate(latitude: origin.latitude + row * 0.001, longitude: longitude > 180 ? longitude - 360 : longitude)
    }

    /// Adds a way through grid points.
    public mutating func way(_ id: Int, _ points: [(Int, Int)], tags: [String: String]) {
        let ids = points.map { node($0.0, $0.1) }
        ways.append((id, ids, tags))
    }

    /// Adds a relation.
    public mutating func relation(_ id: Int, members: [(type: String, ref: Int, role: String)], tags: [String: String]) {
        relations.append((id, members, tags))
    }

    /// Adds a full grid of residential streets, rows × columns, way ids from `firstID`.
    public mutating func grid(rows: Int, columns: Int, firstID: Int = 1, highway: String = "residential") {
        var id = firstID
        for r in 0..<rows {
            way(id, (0..<columns).map { (r, $0) }, tags: ["highway": highway, "name": "Row \(r)"]); id += 1
        }
        for c in 0..<columns {
            way(id, (0..<rows).map { ($0, c) }, tags: ["highway": highway, "name": "Column \(c)"]); id += 1
        }
    }

    /// The map as OSM XML.
    public var xml: String {
        func attributes(_ tags: [String: String]) -> String {
            tags.sorted { $0.key < $1.key }.map { "    <tag k=\"\($0.key)\" v=\"\($0.value)\"/>\n" }.joined()
        }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<osm version=\"0.6\">\n"
        for node in nodes {
            text += "  <node id=\"\(node.id)\" lat=\"\(node.latitude)\" lon=\"\(node.longitude)\">\n\(attributes(node.tags))  </node>\n"
        }
        for way in ways {
            text += "  <way id=\"\(way.id)\">\n" + way.nodes.map { "    <nd ref=\"\($0)\"/>\n" }.joined() + attributes(way.tags) + "  </way>\n"
        }
        for relation in relations {
            text += "  <relation id=\"\(relation.id)\">\n"
                + relation.members.map { "    <member type=\"\($0.type)\" ref=\"\($0.ref)\" role=\"\($0.role)\"/>\n" }.joined()
                + attributes(relation.tags) + "  </relation>\n"
        }
        return text + "</osm>\n"
    }

    /// Writes the map, imports it with all profiles, and returns a router (customizing the distance metric at once
    /// when asked, else when first queried).
    public func router(customizingDistance: Bool = false) throws -> Router {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-test-\(UUID().uuidString).osm")
        try xml.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return Router(network: try RoadNetwork.build(from: url), customizingDistance: customizingDistance)
    }
}
