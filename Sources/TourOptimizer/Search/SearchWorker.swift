/// One worker's whole search for a strategy: which construction, which local search, whether to iterate.
enum SearchWorker {
    /// Candidates per node for local search.
    static let neighbourCount = 10
    /// The depth of Lin–Kernighan-style chains.
    static let chainDepth = 10

    /// Whether `strategy` runs several workers in parallel.
    static func isParallel(_ strategy: TourStrategy) -> Bool {
        strategy == .iteratedLocalSearch || strategy == .hybrid
    }

    /// Whether `strategy` needs neighbour lists.
    static func needsNeighbours(_ strategy: TourStrategy) -> Bool {
        ![.exact, .nearestNeighbor, .farthestInsertion, .genetic].contains(strategy)
    }

    /// How many kicks in a row without improvement end an iterated local search early with
    /// ``TourOptions/stopWhenStalled``.
    static func stallLimit(size: Int) -> Int { 5_000 + 100 * size }

    /// Runs worker `index` of a search.
    static func run(index: Int, context: WorkerContext, reporter: WorkerReporter) -> WorkerOutcome {
        var reporter = reporter
        var random = RandomSource(seed: context.options.seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        let problem = context.problem
        let strategy = context.options.strategy
        func constructed(_ built: [Int32], by used: TourStrategy) -> WorkerOutcome {
            let cycle = problem.withEndsRepaired(built)
            reporter.entered(.construction)
            reporter.improved(phase: .construction) { cycle }
            return WorkerOutcome(cycle: cycle, cost: problem.cycleCost(cycle), strategy: used, provenOptimal: false, converged: true)
        }
        switch strategy {
        case .exact:
            return exact(context, reporter: &reporter)
        case .hybrid where problem.size <= HeldKarp.automaticSize:
            return exact(context, reporter: &reporter)
        case .nearestNeighbor:
            return constructed(Construction.nearestNeighbour(problem), by: strategy)
        case .farthestInsertion:
            return constructed(Construction.farthestInsertion(problem), by: strategy)
        case .greedy:
            return constructed(greedy(context), by: strategy)
        case .genetic:
            let start = problem.withEndsRepaired(Construction.nearestNeighbour(problem))
            reporter.entered(.genetic)
            let (evolved, converged) = GeneticSearch.run(start: start, context: context, random: &random, reporter: &reporter)
            let cycle = problem.withEndsRepaired(evolved)
            reporter.finish { cycle }
            return WorkerOutcome(cycle: cycle, cost: problem.cycleCost(cycle), strategy: .genetic, provenOptimal: false,
                                 converged: converged, stalled: converged)
        case .twoOpt, .orOpt:
            return improve(problem.withEndsRepaired(Construction.nearestNeighbour(problem)), depth: 1, orOpt: strategy == .orOpt, iterate: false,
                           context: context, random: &random, reporter: &reporter)
        case .linKernighan, .iteratedLocalSearch, .hybrid:
            return improve(context.firstTour ?? problem.withEndsRepaired(greedy(context)), depth: chainDepth, orOpt: true, iterate: strategy != .linKernighan,
                           context: context, random: &random, reporter: &reporter)
        }
    }

    private static func greedy(_ context: WorkerContext) -> [Int32] {
        guard let neighbours = context.neighbours else { return Construction.nearestNeighbour(context.problem) }
        return Construction.greedy(context.problem, neighbours: neighbours)
    }

    private static func exact(_ context: WorkerContext, reporter: inout WorkerReporter) -> WorkerOutcome {
        reporter.entered(.exact)
        let cycle = HeldKarp.solve(context.problem)
        reporter.improved(phase: .exact) { cycle }
        return WorkerOutcome(cycle: cycle, cost: context.problem.cycleCost(cycle), strategy: .exact,
                             provenOptimal: true, converged: true)
    }

    /// Local search from `start` (symmetric or asymmetric moves as the costs require), then optionally
    /// iterated local search.
    private static func improve(
        _ start: [Int32], depth: Int, orOpt: Bool, iterate: Bool, context: WorkerContext,
        random: inout RandomSource, reporter: inout WorkerReporter
    ) -> WorkerOutcome {
        let problem = context.problem
        reporter.entered(.construction)
        reporter.improved(phase: .construction) { start }
        let tour = ArrayTour(start)
        let neighbours = context.neighbours ?? NeighbourLists(problem: problem, k: neighbourCount)
        if problem.isSymmetric {
            let search = SymmetricLocalSearch(costs: problem.costs, epsilon: problem.epsilon, neighbours: neighbours, tour: tour, maxDepth: depth, useOrOpt: orOpt)
            return descend(search, from: start, iterate: iterate, context: context, random: &random, reporter: &reporter)
        }
        let search = AsymmetricLocalSearch(problem: problem, neighbours: neighbours, tour: tour)
        return descend(search, from: start, iterate: iterate, context: context, random: &random, reporter: &reporter)
    }

    private static func descend<Search: LocalSearch>(
        _ search: Search, from start: [Int32], iterate: Bool, context: WorkerContext,
        random: inout RandomSource, reporter: inout WorkerReporter
    ) -> WorkerOutcome {
        let problem = context.problem, tour = search.tour
        reporter.entered(.localSearch)
        search.activateAll()
        var cost = problem.cycleCost(start) - search.descend(until: context.control.stop)
        reporter.improved(phase: .localSearch) { tour.nodes }
        context.control.shared?.offer(cost: cost) { tour.nodes }
        var converged = true, stalled = false
        if iterate {
            reporter.entered(.iteratedLocalSearch)
            let stallLimit = context.options.stopWhenStalled ? stallLimit(size: problem.cycleNodes) : nil
            (cost, converged, stalled) = IteratedLocalSearch.run(search, cost: cost, control: context.control, stallLimit: stallLimit,
                                                                 random: &random, reporter: &reporter)
        }
        let cycle = tour.nodes
        reporter.finish { cycle }
        let strategy: TourStrategy = context.options.strategy == .hybrid ? .iteratedLocalSearch : context.options.strategy
        return WorkerOutcome(cycle: cycle, cost: problem.cycleCost(cycle), strategy: strategy,
                             provenOptimal: false, converged: converged && !context.control.stop.shouldStop(), stalled: stalled)
    }
}
