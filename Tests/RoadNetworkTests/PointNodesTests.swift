import Testing
@testable import RoadNetwork

@Suite("OSM node ids of the points")
struct PointNodesTests {
    /// Ids of every size and sign, in runs that cross blocks: each read back alone and in runs, also from a map file's
    /// bytes.
    @Test("ids read back whole, one by one and in runs across blocks, after writing and reading too")
    func idsReadBack() throws {
        var ids: [Int64] = [1, 4_294_967_295, 4_294_967_296, 13_000_000_000, -1, -4_294_967_297, Int64.max, Int64.min, 0, Int64.max]
        var random = SystemRandomNumberGenerator()
        for i in 0 ..< 300 { ids.append(i % 7 == 0 ? Int64.random(in: -(1 << 40) ... (1 << 40), using: &random) : ids.last! + Int64(i % 5) - 2) }
        let nodes = PointNodes(ids)
        #expect(nodes.count == ids.count && !nodes.isEmpty && PointNodes.none.isEmpty)
        #expect(ids.indices.map { nodes[$0] } == ids)
        for range in [0 ..< 310, 0 ..< 0, 63 ..< 65, 64 ..< 128, 100 ..< 300, 250 ..< 310] {
            #expect(nodes.ids(range) == Array(ids[range]), "points \(range)")
        }
        var writer = BinaryWriter()
        writer.write(array: nodes.blockStart)
        writer.write(array: nodes.bytes)
        var reader = BinaryReader(writer.bytes[...])
        let read = try PointNodes(count: ids.count, blockStart: reader.readMappedArray(), bytes: reader.readMappedArray())
        #expect(read == nodes && read.ids(0 ..< ids.count) == ids)
    }

    /// Damaged blocks are refused when read: a block that ends early, one with a byte left over, starts that do not
    /// fit the bytes or the count, a value longer than 64 bits.
    @Test func damagedBlocksAreRefused() {
        let nodes = PointNodes((0 ..< 130).map { 5_000_000_000 + Int64($0) })
        let starts = nodes.blockStart.array, bytes = nodes.bytes.array
        func read(count: Int = 130, starts: [UInt64] = starts, bytes: [UInt8] = bytes) throws(MapFileError) -> PointNodes {
            try PointNodes(count: count, blockStart: MappedArray(starts), bytes: MappedArray(bytes))
        }
        #expect((try? read()) == nodes)
        #expect(throws: MapFileError.self) { try read(count: 129) }
        #expect(throws: MapFileError.self) { try read(count: 193) }
        #expect(throws: MapFileError.self) { try read(bytes: bytes + [0]) }
        var shifted = starts
        shifted[1] += 1
        #expect(throws: MapFileError.self) { try read(starts: shifted) }
        shifted[1] -= 2
        #expect(throws: MapFileError.self) { try read(starts: shifted) }
        var open = bytes
        open[Int(starts[1]) - 1] |= 0x80
        #expect(throws: MapFileError.self) { try read(bytes: open) }
        // As many value ends as points, but the first value eleven bytes long: past 64 bits, refused too.
        let long = [UInt8](repeating: 0x80, count: 10) + [UInt8](repeating: 0x02, count: 64)
        #expect(throws: MapFileError.self) { try read(count: 64, starts: [0, UInt64(long.count)], bytes: long) }
        let longest = [UInt8](repeating: 0x80, count: 9) + [UInt8](repeating: 0x02, count: 64)
        #expect((try? read(count: 64, starts: [0, UInt64(longest.count)], bytes: longest)) != nil, "ten bytes: the longest value")
    }
}
