import Geo

/// One layer of a map picture: what it draws in a frame, and the area it covers (for fitting the picture).
///
/// ```swift
/// struct Dots: MapLayer {
///     var coordinates: [Coordinate]
///     var bounds: BoundingBox? { BoundingBox(enclosing: coordinates) }
///     func draw(in frame: MapFrame) -> SVGElement { … }
/// }
/// ```
public protocol MapLayer: Sendable {
    /// The smallest box around what the layer draws, or nil when it draws nothing.
    var bounds: BoundingBox? { get }
    /// The layer as one SVG group, projected with `frame`.
    func draw(in frame: MapFrame) -> SVGElement
}
