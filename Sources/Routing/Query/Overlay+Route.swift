import RoadNetwork

extension Overlay {
    /// The cheapest path from any of `sources` to any of `targets` (cost `source.offset + path +
    /// target.offset`) never entering `blocked`, with every plain node it travels; nil when none exists.
    ///
    /// Bidirectional: both searches use the overlay on the cells that hold no end and no blocked node, and
    /// meet at a node; the cliques on the path are then unpacked level by level.
    public func route(from sources: [SearchEndpoint], to targets: [SearchEndpoint], avoiding blocked: BlockedNodes = .none,
                      blockedNodes: [UInt32] = []) -> SearchPath? {
        let count = graph.nodeCount
        func usable(_ end: SearchEndpoint) -> Bool { Int(end.node) < count && !blocked.contains(end.node) }
        guard sources.contains(where: usable), targets.contains(where: usable) else { return nil }
        let scope = OverlayScope(partition: partition, special: sources.map(\.node) + targets.map(\.node) + blockedNodes)
        let found: (cost: Double, forward: [(UInt32, UInt32)], backward: [(UInt32, UInt32)])? = pool.withWorkspace { workspace in
            let forward = workspace.forward, backward = workspace.backward
            for source in sources where usable(source) { forward.start(source.node, cost: source.offset) }
            for target in targets where usable(target) { backward.start(target.node, cost: target.offset) }
            var best = Double.infinity
            var meeting = SearchSpace.none
            for source in sources where usable(source) && backward.isReached(source.node) {
                let total = forward.distance[Int(source.node)] + backward.distance[Int(source.node)]
                if total < best { best = total; meeting = source.node }
            }
            // Every node of a best path is settled by one side or the other once the two minimum keys add up
            // to more than it, and a path is met where a node settled on one side was reached by the other.
            while forward.heap.minKey + backward.heap.minKey < best {
                let goForward = forward.heap.minKey <= backward.heap.minKey
                let (space, other) = goForward ? (forward, backward) : (backward, forward)
                let (node, cost) = settleNext(space, forward: goForward, scope: scope, blocked: blocked)
                if other.isReached(node) && cost + other.distance[Int(node)] < best {
                    best = cost + other.distance[Int(node)]
                    meeting = node
                }
            }
            guard meeting != SearchSpace.none else { return nil }
            // Steps from the source to the meeting node, then from it to the target, each with how it was taken.
            var forwardSteps: [(UInt32, UInt32)] = []
            var current = meeting
            while forward.parent[Int(current)] != SearchSpace.none {
                forwardSteps.append((current, forward.parentArc[Int(current)]))
                current = forward.parent[Int(current)]
            }
            forwardSteps.append((current, SearchSpace.none))
            var backwardSteps: [(UInt32, UInt32)] = []
            current = meeting
            while backward.parent[Int(current)] != SearchSpace.none {
                backwardSteps.append((backward.parent[Int(current)], backward.parentArc[Int(current)]))
                current = backward.parent[Int(current)]
            }
            return (best, forwardSteps.reversed(), backwardSteps)
        }
        guard let found else { return nil }
        // Plain nodes: the first node, then each step unpacked.
        let steps = found.forward + found.backward
        var nodes = [steps[0].0]
        for (node, step) in steps.dropFirst() {
            if let level = OverlayStep.cliqueLevel(step) {
                nodes += unpack(from: nodes[nodes.count - 1], to: node, level: level)
            } else {
                nodes.append(node)
            }
        }
        return SearchPath(cost: found.cost, sourceIndex: ContractionHierarchy.endpoint(at: nodes[0], in: sources),
                          targetIndex: ContractionHierarchy.endpoint(at: nodes[nodes.count - 1], in: targets), nodes: nodes)
    }
}
