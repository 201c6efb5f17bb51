import Geo

/// A sparse grid over the road segments' pieces (consecutive point pairs), for snapping a coordinate to
/// the nearest road and for finding the roads a barrier touches.
///
/// The grid covers the whole Earth in cells of ``defaultCellSize``, but only cells that hold a piece are
/// stored (sorted by cell number), so a map of cities on three continents costs what its roads cost, not
/// what the box around them would. A piece that crosses the 180° meridian is indexed on both sides.
/// ```swift
/// let index = SegmentIndex(graph: graph)
/// index.pieces(in: BoundingBox(south: 35.89, west: 14.50, north: 35.90, east: 14.52)) { segment, point in … }
/// ```
public struct SegmentIndex: Sendable, Hashable {
    /// The cell size, in 1e-7 degrees.
    let cellSize: Int64
    /// The number of cell columns around the Earth.
    let columns: Int64
    /// The occupied cells' numbers (`row · columns + column`, rows from the South Pole, columns from 180° W),
    /// ascending; `cellFirst[k] ..< cellFirst[k + 1]` index the entries of cell `cellNumber[k]`.
    let cellNumber: MappedArray<UInt64>
    let cellFirst: MappedArray<UInt32>
    /// Per entry: point index `i` meaning the piece from point `i` to `i + 1` (of the segment whose points hold `i`).
    let entryPoint: MappedArray<UInt32>
    /// The road graph's ``RoadGraph/firstPoint``: which segment holds a point (entries do not say, which keeps the index
    /// a third smaller).
    let firstPoint: MappedArray<UInt32>
    /// Per block of ``pointsPerBlock`` points: the segment holding its first point, so that finding a point's segment
    /// searches the few segments of its block, not all of them (see ``segment(holding:)``).
    private let blockSegment: [UInt32]

    /// The points per block of ``blockSegment``.
    private static let pointsPerBlock = 64

    /// The cell size: 0.0025°, about 280 m north–south.
    public static let defaultCellSize: Int32 = 25_000

    /// Indexes every piece of every segment of `graph` in the cells its line crosses (not its bounding box: a
    /// long diagonal piece, even one across the world in a hostile file, adds rows + columns cells, not their
    /// product). O(c log c) for c cells crossed.
    public init(graph: RoadGraph, cellSize: Int32 = defaultCellSize) {
        let size = Int64(cellSize)
        let columns = Self.columns(cellSize: size)
        self.cellSize = size
        self.columns = columns
        var keyed: [(cell: UInt64, point: UInt32)] = []
        keyed.reserveCapacity(graph.latitudeE7.count)
        let lats = graph.latitudeE7, lons = graph.longitudeE7
        for s in 0..<graph.segmentCount {
            for i in Int(graph.firstPoint[s])..<(Int(graph.firstPoint[s + 1]) - 1) {
                let from = (latitude: Int64(lats[i]), longitude: Int64(lons[i]))
                var to = (latitude: Int64(lats[i + 1]), longitude: Int64(lons[i + 1]))
                // A piece more than half the world wide crosses the antimeridian: go the short way round.
                if to.longitude - from.longitude > 1_800_000_000 { to.longitude -= 3_600_000_000 }
                if from.longitude - to.longitude > 1_800_000_000 { to.longitude += 3_600_000_000 }
                Self.forEachRun(from: from, to: to, size: size, columns: columns) { row, first, last in
                    for column in first...last { keyed.append((UInt64(row * columns + column), UInt32(i))) }
                }
            }
        }
        keyed.sort { $0.cell < $1.cell }
        var numbers: [UInt64] = [], first: [UInt32] = []
        var entryPoint = [UInt32]()
        entryPoint.reserveCapacity(keyed.count)
        for (index, entry) in keyed.enumerated() {
            if numbers.last != entry.cell {
                numbers.append(entry.cell)
                first.append(UInt32(index))
            }
            entryPoint.append(entry.point)
        }
        first.append(UInt32(keyed.count))
        cellNumber = MappedArray(numbers)
        cellFirst = MappedArray(first)
        self.entryPoint = MappedArray(entryPoint)
        firstPoint = graph.firstPoint
        blockSegment = Self.blockSegments(firstPoint: firstPoint)
    }

    /// The number of cell columns around the Earth for cells of `cellSize` (1e-7°).
    static func columns(cellSize: Int64) -> Int64 { (3_600_000_000 + cellSize - 1) / cellSize }

    /// An index of these parts (read in place from a map file).
    init(cellSize: Int64, cellNumber: MappedArray<UInt64>, cellFirst: MappedArray<UInt32>, entryPoint: MappedArray<UInt32>,
         firstPoint: MappedArray<UInt32>) {
        self.cellSize = cellSize
        columns = Self.columns(cellSize: cellSize)
        self.cellNumber = cellNumber
        self.cellFirst = cellFirst
        self.entryPoint = entryPoint
        self.firstPoint = firstPoint
        blockSegment = Self.blockSegments(firstPoint: firstPoint)
    }

    /// ``blockSegment`` for segments whose points start at `firstPoint`. O(segments + blocks).
    private static func blockSegments(firstPoint: MappedArray<UInt32>) -> [UInt32] {
        let points = Int(firstPoint.last ?? 0)
        var blocks = [UInt32](repeating: 0, count: (points + pointsPerBlock - 1) / pointsPerBlock)
        for s in 0 ..< max(0, firstPoint.count - 1) {
            // The blocks whose first point lies in segment s.
            let first = (Int(firstPoint[s]) + pointsPerBlock - 1) / pointsPerBlock, end = (Int(firstPoint[s + 1]) + pointsPerBlock - 1) / pointsPerBlock
            for block in first ..< end { blocks[block] = UInt32(s) }
        }
        return blocks
    }

    /// Calls `visit(row, firstColumn, lastColumn)` for the runs of cells the straight piece `from`–`to` (1e-7°;
    /// `to` within half a world of `from` in longitude, possibly past ±180°) crosses, one more column each side
    /// against rounding.
    private static func forEachRun(from: (latitude: Int64, longitude: Int64), to: (latitude: Int64, longitude: Int64),
                                   size: Int64, columns: Int64, _ visit: (Int64, Int64, Int64) -> Void) {
        let south = min(from.latitude, to.latitude), north = max(from.latitude, to.latitude)
        let r0 = max(0, floorDivision(south + 900_000_000, size))
        let r1 = min(floorDivision(1_799_999_999, size), floorDivision(north + 900_000_000, size))
        guard r0 <= r1 else { return }
        let rise = Double(to.latitude - from.latitude), run = Double(to.longitude - from.longitude)
        func longitude(at latitude: Int64) -> Int64 {
            rise == 0 ? from.longitude : from.longitude + Int64((run * Double(latitude - from.latitude) / rise).rounded())
        }
        for row in r0...r1 {
            // The piece's stretch within this row's band of latitudes.
            let bandSouth = max(south, row * size - 900_000_000), bandNorth = min(north, (row + 1) * size - 900_000_000 - 1)
            let ends = rise == 0 ? (from.longitude, to.longitude) : (longitude(at: bandSouth), longitude(at: bandNorth))
            forEachRun(south: row * size - 900_000_000, west: min(ends.0, ends.1) - size, north: row * size - 900_000_000,
                       east: max(ends.0, ends.1) + size, size: size, columns: columns, visit)
        }
    }

    /// Calls `visit(row, firstColumn, lastColumn)` for the runs of cells overlapping a box in 1e-7° (`west ≤
    /// east`; longitudes past ±180° wrap round, and a run is split where it does).
    private static func forEachRun(south: Int64, west: Int64, north: Int64, east: Int64, size: Int64, columns: Int64,
                                   _ visit: (Int64, Int64, Int64) -> Void) {
        let r0 = max(0, floorDivision(south + 900_000_000, size))
        let r1 = min(floorDivision(1_799_999_999, size), floorDivision(north + 900_000_000, size))
        let c0 = floorDivision(west + 1_800_000_000, size)
        let c1 = min(floorDivision(east + 1_800_000_000, size), c0 + columns - 1)
        guard r0 <= r1, c0 <= c1 else { return }
        let start = ((c0 % columns) + columns) % columns, end = start + (c1 - c0)
        for row in r0...r1 {
            if end < columns {
                visit(row, start, end)
            } else {
                visit(row, start, columns - 1)
                visit(row, 0, end - columns)
            }
        }
    }

    /// ⌊a / b⌋ for b > 0 (Swift's `/` rounds towards zero).
    private static func floorDivision(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    /// Calls `visit(segment, pointIndex)` for every piece in the cells overlapping `box` (a piece may be
    /// visited more than once). A box across the antimeridian (`west > east`, or edges past ±180°) is
    /// searched on both sides.
    public func pieces(in box: BoundingBox, _ visit: (Int, Int) -> Void) {
        piecePoints(in: box) { visit(segment(holding: $0), $0) }
    }

    /// Calls `visit(pointIndex)` for every piece in the cells overlapping `box`, as ``pieces(in:_:)`` does but without
    /// its segment, which ``segment(holding:)`` finds: for a caller that passes over most pieces by their points alone.
    public func piecePoints(in box: BoundingBox, _ visit: (Int) -> Void) {
        guard box.south.isFinite, box.north.isFinite, box.west.isFinite, box.east.isFinite else { return }
        let west = Int64((max(-540, min(540, box.west)) * 1e7).rounded(.down))
        var east = Int64((max(-540, min(540, box.east)) * 1e7).rounded(.up))
        if west > east { east += 3_600_000_000 }
        let south = Int64((max(-90, min(90, box.south)) * 1e7).rounded(.down))
        let north = Int64((max(-90, min(90, box.north)) * 1e7).rounded(.up))
        Self.forEachRun(south: south, west: west, north: north, east: east, size: cellSize, columns: columns) { row, from, to in
            var k = lowerBound(UInt64(row * columns + from))
            let last = UInt64(row * columns + to)
            while k < cellNumber.count, cellNumber[k] <= last {
                for e in Int(cellFirst[k])..<Int(cellFirst[k + 1]) { visit(Int(entryPoint[e])) }
                k += 1
            }
        }
    }

    /// The segment whose points hold point `point`: the last whose first point is at most `point`, searched among the
    /// segments of its block (a few: every segment has two points or more). `point` is one the index holds.
    public func segment(holding point: Int) -> Int {
        let block = point / Self.pointsPerBlock
        var low = Int(blockSegment[block])
        var high = block + 1 < blockSegment.count ? Int(blockSegment[block + 1]) + 1 : firstPoint.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(firstPoint[middle]) <= point { low = middle } else { high = middle }
        }
        return low
    }

    /// The position of the first occupied cell numbered `cell` or more.
    private func lowerBound(_ cell: UInt64) -> Int {
        var low = 0, high = cellNumber.count
        while low < high {
            let middle = (low + high) / 2
            if cellNumber[middle] < cell { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
