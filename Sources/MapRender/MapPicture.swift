import Geo

/// A whole picture: map layers fitted into a frame, and optionally a solver timeline below the map.
///
/// ```swift
/// var picture = MapPicture(width: 1000, height: 700, projection: .webMercator)
/// picture.add(CountriesLayer(features: countries))
/// picture.add(RouteLayer(route: route))
/// picture.timeline = SolverTimeline(events: events)
/// let svg = picture.svg(title: "Trip")
/// ```
public struct MapPicture: Sendable {
    /// Width in pixels.
    public var width: Double
    /// Height of the map in pixels (the timeline adds its own height below).
    public var height: Double
    /// The projection.
    public var projection: MapFrame.Kind
    /// The layers, bottom first.
    public var layers: [any MapLayer] = []
    /// The area to fit; nil fits every layer.
    public var bounds: BoundingBox?
    /// A timeline drawn below the map, if any.
    public var timeline: SolverTimeline?

    /// Creates an empty picture.
    public init(width: Double = 1000, height: Double = 700, projection: MapFrame.Kind = .webMercator) {
        self.width = width
        self.height = height
        self.projection = projection
    }

    /// Adds a layer on top.
    public mutating func add(_ layer: any MapLayer) {
        layers.append(layer)
    }

    /// The frame the layers are drawn in: `bounds`, else the union of the layers' bounds (the whole world
    /// when there is nothing to fit).
    public var frame: MapFrame {
        let fitted = bounds ?? layers.compactMap(\.bounds).reduce(nil) { union, box in union?.union(box) ?? box }
        return MapFrame(bounds: fitted ?? BoundingBox(south: -60, west: -180, north: 85, east: 180), width: width, height: height,
                        projection: projection)
    }

    /// The picture as an SVG document.
    public func document(title: String? = nil) -> SVGDocument {
        let frame = frame
        let drawing = timeline.map { TimelineDrawing(timeline: $0, width: width) }
        var document = SVGDocument(width: width, height: height + (drawing?.height ?? 0), title: title)
        document.append(.group(id: "map", layers.map { $0.draw(in: frame) }))
        if let drawing { document.append(drawing.draw(top: height)) }
        return document
    }

    /// The picture as SVG text.
    public func svg(title: String? = nil) -> String {
        document(title: title).xml()
    }
}
