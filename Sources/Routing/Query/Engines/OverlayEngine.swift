import RoadNetwork

/// Queries on a metric's multi-level overlay, exact around request-time barriers: the cells holding a
/// blocked node are searched on the plain graph without it, every other cell through its clique. Paths head for
/// their ends by the metric's straight-line bounds.
///
/// Queries come in and paths go out in the turn graph's own numbers; the overlay, the blocked nodes and the bounds
/// are in the overlay's (``OverlayNumbering``).
struct OverlayEngine: PathEngine {
    let overlay: Overlay
    let numbering: OverlayNumbering
    let blocked: BlockedNodes
    /// The blocked nodes as a list: their cells are searched on the plain graph.
    let blockedNodes: [UInt32]
    let goal: LazyGoalBounds

    func path(from sources: [SearchEndpoint], to targets: [SearchEndpoint]) -> EnginePath? {
        overlay.route(from: numbering.numbered(sources), to: numbering.numbered(targets), avoiding: blocked, blockedNodes: blockedNodes,
                      goal: goal.bounds).map { found in
            let path = numbering.original(found)
            return EnginePath(cost: path.cost, nodes: path.nodes, sourceIndex: path.sourceIndex, targetIndex: path.targetIndex)
        }
    }

    func costs(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]]) -> [Double] {
        overlay.table(from: sources.map(numbering.numbered), to: targets.map(numbering.numbered), avoiding: blocked, blockedNodes: blockedNodes,
                      points: goal.points)
    }

    func costs(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]], carrying other: OtherMeasure,
               deadline: ContinuousClock.Instant?) -> MeasuredCosts? {
        let numbering = numbering
        // A split node is measured once, as its arriving half is entered.
        let numberedOther = OtherMeasure(sources: other.sources, targets: other.targets) { v in
            numbering.isDepartingHalf(v) ? 0 : other.entering(numbering.node[Int(v)])
        }
        return overlay.measuredTable(from: sources.map(numbering.numbered), to: targets.map(numbering.numbered), carrying: numberedOther,
                                     avoiding: blocked, blockedNodes: blockedNodes, goal: goal.bounds, deadline: deadline)
    }

    /// The best path and up to `maximum` candidate alternatives costing at most `stretch` times as much (see
    /// ``Overlay/routeWithCandidates(from:to:stretch:maximum:avoiding:blockedNodes:goal:)``).
    func candidatePaths(from sources: [SearchEndpoint], to targets: [SearchEndpoint], stretch: Double, maximum: Int) -> [SearchPath] {
        overlay.routeWithCandidates(from: numbering.numbered(sources), to: numbering.numbered(targets), stretch: stretch, maximum: maximum,
                                    avoiding: blocked, blockedNodes: blockedNodes, goal: goal.bounds).map(numbering.original)
    }
}
