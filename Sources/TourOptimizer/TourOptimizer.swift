/// Finds the best order in which to visit stops, given the cost of travelling between every two of them.
///
/// Works on any cost matrix — symmetric or not, with missing links — for round trips and open paths, with
/// the first and/or last stop fixed. Searches run on the ``SearchExecutor``'s threads; their progress is an
/// `AsyncSequence` of ``TourEvent``s.
/// ```swift
/// let matrix = try CostMatrix(rows: durations)
/// let optimizer = TourOptimizer(options: TourOptions(roundTrip: false, preserveFirstStop: true, timeLimit: 1))
/// let result = try await optimizer.solve(matrix)
/// print(result.order, result.cost, result.provenOptimal)
/// ```
public struct TourOptimizer: Sendable {
    /// The options every search of this optimizer uses.
    public var options: TourOptions

    /// Creates an optimizer with the given options.
    public init(options: TourOptions = TourOptions()) {
        self.options = options
    }

    /// Starts a search on `matrix` and returns at once; follow its events and await ``LiveSearch/result()``.
    /// - Throws: ``TourError`` for an invalid time limit, a strategy that cannot take this many stops, or a
    ///   stop that has no link to or from any other stop.
    public func start(_ matrix: CostMatrix) throws(TourError) -> TourSearch {
        guard options.timeLimit > 0, options.timeLimit.isFinite else { throw .invalidTimeLimit(options.timeLimit) }
        if options.strategy == .exact && matrix.count + 1 > HeldKarp.maximumSize {
            throw .tooManyStops(strategy: .exact, stops: matrix.count, limit: HeldKarp.maximumSize - 1)
        }
        try Self.checkEveryStopIsLinked(matrix)
        let options = options
        let started = ContinuousClock.now
        return TourSearch(executor: SearchExecutor.shared) { emit throws(TourError) in
            try await SearchRun.execute(matrix: matrix, options: options, started: started, emit: emit)
        }
    }

    /// Searches `matrix` and returns the best tour. Cancelling the calling task stops the search and returns
    /// the best tour found so far.
    public func solve(_ matrix: CostMatrix) async throws(TourError) -> TourResult {
        try await start(matrix).result()
    }

    /// A stop with no finite link out of it, or into it, makes every tour infeasible: say which one.
    private static func checkEveryStopIsLinked(_ matrix: CostMatrix) throws(TourError) {
        let n = matrix.count
        guard n > 1 else { return }
        for stop in 0..<n {
            let out = (0..<n).contains { $0 != stop && matrix[from: stop, to: $0].isFinite }
            let into = (0..<n).contains { $0 != stop && matrix[from: $0, to: stop].isFinite }
            if !out || !into {
                throw .noFeasibleTour(detail: "stop \(stop) has no link \(out ? "into" : "out of") it")
            }
        }
    }
}
