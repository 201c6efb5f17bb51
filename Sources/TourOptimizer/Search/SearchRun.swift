import Dispatch
import Foundation
import Synchronization

/// One search from start to result, run on dedicated threads — never on Swift's cooperative thread pool,
/// which a CPU-bound search of several seconds would starve (a server's requests run there).
enum SearchRun {
    /// Runs `body` on a new thread.
    static func detach(_ body: @escaping @Sendable () -> Void) {
        Thread.detachNewThread(body)
    }

    /// Searches (blocking the calling thread, which is one of the workers) and returns the result.
    static func execute(
        matrix: CostMatrix, options: TourOptions, signal: StopSignal, started: ContinuousClock.Instant,
        continuation: AsyncStream<TourEvent>.Continuation
    ) -> Result<TourResult, TourError> {
        let n = matrix.count
        let deadline = started + .seconds(options.timeLimit)
        let parallel = SearchWorker.isParallel(options.strategy)
        let problem = CycleProblem(matrix: matrix, options: options)
        let small = options.strategy == .hybrid && problem.size <= HeldKarp.automaticSize
        let workers = parallel && !small ? max(1, options.workers ?? defaultWorkers) : 1
        continuation.yield(.started(stops: n, strategy: options.strategy, workers: workers))
        if n == 1 {
            return .success(TourResult(order: [0], cost: 0, provenOptimal: true, seconds: (ContinuousClock.now - started).seconds,
                                       reason: .completed, strategy: options.strategy))
        }
        let context = WorkerContext(
            problem: problem,
            neighbours: SearchWorker.needsNeighbours(options.strategy) && !small
                ? NeighbourLists(problem: problem, k: SearchWorker.neighbourCount) : nil,
            options: options, stop: StopCondition(signal: signal, deadline: deadline), shared: SharedBest())
        let hub = ProgressHub(continuation: continuation, problem: problem, started: started)
        let interval = Duration.seconds(max(0, options.progressInterval) * Double(workers))
        let outcomes = Mutex<[WorkerOutcome]>([])
        let group = DispatchGroup()
        for index in 0..<workers {
            let work: @Sendable () -> Void = {
                let outcome = SearchWorker.run(index: index, context: context,
                                               reporter: WorkerReporter(hub: hub, worker: index, interval: interval))
                outcomes.withLock { $0.append(outcome) }
                group.leave()
            }
            group.enter()
            if index == workers - 1 { work() } else { detach(work) }
        }
        group.wait()
        guard let best = outcomes.withLock({ $0.min { $0.cost < $1.cost } }) else {
            return .failure(.noFeasibleTour(detail: "the search produced no tour"))
        }
        let order = problem.stopOrder(fromCycle: best.cycle)
        let cost = matrix.cost(of: order, roundTrip: options.roundTrip)
        guard cost.isFinite, problem.honoursOptions(order) else {
            return .failure(.noFeasibleTour(detail: "some stops cannot be reached from the others with the fixed first/last stops"))
        }
        let converged = outcomes.withLock { $0.allSatisfy(\.converged) }
        let reason: TourStopReason = converged ? .completed : (signal.isRaised ? .cancelled : .timeLimit)
        return .success(TourResult(order: order, cost: cost, provenOptimal: best.provenOptimal,
                                   seconds: (ContinuousClock.now - started).seconds, reason: reason, strategy: best.strategy))
    }

    /// One worker per processor core, at most 4.
    static var defaultWorkers: Int { min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)) }
}
