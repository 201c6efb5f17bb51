import RoadNetwork
/// Exact searches on the plain (un-contracted) ``SearchGraph`` that never enter ``BlockedNodes``: for
/// request-time barriers, and for metrics no hierarchy was built for.
///
/// One-to-one uses A* with ALT lower bounds when ``Landmarks`` are given, else bidirectional Dijkstra;
/// one-to-many is Dijkstra stopping once every target is settled. Immutable and `Sendable`; queries take
/// scratch memory from an internal pool, so several threads may search at once.
///
/// ```swift
/// let search = GraphSearch(graph: graph, landmarks: Landmarks(graph: graph))
/// let blocked = BlockedNodes(nodeCount: graph.nodeCount, nodes: segmentsUnderBarriers)
/// let path = search.route(from: sources, to: targets, avoiding: blocked)
/// ```
public struct GraphSearch: Sendable {
    /// The graph searched.
    public let graph: SearchGraph
    /// The landmarks guiding one-to-one searches, if any.
    public let landmarks: Landmarks?
    private let reversedGraph: SearchGraph
    private let pool: WorkspacePool

    /// Prepares searches on `graph` (O(n + m) for the reversed graph). `landmarks` must have been built
    /// on this graph (or one with the same nodes and no cheaper arcs); others are ignored.
    public init(graph: SearchGraph, landmarks: Landmarks? = nil) {
        self.graph = graph
        self.landmarks = landmarks?.nodeCount == graph.nodeCount && (landmarks?.count ?? 0) > 0 ? landmarks : nil
        reversedGraph = graph.reversed()
        pool = WorkspacePool(nodeCount: graph.nodeCount)
    }

    /// The cheapest path from any of `sources` to any of `targets` avoiding `blocked`
    /// (cost `source.offset + path + target.offset`), or `nil` when none exists. Endpoints on blocked or
    /// out-of-range nodes are ignored.
    public func route(from sources: [SearchEndpoint], to targets: [SearchEndpoint],
                      avoiding blocked: BlockedNodes = .none) -> SearchPath? {
        let count = graph.nodeCount
        let sources = sources.enumerated().filter { Int($0.element.node) < count && !blocked.contains($0.element.node) }
        let targets = targets.enumerated().filter { Int($0.element.node) < count && !blocked.contains($0.element.node) }
        guard !sources.isEmpty, !targets.isEmpty else { return nil }
        return pool.withWorkspace { workspace in
            if let landmarks {
                aStar(sources, targets, blocked, landmarks, workspace)
            } else {
                bidirectional(sources, targets, blocked, workspace)
            }
        }
    }

    private typealias Endpoints = [(offset: Int, element: SearchEndpoint)]

    /// The landmarks an A* search uses: those with the best bounds between its endpoints.
    static let activeLandmarks = 6

    /// A* from the sources; the potential of a node is the smallest lower bound plus offset over the targets
    /// (consistent, so each node is settled once). The backward space only marks targets and their offsets.
    private func aStar(_ sources: Endpoints, _ targets: Endpoints, _ blocked: BlockedNodes,
                       _ landmarks: Landmarks, _ workspace: SearchWorkspace) -> SearchPath? {
        let forward = workspace.forward, marks = workspace.backward
        for (_, target) in targets where !marks.isReached(target.node) || target.offset < marks.distance[Int(target.node)] {
            marks.mark(target.node)
            marks.distance[Int(target.node)] = target.offset
        }
        let active = landmarks.active(from: sources.map(\.element.node), to: targets.map(\.element.node),
                                      limit: Self.activeLandmarks)
        @inline(__always) func potential(_ node: UInt32) -> Double {
            var best = Double.infinity
            for (_, target) in targets {
                let value = landmarks.lowerBound(from: node, to: target.node, using: active) + target.offset
                if value < best { best = value }
            }
            return best
        }
        for (_, source) in sources {
            forward.relax(source.node, cost: source.offset, key: source.offset + potential(source.node),
                          parent: SearchSpace.none, arc: SearchSpace.none)
        }
        var best = Double.infinity
        var meeting = SearchSpace.none
        let heap = forward.heap
        let checkBlocked = !blocked.isEmpty
        while !heap.isEmpty && heap.minKey < best {
            let (node, _) = heap.popMin()
            forward.settle(node)
            let v = Int(node)
            let cost = forward.distance[v]
            if marks.isReached(node) && cost + marks.distance[v] < best {
                best = cost + marks.distance[v]
                meeting = node
            }
            for arc in Int(graph.firstArc[v]) ..< Int(graph.firstArc[v + 1]) {
                let next = graph.target[arc]
                if checkBlocked && blocked.contains(next) { continue }
                let total = cost + Double(graph.weight[arc])
                if forward.isSettled(next) || (forward.isReached(next) && forward.distance[Int(next)] <= total) { continue }
                forward.relax(next, cost: total, key: total + potential(next), parent: node, arc: UInt32(arc))
            }
        }
        guard meeting != SearchSpace.none else { return nil }
        let nodes = Array(forward.chain(from: meeting).reversed())
        return path(cost: best, nodes: nodes, sources, targets)
    }

    /// Bidirectional Dijkstra with keys shifted so they are non-negative; stops when the two minimum keys
    /// add up to at least the best meeting found.
    private func bidirectional(_ sources: Endpoints, _ targets: Endpoints, _ blocked: BlockedNodes,
                               _ workspace: SearchWorkspace) -> SearchPath? {
        let forward = workspace.forward, backward = workspace.backward
        let sourceShift = sources.map(\.element.offset).min() ?? 0
        let targetShift = targets.map(\.element.offset).min() ?? 0
        for (_, source) in sources { forward.start(source.node, cost: source.offset - sourceShift) }
        for (_, target) in targets { backward.start(target.node, cost: target.offset - targetShift) }
        var best = Double.infinity
        var meeting = SearchSpace.none
        for (_, source) in sources where backward.isReached(source.node) {
            let total = forward.distance[Int(source.node)] + backward.distance[Int(source.node)]
            if total < best { best = total; meeting = source.node }
        }
        while forward.heap.minKey + backward.heap.minKey < best {
            let goForward = forward.heap.minKey <= backward.heap.minKey
            let (space, other) = goForward ? (forward, backward) : (backward, forward)
            let (node, _) = Dijkstra.settleNext(goForward ? graph : reversedGraph, space, avoiding: blocked)
            let search = goForward ? graph : reversedGraph
            let v = Int(node)
            if other.isReached(node) && space.distance[v] + other.distance[v] < best {
                best = space.distance[v] + other.distance[v]
                meeting = node
            }
            for arc in Int(search.firstArc[v]) ..< Int(search.firstArc[v + 1]) {
                let next = search.target[arc]
                guard other.isReached(next), space.isReached(next) else { continue }
                let total = space.distance[Int(next)] + other.distance[Int(next)]
                if total < best { best = total; meeting = next }
            }
        }
        guard meeting != SearchSpace.none else { return nil }
        let nodes = Array(forward.chain(from: meeting).reversed()) + backward.chain(from: meeting).dropFirst()
        return path(cost: best + sourceShift + targetShift, nodes: nodes, sources, targets)
    }

    private func path(cost: Double, nodes: [UInt32], _ sources: Endpoints, _ targets: Endpoints) -> SearchPath {
        func index(_ node: UInt32, _ endpoints: Endpoints) -> Int {
            let chosen = ContractionHierarchy.endpoint(at: node, in: endpoints.map(\.element))
            return endpoints.isEmpty ? 0 : endpoints[chosen].offset
        }
        return SearchPath(cost: cost, sourceIndex: index(nodes[0], sources),
                          targetIndex: index(nodes[nodes.count - 1], targets), nodes: nodes)
    }

    /// The cost from the `sources` (one set of endpoints) to each set of `targets`, avoiding `blocked`;
    /// `.infinity` for sets not reached. Dijkstra that stops once every target node is settled, or once the
    /// path cost before the target offset exceeds `maxCost` (targets beyond it report `.infinity`).
    /// O((n + m) log n) in the worst case.
    public func costs(from sources: [SearchEndpoint], to targets: [[SearchEndpoint]],
                      avoiding blocked: BlockedNodes = .none, maxCost: Double = .infinity) -> [Double] {
        var result = [Double](repeating: .infinity, count: targets.count)
        let count = graph.nodeCount
        pool.withWorkspace { workspace in
            let search = workspace.forward, marks = workspace.backward
            // Target nodes: `parent` = first entry of a list threaded through `next`.
            var entrySet: [Int] = [], entryOffset: [Double] = [], next: [UInt32] = []
            var remaining = 0
            for (set, endpoints) in targets.enumerated() {
                for target in endpoints where Int(target.node) < count && !blocked.contains(target.node) {
                    let node = Int(target.node)
                    if !marks.isReached(target.node) {
                        marks.mark(target.node)
                        marks.parent[node] = SearchSpace.none
                        remaining += 1
                    }
                    next.append(marks.parent[node])
                    marks.parent[node] = UInt32(entrySet.count)
                    entrySet.append(set)
                    entryOffset.append(target.offset)
                }
            }
            for source in sources where Int(source.node) < count && !blocked.contains(source.node) {
                search.start(source.node, cost: source.offset)
            }
            while remaining > 0 && !search.heap.isEmpty && search.heap.minKey <= maxCost {
                let (node, cost) = Dijkstra.settleNext(graph, search, avoiding: blocked)
                guard marks.isReached(node) else { continue }
                remaining -= 1
                var entry = marks.parent[Int(node)]
                while entry != SearchSpace.none {
                    let set = entrySet[Int(entry)]
                    result[set] = min(result[set], cost + entryOffset[Int(entry)])
                    entry = next[Int(entry)]
                }
            }
        }
        return result
    }
}
