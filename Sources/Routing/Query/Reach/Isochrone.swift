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
    /// (``CoverageOutline``), smallest first.
    public func isochrones(contours: [Double], cellSize: Double = Reach.cellSize) -> [Isochrone] {
        contours.sorted().map { contour in
            Isochrone(contour: contour, metric: metric, polygons: CoverageOutline.polygons(around: lines(within: min(contour, limit)), cellSize: cellSize))
        }
    }
}
