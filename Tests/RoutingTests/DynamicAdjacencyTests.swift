import Testing
@testable import Routing

@Suite struct DynamicAdjacencyTests {
    /// Each node's entries as (head, weight, edge), in slot order.
    private func entries(_ adjacency: DynamicAdjacency, nodes: Int) -> [[(UInt32, Float, UInt32)]] {
        (0 ..< nodes).map { v in adjacency.slots(UInt32(v)).map { (adjacency.head[$0], adjacency.weight[$0], adjacency.edge[$0]) } }
    }

    @Test("laid out again, every block keeps its entries in order, packed in node order with room to grow")
    func compactionKeepsEveryBlock() {
        var adjacency = DynamicAdjacency(degrees: [1, 0, 2, 1])
        // Node 0 outgrows its room (moved to the end twice), node 2 loses an entry, node 3 loses all.
        for k in 0 ..< 7 { adjacency.append(0, head: UInt32(10 + k), weight: Float(k), edge: UInt32(100 + k)) }
        adjacency.append(2, head: 20, weight: 0.5, edge: 200)
        adjacency.append(2, head: 21, weight: 1.5, edge: 201)
        adjacency.append(2, head: 22, weight: 2.5, edge: 202)
        adjacency.remove(2, head: 20)
        adjacency.append(3, head: 30, weight: 3, edge: 300)
        adjacency.removeAll(3)
        let before = entries(adjacency, nodes: 4)
        #expect(adjacency.start[0] > adjacency.start[3], "node 0's block moved past the others")
        adjacency.compact()
        let after = entries(adjacency, nodes: 4)
        #expect(after.map { $0.map(\.0) } == before.map { $0.map(\.0) })
        #expect(after.map { $0.map(\.1) } == before.map { $0.map(\.1) })
        #expect(after.map { $0.map(\.2) } == before.map { $0.map(\.2) })
        #expect(adjacency.start == [0, 9, 11, 15])
        #expect(adjacency.head.count == 17)
        // Room to grow: an entry more fits in place, and the slot finder and updates still work.
        adjacency.append(1, head: 40, weight: 4, edge: 400)
        #expect(adjacency.start[1] == 9)
        #expect(adjacency.slot(2, to: 22).map { adjacency.weight[$0] } == 2.5)
        #expect(entries(adjacency, nodes: 4)[1].map(\.0) == [40])
    }
}
