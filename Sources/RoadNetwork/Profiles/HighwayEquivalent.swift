/// A way without a `highway` tag that a profile travels as if it had one: a railway platform walked as
/// `highway=platform`, a pier as `highway=pier`, a car park's outline as `highway=service`. The way then follows
/// every rule of that highway value — its speed, access keys, areas.
/// ```swift
/// HighwayEquivalent(TagMatch("railway", ["platform"]), as: "platform")
/// ```
public struct HighwayEquivalent: Sendable, Hashable {
    /// The tag that marks the way.
    public var match: TagMatch
    /// The `highway` value it is travelled as.
    public var highway: String

    /// Creates an equivalent.
    public init(_ match: TagMatch, as highway: String) {
        self.match = match
        self.highway = highway
    }
}
