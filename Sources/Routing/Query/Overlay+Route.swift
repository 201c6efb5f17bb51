import RoadNetwork

extension Overlay {
    /// The cheapest path from any of `sources` to any of `targets` (cost `source.offset + path +
    /// target.offset`) never entering `blocked`, with every plain node it travels; nil when none exists.
    ///
    /// Bidirectional: both searches use the overlay on the cells that hold no end and no blocked node, and
    /// meet at a node; the cliques on the path are then unpacked level by level.
    public func route(from sources: [SearchEndpoint], to targets: [SearchEndpoint], avoiding blocked: BlockedNodes = .none,
                      blockedNodes: [UInt32] = []) -> SearchPath? {
        routeWithCandidates(from: sources, to: targets, stretch: 1, maximum: 0, avoiding: blocked, blockedNodes: blockedNodes).first
    }

    /// The cheapest path and, after it, up to `maximum` other paths through nodes both searches settled that cost
    /// at most `stretch` times as much (cheapest first, each through one such node: the via-node method).
    /// Candidates only: the caller checks how much they share with the best path and whether they take detours.
    public func routeWithCandidates(from sources: [SearchEndpoint], to targets: [SearchEndpoint], stretch: Double, maximum: Int,
                                    avoiding blocked: BlockedNodes = .none, blockedNodes: [UInt32] = []) -> [SearchPath] {
        let count = graph.nodeCount
        func usable(_ end: SearchEndpoint) -> Bool { Int(end.node) < count && !blocked.contains(end.node) }
        guard sources.contains(where: usable), targets.contains(where: usable) else { return [] }
        let scope = OverlayScope(partition: partition, special: sources.map(\.node) + targets.map(\.node) + blockedNodes)
        let found: [(cost: Double, steps: [(UInt32, UInt32)])] = pool.withWorkspace { workspace in
            let forward = workspace.forward, backward = workspace.backward
            for source in sources where usable(source) { forward.start(source.node, cost: source.offset) }
            for target in targets where usable(target) { backward.start(target.node, cost: target.offset) }
            var best = Double.infinity
            var meeting = SearchSpace.none
            for source in sources where usable(source) && backward.isReached(source.node) {
                let total = forward.distance[Int(source.node)] + backward.distance[Int(source.node)]
                if total < best { best = total; meeting = source.node }
            }
            var settledForward: [UInt32] = []
            while forward.heap.minKey + backward.heap.minKey < best {
                let goForward = forward.heap.minKey <= backward.heap.minKey
                let (space, other) = goForward ? (forward, backward) : (backward, forward)
                let (node, cost) = settleNext(space, forward: goForward, scope: scope, blocked: blocked)
                if goForward && maximum > 0 { settledForward.append(node) }
                if other.isReached(node) && cost + other.distance[Int(node)] < best {
                    best = cost + other.distance[Int(node)]
                    meeting = node
                }
            }
            guard meeting != SearchSpace.none else { return [] }
            guard maximum > 0 else { return [(best, Self.steps(through: meeting, forward: forward, backward: backward))] }
            // Each side goes on to a radius that holds the middle of every path up to `stretch` times the best.
            let radius = 0.6 * stretch * best
            while forward.heap.minKey <= radius || backward.heap.minKey <= radius {
                let goForward = forward.heap.minKey <= backward.heap.minKey
                let (node, _) = settleNext(goForward ? forward : backward, forward: goForward, scope: scope, blocked: blocked)
                if goForward { settledForward.append(node) }
            }
            var vias = settledForward.compactMap { node -> (UInt32, Double)? in
                guard backward.isSettled(node), node != meeting else { return nil }
                let total = forward.distance[Int(node)] + backward.distance[Int(node)]
                return total <= stretch * best ? (node, total) : nil
            }
            vias.sort { $0.1 < $1.1 }
            var paths = [(best, Self.steps(through: meeting, forward: forward, backward: backward))]
            // Via nodes whose tree paths retrace an earlier candidate's are skipped (they give the same path).
            var used = Set(paths[0].1.map(\.0))
            for (via, total) in vias where paths.count <= maximum && !used.contains(via) {
                let steps = Self.steps(through: via, forward: forward, backward: backward)
                used.formUnion(steps.map(\.0))
                paths.append((total, steps))
            }
            return paths
        }
        return found.map { plainPath($0.steps, cost: $0.cost, sources: sources, targets: targets) }
    }

    /// Steps from a source to `meeting` along the forward tree, then on to a target along the backward tree,
    /// each with how it was taken.
    private static func steps(through meeting: UInt32, forward: SearchSpace, backward: SearchSpace) -> [(UInt32, UInt32)] {
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
        return forwardSteps.reversed() + backwardSteps
    }

    /// The path of `steps` with every clique unpacked into plain nodes.
    private func plainPath(_ steps: [(UInt32, UInt32)], cost: Double, sources: [SearchEndpoint], targets: [SearchEndpoint]) -> SearchPath {
        var nodes = [steps[0].0]
        for (node, step) in steps.dropFirst() {
            if let level = OverlayStep.cliqueLevel(step) {
                nodes += unpack(from: nodes[nodes.count - 1], to: node, level: level)
            } else {
                nodes.append(node)
            }
        }
        return SearchPath(cost: cost, sourceIndex: ContractionHierarchy.endpoint(at: nodes[0], in: sources),
                          targetIndex: ContractionHierarchy.endpoint(at: nodes[nodes.count - 1], in: targets), nodes: nodes)
    }
}
