import Geo
@testable import RoadNetwork
import Routing
import TestSupport
import Testing

/// The spatial index in the map file: read back as it was built, rebuilt for files without it, refused when damaged.
@Suite("Spatial index in the map file")
struct SegmentIndexFileTests {
    static func network() throws -> RoadNetwork {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 1), (0, 2), (0, 3)], tags: ["highway": "residential"])
        map.way(2, [(-1, 1), (0, 1), (1, 1), (2, 2)], tags: ["highway": "residential"])
        map.way(3, [(-2, 2), (0, 2), (1, 3)], tags: ["highway": "primary"])
        return try map.router().network
    }

    @Test("the index read from the file is the one built, and one is built for a file without it")
    func readBackOrRebuilt() throws {
        let network = try Self.network()
        var sections = network.mapSections().encoded()
        #expect(try RoadNetwork(sections: sections).index == network.index)
        sections["index"] = nil
        #expect(try RoadNetwork(sections: sections).index == network.index)
        #expect(network.index.entryPoint.count > network.graph.segmentCount)
    }

    @Test("every piece is found in its own box, named by its segment, read from the file or built")
    func piecesNameTheirSegments() throws {
        let network = try Self.network()
        let graph = network.graph
        let read = try RoadNetwork(sections: network.mapSections().encoded()).index
        for index in [network.index, read] {
            for s in 0..<graph.segmentCount {
                for i in Int(graph.firstPoint[s]) ..< Int(graph.firstPoint[s + 1]) - 1 {
                    let box = try #require(BoundingBox(enclosing: [graph.point(i), graph.point(i + 1)]))
                    var found: [(Int, Int)] = []
                    index.pieces(in: box) { found.append(($0, $1)) }
                    #expect(found.contains { $0 == (s, i) }, "segment \(s), point \(i)")
                    #expect(found.allSatisfy { graph.firstPoint[$0.0] <= UInt32($0.1) && UInt32($0.1) + 1 < graph.firstPoint[$0.0 + 1] })
                }
            }
        }
    }

    @Test("an index whose entries leave their segments, or whose cells are out of order, is refused")
    func damagedIndexIsRefused() throws {
        let network = try Self.network()
        let index = network.index
        func section(point: [UInt32], cells: [UInt64]) -> MapBytes {
            var writer = BinaryWriter()
            writer.write(UInt64(index.cellSize))
            writer.write(array: cells)
            writer.write(array: index.cellFirst)
            writer.write(array: point)
            let finished = writer
            return MapBytes(MapSection("index") { finished }.encode())
        }
        var sections = network.mapSections().encoded()
        // The last point of a segment starts no piece of it.
        var point = Array(index.entryPoint)
        point[0] = network.graph.firstPoint[1] - 1
        sections["index"] = section(point: point, cells: Array(index.cellNumber))
        #expect(throws: MapFileError.corrupt("the spatial index does not fit the road graph")) { try RoadNetwork(sections: sections) }
        // A point number past any (a hostile file) is refused, not an overflow.
        point[0] = UInt32.max
        sections["index"] = section(point: point, cells: Array(index.cellNumber))
        #expect(throws: MapFileError.corrupt("the spatial index does not fit the road graph")) { try RoadNetwork(sections: sections) }
        sections["index"] = section(point: Array(index.entryPoint), cells: index.cellNumber.reversed())
        #expect(index.cellNumber.count > 1)
        #expect(throws: MapFileError.corrupt("the spatial index does not fit the road graph")) { try RoadNetwork(sections: sections) }
    }
}
