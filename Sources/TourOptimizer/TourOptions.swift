/// What kind of tour is wanted and how long to search for it.
///
/// All eight combinations of ``roundTrip``, ``preserveFirstStop`` and ``preserveLastStop`` are supported.
/// ```swift
/// var options = TourOptions()
/// options.roundTrip = false
/// options.preserveFirstStop = true     // start at stop 0, end anywhere
/// options.timeLimit = 1
/// ```
public struct TourOptions: Sendable, Hashable {
    /// Return to the first visited stop at the end (a closed tour); otherwise an open path.
    public var roundTrip: Bool
    /// Visit input stop 0 first.
    public var preserveFirstStop: Bool
    /// Visit the last input stop last (before the return leg when ``roundTrip``).
    public var preserveLastStop: Bool
    /// The time budget in seconds. The search returns its best tour when the budget ends (or sooner when it
    /// has converged or proved optimality).
    public var timeLimit: Double
    /// The seed of the random choices: the same seed, input and worker count give the same tour when the search ends by
    /// itself (converged, stalled or proven); one cut short by the time limit ends wherever the time left it.
    public var seed: UInt64
    /// The search strategy.
    public var strategy: TourStrategy
    /// How many solver threads search in parallel; `nil` means one per processor core (at most 4).
    public var workers: Int?
    /// End the search once a long run of kicks (5,000 + 100 per stop) finds nothing better — the result then
    /// says ``TourStopReason/stalled`` — instead of using the whole budget. For answers wanted at once (OSRM's
    /// trip service, the rounds of a walking tour); off by default: the search then stops early only when
    /// it has proved its tour optimal.
    public var stopWhenStalled: Bool
    /// The shortest interval between two progress events of the whole search, in seconds (default 0.05:
    /// at most 20 improvements per second reach the consumer; the final best always does).
    public var progressInterval: Double
    /// A tour to start from — stop indices, each once, honouring the fixed ends — such as the best tour of an
    /// earlier search of the same stops (a job taken over by another server goes on from where it was); the
    /// Lin–Kernighan searches begin there instead of building a tour. Ignored when it is not such an order.
    public var startingOrder: [Int]? = nil

    /// Creates options; the defaults are a round trip with no fixed stops, a 3-second budget (seed 002's),
    /// seed 1, the `hybrid` strategy and the whole budget used.
    public init(
        roundTrip: Bool = true, preserveFirstStop: Bool = false, preserveLastStop: Bool = false,
        timeLimit: Double = 3, seed: UInt64 = 1, strategy: TourStrategy = .hybrid, workers: Int? = nil,
        stopWhenStalled: Bool = false, progressInterval: Double = 0.05
    ) {
        self.roundTrip = roundTrip
        self.preserveFirstStop = preserveFirstStop
        self.preserveLastStop = preserveLastStop
        self.timeLimit = timeLimit
        self.seed = seed
        self.strategy = strategy
        self.workers = workers
        self.stopWhenStalled = stopWhenStalled
        self.progressInterval = progressInterval
    }
}
