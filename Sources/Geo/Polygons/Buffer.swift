#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Buffers: areas within a distance of a point (a circle) or of a polyline (a corridor).
///
/// Vertices lie exactly at the radius on the sphere; longitudes are continuous from vertex to vertex,
/// so a buffer across the 180° meridian works with `contains` and `intersects`.
/// ```swift
/// let barrier = try Polygon.circle(center: clicked, radius: 100)          // 32 vertices
/// let corridor = try Polygon.corridor(along: route, halfWidth: 500)
/// ```
extension Polygon {
    /// A circle of `radius` metres around `center`, as a counter-clockwise ring of `vertexCount` vertices
    /// (each at `radius` metres from `center`). O(vertexCount).
    ///
    /// - Throws: `GeometryError.invalidRadius` unless `radius` is positive and finite,
    ///   `.invalidVertexCount` for fewer than 3 vertices, `.invalidCoordinate` for an invalid center.
    public static func circle(center: Coordinate, radius: Double, vertexCount: Int = 32)
        throws(GeometryError) -> Polygon
    {
        try checkBuffer(radius: radius, vertexCount: vertexCount, points: [center])
        var ring = RingBuilder()
        let step = 360 / Double(vertexCount)
        // Decreasing bearings walk counter-clockwise, the exterior orientation of RFC 7946.
        for k in 0..<vertexCount {
            ring.append(center.destination(bearing: 360 - Double(k) * step, distance: radius))
        }
        return try Polygon(outer: ring.vertices)
    }

    /// The corridor of all points within `halfWidth` metres of the polyline `points`: offset lines on both
    /// sides, round joins on the outside of turns and round caps at the ends (arcs of `vertexCount`
    /// vertices per full turn). A single point gives a circle. O(points + arc vertices).
    ///
    /// Consecutive repeated points are ignored. The outline is exact for polylines whose turns are apart
    /// by more than the half-width; a polyline that doubles back on itself within `2·halfWidth` gives a
    /// self-overlapping outline, which even-odd tests treat as holes (use one corridor per part then).
    /// - Throws: as `circle`, and `GeometryError.emptyPolyline` for no points.
    public static func corridor(along points: [Coordinate], halfWidth: Double, vertexCount: Int = 32)
        throws(GeometryError) -> Polygon
    {
        try checkBuffer(radius: halfWidth, vertexCount: vertexCount, points: points)
        var path: [Coordinate] = []
        for p in points where path.last != p { path.append(p) }
        guard path.count >= 2 else { return try circle(center: path[0], radius: halfWidth, vertexCount: vertexCount) }

        let step = 360 / Double(vertexCount)
        let n = path.count
        // Bearing of each segment, leaving its start and arriving at its end.
        let leaving = (0..<n - 1).map { path[$0].bearing(to: path[$0 + 1]) }
        let arriving = (0..<n - 1).map { (path[$0 + 1].bearing(to: path[$0]) + 180).truncatingRemainder(dividingBy: 360) }
        let lengths = path.stretchLengths

        var ring = RingBuilder()
        for side in [1.0, -1.0] {  // right side forwards, then left side backwards
            let order = side > 0 ? Array(0..<n) : Array((0..<n).reversed())
            for i in order {
                // Bearings along the direction of travel on this side.
                let bIn = side > 0 ? (i > 0 ? arriving[i - 1] : nil) : (i < n - 1 ? leaving[i] + 180 : nil)
                let bOut = side > 0 ? (i < n - 1 ? leaving[i] : nil) : (i > 0 ? arriving[i - 1] + 180 : nil)
                let lIn = side > 0 ? (i > 0 ? lengths[i - 1] : 0) : (i < n - 1 ? lengths[i] : 0)
                let lOut = side > 0 ? (i < n - 1 ? lengths[i] : 0) : (i > 0 ? lengths[i - 1] : 0)
                switch (bIn, bOut) {
                case (nil, let b?):  // start of this side: nothing, the cap before it was drawn
                    ring.append(path[i].destination(bearing: b + 90, distance: halfWidth))
                case (let b?, nil):  // end of this side: round cap from right of travel, ahead, to left
                    ring.appendArc(around: path[i], from: b + 90, turning: -180, radius: halfWidth, step: step)
                case (let b1?, let b2?):
                    let turn = Coordinate.longitudeDifference(from: b1, to: b2)  // > 0: right turn
                    let halfTan = tan(abs(turn) / 2 * Earth.radiansPerDegree)
                    if turn > 0 && abs(turn) < 179 && halfWidth * halfTan <= min(lIn, lOut) {
                        // Inside of a right turn: the offset lines meet on the bisector.
                        let miter = halfWidth / cos(turn / 2 * Earth.radiansPerDegree)
                        ring.append(path[i].destination(bearing: b1 + 90 + turn / 2, distance: miter))
                    } else if turn > 0 {
                        ring.append(path[i].destination(bearing: b1 + 90, distance: halfWidth))
                        ring.append(path[i].destination(bearing: b2 + 90, distance: halfWidth))
                    } else {
                        // Outside of a left turn (or straight on): a round join.
                        ring.appendArc(around: path[i], from: b1 + 90, turning: turn, radius: halfWidth, step: step)
                    }
                case (nil, nil):
                    break
                }
            }
        }
        return try Polygon(outer: ring.vertices)
    }

    /// Validates the common inputs of buffers.
    private static func checkBuffer(radius: Double, vertexCount: Int, points: [Coordinate]) throws(GeometryError) {
        guard radius.isFinite && radius > 0 else { throw .invalidRadius(radius) }
        guard vertexCount >= 3 else { throw .invalidVertexCount(vertexCount) }
        guard !points.isEmpty else { throw .emptyPolyline }
        for p in points where !p.isValid { throw .invalidCoordinate(p) }
    }
}

/// Collects ring vertices, keeping longitudes continuous (each within 180° of the previous).
struct RingBuilder {
    private(set) var vertices: [Coordinate] = []

    mutating func append(_ c: Coordinate) {
        guard let previous = vertices.last else { return vertices.append(c) }
        vertices.append(Coordinate(
            latitude: c.latitude,
            longitude: Coordinate.unwrappedLongitude(c.longitude, near: previous.longitude)))
    }

    /// Appends points at `radius` around `center` from bearing `start` through `turning` degrees
    /// (negative: counter-clockwise), both ends included, at most `step` degrees apart.
    mutating func appendArc(around center: Coordinate, from start: Double, turning: Double, radius: Double, step: Double) {
        let count = max(1, Int((abs(turning) / step).rounded(.up)))
        for k in 0...count {
            append(center.destination(bearing: start + turning * Double(k) / Double(count), distance: radius))
        }
    }
}
