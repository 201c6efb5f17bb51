/// The entries of a ``TopLevelGraph`` that wait in a bundled search's heap, listed cell by cell: so that the search can
/// settle those of one cell together (``TopLevelBundle/settleNext(_:)``) without looking at every entry of the cell.
/// An entry is listed when it is queued and stays listed, perhaps after it left the heap, until its cell's list is next
/// read.
final class CellQueue {
    /// Per entry (rank): the rank of its cell's first entry, where the cell's list starts.
    private let listStart: [Int32]
    /// The lists: cell by cell, each in the ranks of its cell's entries, as long as `length[its start]`.
    private let list: UnsafeMutableBufferPointer<Int32>
    private let length: UnsafeMutableBufferPointer<Int32>
    private let listed: UnsafeMutableBufferPointer<Bool>
    private let exitCount: Int

    /// An empty queue for the entries of `graph`.
    init(graph: TopLevelGraph) {
        listStart = graph.entryCellStarts
        exitCount = graph.exitCount
        list = .allocate(capacity: listStart.count)
        length = .allocate(capacity: listStart.count)
        length.initialize(repeating: 0)
        listed = .allocate(capacity: listStart.count)
        listed.initialize(repeating: false)
    }

    deinit {
        list.deallocate()
        length.deallocate()
        listed.deallocate()
    }

    /// Notes that the entry of local number `local` was queued.
    @inline(__always) func note(_ local: Int) {
        let e = local - exitCount
        guard !listed[e] else { return }
        listed[e] = true
        let start = Int(listStart[e])
        list[start + Int(length[start])] = Int32(e)
        length[start] += 1
    }

    /// Takes out of `heap` up to `limit` of the entries listed in the cell of entry `local` that still wait in it,
    /// writing their local numbers to `taken`; returns how many. Unlists them, and those no longer in the heap.
    func take(cellOf local: Int, from heap: NodeHeap, limit: Int, into taken: UnsafeMutablePointer<Int32>) -> Int {
        let start = Int(listStart[local - exitCount]), end = start + Int(length[start])
        var kept = start, count = 0, i = start
        while i < end && count < limit {
            let e = Int(list[i])
            i += 1
            listed[e] = false
            guard heap.contains(UInt32(exitCount + e)) else { continue }
            heap.remove(UInt32(exitCount + e))
            taken[count] = Int32(exitCount + e)
            count += 1
        }
        // The rest stay listed, moved down over those taken.
        while i < end {
            list[kept] = list[i]
            kept += 1
            i += 1
        }
        length[start] = Int32(kept - start)
        return count
    }
}
