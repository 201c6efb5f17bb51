import RoadNetwork

/// Classes of road a request may exclude (OSRM's `exclude=toll,motorway,ferry`): no route, table cell or
/// snapped stop uses them.
/// ```swift
/// let avoid = try RoadExclusions(names: "toll,ferry")
/// router.route(RouteRequest(profile: "car", stops: stops, exclude: avoid))
/// ```
public struct RoadExclusions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Roads that cost a toll (`toll=yes`).
    public static let toll = RoadExclusions(rawValue: 1)
    /// Motorways and their ramps.
    public static let motorway = RoadExclusions(rawValue: 2)
    /// Ferries (and other carriers: shuttle trains, trains).
    public static let ferry = RoadExclusions(rawValue: 4)

    /// The names, as in URLs: `toll`, `motorway`, `ferry`.
    public static let names: [(name: String, value: RoadExclusions)] = [("toll", .toll), ("motorway", .motorway), ("ferry", .ferry)]

    /// Parses a comma-separated list of names; an empty string excludes nothing.
    /// - Throws: ``RoutingError/invalidQuery(_:)`` naming an unknown class and the known ones.
    public init(names list: String) throws(RoutingError) {
        self = []
        for name in list.split(separator: ",") {
            guard let known = Self.names.first(where: { $0.name == name }) else {
                throw .invalidQuery("exclude: unknown class '\(name)'; use \(Self.names.map(\.name).joined(separator: ", "))")
            }
            insert(known.value)
        }
    }

    /// The segments of `graph` that belong to an excluded class, in order.
    public func segments(in graph: RoadGraph) -> [Int] {
        isEmpty ? [] : (0..<graph.segmentCount).filter { excludes(segment: $0, in: graph) }
    }

    /// Whether segment `s` of `graph` belongs to an excluded class.
    public func excludes(segment s: Int, in graph: RoadGraph) -> Bool {
        !isDisjoint(with: Self.classes(ofSegment: s, in: graph))
    }

    /// The classes segment `s` of `graph` belongs to (what OSRM's intersections list as `classes`).
    public static func classes(ofSegment s: Int, in graph: RoadGraph) -> RoadExclusions {
        var classes: RoadExclusions = []
        if graph.isToll(segment: s) { classes.insert(.toll) }
        if graph.roadClass(ofSegment: s).mainRoad == .motorway { classes.insert(.motorway) }
        if graph.isFerry(segment: s) { classes.insert(.ferry) }
        return classes
    }

    /// The names of the classes in this set, in ``names`` order.
    public var memberNames: [String] { Self.names.filter { contains($0.value) }.map(\.name) }
}
