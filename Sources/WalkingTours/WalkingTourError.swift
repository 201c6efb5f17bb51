import Geo
import Places
import TripPlanning

/// Why a walking tour could not be made; each message names the problem and what to change.
public enum WalkingTourError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A request value is out of range (distances, time limit, language).
    case invalidRequest(String)
    /// No places could be chosen (a start off the streets, no places nearby, none reachable, a bad selection value).
    case selection(PlaceSelectionError)
    /// Even a tour to the single most valuable stop is longer than the maximum distance.
    case tooLong(shortest: Double, maximum: Double)
    /// Routing or ordering the stops failed.
    case trip(TripError)

    /// The OSRM-style code: `InvalidQuery`, `NoSegment`, `NoPlaces`, `NoTrips`, …
    public var code: String {
        switch self {
        case .invalidRequest: "InvalidQuery"
        case .selection(let error): error.code
        case .tooLong: "NoTrips"
        case .trip(let error): error.code
        }
    }

    public var description: String {
        switch self {
        case .invalidRequest(let message):
            message
        case .selection(let error):
            error.description
        case .tooLong(let shortest, let maximum):
            "even a tour to a single stop is \(shortest.wholeText) m, more than the maximum of \(maximum.wholeText) m; "
                + "raise the maximum distance or lower the search radius"
        case .trip(let error):
            error.description
        }
    }
}
