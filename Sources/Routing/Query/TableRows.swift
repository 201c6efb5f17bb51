import CRowScan

/// Rows of a many-to-many table as forward searches fill them in (one, or a bundle's): per row the cheapest cost
/// found so far to each target, and a bound on the costs its search still has to settle.
///
/// A row's bound is infinite until every target is reached, then its dearest cost: a search that settles nothing
/// below it less the cheapest rest of the way a bucket holds can lower nothing (a target's rest is negative where its
/// stop lies before the end of the segment it is met on). It is recomputed only when a search is about to stop on it
/// (``lowers(_:from:)``), not at each improvement: a row of a thousand targets improves many times once they are all
/// reached.
struct TableRows {
    /// Target by target, each row's cost (`.infinity`: not reached): row `r`'s cost to target `j` is at
    /// `j * count + r`, so that a bundle's costs to one target lie side by side (``lowerLanes(_:from:plus:)``).
    private var costs: [Double]
    private let targetCount: Int
    private var unreached: [Int]
    private var bound: [Double]
    /// Per row, whether it has a search at all (a source without ends has none, and holds no search up).
    private let searched: [Bool]
    /// The cheapest rest of the way from a node to a target that the searches add (`.infinity`: no bucket at all).
    private let cheapestRest: Double

    /// Rows of `targetCount` targets, none reached, one per element of `searched`, lowered by costs at nodes plus rests
    /// of the way no cheaper than `cheapestRest`.
    init(targetCount: Int, searched: [Bool], cheapestRest: Double) {
        costs = [Double](repeating: .infinity, count: searched.count * targetCount)
        self.targetCount = targetCount
        unreached = [Int](repeating: targetCount, count: searched.count)
        bound = [Double](repeating: .infinity, count: searched.count)
        self.searched = searched
        self.cheapestRest = cheapestRest
    }

    /// The number of rows.
    var count: Int { searched.count }

    /// Row `r`: its cost to each target.
    func row(_ r: Int) -> ArraySlice<Double> {
        count == 1 ? costs[...] : ArraySlice((0..<targetCount).map { costs[$0 * count + r] })
    }

    /// Lowers row `r`'s cost to target `j` to `cost` where that is cheaper; whether it was.
    @discardableResult @inline(__always) mutating func lower(_ r: Int, _ j: Int, to cost: Double) -> Bool {
        let slot = j * count + r
        guard cost < costs[slot] else { return false }
        let first = costs[slot] == .infinity
        costs[slot] = cost
        if first { reached(r) }
        return true
    }

    /// Lowers each row's cost to target `j` to `from[r] + rest` where that is cheaper: a bundled search's costs at a
    /// node (``CompactSearch/lanes`` rows, one per lane) plus the rest of the way from there to the target. Returns a
    /// bit per row (1 << r) whose cost fell.
    @discardableResult @inline(__always) mutating func lowerLanes(_ j: Int, from: UnsafePointer<Float>, plus rest: Double) -> UInt32 {
        precondition(count == CompactSearch.lanes, "one row per lane")
        let fallen = costs.withUnsafeMutableBufferPointer { wayfarer_lanes_lower(from, rest, $0.baseAddress! + j * CompactSearch.lanes) }
        var first = fallen >> UInt32(CompactSearch.lanes)
        while first != 0 {
            reached(first.trailingZeroBitCount)
            first &= first - 1
        }
        return fallen & (1 << UInt32(CompactSearch.lanes) - 1)
    }

    /// Row `r` reached one more target for the first time.
    @inline(__always) private mutating func reached(_ r: Int) {
        unreached[r] -= 1
        if unreached[r] == 0 { bound[r] = dearest(r) }
    }

    /// Whether a search that settles nothing below `key` may still lower row `r` (its bound tightened first).
    mutating func lowers(_ r: Int, from key: Double) -> Bool {
        guard searched[r] else { return false }
        let lowest = key + cheapestRest
        guard lowest >= bound[r] else { return true }
        if unreached[r] == 0 { bound[r] = dearest(r) }
        return lowest < bound[r]
    }

    /// The dearest cost in row `r`.
    private func dearest(_ r: Int) -> Double {
        stride(from: r, to: costs.count, by: count).lazy.map { costs[$0] }.max() ?? .infinity
    }
}
