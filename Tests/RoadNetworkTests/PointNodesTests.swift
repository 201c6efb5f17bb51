import Testing
@testable import RoadNetwork

@Suite("OSM node ids of the points")
struct PointNodesTests {
    @Test("ids read back whole across the 32-bit boundary and negative; one beyond 40 bits leaves them all out")
    func idsWithinFortyBits() throws {
        let limit: Int64 = 1 << 39
        let ids: [Int64] = [1, 4_294_967_295, 4_294_967_296, 13_000_000_000, -1, -4_294_967_297, limit - 1, -limit, 0]
        let nodes = try #require(PointNodes(ids))
        #expect(ids.indices.map { nodes[$0] } == ids)
        #expect(nodes.count == ids.count && !nodes.isEmpty)
        #expect(PointNodes([1, limit]) == nil)
        #expect(PointNodes([-limit - 1]) == nil)
        let graph = RoadGraph(junctionCount: 2, segmentFrom: [0], segmentTo: [1], firstPoint: [0, 2], latitudeE7: [0, 10],
                              longitudeE7: [0, 10], length: [1.5], segmentWay: [0], wayName: [0], wayRef: [0], wayClass: [0],
                              wayFlags: [0], strings: [""], pointNode: [7, limit])
        #expect(graph.pointNode.isEmpty && graph.osmNodes(ofSegment: 0) == nil)
    }
}
