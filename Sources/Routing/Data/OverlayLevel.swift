import RoadNetwork

/// The boundary of every cell of one partition level: its *entries* (nodes an arc enters from another cell)
/// and *exits* (nodes an arc leaves to another cell). A cell's clique — the cheapest way inside it from each
/// entry to each exit — is stored row by row, entries × exits, at ``cliqueStart`` in the metric's weights. Its
/// arrays are in memory of their own, so that searches can read them through plain buffers (``OverlayTables``).
struct OverlayLevel: Sendable, Hashable {
    /// Per cell `c`: its entries are `entries[entryStart[c] ..< entryStart[c + 1]]`.
    let entryStart: MappedArray<UInt32>
    let entries: MappedArray<UInt32>
    /// Per cell `c`: its exits are `exits[exitStart[c] ..< exitStart[c + 1]]`.
    let exitStart: MappedArray<UInt32>
    let exits: MappedArray<UInt32>
    /// Per node up to the last entry (exit): its index among its cell's entries (exits), or ``none``. Only that far:
    /// in the overlay's numbering a level's boundary nodes come first (``OverlayNumbering``), so on a large map the
    /// upper levels' are a small part of the nodes, not an array of all of them per level.
    let entryRanks: MappedArray<UInt32>
    let exitRanks: MappedArray<UInt32>
    /// Per cell: where its clique starts in the level's weights; `cellCount + 1` entries.
    let cliqueStart: MappedArray<Int>

    static let none = UInt32.max

    /// The same boundaries seen backward: entries and exits swapped. Its cliques, row by row, are the level's
    /// columns (``CliqueColumns``): what a backward search crosses a cell by.
    var reversed: OverlayLevel {
        OverlayLevel(entryStart: exitStart, entries: exits, exitStart: entryStart, exits: entries, entryRanks: exitRanks, exitRanks: entryRanks,
                     cliqueStart: cliqueStart)
    }

    private init(entryStart: MappedArray<UInt32>, entries: MappedArray<UInt32>, exitStart: MappedArray<UInt32>, exits: MappedArray<UInt32>,
                 entryRanks: MappedArray<UInt32>, exitRanks: MappedArray<UInt32>, cliqueStart: MappedArray<Int>) {
        self.entryStart = entryStart
        self.entries = entries
        self.exitStart = exitStart
        self.exits = exits
        self.entryRanks = entryRanks
        self.exitRanks = exitRanks
        self.cliqueStart = cliqueStart
    }

    /// The boundary of every cell of `level` of `partition`, given the levels at which each node is entered and exited
    /// (``CellPartition/crossingLevels(on:arrival:)``). O(n).
    init(partition: CellPartition, level: Int, crossing: CellPartition.CrossingLevels) {
        let cellCount = partition.cellCounts[level - 1]
        let cell = partition.cells[level - 1], atLeast = UInt8(level)
        func group(_ levels: [UInt8]) -> (start: MappedArray<UInt32>, nodes: MappedArray<UInt32>, rank: MappedArray<UInt32>) {
            // No node past the last boundary node counts (in the overlay's numbering, most of them).
            let limit = (levels.lastIndex { $0 >= atLeast } ?? -1) + 1
            var start = [UInt32](repeating: 0, count: cellCount + 1)
            for v in 0..<limit where levels[v] >= atLeast { start[Int(cell[v]) + 1] += 1 }
            for c in 0..<cellCount { start[c + 1] += start[c] }
            var next = start, nodes = [UInt32](repeating: 0, count: Int(start[cellCount]))
            var rank = [UInt32](repeating: Self.none, count: limit)
            for v in 0..<limit where levels[v] >= atLeast {
                let c = Int(cell[v])
                rank[v] = next[c] - start[c]
                nodes[Int(next[c])] = UInt32(v)
                next[c] += 1
            }
            return (MappedArray(start), MappedArray(nodes), MappedArray(rank))
        }
        (entryStart, entries, entryRanks) = group(crossing.entered)
        (exitStart, exits, exitRanks) = group(crossing.exited)
        var offsets = [Int](repeating: 0, count: cellCount + 1)
        for c in 0..<cellCount {
            offsets[c + 1] = offsets[c] + Int(entryStart[c + 1] - entryStart[c]) * Int(exitStart[c + 1] - exitStart[c])
        }
        cliqueStart = MappedArray(offsets)
    }

    /// The boundaries of every level of `partition` on `graph`, lowest first. O(m · levels).
    static func levels(of partition: CellPartition, on graph: SearchGraph) -> [OverlayLevel] {
        let crossing = partition.crossingLevels(on: graph)
        return (0..<partition.levelCount).map { OverlayLevel(partition: partition, level: $0 + 1, crossing: crossing) }
    }

    /// The number of cells.
    var cellCount: Int { cliqueStart.count - 1 }

    /// The number of clique weights of the level.
    var weightCount: Int { cliqueStart.last ?? 0 }

    /// The index of `node` among its cell's entries, or ``none`` when it is not an entry.
    @inline(__always) func entryRank(_ node: Int) -> UInt32 { node < entryRanks.count ? entryRanks[node] : Self.none }

    /// The index of `node` among its cell's exits, or ``none`` when it is not an exit.
    @inline(__always) func exitRank(_ node: Int) -> UInt32 { node < exitRanks.count ? exitRanks[node] : Self.none }

    /// The number of exits of cell `c`.
    @inline(__always) func exitCount(_ c: Int) -> Int { Int(exitStart[c + 1] - exitStart[c]) }

    /// The number of entries of cell `c`.
    @inline(__always) func entryCount(_ c: Int) -> Int { Int(entryStart[c + 1] - entryStart[c]) }
}
