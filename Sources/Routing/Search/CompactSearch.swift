import CRowScan
import RoadNetwork

/// The steps of searches on compact graphs of clique rows: for one cost per node (the tables' ``TopLevelGraph``),
/// a clique row relaxed by a vector scan and an exit passing a fallen cost straight on to the entries it leads to, so
/// that only entries wait in the heap; for ``lanes`` costs per node (customization's ``CellSearchGraph``, whose
/// relaxations are C kernels), queuing a node under the lowest cost that fell.
enum CompactSearch {
    /// Relaxes a clique row from a node settled at `cost`: `length` weights from `row`, to the consecutive nodes
    /// from `first` whose costs start at `costs`; `reach(node, total)` for each whose cost falls (`reach` lowers its
    /// cost in `costs`). Most weights lower nothing: the row is scanned in C for the next that does, eight at a time
    /// where the processor has AVX2 (Swift's vectors compile to SSE2 on x86-64, two doubles at a time, and the
    /// test of four lanes at once to a dozen scalar steps). Nothing past the row is read (it may be the map file's,
    /// read in place).
    @inline(__always)
    static func relax(row: UnsafePointer<Float>, length: Int, from cost: Double, costs: UnsafeMutablePointer<Double>, first: Int,
                      reach: (Int, Double) -> Void) {
        var k = 0
        while true {
            k = wayfarer_row_first_lower(row, k, length, cost, costs)
            guard k < length else { return }
            reach(first + k, cost + Double(row[k]))
            k += 1
        }
    }

    /// The number of sources a bundled search runs at once (customization's ``CellSearchGraph``).
    static let lanes = Int(WAYFARER_LANES)

    /// Queues `node` under `key` unless it waits in the heap under a lower key already.
    @inline(__always)
    static func queue(_ node: Int, at key: Double, in heap: NodeHeap) {
        if !heap.contains(UInt32(node)) || key < heap.key(of: UInt32(node)) { heap.set(UInt32(node), key: key) }
    }

    /// Passes the cost `cost` of `node` on along its arcs `firstArc[node] ..< firstArc[node + 1]` (to nodes that wait
    /// in the heap), lowering their costs in `distance` and keys in `heap` where it is cheaper (and their parent in
    /// `parents` to `node`, when given).
    @inline(__always)
    static func passOn(_ node: Int, at cost: Double, firstArc: UnsafeBufferPointer<Int32>, target: UnsafeBufferPointer<Int32>,
                       weight: UnsafeBufferPointer<Float>, distance: UnsafeMutableBufferPointer<Double>, heap: NodeHeap,
                       parents: UnsafeMutablePointer<Int32>?) {
        for arc in Int(firstArc[node])..<Int(firstArc[node + 1]) {
            let w = Int(target[arc]), total = cost + Double(weight[arc])
            if total < distance[w] {
                distance[w] = total
                heap.set(UInt32(w), key: total)
                parents?[w] = Int32(node)
            }
        }
    }
}
