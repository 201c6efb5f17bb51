import Geo

/// The area reached within one cost: polygons (with holes where nothing is reached) that follow the roads reached.
public struct Isochrone: Sendable {
    /// The cost, in ``metric``'s unit (seconds or metres).
    public let contour: Double
    /// What the cost measures.
    public let metric: Metric
    public let polygons: [Polygon]
}

extension Reach {
    /// The default grid cell, metres: polygons reach about one to two cells past the roads.
    public static let cellSize = 60.0

    /// One isochrone per cost in `contours` (each at most ``limit``), outlining the roads reached within it
    /// (``CoverageOutline``, one grid for all: each contour holds the smaller ones), smallest first.
    public func isochrones(contours: [Double], cellSize: Double = Reach.cellSize) -> [Isochrone] {
        let sorted = contours.sorted()
        let areas = CoverageOutline.polygons(aroundEach: sorted.map { lines(within: min($0, limit)) }, cellSize: cellSize)
        return zip(sorted, areas).map { Isochrone(contour: $0, metric: metric, polygons: $1) }
    }
}

extension Router {
    /// The isochrones of every contour list from `origin` — one search per list, to its largest contour — and
    /// where `origin` snapped.
    /// - Throws: ``RoutingError`` as ``reach(from:profile:metric:limit:barriers:exclude:snapRadius:snapping:)`` does, and for no contours.
    public func isochrones(from origin: Coordinate, profile: String, contours: [ContourList], barriers: Barriers = Barriers(),
                           exclude: RoadExclusions = [], snapRadius: Double = 1000,
                           snapping: Snapping = .default) throws(RoutingError) -> (isochrones: [Isochrone], origin: Waypoint) {
        let reaches = try contours.map { list throws(RoutingError) in
            (list, try reach(from: origin, profile: profile, metric: list.metric, limit: list.limits.max() ?? 0, barriers: barriers,
                             exclude: exclude, snapRadius: snapRadius, snapping: snapping))
        }
        guard let snapped = reaches.first?.1.origin else { throw .invalidQuery("give contours in minutes or metres") }
        return (reaches.flatMap { $0.1.isochrones(contours: $0.0.limits) }, snapped)
    }
}
