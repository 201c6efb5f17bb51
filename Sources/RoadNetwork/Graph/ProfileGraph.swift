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
    /// Per directed segment: its strongly connected component of the turn graph (every segment of a
    /// component reaches every other), or ``noComponent`` when the profile may not travel it.
    public let component: [UInt32]
    /// Per component: how many directed segments it holds.
    public let componentSize: [UInt32]

    /// The component label of a closed directed segment.
    public static let noComponent = UInt32.max

    /// Creates a profile graph (the builder and the file reader do this); components are labelled here
    /// unless given.
    public init(name: String, duration: [Float], timeGraph: SearchGraph, distanceGraph: SearchGraph,
                components: (component: [UInt32], size: [UInt32])? = nil) {
        self.name = name
        self.duration = duration
        self.timeGraph = timeGraph
        self.distanceGraph = distanceGraph
        let labels = components ?? StrongComponents.label(timeGraph) { duration[$0].isFinite }
        component = labels.component
        componentSize = labels.size
        largestComponent = labels.size.indices.max { labels.size[$0] < labels.size[$1] }.map(UInt32.init) ?? Self.noComponent
    }

    /// Whether the profile may travel directed segment `d`.
    @inline(__always) public func isOpen(_ d: Int) -> Bool { duration[d].isFinite }

    /// The component of segment `s` for snapping: of its open directions, the one in the larger component;
    /// nil when the profile may travel it in neither direction.
    public func component(ofSegment s: Int) -> UInt32? {
        let forward = component[2 * s], backward = component[2 * s + 1]
        switch (forward == Self.noComponent, backward == Self.noComponent) {
        case (true, true): return nil
        case (false, true): return forward
        case (true, false): return backward
        case (false, false): return componentSize[Int(forward)] >= componentSize[Int(backward)] ? forward : backward
        }
    }

    /// The number of directed segments in the snapping component of segment `s` (0 when closed).
    public func componentSize(ofSegment s: Int) -> Int {
        component(ofSegment: s).map { Int(componentSize[Int($0)]) } ?? 0
    }

    /// Whether directed segment `d` lies in the largest component (benchmarks sample stops there, so that
    /// every pair connects).
    public func isInLargestComponent(_ d: Int) -> Bool { component[d] == largestComponent }

    /// The largest component's label (``noComponent`` when the profile may travel nothing).
    public let largestComponent: UInt32
}
