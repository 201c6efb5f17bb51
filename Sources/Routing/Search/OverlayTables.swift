import RoadNetwork

/// What a search step reads of an ``Overlay`` — the arcs both ways and, per level, the cells, the boundary and the
/// clique weights — as plain buffers. Copying it, or one of its levels, counts no references: a step that read the
/// overlay's own arrays copied its level's boundary, the partition's cells and the graph each time, every copy a
/// reference count up and down on memory the threads share (a quarter of a barrier table's time on Malta).
///
/// Valid while the overlay lives: every buffer is memory of its own or the mapped map file, held by the overlay.
struct OverlayTables: @unchecked Sendable {
    /// A graph's arcs: node `v`'s are `first[v] ..< first[v + 1]`.
    struct Arcs {
        let first: UnsafeBufferPointer<UInt32>
        let target: UnsafeBufferPointer<UInt32>
        let weight: UnsafeBufferPointer<Float>

        init(_ graph: SearchGraph) {
            first = graph.firstArc.buffer
            target = graph.target.buffer
            weight = graph.weight.buffer
        }

        /// The arcs of `node`.
        @inline(__always) func of(_ node: Int) -> Range<Int> { Int(first[node]) ..< Int(first[node + 1]) }
    }

    /// One level: the cell of each node and the cells' boundaries and cliques (see ``OverlayLevel``).
    struct Level {
        let cells: UnsafeBufferPointer<UInt32>
        let entryStart: UnsafeBufferPointer<UInt32>
        let entries: UnsafeBufferPointer<UInt32>
        let exitStart: UnsafeBufferPointer<UInt32>
        let exits: UnsafeBufferPointer<UInt32>
        let entryRanks: UnsafeBufferPointer<UInt32>
        let exitRanks: UnsafeBufferPointer<UInt32>
        let cliqueStart: UnsafeBufferPointer<Int>
        /// The level's clique weights (empty until customized).
        let weights: UnsafeBufferPointer<Float>

        /// The index of `node` among its cell's entries, or ``OverlayLevel/none`` when it is not an entry.
        @inline(__always) func entryRank(_ node: Int) -> UInt32 { node < entryRanks.count ? entryRanks[node] : OverlayLevel.none }

        /// The index of `node` among its cell's exits, or ``OverlayLevel/none`` when it is not an exit.
        @inline(__always) func exitRank(_ node: Int) -> UInt32 { node < exitRanks.count ? exitRanks[node] : OverlayLevel.none }

        /// The number of exits of cell `c`.
        @inline(__always) func exitCount(_ c: Int) -> Int { Int(exitStart[c + 1] - exitStart[c]) }
    }

    let forward: Arcs
    let backward: Arcs
    /// Per level (index `k - 1`).
    let levels: [Level]

    init(graph: SearchGraph, reversed: SearchGraph, partition: CellPartition, levels: [OverlayLevel], weights: [MappedArray<Float>]) {
        forward = Arcs(graph)
        backward = Arcs(reversed)
        self.levels = levels.indices.map { k in
            let level = levels[k]
            return Level(cells: partition.cells[k].buffer, entryStart: level.entryStart.buffer, entries: level.entries.buffer,
                         exitStart: level.exitStart.buffer, exits: level.exits.buffer, entryRanks: level.entryRanks.buffer,
                         exitRanks: level.exitRanks.buffer, cliqueStart: level.cliqueStart.buffer,
                         weights: k < weights.count ? weights[k].buffer : UnsafeBufferPointer(start: nil, count: 0))
        }
    }
}
