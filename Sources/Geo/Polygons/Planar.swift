/// Exact planar predicates on (x, y) pairs, shared by segments and polygons.
///
/// Coordinates are passed as separate `Double`s so hot loops over flat arrays make no structs.
@usableFromInline
enum Planar {
    /// Twice the signed area of triangle (a, b, c): > 0 when c lies left of a→b, 0 when collinear.
    @inlinable
    static func orientation(
        _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ cx: Double, _ cy: Double
    ) -> Double {
        (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
    }

    /// Whether c, known to be collinear with a→b, lies within the segment's bounding box.
    @inlinable
    static func withinBox(
        _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ cx: Double, _ cy: Double
    ) -> Bool {
        cx >= min(ax, bx) && cx <= max(ax, bx) && cy >= min(ay, by) && cy <= max(ay, by)
    }

    /// Whether segments a→b and c→d share a point (crossing, touching or overlapping).
    @inlinable
    static func segmentsIntersect(
        _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double,
        _ cx: Double, _ cy: Double, _ dx: Double, _ dy: Double
    ) -> Bool {
        if max(ax, bx) < min(cx, dx) || max(cx, dx) < min(ax, bx)
            || max(ay, by) < min(cy, dy) || max(cy, dy) < min(ay, by) { return false }
        let d1 = orientation(cx, cy, dx, dy, ax, ay)
        let d2 = orientation(cx, cy, dx, dy, bx, by)
        let d3 = orientation(ax, ay, bx, by, cx, cy)
        let d4 = orientation(ax, ay, bx, by, dx, dy)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) {
            return true
        }
        return (d1 == 0 && withinBox(cx, cy, dx, dy, ax, ay))
            || (d2 == 0 && withinBox(cx, cy, dx, dy, bx, by))
            || (d3 == 0 && withinBox(ax, ay, bx, by, cx, cy))
            || (d4 == 0 && withinBox(ax, ay, bx, by, dx, dy))
    }

    /// Whether point p lies on segment a→b, within `tolerance` (in the plane's units).
    @inlinable
    static func pointOnSegment(
        _ px: Double, _ py: Double, _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double,
        tolerance: Double
    ) -> Bool {
        if px < min(ax, bx) - tolerance || px > max(ax, bx) + tolerance
            || py < min(ay, by) - tolerance || py > max(ay, by) + tolerance { return false }
        let ex = bx - ax, ey = by - ay
        let lengthSquared = ex * ex + ey * ey
        if lengthSquared == 0 { return true }  // degenerate edge, and p is within tolerance of it
        let cross = ex * (py - ay) - ey * (px - ax)
        return cross * cross <= tolerance * tolerance * lengthSquared
    }
}
