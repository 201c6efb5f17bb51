/// The entries of a ``TopLevelGraph`` that wait to be settled by a bundled search (``TopLevelBundle``), listed cell by
/// cell, with a heap of the cells by the lowest key of their waiting entries: the search settles the cheapest entry and
/// others of its cell together (``take(limit:into:)``), and a cell's entries need no place in a heap of their own. An
/// entry's key only falls while it waits (``queue(_:at:)``: the lowest cost that fell there since it last left). With a
/// heap of every entry instead, taking a cell's entries out of it took a tenth of a table's time on a city of a million
/// junctions (its 100×100 table: 243–247 ms, against 224–231 with the cells' heap).
final class CellQueue {
    /// Per entry (rank): its cell; per cell: the rank of its first entry, where the cell's list starts.
    private let cellOf: [Int32]
    private let cellStart: [Int32]
    /// The lists: cell by cell from its first entry's rank on, each in the ranks of its cell's entries, as long as
    /// `length[cell]`.
    private let list: UnsafeMutableBufferPointer<Int32>
    private let length: UnsafeMutableBufferPointer<Int32>
    /// Per entry: its key while it waits, infinity when it does not.
    private let key: UnsafeMutableBufferPointer<Double>
    /// The cells with waiting entries, by their lowest key.
    private let cells: NodeHeap
    private let exitCount: Int

    /// An empty queue for the entries of `graph`.
    convenience init(graph: TopLevelGraph) {
        self.init(entryCells: graph.entryCells, cellEntryStarts: graph.cellEntryStarts, exitCount: graph.exitCount)
    }

    /// An empty queue for entries in cells `entryCells` (per entry, by rank: each cell's entries one after another, from
    /// rank `cellEntryStarts[cell]` on), their local numbers from `exitCount` on.
    init(entryCells: [Int32], cellEntryStarts: [Int32], exitCount: Int) {
        cellOf = entryCells
        cellStart = cellEntryStarts
        self.exitCount = exitCount
        list = .allocate(capacity: entryCells.count)
        length = .allocate(capacity: cellEntryStarts.count)
        length.initialize(repeating: 0)
        key = .allocate(capacity: entryCells.count)
        key.initialize(repeating: .infinity)
        cells = NodeHeap(nodeCount: cellEntryStarts.count)
    }

    deinit {
        list.deallocate()
        length.deallocate()
        key.deallocate()
    }

    /// The lowest key of the waiting entries (`.infinity` when none waits).
    var minKey: Double { cells.minKey }

    /// The entry of local number `local` waits under `key`, unless it waits under a lower one.
    @inline(__always) func queue(_ local: Int, at key: Double) {
        let e = local - exitCount
        let old = self.key[e]
        guard key < old else { return }
        self.key[e] = key
        let cell = Int(cellOf[e])
        if old == .infinity {
            list[Int(cellStart[cell]) + Int(length[cell])] = Int32(e)
            length[cell] += 1
        }
        CompactSearch.queue(cell, at: key, in: cells)
    }

    /// The local number of the first entry listed in the cell of the cheapest waiting entry — one the next
    /// ``take(limit:into:)`` most likely takes, whose row a search may start bringing into the caches — or nil when none
    /// waits.
    var nextEntry: Int? { cells.minNode.map { exitCount + Int(list[Int(cellStart[Int($0)])]) } }

    /// Takes out the cheapest waiting entry, and up to `limit − 1` other waiting entries of its cell (the first listed),
    /// writing their local numbers to `taken` (the cheapest first); returns how many (at least one). Some entry must wait.
    func take(limit: Int, into taken: UnsafeMutablePointer<Int32>) -> Int {
        let cell = Int(cells.popMin().node)
        let start = Int(cellStart[cell]), end = start + Int(length[cell])
        var cheapest = start
        for i in start..<end where key[Int(list[i])] < key[Int(list[cheapest])] { cheapest = i }
        list.swapAt(start, cheapest)
        let count = min(limit, end - start)
        for i in start..<(start + count) {
            let e = Int(list[i])
            key[e] = .infinity
            taken[i - start] = Int32(exitCount + e)
        }
        // The rest move down over those taken, and the cell waits under their lowest key.
        var lowest = Double.infinity
        for i in (start + count)..<end {
            list[i - count] = list[i]
            lowest = min(lowest, key[Int(list[i])])
        }
        length[cell] = Int32(end - start - count)
        if lowest < .infinity { cells.set(UInt32(cell), key: lowest) }
        return count
    }
}
