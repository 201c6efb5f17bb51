import RoadNetwork

/// Queries on a metric's multi-level overlay, exact around request-time barriers: the cells holding a
/// blocked node are searched on the plain graph without it, every other cell through its clique. Paths head for
/// their ends by the metric's straight-line bounds.
struct OverlayEngine: PathEngine {
    let overlay: Overlay
    let blocked: BlockedNodes
    /// The blocked nodes as a list: their cells are searched on the plain graph.
    let blockedNodes: [UInt32]
    let goal: LazyGoalBounds

    func path(from sources: [SearchEndpoint], to targets: [SearchEndpoint]) -> EnginePath? {
        overlay.route(from: sources, to: targets, avoiding: blocked, blockedNodes: blockedNodes, goal: goal.bounds).map {
            EnginePath(cost: $0.cost, nodes: $0.nodes, sourceIndex: $0.sourceIndex, targetIndex: $0.targetIndex)
        }
    }

    func costs(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]]) -> [Double] {
        overlay.table(from: sources, to: targets, avoiding: blocked, blockedNodes: blockedNodes)
    }
}
