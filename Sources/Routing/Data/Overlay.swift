import RoadNetwork

/// A multi-level overlay of one metric on one profile's turn graph (CRP/MLD): the nested cells of a
/// ``CellPartition``, and per cell and level the cheapest way inside the cell from each entry to each exit.
///
/// A search uses, at each node, the coarsest cell that holds neither an end of the query nor a node blocked
/// by a barrier: it jumps across that cell through its clique, and searches the plain graph only inside the
/// cells that hold an end or a barrier. So a barrier costs about the cells it touches, and answers stay exact:
/// a clique is used only where nothing in its cell is blocked. New weights (another metric, live speeds)
/// need only a new customization, not a new partition.
public struct Overlay: Sendable {
    /// The turn graph with this metric's weights.
    public let graph: SearchGraph
    /// The same arcs reversed, for backward searches.
    let reversed: SearchGraph
    /// The nested cells.
    public let partition: CellPartition
    /// Per level (index `k - 1`): the cells' boundaries.
    let levels: [OverlayLevel]
    /// Per level: the cliques' weights, `.infinity` where an exit cannot be reached inside the cell; read in place
    /// from the map file when loaded from one.
    let weights: [MappedArray<Float>]
    /// Scratch memory for searches.
    let pool: WorkspacePool
    /// The cliques routes have unpacked so far.
    let unpacked: UnpackCache
    /// The top level as a compact graph, for tables (nil until every level is customized).
    let topLevel: TopLevelGraph?
    /// The level below the top as a compact graph, its arcs inside the top-level cells: for a table's bundled searches
    /// inside the top-level cells of its sources (nil with fewer than two levels, and until every level is customized).
    let innerLevel: TopLevelGraph?
    /// The same backward (on the reversed arcs, its rows the level's columns), for the searches from the targets (nil
    /// where the level has no columns).
    let innerLevelBackward: TopLevelGraph?
    /// Per level (index `k - 1`): its cliques column by column, for backward searches, where they pay (see
    /// ``CliqueColumns/wanted(_:level:levelCount:)``; nil elsewhere, and until every level is customized).
    let columns: [CliqueColumns?]
    /// The arcs, cells, boundaries and weights above as plain buffers, for the searches' steps.
    let tables: OverlayTables

    /// Creates an overlay from its parts (the customizer and the file reader do this); the customizer hands each
    /// level's overlay the scratch memory of the one before (`pool`). Levels get columns where `columnsPay` says, given
    /// each level's boundary, number and the number of levels (tests put them on levels too small to need them, or
    /// none).
    init(graph: SearchGraph, reversed: SearchGraph? = nil, partition: CellPartition, levels: [OverlayLevel], weights: [MappedArray<Float>],
         pool: WorkspacePool? = nil, columnsPay: (OverlayLevel, _ level: Int, _ levelCount: Int) -> Bool = CliqueColumns.wanted) {
        self.graph = graph
        let reversed = reversed ?? graph.reversed()
        self.reversed = reversed
        self.partition = partition
        self.levels = levels
        self.weights = weights
        self.pool = pool ?? WorkspacePool(nodeCount: graph.nodeCount)
        unpacked = UnpackCache()
        tables = OverlayTables(graph: graph, reversed: reversed, partition: partition, levels: levels, weights: weights)
        let complete = !levels.isEmpty && weights.count == levels.count
        topLevel = complete ? TopLevelGraph(graph: graph, partition: partition, levels: levels) : nil
        let columns = levels.indices.map { k in
            complete && columnsPay(levels[k], k + 1, levels.count) ? CliqueColumns(boundary: levels[k], rows: weights[k]) : nil
        }
        self.columns = columns
        let inner = complete && levels.count >= 2 ? levels.count - 1 : nil
        innerLevel = inner.flatMap { TopLevelGraph(graph: graph, partition: partition, levels: levels, level: $0) }
        // Backward only where the level has columns, its rows.
        innerLevelBackward = inner.flatMap { k in
            columns[k - 1] == nil ? nil : TopLevelGraph(graph: reversed, partition: partition, levels: levels.map(\.reversed), level: k)
        }
    }

    /// The number of levels.
    public var levelCount: Int { levels.count }

    /// The number of clique weights over all levels (the overlay's size).
    public var weightCount: Int { weights.reduce(0) { $0 + $1.count } }

    /// Writes the metric's clique weights (the partition and graph are written by their owners).
    func encodeWeights(into writer: inout BinaryWriter) {
        writer.write(UInt64(weights.count))
        for level in weights { writer.write(array: level) }
    }

    /// Reads weights written by ``encodeWeights(into:)`` for `graph` and `partition`: in place, when the reader
    /// reads a mapped map file (their count is checked, their values are not read until searched).
    init(decodingWeights reader: inout BinaryReader, graph: SearchGraph, reversed: SearchGraph? = nil,
         partition: CellPartition, levels: [OverlayLevel]) throws(MapFileError) {
        let count = try reader.readCount()
        guard count == levels.count else { throw .corrupt("the overlay's levels do not fit its partition") }
        var weights: [MappedArray<Float>] = []
        for level in levels {
            let values = try reader.readMappedArray(of: Float.self)
            guard values.count == level.weightCount else { throw .corrupt("the overlay's weights do not fit its cells") }
            weights.append(values)
        }
        self.init(graph: graph, reversed: reversed, partition: partition, levels: levels, weights: weights)
    }
}
