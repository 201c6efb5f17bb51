import RoadNetwork

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
