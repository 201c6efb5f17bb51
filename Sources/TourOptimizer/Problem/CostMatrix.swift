/// A square matrix of travel costs between stops: seconds, metres or any non-negative unit.
///
/// `+infinity` means there is no link. The matrix may be asymmetric (the cost from A to B may differ
/// from the cost from B to A); the diagonal is ignored.
/// ```swift
/// let matrix = try CostMatrix(rows: [[0, 5, 9], [5, 0, 4], [9, 4, 0]])
/// let cost = matrix[from: 0, to: 2]   // 9
/// ```
public struct CostMatrix: Sendable, Hashable {
    /// The number of stops (rows and columns).
    public let count: Int
    /// Row-major costs: `costs[i * count + j]` is the cost from stop `i` to stop `j`.
    public let costs: [Double]

    /// The most stops a matrix holds: 30,000 stops take 7.2 GB of costs.
    public static let maximumCount = 30_000

    /// Creates a matrix from `count × count` row-major costs, checking every value.
    ///
    /// - Throws: ``TourError`` when the matrix is empty, not square, or holds NaN or a negative cost.
    /// - Complexity: O(n²).
    public init(count: Int, costs: [Double]) throws(TourError) {
        guard count > 0 else { throw .emptyMatrix }
        guard count <= Self.maximumCount else { throw .matrixTooLarge(stops: count, limit: Self.maximumCount) }
        guard costs.count == count * count else {
            throw .notSquare(detail: "\(costs.count) values cannot form a \(count)×\(count) matrix")
        }
        for i in 0..<count {
            for j in 0..<count where i != j {
                let value = costs[i * count + j]
                if value.isNaN { throw .notANumber(from: i, to: j) }
                if value < 0 { throw .negativeCost(from: i, to: j, value: value) }
            }
        }
        self.count = count
        self.costs = costs
    }

    /// Creates a matrix from rows; every row must have as many values as there are rows.
    public init(rows: [[Double]]) throws(TourError) {
        for (index, row) in rows.enumerated() where row.count != rows.count {
            throw .notSquare(detail: "row \(index) has \(row.count) values, expected \(rows.count)")
        }
        try self.init(count: rows.count, costs: rows.flatMap { $0 })
    }

    /// Creates a matrix by asking `cost(i, j)` for every ordered pair of distinct stops.
    public init(count: Int, cost: (Int, Int) -> Double) throws(TourError) {
        guard count > 0 else { throw .emptyMatrix }
        guard count <= Self.maximumCount else { throw .matrixTooLarge(stops: count, limit: Self.maximumCount) }
        var values = [Double](repeating: 0, count: count * count)
        for i in 0..<count {
            for j in 0..<count where i != j { values[i * count + j] = cost(i, j) }
        }
        try self.init(count: count, costs: values)
    }

    /// The cost from stop `from` to stop `to`.
    public subscript(from from: Int, to to: Int) -> Double { costs[from * count + to] }

    /// Whether the cost from A to B equals the cost from B to A for every pair. O(n²).
    public var isSymmetric: Bool {
        for i in 0..<count {
            for j in (i + 1)..<max(i + 1, count) where costs[i * count + j] != costs[j * count + i] {
                return false
            }
        }
        return true
    }

    /// The cost of visiting the stops in `order`, plus the leg back to the first stop when `roundTrip`.
    /// `+infinity` if the order uses a missing link. O(order.count).
    public func cost(of order: [Int], roundTrip: Bool) -> Double {
        guard let first = order.first, let last = order.last else { return 0 }
        var total = 0.0
        for index in order.indices.dropLast() { total += self[from: order[index], to: order[index + 1]] }
        if roundTrip && order.count > 1 { total += self[from: last, to: first] }
        return total
    }
}
