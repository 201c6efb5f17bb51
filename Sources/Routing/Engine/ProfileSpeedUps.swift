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

/// Time queries with barriers. Paths use the exact search. Tables first take the hierarchy's plain costs
/// and certify the cells no barrier can change — when the plain cost from `s` to `t` is below the cheapest
/// way from `s` to any blocked node plus from there to `t`, no shortest path touches a barrier — and run the
/// exact search only for the rows and targets left uncertain.
struct BarrierEngine: PathEngine {
    let hierarchy: ContractionHierarchy
    let exact: ExactEngine
    let reverse: GraphSearch
    let blockedNodes: [UInt32]

    func path(from sources: [SearchEndpoint], to targets: [SearchEndpoint]) -> EnginePath? {
        exact.path(from: sources, to: targets)
    }

    func costs(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]]) -> [Double] {
        var values = hierarchy.table(sources: sources, targets: targets)
        let barrier = blockedNodes.map { SearchEndpoint(node: $0, offset: 0) }
        // Cheapest costs from the blocked nodes to each target, and from each source to them.
        let fromBarrier = exact.search.costs(from: barrier, to: targets)
        let toBarrier = reverse.costs(from: barrier, to: sources)
        let columns = targets.count
        let uncertainRows: [(row: Int, columns: [Int])] = (0..<sources.count).compactMap { i in
            let open = (0..<columns).filter { j in
                let plain = values[i * columns + j]
                return plain.isFinite && plain >= toBarrier[i] + fromBarrier[j] - 1e-6
            }
            return open.isEmpty ? nil : (i, open)
        }
        let rows = ParallelRows.map(count: uncertainRows.count) { k in
            let (i, open) = uncertainRows[k]
            return exact.search.costs(from: sources[i], to: open.map { targets[$0] }, avoiding: exact.blocked)
        }
        for (k, row) in rows.enumerated() {
            let (i, open) = uncertainRows[k]
            for (index, j) in open.enumerated() { values[i * columns + j] = row[index] }
        }
        return values
    }
}
