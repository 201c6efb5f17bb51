import Foundation
import Testing
import RoadNetwork

/// A file whose roads use nodes it lacks, places off the Earth or gives twice is read — the roads cut there — and says so.
@Suite("Nodes the roads use that the file gets wrong")
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
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-nodes-\(UUID().uuidString).osm")
        try xml.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        var lines: [String] = []
        let network = try RoadNetwork.build(from: url, profiles: [.car]) { lines.append($0) }
        #expect(lines.contains("1 node the roads use not in the file (an extract cut at its edge?): the roads are cut there"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("1 node the roads use off the Earth") }, "\(lines)")
        #expect(lines.contains("1 repetition of node ids the roads use: the first of each id is kept"), "\(lines)")
        // What is left: 1–2 and 5–6, each a road of about 90 m; nothing reaches latitude 95 or the repeated node's place.
        #expect(network.graph.segmentCount == 2)
        let latitudes = network.graph.latitudeE7.map { Double($0) / 1e7 }
        #expect(latitudes.allSatisfy { abs($0 - 35.9) < 1e-6 }, "\(latitudes)")
    }
}
