import Foundation
import Testing
@testable import OSM

@Suite struct PBFReaderTests {
    @Test(arguments: [
        (dense: true, packed: true, compression: PBFTestWriter.Compression.zlib),
        (dense: false, packed: true, compression: .raw),
        (dense: true, packed: false, compression: .zlib),
        (dense: false, packed: false, compression: .raw),
    ])
    func readsWhatTheWriterWrote(dense: Bool, packed: Bool, compression: PBFTestWriter.Compression) throws {
        var writer = PBFTestWriter()
        writer.dense = dense
        writer.packed = packed
        writer.compression = compression
        writer.blockSize = 2  // deltas must restart in every block
        let bytes = writer.file(nodes: Fixture.nodes, ways: Fixture.ways, relations: Fixture.relations)
        let entities = try TemporaryFile.with(bytes) { try readAll($0) }
        #expect(entities == Fixture.entities)
    }

    @Test func negativeCoordinatesKeepTheirSignAndPrecision() throws {
        let bytes = PBFTestWriter().file(nodes: Fixture.nodes)
        let nodes = try TemporaryFile.with(bytes) { try readAll($0) }.compactMap { entity -> OSMNode? in
            if case .node(let node) = entity { return node } else { return nil }
        }
        #expect(nodes.count == 5)
        #expect(nodes[1].latitude == -33.7000001)
        #expect(nodes[1].longitude == -70.7000009)
        #expect(nodes[2].latitudeE7 == -900_000_000 && nodes[2].longitudeE7 == -1_800_000_000)
        #expect(nodes[4].latitudeE7 == -1 && nodes[4].longitudeE7 == 1)
    }

    @Test func granularityAndOffsetsApply() throws {
        var writer = PBFTestWriter()
        writer.granularity = 1000
        writer.latitudeOffset = 43_000_000_000
        writer.longitudeOffset = -7_000_000_000
        let nodes = [OSMNode(id: 1, latitudeE7: 437_384_170, longitudeE7: -74_246_010)]
        let entities = try TemporaryFile.with(writer.file(nodes: nodes)) { try readAll($0) }
        #expect(entities == [.node(nodes[0])])
    }

    @Test func skipsUnrequestedKinds() throws {
        var writer = PBFTestWriter()
        writer.blockSize = 2
        let bytes = writer.file(nodes: Fixture.nodes, ways: Fixture.ways, relations: Fixture.relations)
        try TemporaryFile.with(bytes) { url in
            #expect(try readAll(url, .ways) == Fixture.ways.map(OSMEntity.way))
            #expect(try readAll(url, [.nodes, .relations])
                == Fixture.nodes.map(OSMEntity.node) + Fixture.relations.map(OSMEntity.relation))
            #expect(try readAll(url, []).isEmpty)
            var ways: [OSMWay] = []
            try OSMReader(url: url).read(ways: { ways.append($0) })
            #expect(ways == Fixture.ways)
        }
    }

    @Test func visitorErrorsStopTheReadAndPassThrough() throws {
        struct Stop: Error {}
        let bytes = PBFTestWriter().file(nodes: Fixture.nodes)
        var seen = 0
        #expect(throws: Stop.self) {
            try TemporaryFile.with(bytes) { url in
                try OSMReader(url: url).read { _ in
                    seen += 1
                    if seen == 2 { throw Stop() }
                }
            }
        }
        #expect(seen == 2)
    }
}
