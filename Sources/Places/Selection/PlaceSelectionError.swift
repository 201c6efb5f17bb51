import Geo
import Routing

/// Why no places could be chosen around a start; each message names the problem and what to change.
public enum PlaceSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A request value is out of range (radius, stop count, spacing, start coordinate…).
    case invalidRequest(String)
    /// The start is farther than `radius` metres from anything walkable (e.g. in the sea).
    case startNotWalkable(Coordinate, radius: Double, nearWhenSwapped: Bool = false)
    /// No place of the chosen categories lies within the search radius.
    case noPlaces(Coordinate, radius: Double, categories: [PlaceCategory])
    /// Places lie within the radius, but none can be walked to and back from the start.
    case noReachablePlaces(Coordinate, radius: Double, found: Int)
    /// The places database failed.
    case places(PlacesError)
    /// Measuring the walks to the places failed.
    case routing(RoutingError)

    /// The OSRM-style code: `InvalidQuery`, `NoSegment`, `NoPlaces`, …
    public var code: String {
        switch self {
        case .invalidRequest, .places: "InvalidQuery"
        case .startNotWalkable: "NoSegment"
        case .noPlaces, .noReachablePlaces: "NoPlaces"
        case .routing(let error): error.code
        }
    }

    public var description: String {
        switch self {
        case .invalidRequest(let message):
            message
        case .startNotWalkable(let start, let radius, let nearWhenSwapped):
            "the start \(Self.text(start)) is more than \(radius.wholeText) m from any street or path you can walk on"
                + (nearWhenSwapped ? "; \(start.latitude),\(start.longitude) is near one: give the longitude first, then the latitude"
                   : " (in the sea, or outside the map?); choose a start near a street")
        case .noPlaces(let start, let radius, let categories):
            "no points of interest" + (categories.count == PlaceCategory.allCases.count ? "" : " (\(categories.map(\.rawValue).joined(separator: ", ")))")
                + " within \(radius.wholeText) m of \(Self.text(start)); try a larger search radius"
        case .noReachablePlaces(let start, let radius, let found):
            "\(found) points of interest lie within \(radius.wholeText) m of \(Self.text(start)), but none can be walked to and back from the start "
                + "within twice the radius and the maximum tour length; move the start, or try a larger search radius or maximum distance"
        case .places(let error):
            error.description
        case .routing(let error):
            error.description
        }
    }

    /// `lon,lat` as the CLI takes it.
    private static func text(_ c: Coordinate) -> String {
        "\((c.longitude * 1e6).rounded() / 1e6),\((c.latitude * 1e6).rounded() / 1e6)"
    }
}
