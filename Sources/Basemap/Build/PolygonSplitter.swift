/// Splits polygons of many points into pieces of at most ``maximumPoints`` by recursive quartering (each quarter a
/// hair larger, so that pieces overlap and no seam shows where they meet), so that a tile touching a coastline of
/// a million points clips only its own piece of it.
enum PolygonSplitter {
    static let maximumPoints = 4096
    /// Quartering stops at cells this deep below the polygon's box, however many points remain.
    static let maximumDepth = 14

    /// The pieces of a polygon (outer ring first, then holes; rings closed), each in the same form.
    static func pieces(_ rings: [[WorldPoint]]) -> [[[WorldPoint]]] {
        guard rings.reduce(0, { $0 + $1.count }) > maximumPoints, let box = WorldBox(enclosing: rings[0]) else { return [rings] }
        let open = rings.map { ring in ring.dropLast().map { (x: Double($0.x), y: Double($0.y)) } }
        return split(open, x: Double(box.minX)...Double(box.maxX), y: Double(box.minY)...Double(box.maxY), depth: 0)
    }

    private static func split(_ rings: [[TileGeometry.Point]], x: ClosedRange<Double>, y: ClosedRange<Double>, depth: Int) -> [[[WorldPoint]]] {
        if rings.reduce(0, { $0 + $1.count }) <= maximumPoints || depth >= maximumDepth {
            return [rings.map { ring in
                let points = ring.map { WorldPoint(x: Int32($0.x.rounded()), y: Int32($0.y.rounded())) }
                return points + [points[0]]
            }]
        }
        let midX = (x.lowerBound + x.upperBound) / 2, midY = (y.lowerBound + y.upperBound) / 2
        let overlap = max(x.upperBound - x.lowerBound, y.upperBound - y.lowerBound) / 1024 + 1
        var pieces: [[[WorldPoint]]] = []
        for qx in [x.lowerBound...(midX + overlap), (midX - overlap)...x.upperBound] {
            for qy in [y.lowerBound...(midY + overlap), (midY - overlap)...y.upperBound] {
                let outer = TileGeometry.clip(ring: rings[0], x: qx, y: qy)
                guard outer.count >= 3 else { continue }
                let holes = rings.dropFirst().map { TileGeometry.clip(ring: $0, x: qx, y: qy) }.filter { $0.count >= 3 }
                pieces += split([outer] + holes, x: qx, y: qy, depth: depth + 1)
            }
        }
        return pieces
    }
}
