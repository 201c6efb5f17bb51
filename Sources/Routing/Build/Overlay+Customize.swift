import RoadNetwork

extension Overlay {
    /// Customizes `partition` for the metric of `graph`: level by level from the smallest cells, each cell's
    /// clique is found by one search per entry inside the cell on the level below; the searches run in
    /// parallel, a few entries of one cell per task (so that a level of few large cells still uses every core).
    /// - Parameter progress: told as each level starts, and how far it is with the time left when it is slow.
    public init(customizing graph: SearchGraph, partition: CellPartition, progress: (String) -> Void = { _ in }) {
        let levels = OverlayLevel.levels(of: partition, on: graph)
        self.init(customizing: graph, partition: partition, levels: levels, reversed: nil, progress: progress)
    }

    /// A level of at least this many weights (64 MB) is kept in a scratch file once customized, not in the process's
    /// own memory (``MappedArray/init(spilling:)``), and its pages are let go once the level above is customized
    /// from it: the system keeps them in its page cache while there is room, and the import's peak is the network
    /// and two levels, not every level of both metrics. On a synthetic city of 9M junctions each metric's cliques
    /// take 7 GB.
    static let spilledWeights = 1 << 24

    /// Entries of one cell searched from in one parallel task.
    static let entriesPerTask = 32

    /// Customizes with the cells' boundaries already found (they depend on the arcs, not on the weights) and the
    /// graph already reversed, when at hand.
    init(customizing graph: SearchGraph, partition: CellPartition, levels: [OverlayLevel], reversed: SearchGraph?,
         progress: (String) -> Void = { _ in }) {
        self.init(customizing: graph, partition: partition, levels: levels, reversed: reversed, keeping: nil, progress: progress)
    }

    /// `previous` customized anew for `graph` — the same arcs as its graph, some with new weights (live speeds):
    /// only the cells that hold an arc whose weight changed are searched again, with the cells above them; every
    /// other cell keeps its clique. A district's new speeds cost seconds on a city of a million junctions (the top
    /// level's cell or two dominate); changes all over the map cost a full customization.
    init(recustomizing previous: Overlay, for graph: SearchGraph, reversed: SearchGraph, progress: (String) -> Void = { _ in }) {
        guard graph.firstArc == previous.graph.firstArc, graph.target == previous.graph.target else {
            self.init(customizing: graph, partition: previous.partition, levels: previous.levels, reversed: reversed, progress: progress)
            return
        }
        let partition = previous.partition
        /// The cells holding an arc from `nodes` whose weight changed, per level.
        func changedCells(_ nodes: Range<Int>) -> [[Bool]] {
            var changed = previous.levels.map { [Bool](repeating: false, count: $0.cellCount) }
            for v in nodes {
                for arc in Int(graph.firstArc[v])..<Int(graph.firstArc[v + 1]) where graph.weight[arc] != previous.graph.weight[arc] {
                    // The arc lies inside its ends' common cells, from the level where they meet up.
                    let w = graph.target[arc]
                    for level in stride(from: partition.cutLevel(UInt32(v), w) + 1, through: partition.levelCount, by: 1) {
                        changed[level - 1][Int(partition.cell(UInt32(v), level: level))] = true
                    }
                }
            }
            return changed
        }
        let (first, second) = concurrently(halvesOf: 0..<graph.nodeCount, changedCells)
        let changed = zip(first, second).map { zip($0, $1).map { $0 || $1 } }
        self.init(customizing: graph, partition: partition, levels: previous.levels, reversed: reversed,
                  keeping: (previous.weights, changed), progress: progress)
    }

    /// Customizes every cell, or with `kept`, only the cells marked changed (per level, per cell), the others'
    /// cliques copied from the weights given.
    private init(customizing graph: SearchGraph, partition: CellPartition, levels: [OverlayLevel], reversed: SearchGraph?,
                 keeping kept: (weights: [MappedArray<Float>], changed: [[Bool]])?, progress: (String) -> Void) {
        var overlay = Overlay(graph: graph, reversed: reversed, partition: partition, levels: levels, weights: [])
        for level in levels.indices.map({ $0 + 1 }) {
            let boundary = levels[level - 1]
            let cells = (0..<boundary.cellCount).filter { kept?.changed[level - 1][$0] ?? true }
            progress("level \(level) of \(levels.count): \(cells.count) of \(boundary.cellCount) cells, \(boundary.entries.count) entries, \(boundary.exits.count) exits, "
                     + "\(boundary.weightCount) clique weights")
            // Tasks in clique order: each cell's entries in runs, so that their rows follow one another.
            var tasks: [(cell: UInt32, entries: Range<Int>)] = []
            for c in cells {
                let count = boundary.entryCount(c)
                for first in stride(from: 0, to: count, by: Self.entriesPerTask) {
                    tasks.append((UInt32(c), first..<min(count, first + Self.entriesPerTask)))
                }
            }
            let done = overlay, cellTasks = tasks
            var values = kept?.weights[level - 1].array ?? [Float](repeating: .infinity, count: boundary.weightCount)
            let pace = PacedProgress("level \(level)")
            let tenths = 10
            let children = CellChildren(partition: partition, level: level)
            for tenth in 0..<tenths {
                let range = (tasks.count * tenth / tenths)..<(tasks.count * (tenth + 1) / tenths)
                // Each cell's search graph is made once, for all its tasks in this tenth (a cell's tasks are adjacent).
                var cellsOfRange: [UInt32] = [], graphOfTask: [Int] = []
                for task in tasks[range] {
                    if cellsOfRange.last != task.cell { cellsOfRange.append(task.cell) }
                    graphOfTask.append(cellsOfRange.count - 1)
                }
                let graphs = ParallelRows.map(count: cellsOfRange.count) { [cellsOfRange] k in
                    CellSearchGraph(overlay: done, level: level, cell: cellsOfRange[k], children: children)
                }
                let rows = ParallelRows.map(count: range.count) { [graphOfTask] k in
                    let task = cellTasks[range.lowerBound + k]
                    return done.rows(ofCell: task.cell, entries: task.entries, level: level, on: graphs[graphOfTask[k]])
                }
                for (task, row) in zip(tasks[range], rows) {
                    let c = Int(task.cell)
                    let start = boundary.cliqueStart[c] + task.entries.lowerBound * boundary.exitCount(c)
                    values.replaceSubrange(start..<start + row.count, with: row)
                }
                if let line = pace.line(after: Double(tenth + 1) / Double(tenths)) { progress(line) }
            }
            overlay = Overlay(graph: graph, reversed: overlay.reversed, partition: partition, levels: levels,
                              weights: overlay.weights + [values.count >= Self.spilledWeights ? MappedArray(spilling: values) : MappedArray(values)],
                              pool: overlay.pool)
            // The level below is done with: where it waits in a scratch file, its pages read here may go.
            if level > 1 { overlay.weights[level - 2].releasePages() }
        }
        self = overlay
    }

    /// Rows `entries` of the clique of cell `cell` of `level` (entries × exits, row-major), by searches on the cell's
    /// search graph (the level below, whose weights must be known).
    func rows(ofCell cell: UInt32, entries rows: Range<Int>, level: Int, on graph: CellSearchGraph) -> [Float] {
        let boundary = levels[level - 1]
        let c = Int(cell)
        let entries = boundary.entries[Int(boundary.entryStart[c])..<Int(boundary.entryStart[c + 1])]
        let exits = boundary.exits[Int(boundary.exitStart[c])..<Int(boundary.exitStart[c + 1])]
        return graph.costs(from: entries.dropFirst(rows.lowerBound).prefix(rows.count), to: exits)
    }
}
