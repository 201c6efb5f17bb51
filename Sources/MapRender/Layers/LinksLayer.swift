import Datasets
import Geo

/// The links of the Ukraine network: roads as straight lines, train links as quadratic curves bowing to one
/// side (seed 000), one `<path>` per link with its length and time as a tooltip.
///
/// ```swift
/// let network = try UkraineNetwork.load()
/// let links = LinksLayer(network: network)
/// ```
public struct LinksLayer: MapLayer {
    /// The network whose links are drawn (the cities give the ends).
    public var network: UkraineNetwork
    /// How far a train curve bows, as a fraction of its chord.
    public var bow: Double

    /// Creates the layer.
    public init(network: UkraineNetwork, bow: Double = 0.18) {
        self.network = network
        self.bow = bow
    }

    public var bounds: Geo.BoundingBox? { CitiesLayer(cities: network.cities).bounds }

    public func draw(in frame: MapFrame) -> SVGElement {
        let links = (network.roads + network.trains).compactMap { link -> SVGElement? in
            guard let from = network.city(id: link.from), let to = network.city(id: link.to) else { return nil }
            let a = frame.point(Coordinate(latitude: from.latitude, longitude: from.longitude))
            let b = frame.point(Coordinate(latitude: to.latitude, longitude: to.longitude))
            var d = PathData()
            d.move(to: a)
            if link.mode == .train {
                d.quadCurve(to: b, control: Self.control(from: a, to: b, bow: bow))
            } else {
                d.line(to: b)
            }
            let label = "\(from.nameEn) – \(to.nameEn) · \(link.mode.rawValue) · \(SVGNumber.format(link.km, digits: 0)) km · "
                + Self.hoursAndMinutes(link.minutes)
            return SVGElement("path", [("class", "link \(link.mode.rawValue)"), ("d", d.text)], children: [.title(label)])
        }
        return .group(id: "links", links)
    }

    /// The control point of a curve from `a` to `b`: the chord's midpoint moved sideways by `bow` × its length.
    public static func control(from a: ProjectedPoint, to b: ProjectedPoint, bow: Double) -> ProjectedPoint {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        return ProjectedPoint(x: (a.x + b.x) / 2 - dy * bow, y: (a.y + b.y) / 2 + dx * bow)
    }

    /// "5 h 20 min" for 320 minutes.
    static func hoursAndMinutes(_ minutes: Double) -> String {
        let whole = Int(minutes.rounded())
        return whole >= 60 ? "\(whole / 60) h \(whole % 60) min" : "\(whole) min"
    }
}
