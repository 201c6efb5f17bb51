import Foundation
import Testing
import TestSupport
@testable import OSM

@Suite struct PBFErrorTests {
    @Test func truncatedRealFileNamesTheBlobAndSizes() throws {
        let full = try Data(contentsOf: try SharedData.url("osm/monaco.osm.pbf"))
        let cut = full.count / 2
        let error = try TemporaryFile.with(Array(full.prefix(cut))) { osmError(reading: $0) }
        guard case .truncatedPBF(let offset, let needed, let size) = error else {
            Issue.record("expected truncatedPBF, got \(String(describing: error))")
            return
        }
        #expect(size == cut)
        #expect(offset < cut && offset + needed > cut)
        #expect(error?.description.hasPrefix(
            "truncated PBF: blob at byte offset \(offset) needs \(needed) bytes, file ends at \(cut)") == true)
    }

    @Test(arguments: [1, 3, 6])
    func truncationInsideTheLengthOrHeader(kept: Int) throws {
        let bytes = PBFTestWriter().file(nodes: Fixture.nodes)
        let headerBlobLength = 4 + Int(bytes[3]) + 0  // BlobHeader lengths here are < 256
        let blobs = try TemporaryFile.with(bytes) { url -> Int in
            var count = 0
            try OSMReader(url: url).read { _ in count += 1 }
            return count
        }
        #expect(blobs == Fixture.nodes.count)
        let prefix = Array(bytes.prefix(kept))
        // A prefix this short is not even recognisable unless it keeps the first 5 bytes.
        let error = try TemporaryFile.with(prefix) { url in openError(url) ?? osmError(reading: url) }
        if kept < 5 {
            guard case .notOSMFile = error else { Issue.record("got \(String(describing: error))"); return }
        } else {
            #expect(error == .truncatedPBF(blobOffset: 0, needed: headerBlobLength, fileSize: kept))
        }
    }

    @Test(arguments: [(4, "LZMA"), (5, "bzip2"), (6, "LZ4"), (7, "ZSTD")])
    func unsupportedCompressionIsNamed(field: Int, name: String) throws {
        var blob = ProtobufWriter()
        blob.int(2, 100)
        blob.bytes(field, [1, 2, 3])
        let bytes = PBFTestWriter().file(nodes: []) + PBFTestWriter.blob(type: "OSMData", blobMessage: blob.bytes)
        let offset = PBFTestWriter().file(nodes: []).count
        let error = try TemporaryFile.with(bytes) { osmError(reading: $0) }
        #expect(error == .unsupportedCompression(name: name, blobOffset: offset))
        #expect(error?.description.contains("\(name) compression") == true)
    }

    @Test func corruptZlibDataIsReported() throws {
        var good = PBFTestWriter().file(nodes: Fixture.nodes)
        // Flip bytes inside the compressed payload of the last blob (after the zlib header).
        let index = good.count - 10
        good[index] ^= 0xFF
        good[index + 1] ^= 0x55
        let error = try TemporaryFile.with(good) { osmError(reading: $0) }
        guard case .corruptBlob = error else {
            Issue.record("expected corruptBlob, got \(String(describing: error))")
            return
        }
    }

    @Test func wrongRawSizeIsCorrupt() throws {
        var blob = ProtobufWriter()
        blob.int(2, 5)  // the payload inflates to more than 5 bytes
        blob.bytes(3, PBFTestWriter.deflate(Array(repeating: 7, count: 100)))
        let bytes = PBFTestWriter().file(nodes: []) + PBFTestWriter.blob(type: "OSMData", blobMessage: blob.bytes)
        let error = try TemporaryFile.with(bytes) { osmError(reading: $0) }
        guard case .corruptBlob = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test func historyFilesAreRefused() throws {
        var writer = PBFTestWriter()
        writer.requiredFeatures = ["OsmSchema-V0.6", "DenseNodes", "HistoricalInformation"]
        let error = try TemporaryFile.with(writer.file(nodes: Fixture.nodes)) { osmError(reading: $0) }
        #expect(error == .unsupportedFeature(name: "HistoricalInformation"))
        #expect(error?.description.contains("history file") == true)
    }

    @Test func unknownBlobTypesAreSkipped() throws {
        let writer = PBFTestWriter()
        let full = writer.file(nodes: Fixture.nodes)
        let header = writer.file(nodes: [])
        let bytes = header + PBFTestWriter.blob(type: "Whatever", blobMessage: [0xFF, 0xFF])
            + full[header.count...]
        #expect(try TemporaryFile.with(bytes) { try readAll($0) } == Fixture.nodes.map(OSMEntity.node))
    }

    @Test func missingAndForeignFiles() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/wayfarer/nothing.osm.pbf")
        #expect(throws: OSMError.fileNotFound(path: missing.path)) { try OSMReader(url: missing) }
        let gzip = try TemporaryFile.with([0x1F, 0x8B, 8, 0, 0, 0]) { openError($0) }
        guard case .notOSMFile(_, let reason) = gzip else { Issue.record("got \(String(describing: gzip))"); return }
        #expect(reason.contains("gunzip"))
        let text = try TemporaryFile.with(Array("hello world".utf8)) { openError($0) }
        guard case .notOSMFile = text else { Issue.record("got \(String(describing: text))"); return }
    }

    /// Damaged input must throw, never crash or read out of bounds.
    @Test func mutatedFilesThrowOrReadButNeverCrash() throws {
        var writer = PBFTestWriter()
        writer.compression = .raw  // raw blobs let mutations reach the protobuf decoder
        writer.blockSize = 2
        let original = writer.file(nodes: Fixture.nodes, ways: Fixture.ways, relations: Fixture.relations)
        var generator = SeededGenerator(seed: 42)
        var failures = 0
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            if (try? TemporaryFile.with(bytes) { try readAll($0) }) == nil { failures += 1 }
        }
        #expect(failures > 0)
    }
}
