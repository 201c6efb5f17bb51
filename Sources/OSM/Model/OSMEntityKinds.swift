/// Which entity kinds a read delivers; the readers skip the others as cheaply as the format allows.
///
/// ```swift
/// try reader.read(.ways) { entity in … }        // first pass: ways only
/// try reader.read([.nodes, .relations]) { … }
/// ```
public struct OSMEntityKinds: OptionSet, Sendable, Hashable {
    /// The raw bit set.
    public let rawValue: UInt8

    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Nodes.
    public static let nodes = OSMEntityKinds(rawValue: 1 << 0)
    /// Ways.
    public static let ways = OSMEntityKinds(rawValue: 1 << 1)
    /// Relations.
    public static let relations = OSMEntityKinds(rawValue: 1 << 2)
    /// Nodes, ways and relations.
    public static let all: OSMEntityKinds = [.nodes, .ways, .relations]
}
