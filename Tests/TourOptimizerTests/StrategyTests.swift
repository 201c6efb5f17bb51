import Testing
import TourOptimizer

@Suite("Every strategy honours the options")
struct StrategyTests {
    static let strategies = TourStrategy.allCases.filter { $0 != .exact }

    @Test(arguments: strategies, [true, false])
    func validPermutationsForEveryCombination(strategy: TourStrategy, symmetric: Bool) async throws {
        let n = 40
        let matrix = Fixtures.matrix(n, symmetric: symmetric, seed: symmetric ? 11 : 12)
        for var options in Fixtures.optionCombinations {
            options.strategy = strategy
            options.timeLimit = 0.2
            let result = try await TourOptimizer(options: options).solve(matrix)
            #expect(Fixtures.isValid(result.order, count: n, options), "\(strategy) \(options.testDescription): \(result.order)")
            #expect(abs(result.cost - matrix.cost(of: result.order, roundTrip: options.roundTrip)) < 1e-6)
        }
    }

    @Test("local search improves on its construction; iterated search on one descent")
    func strongerStrategiesAreBetter() async throws {
        for symmetric in [true, false] {
            let matrix = Fixtures.matrix(150, symmetric: symmetric, seed: 5)
            func cost(_ strategy: TourStrategy) async throws -> Double {
                try await TourOptimizer(options: TourOptions(timeLimit: 1, strategy: strategy, workers: 1)).solve(matrix).cost
            }
            let nearest = try await cost(.nearestNeighbor)
            let twoOpt = try await cost(.twoOpt)
            let iterated = try await cost(.iteratedLocalSearch)
            #expect(twoOpt < nearest)
            #expect(iterated < twoOpt)
            // Seed 002's bar: an optimized tour is well under the unoptimized one.
            let identity = matrix.cost(of: Array(0..<150), roundTrip: true)
            #expect(iterated < identity * 0.5)
        }
    }

    @Test("the same seed gives the same tour")
    func deterministic() async throws {
        let matrix = Fixtures.matrix(60, symmetric: true, seed: 3)
        let options = TourOptions(timeLimit: 0.3, seed: 42, strategy: .linKernighan)
        let first = try await TourOptimizer(options: options).solve(matrix)
        let second = try await TourOptimizer(options: options).solve(matrix)
        #expect(first.order == second.order)
    }

    @Test("a search given a starting order goes on from it; an order that breaks the fixed ends is ignored")
    func startingOrder() async throws {
        let matrix = Fixtures.matrix(400, symmetric: true, seed: 12)
        var options = TourOptions(preserveFirstStop: true, timeLimit: 1, workers: 1)
        let good = try await TourOptimizer(options: options).solve(matrix)
        // With almost no time, a search from scratch stays at its construction; one from the good tour keeps it.
        options.timeLimit = 0.01
        options.strategy = .linKernighan
        let cold = try await TourOptimizer(options: options).solve(matrix)
        options.startingOrder = good.order
        let warm = try await TourOptimizer(options: options).solve(matrix)
        #expect(warm.cost <= good.cost + 1e-9)
        #expect(warm.cost < cold.cost, "from scratch \(cold.cost), from the good order \(warm.cost)")
        #expect(warm.order.first == 0)
        options.startingOrder = Array(good.order.reversed().dropFirst()) + [0]   // stop 0 last: not allowed
        let ignored = try await TourOptimizer(options: options).solve(matrix)
        #expect(Fixtures.isValid(ignored.order, count: 400, options))
    }

    @Test("2,000 stops are solved within the budget")
    func twoThousandStops() async throws {
        let matrix = Fixtures.matrix(2000, symmetric: true, seed: 8)
        let result = try await TourOptimizer(options: TourOptions(timeLimit: 2)).solve(matrix)
        #expect(Fixtures.isValid(result.order, count: 2000, TourOptions()))
        #expect(result.cost < matrix.cost(of: Array(0..<2000), roundTrip: true) * 0.2)
    }
}
