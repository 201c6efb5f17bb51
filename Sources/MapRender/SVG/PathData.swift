import Geo

/// Builds the `d` attribute of an SVG `<path>`: moves, lines, quadratic curves and closes, with short numbers.
///
/// ```swift
/// var d = PathData()
/// d.move(to: ProjectedPoint(x: 0, y: 0))
/// d.line(to: ProjectedPoint(x: 10.5, y: 3))
/// d.text   // "M0 0L10.5 3"
/// ```
public struct PathData: Sendable, Hashable {
    /// The path text so far.
    public private(set) var text = ""

    /// An empty path.
    public init() {}

    /// Whether nothing has been drawn.
    public var isEmpty: Bool { text.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: ProjectedPoint) {
        text += "M" + Self.pair(point)
    }

    /// A straight line to `point`.
    public mutating func line(to point: ProjectedPoint) {
        text += "L" + Self.pair(point)
    }

    /// A quadratic Bézier curve to `point` bending towards `control`.
    public mutating func quadCurve(to point: ProjectedPoint, control: ProjectedPoint) {
        text += "Q" + Self.pair(control) + " " + Self.pair(point)
    }

    /// Closes the current subpath.
    public mutating func close() {
        text += "Z"
    }

    /// A polyline through `points`, leaving out points closer than `tolerance` to the last one drawn (the
    /// last point is always drawn). Fewer than two points draw nothing. O(points).
    public mutating func polyline(_ points: [ProjectedPoint], tolerance: Double = 0) {
        guard points.count >= 2, let first = points.first, let last = points.last else { return }
        move(to: first)
        var previous = first
        for point in points.dropFirst().dropLast() {
            let dx = point.x - previous.x, dy = point.y - previous.y
            if dx * dx + dy * dy >= tolerance * tolerance {
                line(to: point)
                previous = point
            }
        }
        line(to: last)
    }

    /// A closed ring through `points` (the closing point may be repeated or not). Fewer than three draw nothing.
    public mutating func ring(_ points: [ProjectedPoint]) {
        guard points.count >= 3, let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { line(to: point) }
        close()
    }

    private static func pair(_ point: ProjectedPoint) -> String {
        SVGNumber.format(point.x) + " " + SVGNumber.format(point.y)
    }
}
