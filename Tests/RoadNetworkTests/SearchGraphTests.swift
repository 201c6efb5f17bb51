import RoadNetwork
import Testing

/// Reversing and renumbering a turn graph: heads and weights written in one pass, the overlays' graphs (and, reversed,
/// their backward searches) are made so at every load.
@Suite struct SearchGraphTests {
    /// 0 → 1 (1), 0 → 2 (2), 1 → 2 (3), 2 → 0 (4), 2 → 3 (5), 3 → 1 (6).
    private static let graph = SearchGraph(nodeCount: 4, arcs: [(0, 1, 1), (0, 2, 2), (1, 2, 3), (2, 0, 4), (2, 3, 5), (3, 1, 6)])

    /// The graph's arcs as (tail, head, weight), in order.
    private static func arcs(_ graph: SearchGraph) -> [[Float]] {
        (0..<graph.nodeCount).flatMap { v in
            (Int(graph.firstArc[v])..<Int(graph.firstArc[v + 1])).map { [Float(v), Float(graph.target[$0]), graph.weight[$0]] }
        }
    }

    @Test("reversed, every arc points the other way with its weight, the arcs into a node in the order of their tails")
    func reversedKeepsWeights() {
        let reversed = Self.graph.reversed()
        #expect(Self.arcs(reversed) == [[0, 2, 4], [1, 0, 1], [1, 3, 6], [2, 0, 2], [2, 1, 3], [3, 2, 5]])
        #expect(reversed.reversed() == Self.graph)
    }

    @Test("renumbered, node i is the one order[i] was, with its arcs and weights in the same order")
    func renumberedKeepsArcs() {
        let renumbered = Self.graph.renumbered(order: [2, 0, 3, 1])
        // Old 2 → new 0, old 0 → 1, old 3 → 2, old 1 → 3.
        #expect(Self.arcs(renumbered) == [[0, 1, 4], [0, 2, 5], [1, 3, 1], [1, 0, 2], [2, 3, 6], [3, 0, 3]])
    }

    @Test("a node listed twice is split: arcs in reach its arriving half, which has one free arc to the departing half")
    func splitNodesGetAFreeArc() {
        // Node 2 split: its arriving half is new node 4, its departing half (with its arcs) new node 2.
        let order: [UInt32] = [0, 1, 2, 3, 2]
        let split = Self.graph.renumbered(order: order, arrival: [0, 1, 4, 3], departure: [0, 1, 2, 3])
        #expect(Self.arcs(split) == [[0, 1, 1], [0, 4, 2], [1, 4, 3], [2, 0, 4], [2, 3, 5], [3, 1, 6], [4, 2, 0]])
        #expect(split.reversed().reversed() == split)
    }
}
