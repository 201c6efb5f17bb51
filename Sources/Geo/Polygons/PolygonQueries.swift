/// Point-in-polygon and segment-against-polygon tests, the hot path of route barriers.
extension Polygon {
    /// Tolerance in degrees (about 0.1 mm) within which a point counts as on an edge.
    @inlinable static var boundaryTolerance: Double { 1e-9 }

    /// Whether `coordinate` lies inside the polygon: even-odd over all rings, so a point in a hole is
    /// outside; a point on any edge (of the outer ring or of a hole) counts as inside.
    ///
    /// O(1) when the point is outside the bounding box, else O(vertices); no allocation.
    @inlinable
    public func contains(_ coordinate: Coordinate) -> Bool {
        let x = Coordinate.unwrappedLongitude(coordinate.longitude, near: referenceX)
        return containsPlanar(x, coordinate.latitude)
    }

    /// Whether any point of `segment` lies in the polygon (boundary included): the segment enters it,
    /// crosses it, touches it or runs inside it. A segment wholly inside a hole does not intersect.
    ///
    /// This is the test for route barriers. O(1) when the segment's box misses the polygon's, else
    /// O(vertices); no allocation. Correct across the 180° meridian.
    @inlinable
    public func intersects(_ segment: Segment) -> Bool {
        intersects(segment, startInside: nil, endInside: nil)
    }

    /// ``intersects(_:)`` for a caller that may know already whether the segment's ends lie in the polygon
    /// (``contains(_:)``), as one walking a line piece by piece does of each piece's start: a known end is not tested again.
    @inlinable
    public func intersects(_ segment: Segment, startInside: Bool?, endInside: Bool?) -> Bool {
        if startInside == true || endInside == true { return true }
        let ax = Coordinate.unwrappedLongitude(segment.start.longitude, near: referenceX)
        let bx = ax + Coordinate.longitudeDifference(from: ax, to: segment.end.longitude)
        let ay = segment.start.latitude, by = segment.end.latitude
        if max(ax, bx) < minX || min(ax, bx) > maxX || max(ay, by) < minY || min(ay, by) > maxY {
            return false
        }
        if startInside == nil && containsPlanar(ax, ay) || endInside == nil && containsPlanar(bx, by) { return true }
        // Both ends are outside: the segment meets the polygon only if it meets an edge.
        var start = 0
        for end in ringEnds {
            var i = start
            while i + 1 < end {
                if Planar.segmentsIntersect(ax, ay, bx, by, xs[i], ys[i], xs[i + 1], ys[i + 1]) {
                    return true
                }
                i += 1
            }
            start = end
        }
        return false
    }

    /// Even-odd test of (x, y) in the polygon's own longitudes; boundary points are inside.
    @inlinable
    func containsPlanar(_ x: Double, _ y: Double) -> Bool {
        let tolerance = Polygon.boundaryTolerance
        if x < minX - tolerance || x > maxX + tolerance || y < minY - tolerance || y > maxY + tolerance {
            return false
        }
        var inside = false
        var start = 0
        for end in ringEnds {
            var i = start
            while i + 1 < end {
                let x1 = xs[i], y1 = ys[i], x2 = xs[i + 1], y2 = ys[i + 1]
                if Planar.pointOnSegment(x, y, x1, y1, x2, y2, tolerance: tolerance) { return true }
                if (y1 > y) != (y2 > y) && x < x1 + (y - y1) * (x2 - x1) / (y2 - y1) {
                    inside.toggle()
                }
                i += 1
            }
            start = end
        }
        return inside
    }
}
