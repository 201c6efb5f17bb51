import Geo
import Routing

/// A leg's pieces laid end to end as one polyline, with the distance along it of every point, so that
/// bearings can be measured over a fixed length around a junction rather than over one tiny segment.
struct LegPath {
    /// How far before and after a junction the travel direction is measured, metres.
    static let bearingReach = 15.0

    /// The points, joints between pieces kept once.
    private(set) var points: [Coordinate] = []
    /// Metres from the start to each point.
    private(set) var along: [Double] = []
    /// For each piece, the index in `points` where it starts (its junction).
    private(set) var pieceStarts: [Int] = []

    init(pieces: [RoutePiece]) {
        for piece in pieces {
            let joinsLast = piece.geometry.first == nil || piece.geometry.first == points.last
            pieceStarts.append(joinsLast ? max(points.count - 1, 0) : points.count)
            for (offset, point) in piece.geometry.enumerated() where !(offset == 0 && joinsLast) {
                append(point)
            }
        }
    }

    private mutating func append(_ point: Coordinate) {
        let step = points.last.map { $0.distance(to: point) } ?? 0
        along.append((along.last ?? 0) + (step.isFinite ? step : 0))
        points.append(point)
    }

    /// The point where piece `index` starts, or the path's end for `index == pieces.count`.
    func junction(ofPiece index: Int) -> Coordinate? {
        pointIndex(ofPiece: index).map { points[$0] }
    }

    private func pointIndex(ofPiece index: Int) -> Int? {
        if index < pieceStarts.count { return points.isEmpty ? nil : pieceStarts[index] }
        return points.isEmpty ? nil : points.count - 1
    }

    /// The direction of travel over the last `bearingReach` metres before the start of piece `index`
    /// (`pieces.count` for the path's end); `nil` at the very start.
    func bearing(beforePiece index: Int) -> Double? {
        guard let at = pointIndex(ofPiece: index) else { return nil }
        return bearing(from: point(at: along[at] - Self.bearingReach), to: points[at])
    }

    /// The direction of travel over the first `bearingReach` metres after the start of piece `index`;
    /// `nil` at the very end.
    func bearing(afterPiece index: Int) -> Double? {
        guard let at = pointIndex(ofPiece: index) else { return nil }
        return bearing(from: points[at], to: point(at: along[at] + Self.bearingReach))
    }

    private func bearing(from a: Coordinate, to b: Coordinate) -> Double? {
        a.distance(to: b) > 0.01 ? a.bearing(to: b) : nil
    }

    /// The point `distance` metres along the path, clamped to its ends. O(log n).
    private func point(at distance: Double) -> Coordinate {
        guard let first = points.first, let last = points.last, let total = along.last else {
            return Coordinate(latitude: 0, longitude: 0)
        }
        if distance <= 0 { return first }
        if distance >= total { return last }
        var low = 0, high = along.count - 1  // along[low] < distance <= along[high]
        while high - low > 1 {
            let mid = (low + high) / 2
            if along[mid] < distance { low = mid } else { high = mid }
        }
        let span = along[high] - along[low]
        let fraction = span > 0 ? (distance - along[low]) / span : 0
        return Segment(from: points[low], to: points[high]).interpolated(at: fraction)
    }

    /// The points from the start of piece `start` to the start of piece `end` (or the path's end).
    func geometry(fromPiece start: Int, toPiece end: Int) -> [Coordinate] {
        guard let from = pointIndex(ofPiece: start), let to = pointIndex(ofPiece: end) else { return [] }
        return to > from ? Array(points[from...to]) : [points[from], points[from]]
    }
}
