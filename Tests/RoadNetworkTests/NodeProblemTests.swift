import Foundation
import Testing
import RoadNetwork

/// A file whose roads use nodes it lacks, places off the Earth or gives twice — or gives a way twice — is read (the
/// roads cut there, the first of an id kept) and says so.
@Suite("Nodes and ways the file gets wrong")
struct NodeProblemTests {
    @Test("missing, off the Earth and repeated nodes are each counted in a line, and none becomes a road")
    func problemsAreSaid() throws {
        // One street of five nodes: node 3 is missing, node 4 lies at latitude 95, node 2 is given twice (the second
        // time 110 km away).
        let nodes = [(1, 35.900, 14.500), (2, 35.900, 14.501), (2, 36.900, 15.501), (4, 95.000, 14.503), (5, 35.900, 14.504),
                     (6, 35.900, 14.505)]
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<osm version=\"0.6\">\n"
        for (id, latitude, longitude) in nodes { xml += "<node id=\"\(id)\" lat=\"\(latitude)\" lon=\"\(longitude)\"/>\n" }
        xml += "<way id=\"1\"><nd ref=\"1\"/><nd ref=\"2\"/><nd ref=\"3\"/><nd ref=\"4\"/><nd ref=\"5\"/><nd ref=\"6\"/>"
            + "<tag k=\"highway\" v=\"residential\"/></way>\n</osm>\n"
        var lines: [String] = []
        let network = try Self.build(xml) { lines.append($0) }
        #expect(lines.contains("1 node the roads use not in the file (an extract cut at its edge?): the roads are cut there"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("1 node the roads use off the Earth") }, "\(lines)")
        #expect(lines.contains("1 repetition of node ids the roads use: the first of each id is kept"), "\(lines)")
        // What is left: 1–2 and 5–6, each a road of about 90 m; nothing reaches latitude 95 or the repeated node's place.
        #expect(network.graph.segmentCount == 2)
        let latitudes = network.graph.latitudeE7.map { Double($0) / 1e7 }
        #expect(latitudes.allSatisfy { abs($0 - 35.9) < 1e-6 }, "\(latitudes)")
    }

    @Test("a way given twice (files joined with their overlap) is one road, and the file says so")
    func repeatedWays() throws {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<osm version=\"0.6\">\n"
        for id in 1...4 { xml += "<node id=\"\(id)\" lat=\"35.9\" lon=\"\(14.5 + Double(id) * 0.001)\"/>\n" }
        let first = "<way id=\"1\"><nd ref=\"1\"/><nd ref=\"2\"/><nd ref=\"3\"/><tag k=\"highway\" v=\"residential\"/></way>\n"
        xml += first + "<way id=\"2\"><nd ref=\"3\"/><nd ref=\"4\"/><tag k=\"highway\" v=\"residential\"/></way>\n" + first + "</osm>\n"
        var lines: [String] = []
        let network = try Self.build(xml) { lines.append($0) }
        #expect(lines.contains("1 repetition of way ids (files joined with their overlap?): the first of each id is kept"), "\(lines)")
        // Two roads, 1–2–3 (node 2 joins nothing: no junction) and 3–4; not two copies of the first, cut at node 2.
        #expect(network.graph.segmentCount == 2)
    }

    /// The network of `xml`, read from a file as an import reads it.
    private static func build(_ xml: String, progress: (String) -> Void) throws -> RoadNetwork {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-nodes-\(UUID().uuidString).osm")
        try xml.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try RoadNetwork.build(from: url, profiles: [.car], progress: progress)
    }
}
