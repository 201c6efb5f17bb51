import CRowScan
import Foundation
import RoadNetwork
/// The scratch memory of one search direction: tentative distances, parents and a heap, sized for the
/// graph once and reset in O(1) by generation stamps, so a query allocates nothing proportional to the graph.
/// Zeroed memory is every node's state before its first search (stamp 0: not reached; out of the heap), so the
/// space is never written whole: its pages are made as searches first touch them (a table on a city of a million
/// junctions touches a small part of its workspaces' 210 MB each).
///
/// A node is *reached* when its stamp equals `generation` and *settled* when it equals `generation + 1`.
final class SearchSpace {
    /// No parent (a start node) / no arc.
    static let none = UInt32.max

    /// The number of nodes this space serves.
    let nodeCount: Int
    /// The heap of reached, unsettled nodes.
    let heap: NodeHeap
    /// Tentative distance of reached nodes.
    let distance: NodeField<Double>
    /// The node each reached node was reached from, or `none`.
    let parent: NodeField<UInt32>
    /// The arc each reached node was reached by, or `none`.
    let parentArc: NodeField<UInt32>
    private let stamp: NodeField<UInt32>
    /// Per node, its stamp, distance, parent, arc and place in the heap side by side: reaching a node touches one
    /// cache line, not five (searches on large maps wait on memory more than they compute). Zeroed memory, from `calloc`.
    private let states: UnsafeMutableRawPointer
    private(set) var generation: UInt32 = 2

    /// One node's state, as `states` lays it out.
    private struct State {
        var distance: Double
        var stamp: UInt32
        var parent: UInt32
        var parentArc: UInt32
        var heapSlot: UInt32
    }

    /// Creates a space for nodes `0 ..< nodeCount`.
    init(nodeCount: Int) {
        self.nodeCount = nodeCount
        let size = max(nodeCount, 1)
        let base = calloc(size, MemoryLayout<State>.stride)!
        self.states = base
        func field<Value>(_ path: KeyPath<State, Value>) -> NodeField<Value> {
            NodeField(base: base + MemoryLayout<State>.offset(of: path)!, stride: MemoryLayout<State>.stride)
        }
        heap = NodeHeap(nodeCount: size, position: field(\.heapSlot))
        distance = field(\.distance)
        stamp = field(\.stamp)
        parent = field(\.parent)
        parentArc = field(\.parentArc)
    }

    deinit {
        free(states)
    }

    /// Forgets every node: O(heap size), O(n) once every two billion resets.
    func reset() {
        heap.clear()
        if generation >= UInt32.max - 4 {
            for node in 0..<max(nodeCount, 1) { stamp[node] = 0 }
            generation = 2
        } else {
            generation += 2
        }
    }

    /// Whether `node` was reached (settled or not) since the last reset.
    @inline(__always) func isReached(_ node: UInt32) -> Bool { stamp[Int(node)] >= generation }

    /// Whether `node` was settled since the last reset.
    @inline(__always) func isSettled(_ node: UInt32) -> Bool { stamp[Int(node)] == generation &+ 1 }

    /// The distance of `node`, or `.infinity` when not reached.
    @inline(__always) func distanceIfReached(_ node: UInt32) -> Double {
        stamp[Int(node)] >= generation ? distance[Int(node)] : .infinity
    }

    /// Marks `node` reached without queueing it (for uses of the arrays other than a search).
    @inline(__always) func mark(_ node: UInt32) { stamp[Int(node)] = generation }

    /// Starts bringing `node`'s state into the processor's caches, for a caller that reads or marks it soon.
    @inline(__always) func prefetch(_ node: UInt32) {
        wayfarer_prefetch_bytes(states + Int(node) * MemoryLayout<State>.stride, 1)
    }

    /// Marks `node` settled.
    @inline(__always) func settle(_ node: UInt32) { stamp[Int(node)] = generation &+ 1 }

    /// Records a path of cost `cost` to `node` (from `parent` by `arc`) and queues it under `key`, if it is
    /// better than what `node` has and `node` is not settled. Returns whether it improved.
    @inline(__always) @discardableResult
    func relax(_ node: UInt32, cost: Double, key: Double, parent from: UInt32, arc: UInt32) -> Bool {
        guard improves(node, cost: cost) else { return false }
        record(node, cost: cost, key: key, parent: from, arc: arc)
        return true
    }

    /// Records a path of cost `cost` to `node` and queues it under its key by `potential`, if it is better than
    /// what `node` has and `node` is not settled (the potential is computed only then).
    @inline(__always)
    func relax<Potential: SearchPotential>(_ node: UInt32, cost: Double, potential: Potential, parent from: UInt32, arc: UInt32) {
        if improves(node, cost: cost) { record(node, cost: cost, key: potential.key(node, cost: cost), parent: from, arc: arc) }
    }

    /// Whether a path of cost `cost` to `node` is better than what it has, and it is not settled.
    @inline(__always) func improves(_ node: UInt32, cost: Double) -> Bool {
        let mark = stamp[Int(node)]
        return mark < generation || (mark == generation && cost < distance[Int(node)])
    }

    /// Records a path of cost `cost` to `node` and queues it under `key` (after ``improves(_:cost:)`` said yes).
    @inline(__always) func record(_ node: UInt32, cost: Double, key: Double, parent from: UInt32, arc: UInt32) {
        let index = Int(node)
        stamp[index] = generation
        distance[index] = cost
        parent[index] = from
        parentArc[index] = arc
        heap.set(node, key: key)
    }

    /// Records a start node with its cost, queued under `key` (by default the cost itself).
    @inline(__always) func start(_ node: UInt32, cost: Double, key: Double? = nil) {
        relax(node, cost: cost, key: key ?? cost, parent: Self.none, arc: Self.none)
    }

    /// The nodes from `node` back to its start node, following parents (`node` first).
    func chain(from node: UInt32) -> [UInt32] {
        var nodes = [node]
        var current = node
        while parent[Int(current)] != Self.none {
            current = parent[Int(current)]
            nodes.append(current)
        }
        return nodes
    }

    /// Follows parents from `node` back to the start node, returning the arcs in path order and the start.
    func arcs(to node: UInt32) -> (start: UInt32, arcs: [UInt32]) {
        var arcs: [UInt32] = []
        var current = node
        while parent[Int(current)] != Self.none {
            arcs.append(parentArc[Int(current)])
            current = parent[Int(current)]
        }
        return (current, arcs.reversed())
    }
}
