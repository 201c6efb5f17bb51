import RoadNetwork
/// The buckets of a many-to-many query: for each node met by a backward search, the columns (targets)
/// that reached it and at what cost, grouped by node with a counting sort in O(entries).
///
/// The node → range index lives in a ``SearchSpace``'s arrays (`parent` = first entry, `parentArc` = end),
/// so building it allocates nothing proportional to the graph.
struct Buckets {
    /// The column of each entry, grouped by node.
    private(set) var column: [UInt32]
    /// The cost of each entry, grouped by node.
    private(set) var cost: [Double]
    /// The other measure of each entry along its path (see ``OtherMeasure``), grouped by node; empty when none was given.
    private(set) var other: [Double]
    private let index: SearchSpace

    /// Groups the entries `(nodes[i], columns[i], costs[i], others[i])` by node, using `index` (reset here) as the index
    /// (`others` may be empty).
    init(nodes: [UInt32], columns: [UInt32], costs: [Double], others: [Double], index: SearchSpace) {
        self.index = index
        index.reset()
        var distinct: [UInt32] = []
        for node in nodes {
            if !index.isReached(node) {
                index.mark(node)
                index.parentArc[Int(node)] = 0
                distinct.append(node)
            }
            index.parentArc[Int(node)] += 1
        }
        var total: UInt32 = 0
        for node in distinct {
            let size = index.parentArc[Int(node)]
            index.parent[Int(node)] = total
            index.parentArc[Int(node)] = total
            total += size
        }
        var column = [UInt32](repeating: 0, count: nodes.count)
        var cost = [Double](repeating: 0, count: nodes.count)
        var other = [Double](repeating: 0, count: others.count)
        for entry in nodes.indices {
            let node = Int(nodes[entry])
            let slot = Int(index.parentArc[node])
            column[slot] = columns[entry]
            cost[slot] = costs[entry]
            if !others.isEmpty { other[slot] = others[entry] }
            index.parentArc[node] += 1
        }
        self.column = column
        self.cost = cost
        self.other = other
    }

    /// The entries of `node` (empty when no backward search settled it).
    @inline(__always) func entries(_ node: UInt32) -> Range<Int> {
        index.isReached(node) ? Int(index.parent[Int(node)]) ..< Int(index.parentArc[Int(node)]) : 0 ..< 0
    }
}
