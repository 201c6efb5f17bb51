import RoadNetwork

/// What makes one profile's queries fast: the contraction hierarchy of its time graph (plain queries), and
/// exact searches on its time graph (with landmark bounds) and distance graph (for barriers or the
/// distance metric).
struct ProfileSpeedUps: Sendable {
    let hierarchy: ContractionHierarchy
    let timeSearch: GraphSearch
    let distanceSearch: GraphSearch
    /// Searches on the reversed time graph: distances *to* a set of nodes.
    let reverseTimeSearch: GraphSearch

    /// Contracts the time graph and picks landmarks.
    init(profile: ProfileGraph) {
        self.init(hierarchy: ContractionHierarchy(graph: profile.timeGraph),
                  landmarks: Landmarks(graph: profile.timeGraph), profile: profile)
    }

    init(hierarchy: ContractionHierarchy, landmarks: Landmarks, profile: ProfileGraph) {
        self.hierarchy = hierarchy
        timeSearch = GraphSearch(graph: profile.timeGraph, landmarks: landmarks)
        distanceSearch = GraphSearch(graph: profile.distanceGraph)
        reverseTimeSearch = GraphSearch(graph: profile.timeGraph.reversed())
    }

    /// The engine for a query: the hierarchy when time is minimised and nothing is blocked, else the exact
    /// search on the metric's graph skipping both directions of every blocked segment.
    func engine(metric: Metric, blockedSegments: Set<Int>, profile: ProfileGraph) -> any PathEngine {
        if metric == .time && blockedSegments.isEmpty { return HierarchyEngine(hierarchy: hierarchy) }
        let nodes = blockedSegments.flatMap { profile.nodes(of: 2 * $0) + profile.nodes(of: 2 * $0 + 1) }
        let blocked = BlockedNodes(nodeCount: profile.timeGraph.nodeCount, nodes: nodes)
        let exact = ExactEngine(search: metric == .time ? timeSearch : distanceSearch, blocked: blocked)
        guard metric == .time else { return exact }
        return BarrierEngine(hierarchy: hierarchy, exact: exact, reverse: reverseTimeSearch, blockedNodes: nodes)
    }

    /// Writes the hierarchy and landmarks.
    func encode(into writer: inout BinaryWriter) {
        hierarchy.encode(into: &writer)
        if let landmarks = timeSearch.landmarks { landmarks.encode(into: &writer) }
    }

    /// Reads what ``encode(into:)`` wrote, for `profile`.
    init(decoding reader: inout BinaryReader, profile: ProfileGraph) throws(MapFileError) {
        let hierarchy = try ContractionHierarchy(decoding: &reader)
        let landmarks = try Landmarks(decoding: &reader)
        guard landmarks.nodeCount == profile.timeGraph.nodeCount else {
            throw .corrupt("the \(profile.name) landmarks do not fit its graph")
        }
        self.init(hierarchy: hierarchy, landmarks: landmarks, profile: profile)
    }
}
