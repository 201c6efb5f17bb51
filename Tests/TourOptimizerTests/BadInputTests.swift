import Testing
import TourOptimizer

@Suite("Bad input gives a clear error or the trivial answer")
struct BadInputTests {
    @Test func emptyMatrix() {
        #expect(throws: TourError.emptyMatrix) { try CostMatrix(rows: []) }
    }

    @Test func notSquare() {
        #expect(throws: TourError.notSquare(detail: "row 1 has 1 values, expected 2")) { try CostMatrix(rows: [[0, 1], [1]]) }
        #expect(throws: TourError.self) { try CostMatrix(count: 3, costs: [0, 1, 2]) }
    }

    @Test func notANumber() {
        #expect(throws: TourError.notANumber(from: 0, to: 1)) { try CostMatrix(rows: [[0, .nan], [1, 0]]) }
    }

    @Test func negativeCost() {
        #expect(throws: TourError.negativeCost(from: 1, to: 0, value: -3)) { try CostMatrix(rows: [[0, 1], [-3, 0]]) }
    }

    @Test func invalidTimeLimit() async throws {
        let matrix = try CostMatrix(rows: [[0, 1], [1, 0]])
        await #expect(throws: TourError.invalidTimeLimit(0)) { try await TourOptimizer(options: TourOptions(timeLimit: 0)).solve(matrix) }
        await #expect(throws: TourError.self) { try await TourOptimizer(options: TourOptions(timeLimit: .nan)).solve(matrix) }
    }

    @Test("one and two stops", arguments: Fixtures.optionCombinations)
    func trivialSizes(options: TourOptions) async throws {
        let one = try await TourOptimizer(options: options).solve(try CostMatrix(rows: [[0]]))
        #expect(one.order == [0] && one.cost == 0)
        let two = try await TourOptimizer(options: options).solve(try CostMatrix(rows: [[0, 3], [5, 0]]))
        #expect(Fixtures.isValid(two.order, count: 2, options))
        #expect(two.cost == (options.roundTrip ? 8 : (two.order == [0, 1] ? 3 : 5)))
    }

    @Test("a stop with no link is named")
    func isolatedStop() async throws {
        let inf = Double.infinity
        let matrix = try CostMatrix(rows: [[0, 1, inf], [1, 0, inf], [inf, inf, 0]])
        await #expect(throws: TourError.noFeasibleTour(detail: "stop 2 has no link out of it")) {
            try await TourOptimizer().solve(matrix)
        }
    }

    @Test("links that admit no tour are reported, small and large")
    func noHamiltonianCycle() async throws {
        // Two groups joined by one one-way link: a round trip cannot return.
        for n in [6, 40] {
            let half = n / 2
            let matrix = try CostMatrix(count: n) { i, j in
                if (i < half) == (j < half) { return 1 }
                return (i == 0 && j == half) ? 1 : .infinity
            }
            await #expect(throws: TourError.self) { try await TourOptimizer(options: TourOptions(timeLimit: 0.3)).solve(matrix) }
            // …but an open path from the first group to the second exists.
            let open = try await TourOptimizer(options: TourOptions(roundTrip: false, timeLimit: 0.3)).solve(matrix)
            #expect(open.cost.isFinite)
        }
    }

    @Test("missing links are avoided when a tour without them exists")
    func missingLinksAvoided() async throws {
        let base = Fixtures.matrix(30, symmetric: true, seed: 1)
        let matrix = try CostMatrix(count: 30) { i, j in abs(i - j) == 5 ? .infinity : base[from: i, to: j] }
        let result = try await TourOptimizer(options: TourOptions(timeLimit: 0.5)).solve(matrix)
        #expect(result.cost.isFinite)
    }

    @Test("exact refuses more stops than it can handle")
    func exactTooLarge() async throws {
        let matrix = Fixtures.matrix(25, symmetric: true, seed: 2)
        await #expect(throws: TourError.tooManyStops(strategy: .exact, stops: 25, limit: 19)) {
            try await TourOptimizer(options: TourOptions(strategy: .exact)).solve(matrix)
        }
    }
}
