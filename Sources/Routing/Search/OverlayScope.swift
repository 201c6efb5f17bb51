import RoadNetwork

/// Which part of an ``Overlay`` a search sees: at each node the level it searches on, the cells it may not leave,
/// and the cliques the query made for itself.
///
/// A node's level is the highest at which its cell holds no *special* node — an end of the query or a node a
/// barrier blocks — (0: the plain graph, when even its smallest cell holds one); on the levels a query's
/// ``CliquePatches`` cover, blocked nodes are not special: their cells are crossed through the patched cliques.
/// Customization and path unpacking instead search one cell on one fixed level.
struct OverlayScope {
    let partition: CellPartition
    /// Per level (index `k - 1`): the cell of each node, read through plain buffers (the partition holds them).
    private let cells: [UnsafeBufferPointer<UInt32>]
    /// The special cells, as one bitset: level `k`'s from word `specialStart[k - 1]` on.
    private var special: [UInt64]
    private var specialStart: [Int]
    /// When ≥ 0, the level of every node.
    private var fixedLevel = -1
    /// When > 0, the search stays inside the cells of this level marked in `allowed`.
    private var confineLevel = 0
    private var allowed: [UInt64] = []
    /// The query's own cliques for the cells its blocked nodes lie in, on the levels they cover.
    var patches: CliquePatches?

    /// A query's scope: the cells holding `nodes` (its ends and blocked nodes) are special.
    init(partition: CellPartition, special nodes: [UInt32]) {
        self.init(partition: partition, special: nodes, blocked: [], patches: nil)
    }

    /// A query's scope: the cells holding its ends `nodes` are special, and those holding its `blocked` nodes on the
    /// levels above those `patches` covers (on which they are crossed through the patched cliques).
    init(partition: CellPartition, special nodes: [UInt32], blocked: [UInt32], patches: CliquePatches?) {
        self.partition = partition
        self.patches = patches
        cells = partition.cells.map(\.buffer)
        specialStart = partition.cellCounts.reduce(into: [0]) { $0.append($0.last! + ($1 + 63) / 64) }
        special = [UInt64](repeating: 0, count: specialStart.last!)
        let patched = patches?.levelCount ?? 0
        for k in 0..<partition.levelCount {
            for node in nodes + (k < patched ? [] : blocked) where Int(node) < partition.nodeCount {
                let c = Int(cells[k][Int(node)])
                special[specialStart[k] + (c >> 6)] |= 1 << UInt64(c & 63)
            }
        }
    }

    /// A scope with every node on `level`, inside cell `cell` of level `level + 1` (customization, unpacking), crossing
    /// the cells that `patches` has cliques of through those.
    init(partition: CellPartition, level: Int, insideCell cell: UInt32, patches: CliquePatches? = nil) {
        self.partition = partition
        self.patches = patches
        cells = partition.cells.map(\.buffer)
        special = []
        specialStart = []
        fixedLevel = level
        confine(toCells: [cell], level: level + 1)
    }

    /// Keeps the search inside `cells` of `level` (nothing happens on level 0).
    mutating func confine(toCells cells: [UInt32], level: Int) {
        guard level > 0 else { return }
        confineLevel = level
        allowed = [UInt64](repeating: 0, count: (partition.cellCounts[level - 1] + 63) / 64)
        for c in cells { allowed[Int(c) >> 6] |= 1 << UInt64(c & 63) }
    }

    /// The level a search uses at `node`.
    @inline(__always) func level(of node: UInt32) -> Int {
        if fixedLevel >= 0 { return fixedLevel }
        var k = specialStart.count - 1
        while k > 0 {
            let c = Int(cells[k - 1][Int(node)])
            if special[specialStart[k - 1] + (c >> 6)] & (1 << UInt64(c & 63)) == 0 { return k }
            k -= 1
        }
        return 0
    }

    /// The query's own clique for cell `cell` of `level`, when it has one (else the overlay's serves).
    @inline(__always) func patch(level: Int, cell: Int) -> UnsafeBufferPointer<Float>? {
        guard let patches, level <= patches.levelCount else { return nil }
        return patches.clique(level: level, cell: cell)
    }

    /// Whether the search may enter `node`.
    @inline(__always) func allows(_ node: UInt32) -> Bool {
        guard confineLevel > 0 else { return true }
        let c = Int(cells[confineLevel - 1][Int(node)])
        return allowed[c >> 6] & (1 << UInt64(c & 63)) != 0
    }
}
