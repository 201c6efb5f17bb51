import Geo

/// Why a route, table or snap failed; each case names what is wrong and carries an OSRM-style code.
public enum RoutingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The profile is not in the map.
    case unknownProfile(String, available: [String])
    /// No routable road within `radius` metres of stop `index`.
    case noSegment(index: Int, coordinate: Coordinate, radius: Double)
    /// No route connects stop `from` to stop `to` (with the barriers given).
    case noRoute(from: Int, to: Int)
    /// Stop `index` lies inside barrier `barrier`.
    case stopInsideBarrier(index: Int, barrier: Int)
    /// The request itself is invalid (too few stops, an invalid coordinate, …).
    case invalidQuery(String)
    /// The request is larger than the limits allow.
    case tooBig(String)

    /// The OSRM v1 error code: `InvalidQuery`, `NoSegment`, `NoRoute`, `TooBig`, `InvalidValue`.
    public var code: String {
        switch self {
        case .unknownProfile: "InvalidValue"
        case .noSegment: "NoSegment"
        case .noRoute, .stopInsideBarrier: "NoRoute"
        case .invalidQuery: "InvalidQuery"
        case .tooBig: "TooBig"
        }
    }

    public var description: String {
        switch self {
        case .unknownProfile(let name, let available):
            "unknown profile '\(name)'; this map has \(available.joined(separator: ", "))"
        case .noSegment(let index, let coordinate, let radius):
            "stop \(index) (\(coordinate.longitude),\(coordinate.latitude)) is more than \(Int(radius)) m from any road this profile can use"
        case .noRoute(let from, let to):
            "no route from stop \(from) to stop \(to): the roads do not connect them" + " (or barriers cut every way)"
        case .stopInsideBarrier(let index, let barrier):
            "stop \(index) lies inside barrier \(barrier): move the stop or the barrier"
        case .invalidQuery(let message): message
        case .tooBig(let message): message
        }
    }
}
