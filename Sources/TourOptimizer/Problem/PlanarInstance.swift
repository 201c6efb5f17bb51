/// Stops given as points in the plane, the cost between two being their (rounded) distance: instances far
/// too large for a ``CostMatrix`` — up to millions of points — solved in memory proportional to the points.
/// ```swift
/// let instance = PlanarInstance.randomUniform(count: 100_000, seed: 1)
/// let result = try await TourOptimizer(options: TourOptions(timeLimit: 60)).solve(instance)
/// ```
public struct PlanarInstance: Sendable {
    /// The x coordinates.
    public var x: [Double]
    /// The y coordinates (as many as `x`).
    public var y: [Double]
    /// How a distance becomes a cost.
    public var rounding: PlanarRounding

    /// The number of points.
    public var count: Int { x.count }

    /// Creates an instance; `x` and `y` must have the same length.
    public init(x: [Double], y: [Double], rounding: PlanarRounding = .none) {
        precondition(x.count == y.count, "as many x as y coordinates")
        self.x = x
        self.y = y
        self.rounding = rounding
    }

    /// `count` points drawn uniformly in a square of side `side` (DIMACS's random uniform instances).
    public static func randomUniform(count: Int, seed: UInt64, side: Double = 1_000_000) -> PlanarInstance {
        var random = RandomSource(seed: seed)
        func coordinate() -> Double { Double(random.next() >> 11) / Double(1 << 53) * side }
        var x = [Double](), y = [Double]()
        x.reserveCapacity(count)
        y.reserveCapacity(count)
        for _ in 0..<count {
            x.append(coordinate())
            y.append(coordinate())
        }
        return PlanarInstance(x: x, y: y)
    }

    /// The cost of visiting the points in `order` and returning to the first.
    public func cost(of order: [Int]) -> Double {
        PlanarCosts(self).cycleCost(order.map { Int32($0) })
    }
}

/// How a planar distance becomes a cost: TSPLIB's rules or none.
public enum PlanarRounding: String, Sendable, Hashable {
    /// The distance itself.
    case none
    /// Rounded to the nearest integer (TSPLIB's EUC_2D).
    case nearest
    /// Rounded up (CEIL_2D).
    case up
    /// The att instances' pseudo-Euclidean distance: the distance divided by √10, rounded up.
    case pseudoEuclidean

    @inline(__always) func apply(_ distance: Double) -> Double {
        switch self {
        case .none: return distance
        case .nearest: return (distance + 0.5).rounded(.towardZero)
        case .up: return distance.rounded(.up)
        case .pseudoEuclidean:
            let r = distance / 10.squareRoot()
            let t = (r + 0.5).rounded(.towardZero)
            return t < r ? t + 1 : t
        }
    }
}
