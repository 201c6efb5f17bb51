import Geo
import RoadNetwork
import Routing
import TestSupport
import Testing

/// `nearest`: the road pieces closest to a point, with the OSM nodes at their ends.
@Suite("Nearest road pieces")
struct NearestTests {
    /// Row 0 runs (0,0)–(0,1)–(0,2)–(0,3); columns 1 and 2 cross it, so (0,1) and (0,2) are junctions and
    /// the piece between them has exactly those two nodes at its ends.
    static func crossing() -> (map: TestMap, ends: [Int64]) {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 1), (0, 2), (0, 3)], tags: ["highway": "residential", "name": "Row"])
        map.way(2, [(-1, 1), (0, 1), (1, 1)], tags: ["highway": "residential"])
        map.way(3, [(-1, 2), (0, 2), (1, 2)], tags: ["highway": "residential"])
        return (map, [Int64(map.node(0, 1)), Int64(map.node(0, 2))])
    }

    @Test("the nearest piece names the OSM nodes at its ends, in the way's order")
    func nodesOfTheNearestPiece() throws {
        let (map, ends) = Self.crossing()
        let router = try map.router()
        let nearest = try router.nearest(TestMap.coordinate(0.1, 1.5), profile: "car")
        #expect(nearest.first?.name == "Row")
        #expect(nearest.first?.nodes == ends)
    }

    @Test("between junctions, the nearest segment is the stretch between the two OSM nodes the point lies between")
    func nodesOfAStretchBetweenJunctions() throws {
        var map = TestMap()
        map.way(1, [(3, 0), (3, 1), (3, 2), (3, 3)], tags: ["highway": "residential", "name": "Bend"])
        let router = try map.router()
        for (column, ends) in [(0.5, (0, 1)), (1.5, (1, 2)), (2.9, (2, 3))] {
            let nearest = try router.nearest(TestMap.coordinate(3.1, column), profile: "car")
            #expect(nearest.first?.nodes == [Int64(map.node(3, ends.0)), Int64(map.node(3, ends.1))], "at column \(column)")
        }
    }

    @Test("nearest leaves out the classes of road a request excludes")
    func excludedClassesAreNotNearest() throws {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 3)], tags: ["highway": "motorway", "name": "Fast"])
        map.way(2, [(1, 0), (1, 3)], tags: ["highway": "residential", "name": "Slow"])
        let router = try map.router()
        let near = TestMap.coordinate(0.1, 1.5)
        #expect(try router.nearest(near, profile: "car").first?.name == "Fast")
        #expect(try router.nearest(near, profile: "car", exclude: .motorway).first?.name == "Slow")
    }

    @Test("point node ids survive the map file, one per point, junctions sharing theirs")
    func idsRoundTrip() throws {
        let router = try Self.crossing().map.router()
        let sections = router.network.mapSections().encoded()
        let reloaded = try RoadNetwork(sections: sections)
        let graph = reloaded.graph
        #expect(graph.pointNode == router.network.graph.pointNode)
        #expect(graph.pointNode.count == graph.latitudeE7.count)
        var junctionIDs: [Int: Int64] = [:]
        for s in 0 ..< graph.segmentCount {
            let ends = (first: graph.pointNode[Int(graph.firstPoint[s])], last: graph.pointNode[Int(graph.firstPoint[s + 1]) - 1])
            for (junction, id) in [(Int(graph.segmentFrom[s]), ends.first), (Int(graph.segmentTo[s]), ends.last)] {
                #expect(junctionIDs[junction, default: id] == id)
                junctionIDs[junction] = id
            }
        }
        #expect(Set(junctionIDs.values).count == graph.junctionCount)
    }

    @Test("a map file without the ids still loads, with none")
    func oldFilesLoad() throws {
        let router = try Self.crossing().map.router()
        var sections = router.network.mapSections().encoded()
        sections["point-nodes"] = nil
        let reloaded = try RoadNetwork(sections: sections)
        #expect(reloaded.graph.pointNode.isEmpty)
    }
}
