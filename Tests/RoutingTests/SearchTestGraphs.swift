import RoadNetwork
import Routing
import TestSupport
import Testing

/// The kinds of graphs the search tests run on.
enum TestGraphKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// A random sparse digraph with parallel arcs, self-loops, zero weights and unreachable parts.
    case sparse
    /// A grid of streets, some one-way, some missing.
    case grid

    var testDescription: String { rawValue }
}

/// Builds a test graph of about `size` nodes.
func makeGraph(_ kind: TestGraphKind, size: Int, seed: UInt64) -> SearchGraph {
    var random = SeededGenerator(seed: seed)
    var arcs: [(from: UInt32, to: UInt32, weight: Float)] = []
    switch kind {
    case .sparse:
        for v in 0 ..< size {
            for _ in 0 ..< Int.random(in: 0 ... 4, using: &random) {
                let to = Bool.random(using: &random) && v + 10 < size
                    ? v + Int.random(in: 1 ... 10, using: &random) : Int.random(in: 0 ..< size, using: &random)
                let weight = Int.random(in: 0 ..< 20, using: &random) == 0 ? 0 : Float.random(in: 0.5 ... 100, using: &random)
                arcs.append((UInt32(v), UInt32(to), weight))
            }
        }
    case .grid:
        let side = Int(Double(size).squareRoot())
        for row in 0 ..< side {
            for column in 0 ..< side {
                let v = row * side + column
                for (dr, dc) in [(0, 1), (1, 0)] where row + dr < side && column + dc < side {
                    let w = (row + dr) * side + column + dc
                    let roll = Int.random(in: 0 ..< 10, using: &random)
                    if roll == 0 { continue }
                    let weight = Float.random(in: 1 ... 60, using: &random)
                    if roll != 1 { arcs.append((UInt32(v), UInt32(w), weight)) }
                    if roll != 2 { arcs.append((UInt32(w), UInt32(v), weight * Float.random(in: 0.8 ... 1.25, using: &random))) }
                }
            }
        }
        return SearchGraph(nodeCount: side * side, arcs: arcs)
    }
    return SearchGraph(nodeCount: size, arcs: arcs)
}

/// Random endpoints: 1–2 sources with offsets ≥ 0, or targets with offsets of either sign.
func randomEndpoints(_ graph: SearchGraph, target: Bool, using random: inout SeededGenerator) -> [SearchEndpoint] {
    (0 ..< Int.random(in: 1 ... 2, using: &random)).map { _ in
        SearchEndpoint(node: UInt32.random(in: 0 ..< UInt32(graph.nodeCount), using: &random),
                       offset: target ? Double.random(in: -30 ... 20, using: &random) : Double.random(in: 0 ... 30, using: &random))
    }
}

/// The simplest Dijkstra: lazy binary heap, skipping `blocked` nodes; distance from the source set to every node.
func referenceDistances(_ graph: SearchGraph, from sources: [SearchEndpoint], blocked: Set<UInt32> = []) -> [Double] {
    var distance = [Double](repeating: .infinity, count: graph.nodeCount)
    var heap: [(Double, UInt32)] = []
    func push(_ item: (Double, UInt32)) {
        heap.append(item)
        var i = heap.count - 1
        while i > 0, heap[(i - 1) / 2].0 > heap[i].0 { heap.swapAt(i, (i - 1) / 2); i = (i - 1) / 2 }
    }
    func pop() -> (Double, UInt32) {
        let top = heap[0]
        heap[0] = heap[heap.count - 1]
        heap.removeLast()
        var i = 0
        while true {
            var smallest = i
            for child in [2 * i + 1, 2 * i + 2] where child < heap.count && heap[child].0 < heap[smallest].0 { smallest = child }
            if smallest == i { break }
            heap.swapAt(i, smallest)
            i = smallest
        }
        return top
    }
    for source in sources where !blocked.contains(source.node) && source.offset < distance[Int(source.node)] {
        distance[Int(source.node)] = source.offset
        push((source.offset, source.node))
    }
    while !heap.isEmpty {
        let (cost, node) = pop()
        if cost > distance[Int(node)] { continue }
        for arc in Int(graph.firstArc[Int(node)]) ..< Int(graph.firstArc[Int(node) + 1]) {
            let next = graph.target[arc]
            if blocked.contains(next) { continue }
            let total = cost + Double(graph.weight[arc])
            if total < distance[Int(next)] { distance[Int(next)] = total; push((total, next)) }
        }
    }
    return distance
}

/// The reference cost from a source set to a target set.
func referenceCost(_ graph: SearchGraph, _ sources: [SearchEndpoint], _ targets: [SearchEndpoint],
                   blocked: Set<UInt32> = []) -> Double {
    let distance = referenceDistances(graph, from: sources, blocked: blocked)
    return targets.filter { !blocked.contains($0.node) }.map { distance[Int($0.node)] + $0.offset }.min() ?? .infinity
}

/// Whether two costs agree up to `Float` rounding.
func close(_ a: Double, _ b: Double) -> Bool {
    if a.isInfinite || b.isInfinite { return a == b }
    return abs(a - b) <= 1e-3 * max(1, abs(a), abs(b))
}

/// Checks that `path` is a valid arc sequence from its source to its target with its cost, avoiding `blocked`.
func expectValid(_ path: SearchPath, in graph: SearchGraph, _ sources: [SearchEndpoint], _ targets: [SearchEndpoint],
                 blocked: Set<UInt32> = [], sourceLocation: SourceLocation = #_sourceLocation) {
    let source = sources[path.sourceIndex], target = targets[path.targetIndex]
    #expect(path.nodes.first == source.node, sourceLocation: sourceLocation)
    #expect(path.nodes.last == target.node, sourceLocation: sourceLocation)
    var cost = source.offset + target.offset
    for (from, to) in zip(path.nodes, path.nodes.dropFirst()) {
        let arcs = Int(graph.firstArc[Int(from)]) ..< Int(graph.firstArc[Int(from) + 1])
        let cheapest = arcs.filter { graph.target[$0] == to }.map { Double(graph.weight[$0]) }.min()
        #expect(cheapest != nil, "no arc \(from) → \(to)", sourceLocation: sourceLocation)
        cost += cheapest ?? .infinity
    }
    #expect(path.nodes.allSatisfy { !blocked.contains($0) }, sourceLocation: sourceLocation)
    #expect(close(cost, path.cost), "path costs \(cost), reported \(path.cost)", sourceLocation: sourceLocation)
}

/// 150 routes between random endpoints, around random blocked nodes (a fortieth of the graph; none every third
/// round), found by `route` and checked against plain Dijkstra: the same cost, and a valid path around the blocked nodes.
func expectRoutesMatchDijkstra(_ graph: SearchGraph, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation,
                               route: (_ sources: [SearchEndpoint], _ targets: [SearchEndpoint], BlockedNodes, _ blockedList: [UInt32]) -> SearchPath?) {
    var random = SeededGenerator(seed: seed)
    for round in 0 ..< 150 {
        let blockedList = round % 3 == 0 ? [] : (0 ..< graph.nodeCount / 40).map { _ in UInt32.random(in: 0 ..< UInt32(graph.nodeCount), using: &random) }
        let blocked = BlockedNodes(nodeCount: graph.nodeCount, nodes: blockedList)
        let sources = randomEndpoints(graph, target: false, using: &random)
        let targets = randomEndpoints(graph, target: true, using: &random)
        let expected = referenceCost(graph, sources, targets, blocked: Set(blockedList))
        guard let path = route(sources, targets, blocked, blockedList) else {
            #expect(expected == .infinity, "round \(round): no path", sourceLocation: sourceLocation)
            continue
        }
        #expect(close(path.cost, expected), "round \(round): \(path.cost) vs \(expected)", sourceLocation: sourceLocation)
        expectValid(path, in: graph, sources, targets, blocked: Set(blockedList), sourceLocation: sourceLocation)
    }
}
