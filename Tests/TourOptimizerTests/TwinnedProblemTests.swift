import Testing
@testable import TourOptimizer

/// Asymmetric costs searched as symmetric ones over twice the nodes (``CycleProblem/isTwinned``).
@Suite("Asymmetric costs searched twinned")
struct TwinnedProblemTests {
    /// An order of `count` stops honouring the fixed ends of `options`, shuffled by `seed`.
    static func order(_ count: Int, _ options: TourOptions, seed: UInt64) -> [Int] {
        var middle = Array((options.preserveFirstStop ? 1 : 0)..<(options.preserveLastStop ? count - 1 : count))
        var state = seed
        for i in stride(from: middle.count - 1, to: 0, by: -1) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            middle.swapAt(i, Int(state >> 33) % (i + 1))
        }
        return (options.preserveFirstStop ? [0] : []) + middle + (options.preserveLastStop ? [count - 1] : [])
    }

    @Test("a tour and its twinned tour stand for each other, either way round, costing the same less the twin bonus per node",
          arguments: Fixtures.optionCombinations)
    func mapping(options: TourOptions) throws {
        let matrix = Fixtures.matrix(30, symmetric: false, seed: 5)
        let plain = CycleProblem(matrix: matrix, options: options), twinned = CycleProblem(matrix: matrix, options: options, twinned: true)
        #expect(twinned.isTwinned && twinned.isSymmetric && twinned.size == 2 * plain.size && !plain.isTwinned)
        for i in stride(from: 0, to: twinned.size, by: 7) {
            for j in stride(from: 1, to: twinned.size, by: 5) { #expect(twinned.costs[i, j] == twinned.costs[j, i]) }
        }
        let order = Self.order(30, options, seed: 11)
        let tour = try #require(twinned.cycle(fromStopOrder: order))
        #expect(twinned.stopOrder(fromCycle: tour) == order)
        #expect(twinned.stopOrder(fromCycle: tour.reversed()) == order, "the same tour walked the other way round")
        #expect(twinned.stopOrder(fromCycle: twinned.withEndsRepaired(tour)) == order)
        let cycle = try #require(plain.cycle(fromStopOrder: order))
        #expect(abs(twinned.cycleCost(tour) + Double(plain.size) * twinned.twinBonus - plain.cycleCost(cycle)) < 1e-6)
    }

    @Test("twin or not, the search keeps the best tour of its workers, valid and costed on the matrix, as its last event says",
          arguments: Fixtures.optionCombinations)
    func search(options: TourOptions) async throws {
        var options = options
        options.timeLimit = 0.3
        options.workers = 2
        let matrix = Fixtures.matrix(60, symmetric: false, seed: 8)
        #expect(CycleProblem.canTwin(matrix, options: options))
        let search = try TourOptimizer(options: options).start(matrix)
        var improvements: [TourImprovement] = []
        for await event in search.events { if case .improved(let improvement) = event { improvements.append(improvement) } }
        let result = try await search.result()
        #expect(Fixtures.isValid(result.order, count: 60, options))
        #expect(abs(result.cost - matrix.cost(of: result.order, roundTrip: options.roundTrip)) < 1e-6)
        #expect(improvements.last?.order == result.order && improvements.last?.cost == result.cost)
        let costs = improvements.map(\.cost)
        #expect(zip(costs, costs.dropFirst()).allSatisfy { $0 > $1 }, "each event beats the one before")
    }
}
