/// A dense `size × size` table of Doubles in one unmanaged allocation: the solver's hot-loop view of costs
/// (no bounds checks, no copy-on-write). Immutable after creation, hence `Sendable`.
final class CostTable: @unchecked Sendable {
    /// Rows and columns.
    let size: Int
    private let values: UnsafeMutablePointer<Double>

    /// Creates a table filled by `cost(i, j)`.
    init(size: Int, cost: (Int, Int) -> Double) {
        self.size = size
        values = .allocate(capacity: max(1, size * size))
        for i in 0..<size {
            let row = values + i * size
            for j in 0..<size { row[j] = cost(i, j) }
        }
    }

    deinit { values.deallocate() }

    /// The cost from `i` to `j`.
    @inline(__always) subscript(_ i: Int, _ j: Int) -> Double { values[i &* size &+ j] }
}
