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
        // With two workers or more, the first searches asymmetric costs twinned (see CycleProblem.canTwin).
        let twinned = workers > 1 && CycleProblem.canTwin(matrix, options: options) ? CycleProblem(matrix: matrix, options: options, twinned: true) : nil
        emit(.started(stopCount: n, strategy: options.strategy, workers: workers))
        if n == 1 {
            return TourResult(order: [0], cost: 0, provenOptimal: true, seconds: (ContinuousClock.now - started).seconds,
                              stopReason: .completed, strategy: options.strategy)
        }
        let signal = StopSignal()
        let hub = ProgressHub(emit: emit, problems: [problem] + (twinned.map { [$0] } ?? []), started: started)
        let ascent = StopCondition(signal: signal, deadline: started + .seconds(options.timeLimit * boundShare))
        let stop = StopCondition(signal: signal, deadline: deadline)
        // The workers' context for `problem` (searched by `workers` of them).
        @Sendable func context(_ problem: CycleProblem, workers: Int) async -> WorkerContext {
            let (neighbours, bound, firstTour) = small ? (nil, nil, nil) : await withTaskCancellationHandler {
                candidates(problem, options: options, until: ascent) { hub.improved(worker: 0, cycle: $0, phase: .construction) }
            } onCancel: {
                signal.raise(.cancelled)
            }
            // A twinned problem's bound is on its own costs, offset from the tours': kept for its candidates only.
            let lowerBound = problem.isTwinned ? nil : bound.map { problem.isIntegral ? ($0.value - problem.epsilon).rounded(.up) : $0.value }
            return WorkerContext(
                problem: problem, neighbours: neighbours, firstTour: options.startingOrder.flatMap(problem.cycle(fromStopOrder:)) ?? firstTour,
                options: options, control: SearchControl(stop: stop, shared: workers > 1 ? SharedBest() : nil, epsilon: problem.epsilon, lowerBound: lowerBound))
        }
        let plain = await context(problem, workers: twinned == nil ? workers : workers - 1)
        let interval = Duration.seconds(max(0, options.progressInterval) * Double(workers))
        let outcomes = await withTaskCancellationHandler {
            await withTaskGroup(of: WorkerOutcome.self) { group in
                for index in 0..<workers {
                    group.addTask {
                        // The twinned worker's ascent runs in its own task: the others start at once.
                        let context = if index == 0, let twinned { await context(twinned, workers: 1) } else { plain }
                        return SearchWorker.run(index: index, context: context, reporter: WorkerReporter(hub: hub, worker: index, interval: interval))
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
        } onCancel: {
            signal.raise(.cancelled)
        }
        // Each worker's tour as the stops' order and its cost; the best, as published when that is as good (the last
        // event is the tour kept).
        let tours = outcomes.map { outcome in
            let order = (twinned.flatMap { $0.size == outcome.cycle.count ? $0 : nil } ?? problem).stopOrder(fromCycle: outcome.cycle)
            return (outcome: outcome, order: order, cost: matrix.cost(of: order, roundTrip: options.roundTrip))
        }
        guard let found = tours.filter({ problem.honoursOptions($0.order) }).min(by: { $0.cost < $1.cost }) ?? tours.first else {
            throw .noFeasibleTour(detail: "the search produced no tour")
        }
        let best = found.outcome
        let published = hub.best
        let keepsPublished = published.cost <= found.cost && problem.honoursOptions(published.order)
        let order: [Int] = keepsPublished ? published.order : found.order
        let cost: Double = keepsPublished ? published.cost : found.cost
        guard cost.isFinite, problem.honoursOptions(order) else {
            throw .noFeasibleTour(detail: "some stops cannot be reached from the others with the fixed first/last stops")
        }
        let proven = best.provenOptimal || signal.reason == .provenOptimal
        let reason: TourStopReason = switch signal.reason {
        case .provenOptimal: .completed
        case .cancelled: .cancelled
        case nil where outcomes.allSatisfy({ $0.converged }): outcomes.contains { $0.stalled } ? .stalled : .completed
        case nil: .timeLimit
        }
        // The cycle's cost and the tour's differ by a constant (a fixed return leg): shift the bound with it.
        // (A bound is known only for symmetric costs, never twinned: `best` is a cycle of `problem`.)
        let lowerBound = proven ? cost : plain.control.lowerBound.map { $0 + found.cost - best.cost }
        return TourResult(order: order, cost: cost, provenOptimal: proven, seconds: (ContinuousClock.now - started).seconds,
                          stopReason: reason, strategy: best.strategy, lowerBound: lowerBound)
    }

    /// The share of the budget the Held–Karp ascent may take before the workers start.
    static let boundShare = 0.15
    /// The largest cycle the ascent runs on: its first and last spanning trees take O(n²).
    static let boundedSize = 12_000

    /// The candidate lists the strategy needs, if any: α-nearness from the Held–Karp ascent (which also gives
    /// the lower bound) for Lin–Kernighan searches on symmetric costs, nearest neighbours otherwise. The
    /// greedy tour that sizes the ascent's steps is `announce`d at once — the first tour does not wait for the
    /// ascent — and returned for the workers to start from.
    private static func candidates(_ problem: CycleProblem, options: TourOptions, until stop: StopCondition,
                                   announce: ([Int32]) -> Void) -> (NeighbourLists?, HeldKarpBound?, [Int32]?) {
        guard SearchWorker.needsNeighbours(options.strategy) else { return (nil, nil, nil) }
        let nearest = NeighbourLists(problem: problem, k: SearchWorker.neighbourCount)
        guard [.linKernighan, .iteratedLocalSearch, .hybrid].contains(options.strategy), problem.isSymmetric,
              problem.size >= 8, problem.size <= boundedSize else { return (nearest, nil, nil) }
        let greedy = problem.withEndsRepaired(Construction.greedy(problem, neighbours: nearest))
        announce(greedy)
        let upperBound = problem.cycleCost(greedy)
        guard upperBound < problem.forbidden else { return (nearest, nil, greedy) }
        let bound = HeldKarpBound(costs: problem.costs, neighbours: nearest, upperBound: upperBound, iterations: 1_000, until: stop)
        return (NeighbourLists(nearest: nearest, problem: problem, bound: bound), bound, greedy)
    }

    /// One worker per processor core, at most 4.
    static var defaultWorkers: Int { min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)) }
}
