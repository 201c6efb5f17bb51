import Geo

/// A uniform grid over the road segments' pieces (consecutive point pairs), for snapping a coordinate to
/// the nearest road and for finding the roads a barrier touches.
public struct SegmentIndex: Sendable, Hashable {
    /// The grid's south-west corner and cell size, in 1e-7 degrees.
    let south: Int32, west: Int32, cellSize: Int32
    let rows: Int, columns: Int
    /// Per cell: `cellFirst[c] ..< cellFirst[c + 1]` index ``entries``, each a point index `i` meaning the
    /// piece from point `i` to `i + 1` of segment ``entrySegment``.
    let cellFirst: [UInt32]
    let entryPoint: [UInt32]
    let entrySegment: [UInt32]

    /// The cell size: about 250 m.
    public static let defaultCellSize: Int32 = 25_000

    /// Indexes every piece of every segment of `graph`. O(points).
    public init(graph: RoadGraph, cellSize: Int32 = defaultCellSize) {
        let lats = graph.latitudeE7, lons = graph.longitudeE7
        let south = lats.min() ?? 0, west = lons.min() ?? 0
        let rows = Int((Int64(lats.max() ?? 0) - Int64(south)) / Int64(cellSize)) + 1
        let columns = Int((Int64(lons.max() ?? 0) - Int64(west)) / Int64(cellSize)) + 1
        self.south = south
        self.west = west
        self.cellSize = cellSize
        self.rows = rows
        self.columns = columns
        // Two passes: count, then fill (CSR).
        var counts = [UInt32](repeating: 0, count: rows * columns + 1)
        func cells(_ i: Int, _ visit: (Int) -> Void) {
            let r0 = Int(Int64(min(lats[i], lats[i + 1]) - south) / Int64(cellSize))
            let r1 = Int(Int64(max(lats[i], lats[i + 1]) - south) / Int64(cellSize))
            let c0 = Int(Int64(min(lons[i], lons[i + 1]) - west) / Int64(cellSize))
            let c1 = Int(Int64(max(lons[i], lons[i + 1]) - west) / Int64(cellSize))
            for r in r0...r1 { for c in c0...c1 { visit(r * columns + c) } }
        }
        for s in 0..<graph.segmentCount {
            for i in Int(graph.firstPoint[s])..<(Int(graph.firstPoint[s + 1]) - 1) { cells(i) { counts[$0 + 1] += 1 } }
        }
        for c in 0..<(rows * columns) { counts[c + 1] += counts[c] }
        var next = counts
        var entryPoint = [UInt32](repeating: 0, count: Int(counts.last ?? 0))
        var entrySegment = [UInt32](repeating: 0, count: entryPoint.count)
        for s in 0..<graph.segmentCount {
            for i in Int(graph.firstPoint[s])..<(Int(graph.firstPoint[s + 1]) - 1) {
                cells(i) { cell in
                    entryPoint[Int(next[cell])] = UInt32(i)
                    entrySegment[Int(next[cell])] = UInt32(s)
                    next[cell] += 1
                }
            }
        }
        cellFirst = counts
        self.entryPoint = entryPoint
        self.entrySegment = entrySegment
    }

    /// Calls `visit(segment, pointIndex)` for every piece in the cells overlapping `box` (a piece may be
    /// visited more than once).
    public func pieces(in box: BoundingBox, _ visit: (Int, Int) -> Void) {
        let r0 = max(0, Int((Int64(box.south * 1e7) - Int64(south)) / Int64(cellSize)))
        let r1 = min(rows - 1, Int((Int64(box.north * 1e7) - Int64(south)) / Int64(cellSize)))
        let c0 = max(0, Int((Int64(box.west * 1e7) - Int64(west)) / Int64(cellSize)))
        let c1 = min(columns - 1, Int((Int64(box.east * 1e7) - Int64(west)) / Int64(cellSize)))
        guard r0 <= r1, c0 <= c1 else { return }
        for r in r0...r1 {
            for c in c0...c1 {
                let cell = r * columns + c
                for e in Int(cellFirst[cell])..<Int(cellFirst[cell + 1]) { visit(Int(entrySegment[e]), Int(entryPoint[e])) }
            }
        }
    }
}
