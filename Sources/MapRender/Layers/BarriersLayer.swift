import Geo

/// Barrier areas as translucent red polygons (holes respected), one `<path>` per polygon.
///
/// ```swift
/// let layer = BarriersLayer(polygons: request.barriers.polygons)
/// ```
public struct BarriersLayer: MapLayer {
    /// The barrier areas (buffered points included).
    public var polygons: [Polygon]

    /// Creates the layer.
    public init(polygons: [Polygon]) {
        self.polygons = polygons
    }

    public var bounds: BoundingBox? { BoundingBox(enclosing: polygons.flatMap(\.outer)) }

    public func draw(in frame: MapFrame) -> SVGElement {
        let paths = polygons.map { polygon -> SVGElement in
            var d = PathData()
            for ring in polygon.closedRings { d.ring(frame.points(ring)) }
            return SVGElement("path", [("class", "barrier"), ("d", d.text)], children: [.title("Barrier")])
        }
        return .group(id: "barriers", paths)
    }
}
