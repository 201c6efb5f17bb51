/// A running tour search: its events, its result, and a way to stop it early.
public typealias TourSearch = LiveSearch<TourEvent>

/// One step of a tour search's progress: `started`, then `improved` and `phaseChanged` (improvements throttled
/// to at most one per ``TourOptions/progressInterval`` over all workers), then `finished` or `failed`.
public enum TourEvent: LiveSearchEvent, Hashable {
    /// The search began: the number of stops, the strategy and how many workers run.
    case started(stopCount: Int, strategy: TourStrategy, workers: Int)
    /// A worker found a better tour.
    case improved(TourImprovement)
    /// A worker entered a new phase.
    case phaseChanged(worker: Int, phase: TourPhase, elapsed: Double)
    /// The search ended with this result (always the last event of a successful search).
    case finished(TourResult)
    /// The search ended without a tour (always the last event of a failed search).
    case failed(TourError)
}

/// A tour better than every one before it, found by one worker (the last is the tour the search keeps).
public struct TourImprovement: Sendable, Hashable {
    /// Which worker found it (0-based).
    public var worker: Int
    /// The input stop indices in visiting order.
    public var order: [Int]
    /// This tour's cost; costs only fall.
    public var cost: Double
    /// The best cost of all workers so far: this tour's (kept for clients that read it).
    public var bestCost: Double
    /// The phase that found it.
    public var phase: TourPhase
    /// Seconds since the search started.
    public var elapsed: Double
}

/// The phases of a search, in the order `hybrid` runs them.
public enum TourPhase: String, Sendable, Hashable, Codable, CaseIterable {
    /// Held–Karp dynamic programming.
    case exact
    /// Building a first tour.
    case construction
    /// Improving it with local moves until none helps.
    case localSearch
    /// Kicking the tour and improving again, keeping the best.
    case iteratedLocalSearch
    /// Evolving a population of tours.
    case genetic
}
