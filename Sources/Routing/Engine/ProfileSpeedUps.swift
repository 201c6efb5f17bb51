import RoadNetwork

/// What makes one profile's queries fast: the contraction hierarchy of its time graph (plain queries), and
/// exact searches on its time graph (with landmark bounds) and distance graph (for barriers or the
/// distance metric).
struct ProfileSpeedUps: Sendable {
    let hierarchy: ContractionHierarchy
    let timeSearch: GraphSearch
    let distanceSearch: GraphSearch

    /// Contracts the time graph and picks landmarks.
    init(profile: ProfileGraph) {
        self.init(hierarchy: ContractionHierarchy(graph: profile.timeGraph),
                  landmarks: Landmarks(graph: profile.timeGraph), profile: profile)
    }

    init(hierarchy: ContractionHierarchy, landmarks: Landmarks, profile: ProfileGraph) {
        self.hierarchy = hierarchy
        timeSearch = GraphSearch(graph: profile.timeGraph, landmarks: landmarks)
        distanceSearch = GraphSearch(graph: profile.distanceGraph)
    }

    /// The engine for a query: the hierarchy when time is minimised and nothing is blocked, else the exact
    /// search on the metric's graph skipping both directions of every blocked segment.
    func engine(metric: Metric, blockedSegments: Set<Int>, profile: ProfileGraph) -> any PathEngine {
        if metric == .time && blockedSegments.isEmpty { return HierarchyEngine(hierarchy: hierarchy) }
        let blocked = BlockedNodes(nodeCount: profile.timeGraph.nodeCount,
                                   nodes: blockedSegments.flatMap { [UInt32(2 * $0), UInt32(2 * $0 + 1)] })
        return ExactEngine(search: metric == .time ? timeSearch : distanceSearch, blocked: blocked)
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

/// Plain time queries on the contraction hierarchy.
struct HierarchyEngine: PathEngine {
    let hierarchy: ContractionHierarchy

    func path(from sources: [SearchEndpoint], to targets: [SearchEndpoint]) -> EnginePath? {
        hierarchy.route(from: sources, to: targets).map {
            EnginePath(cost: $0.cost, nodes: $0.nodes, sourceIndex: $0.sourceIndex, targetIndex: $0.targetIndex)
        }
    }

    func costs(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]]) -> [Double] {
        hierarchy.table(sources: sources, targets: targets)
    }
}

/// Exact queries on the plain turn graph, skipping blocked nodes; tables run one search per source,
/// spread over the cores.
struct ExactEngine: PathEngine {
    let search: GraphSearch
    let blocked: BlockedNodes

    func path(from sources: [SearchEndpoint], to targets: [SearchEndpoint]) -> EnginePath? {
        search.route(from: sources, to: targets, avoiding: blocked).map {
            EnginePath(cost: $0.cost, nodes: $0.nodes, sourceIndex: $0.sourceIndex, targetIndex: $0.targetIndex)
        }
    }

    func costs(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]]) -> [Double] {
        let rows = ParallelRows.map(count: sources.count) { i in search.costs(from: sources[i], to: targets, avoiding: blocked) }
        return rows.flatMap { $0 }
    }
}
