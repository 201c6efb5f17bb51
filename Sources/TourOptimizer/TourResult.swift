/// The best tour a search found.
public struct TourResult: Sendable, Hashable {
    /// The input stop indices in visiting order (each stop exactly once; the return leg is implied by
    /// `roundTrip`).
    public var order: [Int]
    /// The cost of the tour in the matrix's unit, including the return leg for a round trip.
    public var cost: Double
    /// Whether the tour is proven optimal (exact search completed).
    public var provenOptimal: Bool
    /// Wall-clock seconds spent.
    public var seconds: Double
    /// Why the search stopped.
    public var stopReason: TourStopReason
    /// The strategy that produced the tour (for `hybrid`: the phase that found it, e.g. `exact`).
    public var strategy: TourStrategy

    /// Creates a result.
    public init(order: [Int], cost: Double, provenOptimal: Bool, seconds: Double, stopReason: TourStopReason,
                strategy: TourStrategy) {
        self.order = order
        self.cost = cost
        self.provenOptimal = provenOptimal
        self.seconds = seconds
        self.stopReason = stopReason
        self.strategy = strategy
    }
}

/// Why a search stopped.
public enum TourStopReason: String, Sendable, Hashable, Codable {
    /// The search finished its work: optimality proven, a construction done, or no improvement for long.
    case completed
    /// The time budget ran out.
    case timeLimit
    /// The caller cancelled; the result is the best tour found until then.
    case cancelled
}
