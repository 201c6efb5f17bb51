/// Rows of a many-to-many table as forward searches fill them in (one, or a bundle's): per row the cheapest cost
/// found so far to each target, and a bound on the costs its search still has to settle.
///
/// A row's bound is infinite until every target is reached, then its dearest cost: a search that settles nothing
/// below it can lower nothing. It is recomputed only when a search is about to stop on it (``lowers(_:from:)``),
/// not at each improvement: a row of a thousand targets improves many times once they are all reached.
struct TableRows {
    /// The rows one after another: row `r`'s cost to target `j` is at `r * targetCount + j` (`.infinity`: not reached).
    private(set) var costs: [Double]
    private let targetCount: Int
    private var unreached: [Int]
    private var bound: [Double]
    /// Per row, whether it has a search at all (a source without ends has none, and holds no search up).
    private let searched: [Bool]

    /// Rows of `targetCount` targets, none reached, one per element of `searched`.
    init(targetCount: Int, searched: [Bool]) {
        costs = [Double](repeating: .infinity, count: searched.count * targetCount)
        self.targetCount = targetCount
        unreached = [Int](repeating: targetCount, count: searched.count)
        bound = [Double](repeating: .infinity, count: searched.count)
        self.searched = searched
    }

    /// The number of rows.
    var count: Int { searched.count }

    /// Lowers row `r`'s cost to target `j` to `cost` where that is cheaper.
    @inline(__always) mutating func lower(_ r: Int, _ j: Int, to cost: Double) {
        let slot = r * targetCount + j
        guard cost < costs[slot] else { return }
        let first = costs[slot] == .infinity
        costs[slot] = cost
        if first {
            unreached[r] -= 1
            if unreached[r] == 0 { bound[r] = dearest(r) }
        }
    }

    /// Whether a search that settles nothing below `key` may still lower row `r` (its bound tightened first).
    mutating func lowers(_ r: Int, from key: Double) -> Bool {
        guard searched[r] else { return false }
        guard key >= bound[r] else { return true }
        if unreached[r] == 0 { bound[r] = dearest(r) }
        return key < bound[r]
    }

    /// The dearest cost in row `r`.
    private func dearest(_ r: Int) -> Double { costs[(r * targetCount)..<((r + 1) * targetCount)].max() ?? .infinity }
}
