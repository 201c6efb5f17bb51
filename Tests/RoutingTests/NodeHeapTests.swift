import TestSupport
import Testing
@testable import Routing

@Suite struct NodeHeapTests {
    @Test("keyed anew, the heap pops every node once, by its new key, and still takes new keys")
    func rekeyedHeapPopsInNewOrder() {
        var random = SeededGenerator(seed: 91)
        let heap = NodeHeap(nodeCount: 1000)
        for node in UInt32(0) ..< 600 { heap.set(node, key: Double.random(in: 0 ..< 100, using: &random)) }
        for _ in 0 ..< 100 { _ = heap.popMin() }
        let newKey = { (node: UInt32) in Double((node &* 7919) % 1009) }
        heap.rekey(newKey)
        #expect(heap.count == 500)
        // One node moved to the front after the new keys: its place must be known.
        let moved = (0 ..< 600).map(UInt32.init).first { heap.contains($0) && newKey($0) > 500 }!
        heap.set(moved, key: -1)
        var popped: [(node: UInt32, key: Double)] = []
        while !heap.isEmpty { popped.append(heap.popMin()) }
        #expect(popped.first?.node == moved)
        #expect(Set(popped.map(\.node)).count == 500)
        #expect(zip(popped, popped.dropFirst()).allSatisfy { $0.key <= $1.key }, "popped in key order")
        #expect(popped.dropFirst().allSatisfy { $0.key == newKey($0.node) })
    }
}
