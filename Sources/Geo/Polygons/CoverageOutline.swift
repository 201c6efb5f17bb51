import Foundation

/// The area around a set of lines as polygons with holes: the lines are drawn on a grid of square cells, the cells
/// they touch widened by `margin` cells, and the outline of the marked cells traced — a buffer of the lines about
/// one to two cells wide that follows them (unreached blocks stay holes), not a convex hull.
///
/// ```swift
/// let area = CoverageOutline.polygons(around: reachedRoads, cellSize: 60)   // isochrone polygons
/// ```
public enum CoverageOutline {
    /// The most cells a grid may have; larger areas get larger cells.
    public static let maximumCells = 2_000_000

    /// Polygons covering every point of `lines` (no point of a line is outside; every polygon point is within
    /// about `(margin + 1.5) × cellSize` of a line). Longitudes stay continuous across the 180° meridian.
    /// O(points + cells).
    public static func polygons(around lines: [[Coordinate]], cellSize: Double, margin: Int = 1) -> [Polygon] {
        polygons(aroundEach: [lines], cellSize: cellSize, margin: margin)[0]
    }

    /// ``polygons(around:cellSize:margin:)`` for each set of lines, all on one grid, each area's cells holding the
    /// ones before (an isochrone's contours): on grids of their own, a smaller contour's cells fell outside the
    /// larger's, and into its holes. Each outline is simplified on its own, so areas nest to half a cell. The grid is
    /// laid from the last set (the largest), so its area is the same whatever smaller sets come with it.
    public static func polygons(aroundEach sets: [[[Coordinate]]], cellSize requested: Double, margin: Int = 1) -> [[Polygon]] {
        guard let first = sets.reversed().lazy.flatMap({ $0 }).first(where: { !$0.isEmpty })?.first else { return sets.map { _ in [] } }
        // A local plane in metres around the first point (longitudes unwrapped next to it).
        let metresPerDegree = Earth.meanRadius * .pi / 180
        let xScale = metresPerDegree * cos(first.latitude * .pi / 180), yScale = metresPerDegree
        func unwrap(_ longitude: Double) -> Double {
            var d = longitude - first.longitude
            while d > 180 { d -= 360 }
            while d < -180 { d += 360 }
            return d
        }
        let planar = sets.map { lines in lines.map { $0.map { (x: unwrap($0.longitude) * xScale, y: ($0.latitude - first.latitude) * yScale) } } }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for line in planar.joined() { for p in line { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) } }
        let cellSize = max(requested, sqrt((maxX - minX + 1) * (maxY - minY + 1) / Double(maximumCells)))
        let pad = margin + 1
        let width = Int(((maxX - minX) / cellSize).rounded(.up)) + 2 * pad + 1
        let height = Int(((maxY - minY) / cellSize).rounded(.up)) + 2 * pad + 1
        let originX = minX - Double(pad) * cellSize, originY = minY - Double(pad) * cellSize
        // Widened by `margin` cells (a disc).
        var offsets: [(dx: Int, dy: Int)] = []
        for dy in -margin...margin {
            for dx in -margin...margin where dx * dx + dy * dy <= margin * margin { offsets.append((dx, dy)) }
        }
        func coordinate(_ vertex: (x: Double, y: Double)) -> Coordinate {
            Coordinate(latitude: first.latitude + (originY + vertex.y * cellSize) / yScale,
                       longitude: first.longitude + (originX + vertex.x * cellSize) / xScale)
        }
        var previous: [Bool]? = nil
        return planar.map { lines in
            var touched = [Bool](repeating: false, count: width * height)
            func mark(_ p: (x: Double, y: Double)) {
                touched[Int((p.y - originY) / cellSize) * width + Int((p.x - originX) / cellSize)] = true
            }
            for line in lines {
                if let only = line.first { mark(only) }
                for (a, b) in zip(line, line.dropFirst()) {
                    let steps = Int((hypot(b.x - a.x, b.y - a.y) / (cellSize / 3)).rounded(.up))
                    for i in 0...max(steps, 1) {
                        let t = Double(i) / Double(max(steps, 1))
                        mark((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
                    }
                }
            }
            var marked = previous ?? touched
            for y in 0..<height {
                for x in 0..<width where touched[y * width + x] {
                    for (dx, dy) in offsets { marked[(y + dy) * width + x + dx] = true }
                }
            }
            // Staircases become slopes: rings simplified to half a cell, so no boundary point moves more than that;
            // where rings meet at a corner, that corner stays, so that they still only touch.
            previous = marked
            let outline = GridOutline(width: width, height: height, marked: marked)
            let corners = outline.sharedCorners()
            return outline.rings().compactMap { ring in
                try? Polygon(outer: outline.simplified(ring.outer, keeping: corners).map(coordinate),
                             holes: ring.holes.map { outline.simplified($0, keeping: corners).map(coordinate) })
            }
        }
    }
}

/// The outlines of the marked cells of a grid (cell (x, y) spans x…x+1, y…y+1, y upwards): outer rings
/// counter-clockwise with their holes clockwise, straight runs merged into one edge.
struct GridOutline {
    let width: Int
    let height: Int
    let marked: [Bool]

    func isMarked(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height && marked[y * width + x] }

    /// The rings, outer ones each with the holes inside it.
    func rings() -> [(outer: [(x: Int, y: Int)], holes: [[(x: Int, y: Int)]])] {
        // Boundary edges with the marked cell on their left, keyed by their start vertex.
        var outgoing: [Int: [(x: Int, y: Int)]] = [:]
        let key = { (x: Int, y: Int) in y * (width + 1) + x }
        for y in 0..<height {
            for x in 0..<width where marked[y * width + x] {
                if !isMarked(x, y - 1) { outgoing[key(x, y), default: []].append((x + 1, y)) }
                if !isMarked(x + 1, y) { outgoing[key(x + 1, y), default: []].append((x + 1, y + 1)) }
                if !isMarked(x, y + 1) { outgoing[key(x + 1, y + 1), default: []].append((x, y + 1)) }
                if !isMarked(x - 1, y) { outgoing[key(x, y + 1), default: []].append((x, y)) }
            }
        }
        var outers: [[(x: Int, y: Int)]] = [], holes: [[(x: Int, y: Int)]] = []
        for startKey in outgoing.keys.sorted() {
          while let ends = outgoing[startKey], !ends.isEmpty {
            let start = (x: startKey % (width + 1), y: startKey / (width + 1))
            var ring = [start]
            var current = start
            var direction = (x: ends[0].x - start.x, y: ends[0].y - start.y)
            while true {
                var choices = outgoing[key(current.x, current.y)] ?? []
                guard !choices.isEmpty else { break }
                // At a vertex two cells share only by a corner, turn left: the cells stay apart.
                let left = (x: -direction.y, y: direction.x)
                let pick = choices.firstIndex { $0.x - current.x == left.x && $0.y - current.y == left.y } ?? 0
                let next = choices.remove(at: pick)
                outgoing[key(current.x, current.y)] = choices
                direction = (x: next.x - current.x, y: next.y - current.y)
                current = next
                if current == start { break }
                ring.append(current)
            }
            // A ring through a corner it passes twice is split there: simple rings that touch (OGC's rings may
            // touch at a point, never pass through one twice), each turning the way that says what it is.
            for loop in Self.simpleLoops(ring) {
                let merged = Self.withoutStraightVertices(loop)
                guard merged.count >= 3 else { continue }
                if Self.doubleArea(merged) > 0 { outers.append(merged) } else { holes.append(merged) }
            }
          }
        }
        var result = outers.map { (outer: $0, holes: [[(x: Int, y: Int)]]()) }
        for hole in holes {
            // A point just inside the hole: beside its first edge, on the edge's right (the unmarked side).
            let a = hole[0], b = hole[1]
            let dx = Double((b.x - a.x).signum()), dy = Double((b.y - a.y).signum())
            let probe = (x: Double(a.x) + dx * 0.5 + dy * 0.5, y: Double(a.y) + dy * 0.5 - dx * 0.5)
            let containing = result.indices.filter { Self.contains(result[$0].outer, probe) }
                .min { Self.doubleArea(result[$0].outer) < Self.doubleArea(result[$1].outer) }
            if let containing { result[containing].holes.append(hole) }
        }
        return result
    }

    /// The vertices where two cells meet only by their corners (the other two unmarked), as `y * (width + 1) + x`:
    /// rings pass there twice, or two rings meet there.
    func sharedCorners() -> Set<Int> {
        var corners: Set<Int> = []
        for y in 1..<max(height, 1) {
            for x in 1..<max(width, 1) {
                let a = isMarked(x - 1, y - 1), b = isMarked(x, y - 1), c = isMarked(x - 1, y), d = isMarked(x, y)
                if a == d && b == c && a != b { corners.insert(y * (width + 1) + x) }
            }
        }
        return corners
    }

    /// `ring` cut into loops at the vertices it passes more than once, each loop starting at such a vertex (the
    /// rest of the ring last).
    static func simpleLoops(_ ring: [(x: Int, y: Int)]) -> [[(x: Int, y: Int)]] {
        var loops: [[(x: Int, y: Int)]] = []
        var stack: [(x: Int, y: Int)] = []
        var position: [Int64: Int] = [:]
        let key = { (v: (x: Int, y: Int)) in Int64(v.y) << 32 | Int64(UInt32(truncatingIfNeeded: v.x)) }
        for vertex in ring {
            if let index = position[key(vertex)] {
                loops.append(Array(stack[index...]))
                for later in stack[(index + 1)...] { position[key(later)] = nil }
                stack.removeSubrange((index + 1)...)
            } else {
                position[key(vertex)] = stack.count
                stack.append(vertex)
            }
        }
        return loops + [stack]
    }

    /// A ring in grid units without the vertices within half a cell of the simplified ring (Douglas–Peucker between
    /// the first vertex, the one farthest from it and the `keeping` corners (keys as ``sharedCorners()``), which stay).
    func simplified(_ ring: [(x: Int, y: Int)], keeping corners: Set<Int>) -> [(x: Double, y: Double)] {
        Self.simplified(ring, anchors: ring.indices.filter { corners.contains(ring[$0].y * (width + 1) + ring[$0].x) })
    }

    /// A ring in grid units without the vertices within half a cell of the simplified ring (Douglas–Peucker between
    /// the first vertex, the one farthest from it and the vertices at `anchors`, which stay).
    static func simplified(_ ring: [(x: Int, y: Int)], anchors: [Int] = []) -> [(x: Double, y: Double)] {
        let points = ring.map { (x: Double($0.x), y: Double($0.y)) }
        guard points.count > 4 else { return points }
        let far = points.indices.max { hypot(points[$0].x - points[0].x, points[$0].y - points[0].y) < hypot(points[$1].x - points[0].x, points[$1].y - points[0].y) }!
        func reduce(_ line: ArraySlice<(x: Double, y: Double)>) -> [(x: Double, y: Double)] {
            let line = Array(line)
            var keep = [Bool](repeating: false, count: line.count)
            keep[0] = true; keep[line.count - 1] = true
            var stack = [(0, line.count - 1)]
            while let (a, b) = stack.popLast() {
                guard b > a + 1 else { continue }
                let (p, q) = (line[a], line[b])
                let dx = q.x - p.x, dy = q.y - p.y, length = max(hypot(dx, dy), 1e-12)
                var worst = a, distance = 0.0
                for i in (a + 1)..<b {
                    let d = abs((line[i].x - p.x) * dy - (line[i].y - p.y) * dx) / length
                    if d > distance { distance = d; worst = i }
                }
                if distance > 0.5 { keep[worst] = true; stack += [(a, worst), (worst, b)] }
            }
            return line.indices.filter { keep[$0] }.map { line[$0] }
        }
        // Each stretch between consecutive anchors (the first vertex again at the end) simplified on its own.
        let stops = Array(Set([0, far] + anchors)).sorted() + [points.count]
        let closed = points + [points[0]]
        var result: [(x: Double, y: Double)] = []
        for (a, b) in zip(stops, stops.dropFirst()) { result += reduce(closed[a...b]).dropLast() }
        return result.count >= 3 ? result : points
    }

    static func withoutStraightVertices(_ ring: [(x: Int, y: Int)]) -> [(x: Int, y: Int)] {
        ring.indices.compactMap { i in
            let a = ring[(i + ring.count - 1) % ring.count], b = ring[i], c = ring[(i + 1) % ring.count]
            return (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) == 0 ? nil : b
        }
    }

    static func doubleArea(_ ring: [(x: Int, y: Int)]) -> Int {
        ring.indices.reduce(0) { sum, i in
            let a = ring[i], b = ring[(i + 1) % ring.count]
            return sum + a.x * b.y - b.x * a.y
        }
    }

    static func contains(_ ring: [(x: Int, y: Int)], _ p: (x: Double, y: Double)) -> Bool {
        var inside = false
        var j = ring.count - 1
        for i in ring.indices {
            let a = (x: Double(ring[i].x), y: Double(ring[i].y)), b = (x: Double(ring[j].x), y: Double(ring[j].y))
            if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }
}
