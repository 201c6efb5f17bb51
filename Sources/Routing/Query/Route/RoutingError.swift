import Geo

/// Why a route, table or snap failed; each case names what is wrong and carries an OSRM-style code.
///
/// Stops are carried by index (0-based, as in OSRM's JSON arrays) and named from 1 in ``description``, as
/// a user counts them: `RoutingError.noSegment(index: 0, …)` reads "stop 1 (…) is more than 1000 m from …".
public enum RoutingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The profile is not in the map.
    case unknownProfile(String, available: [String])
    /// No routable road within `radius` metres of stop `index`; `nearWhenSwapped` when there is one near its values
    /// taken the other way round (``Coordinate/swapped``): a latitude given first.
    case noSegment(index: Int, coordinate: Coordinate, radius: Double, nearWhenSwapped: Bool = false)
    /// No route connects stop `from` to stop `to`, for `reason`.
    case noRoute(from: Int, to: Int, reason: NoRouteReason)
    /// Stop `index` lies inside barrier `barrier`.
    case stopInsideBarrier(index: Int, barrier: Int)
    /// The request itself is invalid (too few stops, an invalid coordinate, …).
    case invalidQuery(String)
    /// The request is larger than the limits allow.
    case tooBig(String)
    /// The request's work ran past its deadline (what was under way then, in words).
    case timedOut(String)
    /// A trace could not be matched: no two of its points are joined by roads (why, in words).
    case noMatch(String)

    /// The OSRM v1 error code: `InvalidQuery`, `NoSegment`, `NoRoute`, `TooBig`, `InvalidValue`, `NoMatch`; `Timeout` (not OSRM's).
    public var code: String {
        switch self {
        case .unknownProfile: "InvalidValue"
        case .noSegment: "NoSegment"
        case .noRoute, .stopInsideBarrier: "NoRoute"
        case .invalidQuery: "InvalidQuery"
        case .tooBig: "TooBig"
        case .timedOut: "Timeout"
        case .noMatch: "NoMatch"
        }
    }

    /// The indices (0-based) of the stops the error is about, for clients to mark them; empty when it is
    /// about the request as a whole.
    public var waypoints: [Int] {
        switch self {
        case .noSegment(let index, _, _, _), .stopInsideBarrier(let index, _): [index]
        case .noRoute(let from, let to, _): [from, to]
        case .unknownProfile, .invalidQuery, .tooBig, .timedOut, .noMatch: []
        }
    }

    public var description: String {
        switch self {
        case .unknownProfile(let name, let available):
            "unknown profile '\(name)'; this map has \(available.joined(separator: ", "))"
        case .noSegment(let index, let coordinate, let radius, let nearWhenSwapped):
            "stop \(index + 1) (\(coordinate.longitude),\(coordinate.latitude)) is more than \(radius.wholeText) m from any road this profile can use"
                + (nearWhenSwapped ? "; \(coordinate.latitude),\(coordinate.longitude) is near one: give the longitude first, then the latitude" : "")
        case .noRoute(let from, let to, let reason):
            "no route from stop \(from + 1) to stop \(to + 1): " + reason.explanation(from: from, to: to)
        case .stopInsideBarrier(let index, let barrier):
            "stop \(index + 1) lies inside barrier \(barrier + 1): move the stop or the barrier"
        case .invalidQuery(let message): message
        case .tooBig(let message): message
        case .timedOut(let work): "\(work) ran past the request's time limit"
        case .noMatch(let reason): "could not match the trace: \(reason)"
        }
    }
}

/// Why two stops are not connected.
public enum NoRouteReason: Hashable, Sendable {
    /// The roads connect the stops, but the request's barriers cut every way.
    case barriers
    /// Only roads of the classes the request excludes (`exclude=toll`, …) connect the stops.
    case excluded
    /// The roads lead from the second stop to the first but not back: one-way streets or turn restrictions.
    case oneWay
    /// Stop `stop` lies on a piece of road network of `segments` directed road segments that no road of
    /// this profile joins to the other stop's (an island, a gated estate, a car park, an unconnected street).
    case separateNetwork(stop: Int, segments: Int)

    /// A sentence saying why, naming stops from 1.
    func explanation(from: Int, to: Int) -> String {
        switch self {
        case .barriers:
            "the roads connect them, but the barriers cut every way"
        case .excluded:
            "only roads of the excluded classes (toll, motorway or ferry) connect them"
        case .oneWay:
            "the roads lead only from stop \(to + 1) to stop \(from + 1), not back (one-way streets or turn restrictions)"
        case .separateNetwork(let stop, let segments):
            "stop \(stop + 1) lies on a separate piece of road network (\(segments) road segments, counted per direction) "
                + "that no road of this profile joins to stop \((stop == from ? to : from) + 1)"
        }
    }
}
