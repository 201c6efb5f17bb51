/// Seed 002's genetic algorithm: a population of tours evolved by tournament selection (3 contestants),
/// order crossover, mutation (reversing a random stretch when costs are symmetric, swapping two stops
/// otherwise) and 20% elitism, until the budget ends or 500 generations bring nothing better.
enum GeneticSearch {
    static let populationSize = 60
    static let eliteShare = 0.2
    static let mutationRate = 0.2
    static let stallGenerations = 500

    /// Evolves from `start` plus random tours; returns the best cycle and whether it stopped by stalling.
    static func run(start: [Int32], context: WorkerContext, random: inout RandomSource,
                    reporter: inout WorkerReporter) -> (cycle: [Int32], converged: Bool) {
        let problem = context.problem, n = problem.size
        guard n > 3 else { return (start, true) }
        var population = [start]
        while population.count < populationSize { population.append(start.shuffled(using: &random)) }
        var fitness = population.map(problem.cycleCost)
        let eliteCount = max(1, Int(Double(populationSize) * eliteShare))
        var bestCost = fitness.min() ?? .infinity
        var stall = 0
        while stall < stallGenerations {
            if context.control.stop.shouldStop() { break }
            let ranked = population.indices.sorted { fitness[$0] < fitness[$1] }
            var next = ranked.prefix(eliteCount).map { population[$0] }
            while next.count < populationSize {
                let mother = population[tournament(fitness, random: &random)]
                let father = population[tournament(fitness, random: &random)]
                var child = orderCrossover(mother, father, random: &random)
                if Double(random.below(1_000_000)) < mutationRate * 1_000_000 {
                    mutate(&child, symmetric: problem.isSymmetric, random: &random)
                }
                next.append(child)
            }
            population = next
            fitness = population.map(problem.cycleCost)
            let generationBest = fitness.min() ?? .infinity
            if generationBest < bestCost - problem.epsilon {
                bestCost = generationBest
                stall = 0
                let champion = population[fitness.firstIndex(of: generationBest) ?? 0]
                reporter.improved(phase: .genetic) { champion }
            } else {
                stall += 1
            }
        }
        let winner = fitness.indices.min { fitness[$0] < fitness[$1] } ?? 0
        return (population[winner], stall >= stallGenerations)
    }

    private static func tournament(_ fitness: [Double], random: inout RandomSource) -> Int {
        var winner = random.below(fitness.count)
        for _ in 1..<3 {
            let rival = random.below(fitness.count)
            if fitness[rival] < fitness[winner] { winner = rival }
        }
        return winner
    }

    /// Order crossover (OX1): keep a random slice of the mother, fill the rest in the father's order.
    static func orderCrossover(_ mother: [Int32], _ father: [Int32], random: inout RandomSource) -> [Int32] {
        let n = mother.count
        var from = random.below(n), to = random.below(n)
        if from > to { swap(&from, &to) }
        var child = [Int32](repeating: -1, count: n)
        var taken = [Bool](repeating: false, count: n)
        for index in from...to {
            child[index] = mother[index]
            taken[Int(mother[index])] = true
        }
        var write = (to + 1) % n
        for offset in 0..<n {
            let node = father[(to + 1 + offset) % n]
            if taken[Int(node)] { continue }
            child[write] = node
            write = (write + 1) % n
        }
        return child
    }

    private static func mutate(_ tour: inout [Int32], symmetric: Bool, random: inout RandomSource) {
        var i = random.below(tour.count), j = random.below(tour.count)
        if i > j { swap(&i, &j) }
        if symmetric { tour[i...j].reverse() } else { tour.swapAt(i, j) }
    }
}
