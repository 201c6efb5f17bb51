import Foundation
import RoadNetwork
/// An indexed 4-ary min-heap of graph nodes keyed by `Double`, in flat unsafe buffers sized for the whole
/// graph once: insert, decrease-key, increase-key and pop-min in O(log n), no allocation after `init`.
///
/// Each node is in the heap at most once. `clear()` costs O(items in the heap), not O(nodes), so a
/// workspace can reuse the heap across queries. Shared by every search (CH, Dijkstra, A*, landmarks,
/// witness searches and the contraction order).
final class NodeHeap {
    /// A node's place when it is not in the heap. Places are stored bit-inverted, so that zeroed memory says every node
    /// is absent: a large heap's records need not be written before use, and their pages are only made when touched.
    static let absent = UInt32.max
    private let keys: UnsafeMutablePointer<Double>
    private let nodes: UnsafeMutablePointer<UInt32>
    /// Each node's place in the heap: in memory of the heap's own, or in its owner's records of the nodes.
    private let position: NodeField<UInt32>
    private let ownsPosition: Bool
    private let capacity: Int
    /// The number of nodes in the heap.
    private(set) var count = 0

    /// Creates an empty heap for nodes `0 ..< nodeCount`; with `position`, it keeps each node's place there (every
    /// node's zero to begin with: absent), beside what its owner keeps of the node.
    init(nodeCount: Int, position: NodeField<UInt32>? = nil) {
        capacity = max(nodeCount, 1)
        keys = .allocate(capacity: capacity)
        nodes = .allocate(capacity: capacity)
        if let position {
            self.position = position
            ownsPosition = false
        } else {
            self.position = NodeField(base: calloc(capacity, MemoryLayout<UInt32>.stride)!, stride: MemoryLayout<UInt32>.stride)
            ownsPosition = true
        }
    }

    deinit {
        keys.deallocate()
        nodes.deallocate()
        if ownsPosition { free(position.base) }
    }

    /// Whether the heap is empty.
    @inline(__always) var isEmpty: Bool { count == 0 }

    /// The smallest key, or `.infinity` when empty.
    @inline(__always) var minKey: Double { count == 0 ? .infinity : keys[0] }

    /// The node with the smallest key (the next to leave), or nil when empty.
    @inline(__always) var minNode: UInt32? { count == 0 ? nil : nodes[0] }

    /// Whether `node` is in the heap.
    @inline(__always) func contains(_ node: UInt32) -> Bool { slot(of: node) != Self.absent }

    /// The key of a node in the heap.
    @inline(__always) func key(of node: UInt32) -> Double { keys[Int(slot(of: node))] }

    /// The place of `node` in the heap (``absent`` when it is not in it).
    @inline(__always) private func slot(of node: UInt32) -> UInt32 { ~position[Int(node)] }

    /// Records the place of `node` in the heap.
    @inline(__always) private func place(_ node: UInt32, at slot: UInt32) { position[Int(node)] = ~slot }

    /// Inserts `node` or changes its key (up or down).
    @inline(__always) func set(_ node: UInt32, key: Double) {
        let slot = slot(of: node)
        if slot == Self.absent {
            let index = count
            count += 1
            siftUp(index, node: node, key: key)
        } else if key < keys[Int(slot)] {
            siftUp(Int(slot), node: node, key: key)
        } else {
            siftDown(Int(slot), node: node, key: key)
        }
    }

    /// Removes and returns the node with the smallest key; the heap must not be empty.
    @inline(__always) func popMin() -> (node: UInt32, key: Double) {
        let node = nodes[0]
        let key = keys[0]
        place(node, at: Self.absent)
        count -= 1
        if count > 0 { siftDown(0, node: nodes[count], key: keys[count]) }
        return (node, key)
    }

    /// Takes `node` out of the heap (it must be in it).
    @inline(__always) func remove(_ node: UInt32) {
        siftUp(Int(slot(of: node)), node: node, key: -.infinity)
        _ = popMin()
    }

    /// Gives every node in the heap the key `key(node)` and restores the order, in O(count).
    func rekey(_ key: (UInt32) -> Double) {
        for index in 0..<count { keys[index] = key(nodes[index]) }
        var index = (count - 2) >> 2
        while index >= 0 {
            siftDown(index, node: nodes[index], key: keys[index])
            index -= 1
        }
    }

    /// Empties the heap in O(count).
    func clear() {
        for index in 0..<count { place(nodes[index], at: Self.absent) }
        count = 0
    }

    @inline(__always) private func siftUp(_ start: Int, node: UInt32, key: Double) {
        var index = start
        while index > 0 {
            let parent = (index - 1) >> 2
            let parentKey = keys[parent]
            if parentKey <= key { break }
            keys[index] = parentKey
            nodes[index] = nodes[parent]
            place(nodes[index], at: UInt32(index))
            index = parent
        }
        keys[index] = key
        nodes[index] = node
        place(node, at: UInt32(index))
    }

    @inline(__always) private func siftDown(_ start: Int, node: UInt32, key: Double) {
        var index = start
        while true {
            let first = (index << 2) + 1
            if first >= count { break }
            var best = first
            var bestKey = keys[first]
            let last = min(first + 4, count)
            var child = first + 1
            while child < last {
                if keys[child] < bestKey { best = child; bestKey = keys[child] }
                child += 1
            }
            if bestKey >= key { break }
            keys[index] = bestKey
            nodes[index] = nodes[best]
            place(nodes[index], at: UInt32(index))
            index = best
        }
        keys[index] = key
        nodes[index] = node
        place(node, at: UInt32(index))
    }
}
