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
    /// No tour costs less than this: the Held–Karp bound (1-trees) when the search computed one (symmetric
    /// costs, `hybrid`, `iteratedLocalSearch` and `linKernighan`), the cost itself when proven optimal.
    public var lowerBound: Double?

    /// Creates a result.
    public init(order: [Int], cost: Double, provenOptimal: Bool, seconds: Double, stopReason: TourStopReason,
                strategy: TourStrategy, lowerBound: Double? = nil) {
        self.order = order
        self.cost = cost
        self.provenOptimal = provenOptimal
        self.seconds = seconds
        self.stopReason = stopReason
        self.strategy = strategy
        self.lowerBound = lowerBound
    }
}

/// Why a search stopped.
public enum TourStopReason: String, Sendable, Hashable, Codable {
    /// The search finished its work: optimality proven (by exact search or the lower bound) or a construction
    /// done.
    case completed
    /// No improvement for a long run of tries, with ``TourOptions/stopWhenStalled``.
    case stalled
    /// The time budget ran out.
    case timeLimit
    /// The caller cancelled; the result is the best tour found until then.
    case cancelled
}
