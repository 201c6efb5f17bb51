import RoadNetwork

/// The two steps that searches on compact graphs of clique rows share (customization's ``CellSearchGraph``, the
/// tables' ``TopLevelGraph``): a clique row relaxed four arcs at a time, and an exit passing a fallen cost straight
/// on to the entries it leads to, so that only entries wait in the heap.
enum CompactSearch {
    /// Relaxes a clique row from a node settled at `cost`: `length` weights from `row`, to the consecutive nodes
    /// from `first` whose costs start at `costs`; `reach(node, total)` for each whose cost falls. Four at a time while
    /// four are left, then one at a time: nothing past the row is read (it may be the map file's, read in place).
    @inline(__always)
    static func relax(row: UnsafePointer<Float>, length: Int, from cost: Double, costs: UnsafeMutablePointer<Double>, first: Int,
                      reach: (Int, Double) -> Void) {
        let base = SIMD4<Double>(repeating: cost)
        var k = 0
        while k + 4 <= length {
            let totals = base + SIMD4<Double>(UnsafeRawPointer(row + k).loadUnaligned(as: SIMD4<Float>.self))
            let better = totals .< UnsafeRawPointer(costs + k).loadUnaligned(as: SIMD4<Double>.self)
            if any(better) {
                for lane in 0..<4 where better[lane] { reach(first + k + lane, totals[lane]) }
            }
            k += 4
        }
        while k < length {
            let total = cost + Double(row[k])
            if total < costs[k] { reach(first + k, total) }
            k += 1
        }
    }

    /// Passes the cost `cost` of `node` on along its arcs `firstArc[node] ..< firstArc[node + 1]` (to nodes that wait
    /// in the heap), lowering their costs in `distance` and keys in `heap` where it is cheaper.
    @inline(__always)
    static func passOn(_ node: Int, at cost: Double, firstArc: UnsafeBufferPointer<Int32>, target: UnsafeBufferPointer<Int32>,
                       weight: UnsafeBufferPointer<Float>, distance: UnsafeMutableBufferPointer<Double>, heap: NodeHeap) {
        for arc in Int(firstArc[node])..<Int(firstArc[node + 1]) {
            let w = Int(target[arc]), total = cost + Double(weight[arc])
            if total < distance[w] {
                distance[w] = total
                heap.set(UInt32(w), key: total)
            }
        }
    }
}
