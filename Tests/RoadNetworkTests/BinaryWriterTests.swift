import Foundation
import Testing
@testable import RoadNetwork

@Suite("Map-file writing")
struct BinaryWriterTests {
    /// Large arrays become parts of their own (written from their own memory); the bytes read back the same as if
    /// everything had been copied into one buffer, whatever the array's kind.
    @Test func largeArraysAreKeptAsPartsAndReadBackInOrder() throws {
        let large = (0 ..< 100_000).map { Float($0) / 7 }
        var writer = BinaryWriter()
        writer.write(UInt32(7))
        writer.write(array: large)
        writer.write(array: MappedArray(large))
        writer.write(array: [UInt16(1), 2])
        writer.write("end")
        // Small values, the array, a count, the mapped array, then the small array and the string.
        #expect(writer.parts.count == 5)
        #expect(writer.parts.reduce(0) { $0 + $1.byteCount } == writer.bytes.count)
        let written = writer
        #expect(MapSection("test") { written }.encode() == written.bytes)
        var reader = BinaryReader(writer.bytes[...])
        #expect(try reader.read(UInt32.self) == 7)
        #expect(try reader.readArray(of: Float.self) == large)
        #expect(try reader.readArray(of: Float.self) == large)
        #expect(try reader.readArray(of: UInt16.self) == [1, 2])
        #expect(try reader.readString() == "end")
    }

    /// An array spilled to a scratch file reads back the same, also after its pages were let go; letting an array of
    /// its own memory "go" must not touch it (on anonymous memory the system would zero the pages); and a map file
    /// written from a spilled array longer than one run of ``MapFile/writtenAtOnce`` holds every value.
    @Test func spilledArraysReadBackAndWriteWhole() throws {
        let count = MapFile.writtenAtOnce / 4 + 1000
        let values = (0..<count).map { Float($0 % 9973) + 0.5 }
        let spilled = MappedArray(spilling: values), copied = MappedArray(values)
        #expect(Array(spilled.buffer) == values)
        spilled.releasePages(bytes: 0..<count * 4)
        copied.releasePages(bytes: 0..<count * 4)
        #expect(Array(spilled.buffer) == values)
        #expect(Array(copied.buffer) == values)

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("spilled-\(UUID().uuidString).wayfarer")
        defer { try? FileManager.default.removeItem(at: url) }
        try MapFile.write([MapSection("weights") {
            var writer = BinaryWriter()
            writer.write(array: spilled)
            return writer
        }], to: url)
        guard let section = try MapFile.read(url)["weights"] else { Issue.record("no section"); return }
        var reader = BinaryReader(section)
        #expect(try reader.readArray(of: Float.self) == values)
        #expect(Array(spilled.buffer) == values)
    }
}
