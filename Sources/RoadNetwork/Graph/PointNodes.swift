/// Per point of a ``RoadGraph``, the id of its OSM node, as each id's difference from the point's before (a
/// ``Varint``: ids along a way are close, a point shared by two segments repeats the one before) — 1.3 bytes a point
/// on a synthetic city, against 8 for the ids themselves. Points are kept in blocks of ``blockSize``, each starting
/// from 0 at a known byte, so that an id costs decoding at most a block, and a run of them one pass.
public struct PointNodes: Sendable, Hashable {
    /// Points per block.
    static let blockSize = 64
    /// The number of points with an id (0 or all of them).
    public let count: Int
    /// Per block, the byte of ``bytes`` where it starts; one more, the end.
    let blockStart: MappedArray<UInt64>
    /// The differences.
    let bytes: MappedArray<UInt8>

    /// No ids (a network not read from OSM).
    public static let none = PointNodes([])

    /// The ids `ids`.
    public init(_ ids: [Int64]) {
        var bytes: [UInt8] = [], blockStart: [UInt64] = []
        bytes.reserveCapacity(2 * ids.count)
        var previous: Int64 = 0
        for (i, id) in ids.enumerated() {
            if i % Self.blockSize == 0 {
                blockStart.append(UInt64(bytes.count))
                previous = 0
            }
            Varint.append(id &- previous, to: &bytes)
            previous = id
        }
        blockStart.append(UInt64(bytes.count))
        self.init(valid: ids.count, blockStart: MappedArray(blockStart), bytes: MappedArray(bytes))
    }

    /// The parts as ``blockStart`` and ``bytes`` keep them, for `count` points, read from a map file: checked, every
    /// block holding exactly its points — as many bytes that end a value (below 0x80) as points, the last of them the
    /// block's last byte, and no value longer than ``Varint`` reads (ten bytes). That is what decoding every value
    /// would find, a byte at a time rather than a value, each half of the blocks on a thread of its own (a 9M-junction
    /// city's 34M points: 0.35 s decoded).
    init(count: Int, blockStart: MappedArray<UInt64>, bytes: MappedArray<UInt8>) throws(MapFileError) {
        let blocks = (count + Self.blockSize - 1) / Self.blockSize
        guard blockStart.count == blocks + 1, blockStart.first == 0, blockStart.last == UInt64(bytes.count),
              zip(blockStart, blockStart.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw .corrupt("the point-nodes section's blocks do not fit its bytes")
        }
        self.init(valid: count, blockStart: blockStart, bytes: bytes)
        let buffer = bytes.buffer, starts = blockStart.buffer
        let faults = concurrently(halvesOf: 0 ..< blocks) { range -> Bool in
            for block in range {
                let start = Int(starts[block]), end = Int(starts[block + 1]), points = min(Self.blockSize, count - block * Self.blockSize)
                guard buffer[end - 1] < 0x80 else { return true }
                var ends = 0, run = 0
                for k in start ..< end {
                    if buffer[k] < 0x80 {
                        ends += 1
                        run = 0
                    } else {
                        run += 1
                        if run >= Varint.longest { return true }
                    }
                }
                if ends != points { return true }
            }
            return false
        }
        guard !faults.0, !faults.1 else { throw .corrupt("a block of the point-nodes section does not hold exactly its points") }
    }

    /// The parts for `count` points, known to fit.
    private init(valid count: Int, blockStart: MappedArray<UInt64>, bytes: MappedArray<UInt8>) {
        self.count = count
        self.blockStart = blockStart
        self.bytes = bytes
    }

    /// The id of point `i`.
    public subscript(i: Int) -> Int64 {
        var id: Int64 = 0
        forEach(in: i ..< i + 1) { id = $1 }
        return id
    }

    /// The ids of points `range`, in order.
    public func ids(_ range: Range<Int>) -> [Int64] {
        var ids: [Int64] = []
        ids.reserveCapacity(range.count)
        forEach(in: range) { ids.append($1) }
        return ids
    }

    /// Calls `body` with each point of `range` and its id, in order: the blocks holding them decoded from their start.
    private func forEach(in range: Range<Int>, _ body: (Int, Int64) -> Void) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "points \(range) of \(count)")
        var point = range.lowerBound / Self.blockSize * Self.blockSize
        while point < range.upperBound {
            let block = point / Self.blockSize, last = min(point + Self.blockSize, range.upperBound)
            var position = Int(blockStart[block]), id: Int64 = 0
            let end = Int(blockStart[block + 1])
            while point < last {
                id &+= Varint.read(bytes.buffer, at: &position, end: end) ?? 0
                if point >= range.lowerBound { body(point, id) }
                point += 1
            }
        }
    }

    /// Whether there are no ids.
    public var isEmpty: Bool { count == 0 }
}
