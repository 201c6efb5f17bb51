/// Which per-segment values each leg's `annotation` carries (`annotations=true|false|duration,distance,…`):
/// one value per pair of consecutive points of the leg's geometry.
public struct LegAnnotations: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Seconds per segment.
    public static let duration = LegAnnotations(rawValue: 1)
    /// Metres per segment.
    public static let distance = LegAnnotations(rawValue: 2)
    /// Metres per second per segment.
    public static let speed = LegAnnotations(rawValue: 4)
    /// The metric's value per segment (seconds or metres).
    public static let weight = LegAnnotations(rawValue: 8)
    /// Where each segment's time comes from, as an index into `metadata.datasource_names` (the profile, or live speeds).
    public static let datasources = LegAnnotations(rawValue: 16)
    /// The OSM node id of each point of the leg's geometry (one more than the segments): at a stop between two
    /// nodes, the node before the start and the node after the end, as OSRM gives them.
    public static let nodes = LegAnnotations(rawValue: 32)
    /// Everything (`annotations=true`).
    public static let all: LegAnnotations = [.duration, .distance, .speed, .weight, .datasources, .nodes]

    /// The names OSRM uses in the query and in the `annotation` object, in output order.
    public static let names: [(String, LegAnnotations)] = [("duration", .duration), ("distance", .distance), ("speed", .speed),
                                                           ("weight", .weight), ("datasources", .datasources), ("nodes", .nodes)]
}
