import RoadNetwork

extension Overlay {
    /// The cheapest path from any of `sources` to any of `targets` (cost `source.offset + path +
    /// target.offset`) never entering `blocked`, with every plain node it travels; nil when none exists.
    ///
    /// Bidirectional: both searches use the overlay on the cells that hold no end and no blocked node, and
    /// meet at a node; the cliques on the path are then unpacked level by level. With `goal`, both searches and
    /// the unpacking head for their ends by its straight-line bounds (A*), which settles fewer nodes for the
    /// same answer.
    public func route(from sources: [SearchEndpoint], to targets: [SearchEndpoint], avoiding blocked: BlockedNodes = .none,
                      blockedNodes: [UInt32] = [], goal: GoalBounds? = nil) -> SearchPath? {
        routeWithCandidates(from: sources, to: targets, stretch: 1, maximum: 0, avoiding: blocked, blockedNodes: blockedNodes, goal: goal).first
    }

    /// The cheapest path and, after it, up to `maximum` other paths through nodes both searches settled that cost
    /// at most `stretch` times as much (cheapest first, each through one such node: the via-node method).
    /// Candidates only: the caller checks how much they share with the best path and whether they take detours.
    /// `goal` directs the search for the cheapest path alone (`maximum` 0): candidates need both sides' full balls.
    /// A search directed by straight lines that settles `straightLineBudget` nodes goes on through the landmarks when
    /// they bound it more tightly (``straightLineBudget``).
    public func routeWithCandidates(from sources: [SearchEndpoint], to targets: [SearchEndpoint], stretch: Double, maximum: Int,
                                    avoiding blocked: BlockedNodes = .none, blockedNodes: [UInt32] = [],
                                    goal: GoalBounds? = nil, straightLineBudget: Int = Overlay.straightLineBudget) -> [SearchPath] {
        let count = graph.nodeCount
        func usable(_ end: SearchEndpoint) -> Bool { Int(end.node) < count && !blocked.contains(end.node) }
        let starts = sources.filter(usable), ends = targets.filter(usable)
        guard !starts.isEmpty, !ends.isEmpty else { return [] }
        let scope = OverlayScope(partition: partition, special: sources.map(\.node) + targets.map(\.node) + blockedNodes)
        let found: [(cost: Double, steps: [(UInt32, UInt32)])] = pool.withWorkspace { workspace in
            let forward = workspace.forward, backward = workspace.backward
            var meeting = Meeting()
            if let goal, maximum == 0 {
                let sourceNodes = starts.map(\.node), targetNodes = ends.map(\.node)
                let gain = goal.landmarkGain(sources: sourceNodes, targets: targetNodes)
                let first = goal.ends(sources: sourceNodes, targets: targetNodes, throughLandmarks: gain >= GoalBounds.landmarkGain)
                let budget = gain > 1 && gain < GoalBounds.landmarkGain ? straightLineBudget : .max
                if !meet(forward, backward, starts: starts, ends: ends, scope: scope, blocked: blocked, at: &meeting,
                         potentials: (MeetingPotential(ends: first, sign: 1), MeetingPotential(ends: first, sign: -1)), budget: budget) {
                    // A long search: landmarks only a little tighter than the straight line narrow it by much more
                    // than they cost. It goes on through them: what it settled has its exact cost whatever bounds
                    // directed it, and what waits in the queues is keyed anew.
                    let bounds = goal.ends(sources: sourceNodes, targets: targetNodes, throughLandmarks: true)
                    let potentials = (MeetingPotential(ends: bounds, sign: 1), MeetingPotential(ends: bounds, sign: -1))
                    forward.heap.rekey { potentials.0.key($0, cost: forward.distance[Int($0)]) }
                    backward.heap.rekey { potentials.1.key($0, cost: backward.distance[Int($0)]) }
                    meet(forward, backward, starts: starts, ends: ends, scope: scope, blocked: blocked, at: &meeting, potentials: potentials)
                }
            } else {
                meet(forward, backward, starts: starts, ends: ends, scope: scope, blocked: blocked, at: &meeting,
                     potentials: (NoPotential(), NoPotential()), recording: maximum > 0)
            }
            guard meeting.node != SearchSpace.none else { return [] }
            let best = meeting.cost
            guard maximum > 0 else { return [(best, Self.steps(through: meeting.node, forward: forward, backward: backward))] }
            // Each side goes on to a radius that holds the middle of every path up to `stretch` times the best.
            var settledForward = meeting.settledForward
            let radius = 0.6 * stretch * best
            while forward.heap.minKey <= radius || backward.heap.minKey <= radius {
                let goForward = forward.heap.minKey <= backward.heap.minKey
                let (node, _) = settleNext(goForward ? forward : backward, forward: goForward, scope: scope, blocked: blocked)
                if goForward { settledForward.append(node) }
            }
            var vias = settledForward.compactMap { node -> (UInt32, Double)? in
                guard backward.isSettled(node), node != meeting.node else { return nil }
                let total = forward.distance[Int(node)] + backward.distance[Int(node)]
                return total <= stretch * best ? (node, total) : nil
            }
            vias.sort { $0.1 < $1.1 }
            var paths = [(best, Self.steps(through: meeting.node, forward: forward, backward: backward))]
            // Via nodes whose tree paths retrace an earlier candidate's are skipped (they give the same path).
            var used = Set(paths[0].1.map(\.0))
            for (via, total) in vias where paths.count <= maximum && !used.contains(via) {
                let steps = Self.steps(through: via, forward: forward, backward: backward)
                used.formUnion(steps.map(\.0))
                paths.append((total, steps))
            }
            return paths
        }
        return found.map { plainPath($0.steps, cost: $0.cost, sources: sources, targets: targets, goal: goal) }
    }

    /// Where the two searches of a route met: the node and the cost of the best path through it, and the nodes the
    /// forward search settled when asked to record them.
    private struct Meeting {
        var node = SearchSpace.none
        var cost = Double.infinity
        var settledForward: [UInt32] = []
    }

    /// How many nodes a route's searches directed by straight lines may settle, when the landmarks bound it more
    /// tightly but by less than ``GoalBounds/landmarkGain``, before they go on through the landmarks. On a city
    /// of a million junctions, a twentieth of the routes were bounded by straight lines to within 80 % of their cost
    /// and by the landmarks to within 95–99 %, a gain of 1.2: on straight lines they settled 15–40 thousand nodes,
    /// most of them top-level entries of 870 exits each, and made the routes' p95 21 ms; starting again after 2,048,
    /// 10.7–11.1 ms (after 1,024: 11.4–13.1; 4,096: 13.3; through the landmarks from the start: 13.6–15.5, and Malta's
    /// barrier routes 1.2–1.4 ms instead of 0.8). Going on instead of starting again keeps the 2,048 nodes' work.
    /// Malta's searches in that band settle fewer than 2,000.
    public static let straightLineBudget = 2048

    /// Runs the two searches of a route from `starts` and `ends`, smaller key first, until no path through a node
    /// yet to settle can beat the best met. The potentials of the two sides must sum to zero at every node, so the
    /// smallest keys bound that path as the smallest costs do without them. Returns false when it stopped after
    /// settling `budget` nodes instead.
    @discardableResult
    private func meet<Forward: SearchPotential, Backward: SearchPotential>(
        _ forward: SearchSpace, _ backward: SearchSpace, starts: [SearchEndpoint], ends: [SearchEndpoint], scope: OverlayScope,
        blocked: BlockedNodes, at meeting: inout Meeting, potentials: (Forward, Backward), recording: Bool = false,
        budget: Int = .max) -> Bool {
        for start in starts { forward.start(start.node, cost: start.offset, key: potentials.0.key(start.node, cost: start.offset)) }
        for end in ends { backward.start(end.node, cost: end.offset, key: potentials.1.key(end.node, cost: end.offset)) }
        for start in starts where backward.isReached(start.node) {
            let total = forward.distance[Int(start.node)] + backward.distance[Int(start.node)]
            if total < meeting.cost { meeting.cost = total; meeting.node = start.node }
        }
        var settled = 0
        while forward.heap.minKey + backward.heap.minKey < meeting.cost {
            guard settled < budget else { return false }
            settled += 1
            let goForward = forward.heap.minKey <= backward.heap.minKey
            let other = goForward ? backward : forward
            let (node, cost) = goForward
                ? settleNext(forward, forward: true, scope: scope, blocked: blocked, potential: potentials.0)
                : settleNext(backward, forward: false, scope: scope, blocked: blocked, potential: potentials.1)
            if goForward && recording { meeting.settledForward.append(node) }
            if other.isReached(node) && cost + other.distance[Int(node)] < meeting.cost {
                meeting.cost = cost + other.distance[Int(node)]
                meeting.node = node
            }
        }
        return true
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
    private func plainPath(_ steps: [(UInt32, UInt32)], cost: Double, sources: [SearchEndpoint], targets: [SearchEndpoint],
                           goal: GoalBounds?) -> SearchPath {
        var nodes = [steps[0].0]
        for (node, step) in steps.dropFirst() {
            if let level = OverlayStep.cliqueLevel(step) {
                nodes += unpack(from: nodes[nodes.count - 1], to: node, level: level, goal: goal)
            } else {
                nodes.append(node)
            }
        }
        return SearchPath(cost: cost, sourceIndex: ContractionHierarchy.endpoint(at: nodes[0], in: sources),
                          targetIndex: ContractionHierarchy.endpoint(at: nodes[nodes.count - 1], in: targets), nodes: nodes)
    }
}
