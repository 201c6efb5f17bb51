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
}
