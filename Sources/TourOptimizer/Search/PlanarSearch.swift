/// The search for the shortest round trip through points in the plane, without a matrix: quadrant
/// neighbours on a grid, greedy matching, then Lin–Kernighan-style chains with Or-opt on an array tour, and
/// iterated local search with local double bridges (undone by copying only the positions they changed) until
/// the budget ends. Memory grows with n × neighbours. One worker up to ``segmentedSize`` points (a second one
/// on its own copy would only repeat the first's work); beyond, stretches of the tour on every core.
enum PlanarSearch {
    /// The strategies a planar instance can be solved with.
    static let strategies: [TourStrategy] = [.greedy, .linKernighan, .iteratedLocalSearch, .hybrid]
    /// Above this many points, the tour is improved stretch by stretch on every core (``SegmentSearch``).
    static let segmentedSize = 200_000
    /// How often a long descent publishes its tour.
    static let descentReport = Duration.seconds(1)

    static func execute(_ instance: PlanarInstance, options: TourOptions, started: ContinuousClock.Instant,
                        emit: @escaping @Sendable (TourEvent) -> Void) async -> TourResult {
        let n = instance.count
        emit(.started(stopCount: n, strategy: options.strategy, workers: 1))
        let costs = PlanarCosts(instance)
        guard n > 3 else {
            let order = Array(0..<n)
            return TourResult(order: order, cost: costs.cycleCost(order.map(Int32.init)), provenOptimal: true,
                              seconds: (ContinuousClock.now - started).seconds, stopReason: .completed, strategy: options.strategy)
        }
        let signal = StopSignal()
        let stop = StopCondition(signal: signal, deadline: started + .seconds(options.timeLimit))
        let hub = ProgressHub(emit: emit, started: started) { cycle in (cycle.map(Int.init), costs.cycleCost(cycle)) }
        let reporter = WorkerReporter(hub: hub, worker: 0, interval: .seconds(max(0, options.progressInterval)))
        let (cycle, finished) = await withTaskCancellationHandler {
            await search(costs, options: options, stop: stop, reporter: reporter)
        } onCancel: {
            signal.raise(.cancelled)
        }
        let reason: TourStopReason = signal.isRaised ? .cancelled : (finished ? .completed : .timeLimit)
        return TourResult(order: cycle.map(Int.init), cost: costs.cycleCost(cycle), provenOptimal: false,
                          seconds: (ContinuousClock.now - started).seconds, stopReason: reason, strategy: options.strategy)
    }

    /// Returns the best cycle and whether the strategy finished its work before the budget.
    private static func search(_ costs: PlanarCosts, options: TourOptions, stop: StopCondition,
                               reporter: WorkerReporter) async -> (cycle: [Int32], finished: Bool) {
        var reporter = reporter
        reporter.entered(.construction)
        let neighbours = NeighbourLists(points: costs, k: SearchWorker.neighbourCount)
        let start = Construction.greedy(costs, symmetric: true, neighbours: neighbours)
        reporter.improved(phase: .construction) { start }
        guard options.strategy != .greedy else {
            reporter.finish { start }
            return (start, true)
        }
        if options.strategy != .linKernighan && costs.size > segmentedSize {
            var order = start
            reporter.entered(.iteratedLocalSearch)
            await SegmentSearch.run(&order, costs: costs, neighbours: neighbours, workers: options.workers ?? SearchRun.defaultWorkers,
                                    stop: stop, seed: options.seed, reporter: &reporter)
            reporter.finish { order }
            return (order, false)
        }
        let startCost = costs.cycleCost(start)
        let epsilon = max(startCost / Double(costs.size), 1e-300) * 1e-9
        let tour = ArrayTour(start)
        let search = SymmetricLocalSearch(costs: costs, epsilon: epsilon, neighbours: neighbours, tour: tour,
                                          maxDepth: SearchWorker.chainDepth, useOrOpt: true)
        reporter.entered(.localSearch)
        search.activateAll()
        // A descent through a million points takes a while: show its progress every second.
        var cost = startCost
        repeat {
            let slice = StopCondition(signal: stop.signal, deadline: min(stop.deadline, .now + descentReport))
            cost -= search.descend(until: slice)
            reporter.improved(phase: .localSearch) { tour.nodes }
            if !slice.shouldStop() { break }
        } while !stop.shouldStop()
        var finished = !stop.shouldStop()
        if options.strategy != .linKernighan {
            reporter.entered(.iteratedLocalSearch)
            var random = RandomSource(seed: options.seed)
            let control = SearchControl(stop: stop, shared: nil, epsilon: epsilon, lowerBound: nil)
            let stallLimit = options.stopWhenStalled ? SearchWorker.stallLimit(size: costs.size) : nil
            (_, finished, _) = IteratedLocalSearch.run(search, cost: cost, control: control, stallLimit: stallLimit,
                                                       random: &random, reporter: &reporter)
        }
        reporter.finish { tour.nodes }
        return (tour.nodes, finished)
    }
}

extension TourOptimizer {
    /// Starts a search for the shortest round trip through `instance`'s points and returns at once (see
    /// ``PlanarInstance``; the options' fixed ends and `roundTrip: false` do not apply).
    /// - Throws: ``TourError`` for an invalid time limit, an unsupported strategy or a non-finite coordinate.
    public func start(_ instance: PlanarInstance) throws(TourError) -> TourSearch {
        guard options.timeLimit > 0, options.timeLimit.isFinite else { throw .invalidTimeLimit(options.timeLimit) }
        guard instance.count > 0 else { throw .emptyMatrix }
        guard PlanarSearch.strategies.contains(options.strategy) else {
            throw .unsupportedPlanar(detail: "are solved with \(PlanarSearch.strategies.map(\.rawValue).joined(separator: ", ")), not \(options.strategy.rawValue)")
        }
        guard options.roundTrip, !options.preserveFirstStop, !options.preserveLastStop else {
            throw .unsupportedPlanar(detail: "are solved as round trips without fixed stops")
        }
        if let bad = instance.x.indices.first(where: { !instance.x[$0].isFinite || !instance.y[$0].isFinite }) {
            throw .unsupportedPlanar(detail: "need finite coordinates; point \(bad) has (\(instance.x[bad]), \(instance.y[bad]))")
        }
        let options = options
        let started = ContinuousClock.now
        return TourSearch(executor: SearchExecutor.shared) { emit in
            await PlanarSearch.execute(instance, options: options, started: started, emit: emit)
        }
    }

    /// Searches `instance` and returns the best round trip found within the budget.
    public func solve(_ instance: PlanarInstance) async throws(TourError) -> TourResult {
        try await start(instance).result()
    }
}
