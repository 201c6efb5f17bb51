import Datasets
import Geo

/// The cities of the Ukraine network: one dot per city coloured by its oblast and part of the country, with
/// the name beside it and a tooltip (name, Ukrainian name, region).
///
/// ```swift
/// let cities = CitiesLayer(cities: try UkraineNetwork.load().cities)
/// ```
public struct CitiesLayer: MapLayer {
    /// The cities drawn.
    public var cities: [City]
    /// Whether to write the names beside the dots.
    public var showsNames: Bool

    /// Creates the layer.
    public init(cities: [City], showsNames: Bool = true) {
        self.cities = cities
        self.showsNames = showsNames
    }

    public var bounds: Geo.BoundingBox? {
        BoundingBox(enclosing: cities.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) })
    }

    /// A group of dots, then a group of labels (so no dot covers a name).
    public func draw(in frame: MapFrame) -> SVGElement {
        var dots: [SVGElement] = [], labels: [SVGElement] = []
        for city in cities {
            let p = frame.point(Coordinate(latitude: city.latitude, longitude: city.longitude))
            let (x, y) = (SVGNumber.format(p.x), SVGNumber.format(p.y))
            dots.append(SVGElement(
                "circle",
                [("class", "city"), ("cx", x), ("cy", y), ("r", city.isOblastCentre ? "4" : "3"),
                 ("fill", MapStyle.color(region: city.region, macroRegion: city.macroRegion))],
                children: [.title("\(city.nameEn) (\(city.nameUk)) · \(city.region)")]))
            if showsNames {
                labels.append(SVGElement("text", [("class", "city-label"), ("x", SVGNumber.format(p.x + 5)), ("y", SVGNumber.format(p.y + 3))],
                                         text: city.nameEn))
            }
        }
        return .group(id: "cities", [.group(class: "city-dots", dots), .group(class: "city-labels", labels)])
    }
}
