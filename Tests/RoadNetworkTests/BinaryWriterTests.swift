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

    /// Differences read back as the values, from neighbours a unit apart to jumps across the whole 32-bit range; close
    /// neighbours take a byte; bytes that end early, are left over or leave 32 bits are refused.
    @Test func deltasReadBackAndDamageIsRefused() throws {
        let values: [Int32] = [0, 1, -1, 63, -64, 64, Int32.max, Int32.min, Int32.max, 5, 5, -1_234_567, 1_800_000_000]
        var writer = BinaryWriter()
        writer.write(deltas: values)
        writer.write(UInt8(9))
        var reader = BinaryReader(writer.bytes[...])
        #expect(try reader.readDeltas() == values)
        #expect(try reader.read(UInt8.self) == 9)
        var line = BinaryWriter()
        line.write(deltas: (0 ..< 1000).map { 1_000_000 + Int32($0 % 50) })
        #expect(line.bytes.count < 8 + 8 + 1000 + 8)

        /// The count `count`, then `bytes` as the differences.
        func read(count: Int, bytes: [UInt8]) throws(MapFileError) -> [Int32] {
            var writer = BinaryWriter()
            writer.write(UInt64(count))
            writer.write(array: bytes)
            var reader = BinaryReader(writer.bytes[...])
            return try reader.readDeltas()
        }
        #expect(try read(count: 2, bytes: [2, 3]) == [1, -1])
        #expect(throws: MapFileError.self) { try read(count: 2, bytes: [2, 0x83]) }
        #expect(throws: MapFileError.self) { try read(count: 1, bytes: [2, 3]) }
        #expect(throws: MapFileError.self) { try read(count: 1, bytes: [0xff, 0xff, 0xff, 0xff, 0x7f]) }
        #expect(throws: MapFileError.self) { try read(count: 1, bytes: [0xff, 0xff, 0xff, 0xff, 0xff, 0x01]) }
        #expect(throws: MapFileError.self) { try read(count: 3, bytes: [2, 3]) }
    }

    /// Differences of any integer type read back as that type, as an array and mapped; 64-bit values across the whole
    /// range (their differences wrap); a value beyond the type read back is refused.
    @Test func deltasOfEveryWidthReadBack() throws {
        let unsigned: [UInt32] = [0, 2, 4, UInt32.max, 7, 7, 1 << 31]
        let wide: [Int64] = [Int64.min, Int64.max, -1, 0, 13_000_000_000, Int64.min]
        var writer = BinaryWriter()
        writer.write(deltas: unsigned)
        writer.write(deltas: MappedArray(wide))
        writer.write(deltas: [Int64(-1)])
        var reader = BinaryReader(writer.bytes[...])
        #expect(try reader.readMappedDeltas(of: UInt32.self).array == unsigned)
        #expect(try reader.readDeltas(of: Int64.self) == wide)
        #expect(throws: MapFileError.self) { try reader.readMappedDeltas(of: UInt32.self) }
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

    /// Every section starts at a multiple of ``MapFile/sectionAlignment`` bytes into the file, whatever the lengths of
    /// the names and sections before it; a file of another format is refused.
    @Test func sectionsStartOnCacheLines() throws {
        let sections = [("a", [UInt8](repeating: 1, count: 3)), ("longer name", [UInt8](repeating: 2, count: 70)), ("c", [7, 8, 9])]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("aligned-\(UUID().uuidString).wayfarer")
        defer { try? FileManager.default.removeItem(at: url) }
        try MapFile.write(sections.map { name, bytes in MapSection(name) { bytes } }, to: url)
        let file = try Data(contentsOf: url)
        let read = try MapFile.read(url)
        for (name, bytes) in sections {
            let section = try #require(read[name])
            #expect(section.bytes == bytes)
            let offset = try #require(file.firstRange(of: Data(bytes))).lowerBound
            #expect(offset % MapFile.sectionAlignment == 0, "\(name) at \(offset)")
            let mapped = MappedArray<UInt8>(viewing: section, count: section.count)
            #expect(Int(bitPattern: mapped.buffer.baseAddress) % MapFile.sectionAlignment == 0)
        }

        // A file of another format is refused, not misread.
        var other = file
        other[8] = UInt8(MapFile.version - 1)
        try other.write(to: url)
        #expect(throws: MapFileError.unsupportedVersion(found: MapFile.version - 1, expected: MapFile.version)) { try MapFile.read(url) }
    }

    /// Arrays of their own memory start where asked; a view that does not is copied to where it does.
    @Test func alignedArrays() {
        let values = MappedArray<Float>(count: 1000, alignment: 64) { buffer in
            for i in buffer.indices { buffer[i] = Float(i) }
        }
        #expect(Int(bitPattern: values.buffer.baseAddress) % 64 == 0)
        #expect(Array(values.buffer) == (0 ..< 1000).map(Float.init))
        let bytes = MapBytes([UInt8](repeating: 0, count: 4) + values.buffer.withMemoryRebound(to: UInt8.self) { Array($0) })
        let shifted = MappedArray<Float>(viewing: bytes.slice(4, count: 4000), count: 1000)
        #expect(Int(bitPattern: shifted.buffer.baseAddress) % 64 != 0)
        let realigned = shifted.aligned(to: 64)
        #expect(Int(bitPattern: realigned.buffer.baseAddress) % 64 == 0)
        #expect(Array(realigned.buffer) == Array(values.buffer))
        #expect(values.aligned(to: 64).buffer.baseAddress == values.buffer.baseAddress, "already aligned: not copied")
    }
}
