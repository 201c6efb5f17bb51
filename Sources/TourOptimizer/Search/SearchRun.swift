import Foundation

/// One search from start to result: its workers run as child tasks of a task group, on the executor the
/// calling task prefers (``SearchExecutor/shared`` from ``TourOptimizer/start(_:)``); cancelling the calling
/// task raises the stop signal every worker polls between moves.
enum SearchRun {
    /// Searches and returns the result, emitting `started`, improvements and phases on the way.
    static func execute(matrix: CostMatrix, options: TourOptions, started: ContinuousClock.Instant,
                        emit: @escaping @Sendable (TourEvent) -> Void) async throws(TourError) -> TourResult {
        let n = matrix.count
        let deadline = started + .seconds(options.timeLimit)
        let parallel = SearchWorker.isParallel(options.strategy)
        let problem = CycleProblem(matrix: matrix, options: options)
        let small = options.strategy == .hybrid && problem.size <= HeldKarp.automaticSize
        let workers = parallel && !small ? max(1, options.workers ?? defaultWorkers) : 1
        emit(.started(stopCount: n, strategy: options.strategy, workers: workers))
        if n == 1 {
            return TourResult(order: [0], cost: 0, provenOptimal: true, seconds: (ContinuousClock.now - started).seconds,
                              stopReason: .completed, strategy: options.strategy)
        }
        let signal = StopSignal()
        let context = WorkerContext(
            problem: problem,
            neighbours: SearchWorker.needsNeighbours(options.strategy) && !small
                ? NeighbourLists(problem: problem, k: SearchWorker.neighbourCount) : nil,
            options: options, stop: StopCondition(signal: signal, deadline: deadline), shared: SharedBest())
        let hub = ProgressHub(emit: emit, problem: problem, started: started)
        let interval = Duration.seconds(max(0, options.progressInterval) * Double(workers))
        let outcomes = await withTaskCancellationHandler {
            await withTaskGroup(of: WorkerOutcome.self) { group in
                for index in 0..<workers {
                    group.addTask {
                        SearchWorker.run(index: index, context: context, reporter: WorkerReporter(hub: hub, worker: index, interval: interval))
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
        } onCancel: {
            signal.raise()
        }
        guard let best = outcomes.min(by: { $0.cost < $1.cost }) else {
            throw .noFeasibleTour(detail: "the search produced no tour")
        }
        let order = problem.stopOrder(fromCycle: best.cycle)
        let cost = matrix.cost(of: order, roundTrip: options.roundTrip)
        guard cost.isFinite, problem.honoursOptions(order) else {
            throw .noFeasibleTour(detail: "some stops cannot be reached from the others with the fixed first/last stops")
        }
        let reason: TourStopReason = outcomes.allSatisfy(\.converged) ? .completed : (signal.isRaised ? .cancelled : .timeLimit)
        return TourResult(order: order, cost: cost, provenOptimal: best.provenOptimal,
                          seconds: (ContinuousClock.now - started).seconds, stopReason: reason, strategy: best.strategy)
    }

    /// One worker per processor core, at most 4.
    static var defaultWorkers: Int { min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)) }
}
