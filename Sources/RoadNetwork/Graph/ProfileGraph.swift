/// One travel profile's view of the ``RoadGraph``: how long each directed segment takes, and the *turn
/// graph* whose nodes are directed segments and whose arcs are the turns allowed between them (one-ways,
/// access, barriers on nodes, turn restrictions and U-turns already applied).
public struct ProfileGraph: Sendable, Hashable {
    /// The profile's name (`car`, `bike`, `foot`).
    public let name: String
    /// Per directed segment: seconds to travel it; `.infinity` when the profile may not.
    public internal(set) var duration: [Float]
    /// The turn graph weighted by time: an arc's weight is the next segment's duration plus any turn
    /// penalty.
    public internal(set) var timeGraph: SearchGraph
    /// The same arcs weighted by distance: the next segment's length in metres. Worked out when first wanted (a map
    /// file does not store these weights: they are the road graph's lengths).
    public var distanceGraph: SearchGraph {
        SearchGraph(nodeCount: timeGraph.nodeCount, firstArc: timeGraph.firstArc, target: timeGraph.target, weight: distanceWeight.value)
    }
    /// Per arc of the turn graph: the length of the segment it leads onto.
    private let distanceWeight: Memo<MappedArray<Float>>
    /// Per segment of the road graph: its length in metres (the road graph's own array).
    private let length: MappedArray<Float>
    /// Per turn-graph node beyond the directed segments (a copy made by ``TurnRules``): the directed
    /// segment it travels. Node `n` travels segment ``segment(ofNode:)``.
    public let copySegment: [UInt32]
    /// Per directed segment `d`: `copyFirst[d] ..< copyFirst[d + 1]` index ``copyNode``, its copies.
    private let copyFirst: [UInt32]
    private let copyNode: [UInt32]
    /// Per component (strongly connected — every node of one reaches every other — but for destination-only roads,
    /// which join the piece routes can arrive from and leave to: see ``StrongComponents``): how many turn-graph nodes
    /// it holds.
    public let componentSize: [UInt32]
    /// The turn-graph nodes whose component is not the one ``component(ofNode:)`` assumes — the largest for a node the
    /// profile may travel, none for one it may not — ascending, and their components (a map's few small pieces: every
    /// other node costs nothing, where a label each took 4 bytes a node).
    public let otherComponentNode: [UInt32]
    public let otherComponent: [UInt32]
    /// Per turn-graph node, a bit: whether ``otherComponentNode`` lists it (so that most lookups search nothing).
    private let isListed: [UInt64]
    /// Per directed segment: where its time comes from (a ``Datasource`` raw value); empty when every time
    /// comes from the profile.
    public internal(set) var datasource: [UInt8]
    /// The segments where a stop snaps only when a request asks for any road, ascending (``WayAccess/isStartpoint``:
    /// for cars, private driveways).
    public internal(set) var nonStartpoints: [UInt32]
    /// The directed segments where a cyclist walks the bike (``WayAccess/isPushedForward``), ascending; empty for
    /// other profiles.
    public internal(set) var pushed: [UInt32]
    /// The directed segments live speeds closed, with what they cost before (to open them again).
    public internal(set) var closedBySpeeds: ClosedBySpeeds
    /// The time of each stretch of the directed segments live speeds named.
    public internal(set) var stretchTimes: StretchTimes

    /// The component label of a closed directed segment.
    public static let noComponent = UInt32.max

    /// Creates a profile graph (the builder does this) on a road graph whose segments are `length` metres long; components
    /// are labelled here unless given (a label per node).
    public init(name: String, duration: [Float], timeGraph: SearchGraph, length: MappedArray<Float>,
                copySegment: [UInt32] = [], components: (component: [UInt32], size: [UInt32])? = nil, datasource: [UInt8] = []) {
        let labels = components ?? StrongComponents.label(timeGraph) { duration[$0].isFinite }
        let largest = Self.largest(labels.size)
        var otherNode: [UInt32] = [], other: [UInt32] = []
        for (node, label) in labels.component.enumerated() {
            let isOpen = duration[Self.segment(ofNode: node, directed: duration.count, copySegment: copySegment)].isFinite
            if label != (isOpen ? largest : Self.noComponent) {
                otherNode.append(UInt32(node))
                other.append(label)
            }
        }
        self.init(name: name, duration: duration, timeGraph: timeGraph, length: length, copySegment: copySegment,
                  componentSize: labels.size, otherComponentNode: otherNode, otherComponent: other, datasource: datasource)
    }

    /// Creates a profile graph from its parts, its components as ``otherComponentNode`` keeps them (the file reader does
    /// this): the caller guarantees their consistency.
    public init(name: String, duration: [Float], timeGraph: SearchGraph, length: MappedArray<Float>, copySegment: [UInt32],
                componentSize: [UInt32], otherComponentNode: [UInt32], otherComponent: [UInt32], datasource: [UInt8],
                nonStartpoints: [UInt32] = [], pushed: [UInt32] = [], closedBySpeeds: ClosedBySpeeds = ClosedBySpeeds(),
                stretchTimes: StretchTimes = StretchTimes()) {
        self.name = name
        self.duration = duration
        self.timeGraph = timeGraph
        let directed = duration.count
        distanceWeight = Memo { [target = timeGraph.target] in
            MappedArray(count: target.count, alignment: 8) { weight in
                for arc in 0 ..< target.count {
                    weight[arc] = length[Self.segment(ofNode: Int(target[arc]), directed: directed, copySegment: copySegment) >> 1]
                }
            }
        }
        self.length = length
        self.copySegment = copySegment
        self.datasource = datasource
        self.nonStartpoints = nonStartpoints
        self.pushed = pushed
        self.closedBySpeeds = closedBySpeeds
        self.stretchTimes = stretchTimes
        var first = [UInt32](repeating: 0, count: duration.count + 1)
        for d in copySegment { first[Int(d) + 1] += 1 }
        for d in 0..<duration.count { first[d + 1] += first[d] }
        var next = first, nodes = [UInt32](repeating: 0, count: copySegment.count)
        for (index, d) in copySegment.enumerated() {
            nodes[Int(next[Int(d)])] = UInt32(duration.count + index)
            next[Int(d)] += 1
        }
        copyFirst = first
        copyNode = nodes
        self.componentSize = componentSize
        self.otherComponentNode = otherComponentNode
        self.otherComponent = otherComponent
        var listed = [UInt64](repeating: 0, count: (timeGraph.nodeCount + 63) / 64)
        for node in otherComponentNode { listed[Int(node) >> 6] |= 1 << (UInt64(node) & 63) }
        isListed = listed
        largestComponent = Self.largest(componentSize)
    }

    /// Whether a stop snaps onto segment `s` by default (see ``nonStartpoints``).
    public func isStartpoint(segment s: Int) -> Bool {
        !Self.contains(s, in: nonStartpoints)
    }

    /// Whether a cyclist walks the bike along directed segment `d` (see ``pushed``).
    public func isPushed(_ d: Int) -> Bool {
        Self.contains(d, in: pushed)
    }

    /// Whether the ascending `values` hold `value`.
    private static func contains(_ value: Int, in values: [UInt32]) -> Bool {
        guard !values.isEmpty else { return false }
        let k = firstIndex(notBelow: value, in: values)
        return k < values.count && Int(values[k]) == value
    }

    /// The index of the first of the ascending `values` that is not below `value` (`values.count` when none).
    static func firstIndex(notBelow value: Int, in values: [UInt32]) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if Int(values[middle]) < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The label of the component with the most nodes among components of `sizes` (``noComponent`` for none).
    static func largest(_ sizes: [UInt32]) -> UInt32 {
        sizes.indices.max { sizes[$0] < sizes[$1] }.map(UInt32.init) ?? noComponent
    }

    /// The strongly connected component of turn-graph node `n`, or ``noComponent`` when the profile may not travel its
    /// segment. O(1), or O(log k) for one of the k nodes listed.
    public func component(ofNode n: Int) -> UInt32 {
        guard isListed[n >> 6] & (1 << (UInt64(n) & 63)) != 0 else { return isOpen(segment(ofNode: n)) ? largestComponent : Self.noComponent }
        return otherComponent[Self.firstIndex(notBelow: n, in: otherComponentNode)]
    }

    /// Where the time of directed segment `d` comes from.
    public func datasource(of d: Int) -> Datasource {
        datasource.isEmpty ? .profile : Datasource(rawValue: datasource[d]) ?? .profile
    }

    /// Whether the profile may travel directed segment `d`.
    @inline(__always) public func isOpen(_ d: Int) -> Bool { duration[d].isFinite }

    /// The directed segment turn-graph node `n` travels (itself, unless it is a copy).
    @inline(__always) public func segment(ofNode n: Int) -> Int {
        Self.segment(ofNode: n, directed: duration.count, copySegment: copySegment)
    }

    /// The length in metres of the segment turn-graph node `n` travels: what each arc into it weighs in
    /// ``distanceGraph``.
    @inline(__always) public func length(ofNode n: Int) -> Float { length[segment(ofNode: n) >> 1] }

    /// The directed segment turn-graph node `n` travels in a turn graph of `directed` directed segments whose copies
    /// travel `copySegment`.
    @inline(__always) static func segment(ofNode n: Int, directed: Int, copySegment: [UInt32]) -> Int {
        n < directed ? n : Int(copySegment[n - directed])
    }

    /// The turn-graph nodes that travel directed segment `d`: `d` itself, then its copies.
    public func nodes(of d: Int) -> [UInt32] {
        [UInt32(d)] + copyNode[Int(copyFirst[d])..<Int(copyFirst[d + 1])]
    }

    /// The component of segment `s` for snapping: of its open directions, the one in the larger component;
    /// nil when the profile may travel it in neither direction.
    public func component(ofSegment s: Int) -> UInt32? {
        let forward = component(ofNode: 2 * s), backward = component(ofNode: 2 * s + 1)
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
    public func isInLargestComponent(_ d: Int) -> Bool { component(ofNode: d) == largestComponent }

    /// Whether turn-graph node `n` surely lies in the strongly connected core of the largest component: a directed
    /// segment of it without copies. (A destination-only road belongs to the component when routes can arrive on it
    /// and leave it, without lying in that core: it has an arrival copy; see ``StrongComponents``.)
    public func isInLargestCore(_ n: Int) -> Bool {
        n < duration.count && copyFirst[n] == copyFirst[n + 1] && component(ofNode: n) == largestComponent
    }

    /// The largest component's label (``noComponent`` when the profile may travel nothing).
    public let largestComponent: UInt32
}
