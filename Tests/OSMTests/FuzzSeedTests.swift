import Foundation
import Testing
@testable import OSM

/// The PBF seeds of the `pbf` fuzz target (`Fuzz/corpus/pbf/`) are this writer's output for the test fixture:
/// dense and plain nodes, zlib and raw blobs. Regenerate them with `WAYFARER_WRITE_FUZZ_SEEDS=1`.
@Suite struct FuzzSeedTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/pbf")

    static let seeds: [(name: String, writer: PBFTestWriter)] = [
        ("dense-zlib.osm.pbf", PBFTestWriter()),
        ("plain-raw.osm.pbf", PBFTestWriter(dense: false, packed: false, compression: .raw)),
        ("small-blocks.osm.pbf", PBFTestWriter(blockSize: 2)),
    ]

    @Test(arguments: seeds.map(\.name))
    func seedIsTheWritersOutput(name: String) throws {
        let writer = try #require(Self.seeds.first { $0.name == name }?.writer)
        let bytes = Data(writer.file(nodes: Fixture.nodes, ways: Fixture.ways, relations: Fixture.relations))
        let url = Self.folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["WAYFARER_WRITE_FUZZ_SEEDS"] == "1" {
            try bytes.write(to: url)
        }
        #expect(try Data(contentsOf: url) == bytes)
        var count = 0
        try OSMReader(url: url).read { _ in count += 1 }
        #expect(count == Fixture.nodes.count + Fixture.ways.count + Fixture.relations.count)
    }
}
