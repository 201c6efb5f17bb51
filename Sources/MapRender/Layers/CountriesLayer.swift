import Geo

/// Country areas from GeoJSON (Natural Earth): one `<path>` per feature with `fill-rule: evenodd`, so holes
/// and islands of Polygons, MultiPolygons and GeometryCollections draw correctly; the name as a tooltip.
///
/// ```swift
/// let world = CountriesLayer(features: try GeoJSON(data: data).features, selected: "Ukraine")
/// ```
public struct CountriesLayer: MapLayer {
    /// The features; those without areas draw nothing.
    public var features: [Feature]
    /// The name of the highlighted country, if any.
    public var selected: String?
    /// The CSS class of the areas (`country`, or `outline` for a single country's border).
    public var className: String

    /// Creates the layer.
    public init(features: [Feature], selected: String? = nil, className: String = "country") {
        self.features = features
        self.selected = selected
        self.className = className
    }

    /// A feature's display name: `NAME`, `name`, `ADMIN` or `NAME_EN`, else "".
    public static func name(of feature: Feature) -> String {
        for key in ["NAME", "name", "ADMIN", "NAME_EN"] {
            if let name = feature.properties[key]?.stringValue { return name }
        }
        return ""
    }

    public var bounds: BoundingBox? {
        BoundingBox(enclosing: features.lazy.flatMap { ($0.geometry?.positions ?? []).map(\.coordinate) })
    }

    public func draw(in frame: MapFrame) -> SVGElement {
        let paths = features.compactMap { feature -> SVGElement? in
            guard let geometry = feature.geometry else { return nil }
            var d = PathData()
            Self.addAreas(of: geometry, to: &d, in: frame)
            guard !d.isEmpty else { return nil }
            let name = Self.name(of: feature)
            let classes = name == selected && selected != nil ? "\(className) selected" : className
            return SVGElement("path", [("class", classes), ("d", d.text)], children: name.isEmpty ? [] : [.title(name)])
        }
        return .group(id: "countries", paths)
    }

    /// Appends every ring of the geometry's polygons as a closed subpath.
    private static func addAreas(of geometry: Geometry, to d: inout PathData, in frame: MapFrame) {
        switch geometry {
        case .polygon(let rings):
            for ring in rings { d.ring(frame.points(ring.map(\.coordinate))) }
        case .multiPolygon(let polygons):
            for ring in polygons.joined() { d.ring(frame.points(ring.map(\.coordinate))) }
        case .geometryCollection(let members):
            for member in members { addAreas(of: member, to: &d, in: frame) }
        case .point, .multiPoint, .lineString, .multiLineString:
            break
        }
    }
}
