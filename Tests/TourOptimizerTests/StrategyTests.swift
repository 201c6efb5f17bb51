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

    @Test("2,000 stops are solved within the budget")
    func twoThousandStops() async throws {
        let matrix = Fixtures.matrix(2000, symmetric: true, seed: 8)
        let result = try await TourOptimizer(options: TourOptions(timeLimit: 2)).solve(matrix)
        #expect(Fixtures.isValid(result.order, count: 2000, TourOptions()))
        #expect(result.cost < matrix.cost(of: Array(0..<2000), roundTrip: true) * 0.2)
    }
}
