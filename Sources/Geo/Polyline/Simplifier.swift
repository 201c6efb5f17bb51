import Foundation

/// Douglas–Peucker line simplification, to the tolerance of one screen pixel at the web-map zoom level
/// that fits the whole line in a 1024-pixel viewport — what OSRM's `overview=simplified` aims for.
/// ```swift
/// let overview = Simplifier.simplify(route.geometry)          // one pixel at the zoom that fits it
/// let coarse = Simplifier.simplify(line, tolerance: 25)        // or a tolerance in metres
/// ```
public enum Simplifier {
    /// Metres per pixel at zoom 0 on the equator (Web Mercator, 256-pixel tiles).
    private static let metresPerPixelAtZoom0 = 156_543.034

    /// The line with points closer than the tolerance to the simplified line removed; the ends are kept.
    /// O(n log n) typical, O(n²) worst case.
    public static func simplify(_ line: [Coordinate]) -> [Coordinate] {
        guard line.count > 2, let box = BoundingBox(enclosing: line) else { return line }
        return simplify(line, tolerance: tolerance(for: box))
    }

    /// One pixel in metres at the largest zoom (0…18) at which `box` fits 1024 × 1024 pixels.
    public static func tolerance(for box: BoundingBox) -> Double {
        let centre = box.center
        let scale = cos(centre.latitude * .pi / 180) * metresPerPixelAtZoom0
        let width = Coordinate(latitude: centre.latitude, longitude: box.west).distance(to: Coordinate(latitude: centre.latitude, longitude: box.east))
        let height = Coordinate(latitude: box.south, longitude: centre.longitude).distance(to: Coordinate(latitude: box.north, longitude: centre.longitude))
        let needed = max(width, height, 1) / 1024
        let zoom = min(18, max(0, floor(log2(scale / needed))))
        return scale / pow(2, zoom)
    }

    /// Douglas–Peucker with `tolerance` metres, distances measured in a local equirectangular plane.
    public static func simplify(_ line: [Coordinate], tolerance: Double) -> [Coordinate] {
        guard line.count > 2 else { return line }
        let cosLatitude = cos(line[0].latitude * .pi / 180)
        let points = line.map { (x: $0.longitude * cosLatitude * Earth.metresPerDegree, y: $0.latitude * Earth.metresPerDegree) }
        var keep = [Bool](repeating: false, count: line.count)
        keep[0] = true
        keep[line.count - 1] = true
        var ranges = [(0, line.count - 1)]
        let squaredTolerance = tolerance * tolerance
        while let (first, last) = ranges.popLast() {
            guard last - first > 1 else { continue }
            let a = points[first], b = points[last]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = dx * dx + dy * dy
            var farthest = first, farthestDistance = 0.0
            for index in (first + 1)..<last {
                let p = points[index]
                var t = length > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length : 0
                t = min(1, max(0, t))
                let ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y
                let distance = ex * ex + ey * ey
                if distance > farthestDistance { farthest = index; farthestDistance = distance }
            }
            if farthestDistance > squaredTolerance {
                keep[farthest] = true
                ranges.append((first, farthest))
                ranges.append((farthest, last))
            }
        }
        return line.indices.compactMap { keep[$0] ? line[$0] : nil }
    }
}
