import Geo

/// Stops as numbered markers (1, 2, 3… in the order given), with an optional name as a tooltip.
///
/// ```swift
/// let stops = StopsLayer(stops: plan.order.map { request.stops[$0] }, names: plan.order.map { names[$0] })
/// ```
public struct StopsLayer: MapLayer {
    /// The stops, numbered from 1 in this order.
    public var stops: [Coordinate]
    /// Names for the tooltips (may be shorter than `stops`, or empty).
    public var names: [String]

    /// Creates the layer.
    public init(stops: [Coordinate], names: [String] = []) {
        self.stops = stops
        self.names = names
    }

    public var bounds: BoundingBox? { BoundingBox(enclosing: stops) }

    /// One `<g class="stop">` per stop: a circle and its number.
    public func draw(in frame: MapFrame) -> SVGElement {
        let markers = stops.enumerated().map { index, stop -> SVGElement in
            let p = frame.point(stop)
            let (x, y) = (SVGNumber.format(p.x), SVGNumber.format(p.y))
            let name = index < names.count ? names[index] : ""
            return .group(class: "stop", [
                SVGElement("circle", [("cx", x), ("cy", y), ("r", "8")]),
                SVGElement("text", [("x", x), ("y", y)], text: String(index + 1)),
                .title(name.isEmpty ? "Stop \(index + 1)" : "Stop \(index + 1): \(name)"),
            ])
        }
        return .group(id: "stops", markers)
    }
}
