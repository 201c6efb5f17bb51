/// Planar geometry in a tile's coordinates (Doubles, y down): Douglas–Peucker simplification and clipping to
/// the tile's square with a buffer.
enum TileGeometry {
    typealias Point = (x: Double, y: Double)

    /// `line` without the points closer than `tolerance` to the simplified line (the ends kept).
    static func simplify(_ line: [Point], tolerance: Double) -> [Point] {
        guard line.count > 2, tolerance > 0 else { return line }
        var keep = [Bool](repeating: false, count: line.count)
        keep[0] = true
        keep[line.count - 1] = true
        var stack = [(0, line.count - 1)]
        let squared = tolerance * tolerance
        while let (first, last) = stack.popLast() {
            guard last > first + 1 else { continue }
            let a = line[first], b = line[last]
            let dx = b.x - a.x, dy = b.y - a.y, length = dx * dx + dy * dy
            var farthest = first, distance = -1.0
            for i in (first + 1)..<last {
                let p = line[i]
                var t = length > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length : 0
                t = min(max(t, 0), 1)
                let ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y
                let d = ex * ex + ey * ey
                if d > distance { distance = d; farthest = i }
            }
            if distance > squared {
                keep[farthest] = true
                stack.append((first, farthest))
                stack.append((farthest, last))
            }
        }
        return line.indices.filter { keep[$0] }.map { line[$0] }
    }

    /// The parts of `line` inside the square `low…high` on both axes.
    static func clip(line: [Point], low: Double, high: Double) -> [[Point]] {
        var parts: [[Point]] = []
        var current: [Point] = []
        for i in 1..<line.count {
            guard let (a, b) = clip(segment: line[i - 1], line[i], low: low, high: high) else {
                if current.count >= 2 { parts.append(current) }
                current = []
                continue
            }
            if current.isEmpty { current.append(a) } else if current.last! != a {
                if current.count >= 2 { parts.append(current) }
                current = [a]
            }
            current.append(b)
            if b != line[i] {
                if current.count >= 2 { parts.append(current) }
                current = []
            }
        }
        if current.count >= 2 { parts.append(current) }
        return parts
    }

    /// The piece of the segment inside the square (Liang–Barsky), or nil.
    private static func clip(segment a: Point, _ b: Point, low: Double, high: Double) -> (Point, Point)? {
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - low), (dx, high - a.x), (-dy, a.y - low), (dy, high - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 { if r > t1 { return nil }; t0 = max(t0, r) } else { if r < t0 { return nil }; t1 = min(t1, r) }
            }
        }
        let start = t0 == 0 ? a : (a.x + t0 * dx, a.y + t0 * dy)
        let end = t1 == 1 ? b : (a.x + t1 * dx, a.y + t1 * dy)
        return (start, end)
    }

    /// The ring cut to the square `low…high` (Sutherland–Hodgman; the ring is given open, without repeating its
    /// first point, and returned so).
    static func clip(ring: [Point], low: Double, high: Double) -> [Point] {
        clip(ring: ring, x: low...high, y: low...high)
    }

    /// The ring cut to the rectangle `x` × `y` (Sutherland–Hodgman; given and returned open).
    static func clip(ring: [Point], x: ClosedRange<Double>, y: ClosedRange<Double>) -> [Point] {
        var points = ring
        // Each side: (inside test, intersection with the side's line).
        let (left, right, top, bottom) = (x.lowerBound, x.upperBound, y.lowerBound, y.upperBound)
        let sides: [(inside: (Point) -> Bool, cut: (Point, Point) -> Point)] = [
            ({ $0.x >= left }, { a, b in (left, a.y + (b.y - a.y) * (left - a.x) / (b.x - a.x)) }),
            ({ $0.x <= right }, { a, b in (right, a.y + (b.y - a.y) * (right - a.x) / (b.x - a.x)) }),
            ({ $0.y >= top }, { a, b in (a.x + (b.x - a.x) * (top - a.y) / (b.y - a.y), top) }),
            ({ $0.y <= bottom }, { a, b in (a.x + (b.x - a.x) * (bottom - a.y) / (b.y - a.y), bottom) }),
        ]
        for side in sides {
            guard !points.isEmpty else { return [] }
            var output: [Point] = []
            output.reserveCapacity(points.count + 4)
            var previous = points[points.count - 1]
            for point in points {
                let inside = side.inside(point), wasInside = side.inside(previous)
                if inside {
                    if !wasInside { output.append(side.cut(previous, point)) }
                    output.append(point)
                } else if wasInside {
                    output.append(side.cut(previous, point))
                }
                previous = point
            }
            points = output
        }
        return points
    }
}
