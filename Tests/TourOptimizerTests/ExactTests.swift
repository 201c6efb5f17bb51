import Testing
import TourOptimizer

@Suite("Exact search equals brute force")
struct ExactTests {
    @Test(arguments: Fixtures.optionCombinations, [true, false])
    func exactMatchesBruteForce(options: TourOptions, symmetric: Bool) async throws {
        for n in 1...9 {
            let matrix = Fixtures.matrix(n, symmetric: symmetric, seed: UInt64(n * 31 + (symmetric ? 1 : 2)))
            var exactOptions = options
            exactOptions.strategy = .exact
            let result = try await TourOptimizer(options: exactOptions).solve(matrix)
            let expected = Fixtures.bruteForce(matrix, options)
            #expect(Fixtures.isValid(result.order, count: n, options), "n=\(n) order \(result.order)")
            #expect(abs(result.cost - expected) < 1e-6, "n=\(n): exact \(result.cost), brute force \(expected)")
            #expect(result.cost == matrix.cost(of: result.order, roundTrip: options.roundTrip))
            #expect(result.provenOptimal)
        }
    }

    @Test("hybrid proves optimality for up to 12 stops", arguments: Fixtures.optionCombinations)
    func hybridIsExactWhenSmall(options: TourOptions) async throws {
        let matrix = Fixtures.matrix(12, symmetric: false, seed: 7)
        let result = try await TourOptimizer(options: options).solve(matrix)
        #expect(result.provenOptimal)
        #expect(result.strategy == .exact)
        #expect(Fixtures.isValid(result.order, count: 12, options))
    }

    @Test("hybrid proves a 17-stop round trip optimal at once, not at the time limit (as TSPLIB's br17)")
    func hybridIsExactUpTo19() async throws {
        let matrix = Fixtures.matrix(17, symmetric: false, seed: 17)
        let result = try await TourOptimizer(options: TourOptions(timeLimit: 30)).solve(matrix)
        #expect(result.provenOptimal && result.strategy == .exact && result.stopReason == .completed)
        #expect(result.seconds < 20)
    }

    @Test("a larger exact answer is never beaten by the heuristics")
    func exactIsALowerBoundForHeuristics() async throws {
        let matrix = Fixtures.matrix(14, symmetric: true, seed: 99)
        let exact = try await TourOptimizer(options: TourOptions(timeLimit: 5, strategy: .exact)).solve(matrix)
        for strategy in [TourStrategy.iteratedLocalSearch, .linKernighan, .genetic] {
            let heuristic = try await TourOptimizer(options: TourOptions(timeLimit: 1, strategy: strategy)).solve(matrix)
            #expect(heuristic.cost >= exact.cost - 1e-9, "\(strategy) beat the optimum")
        }
    }
}
