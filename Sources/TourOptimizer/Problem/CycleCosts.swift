/// The cost of each edge of a cycle problem, as local search reads it in its hot loop: a dense table
/// (``CostTable``) or a formula over coordinates (``PlanarCosts``), so that instances too large for a table
/// run in memory proportional to the nodes.
protocol CycleCosts: Sendable {
    /// The number of nodes.
    var size: Int { get }
    /// The cost from `i` to `j`.
    subscript(_ i: Int, _ j: Int) -> Double { get }
}

extension CostTable: CycleCosts {}

extension CycleCosts {
    /// The cost of a closed cycle given as node indices. O(cycle length).
    func cycleCost(_ cycle: [Int32]) -> Double {
        guard var previous = cycle.last.map(Int.init) else { return 0 }
        var total = 0.0
        for node in cycle {
            total += self[previous, Int(node)]
            previous = Int(node)
        }
        return total
    }
}
