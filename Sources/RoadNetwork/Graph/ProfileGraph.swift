/// One travel profile's view of the ``RoadGraph``: how long each directed segment takes, and the *turn
/// graph* whose nodes are directed segments and whose arcs are the turns allowed between them (one-ways,
/// access, barriers on nodes, turn restrictions and U-turns already applied).
public struct ProfileGraph: Sendable, Hashable {
    /// The profile's name (`car`, `bike`, `foot`).
    public let name: String
    /// Per directed segment: seconds to travel it; `.infinity` when the profile may not.
    public let duration: [Float]
    /// The turn graph weighted by time: an arc's weight is the next segment's duration plus any turn
    /// penalty.
    public let timeGraph: SearchGraph
    /// The same arcs weighted by distance: the next segment's length in metres.
    public let distanceGraph: SearchGraph
    /// Per directed segment: whether it lies in the largest strongly connected part of the turn graph —
    /// stops snap only there, so every stop can reach every other.
    public let isSnappable: [Bool]

    /// Creates a profile graph (the builder and the file reader do this).
    public init(name: String, duration: [Float], timeGraph: SearchGraph, distanceGraph: SearchGraph, isSnappable: [Bool]) {
        self.name = name
        self.duration = duration
        self.timeGraph = timeGraph
        self.distanceGraph = distanceGraph
        self.isSnappable = isSnappable
    }

    /// Whether the profile may travel directed segment `d`.
    @inline(__always) public func isOpen(_ d: Int) -> Bool { duration[d].isFinite }
}
