import Foundation
import Testing
import TourOptimizer

@Suite("Progress events and cancellation")
struct ProgressTests {
    @Test("costs only fall, throttled, and the stream ends with the result")
    func eventStream() async throws {
        let matrix = Fixtures.matrix(300, symmetric: true, seed: 21)
        let options = TourOptions(timeLimit: 1, strategy: .iteratedLocalSearch, workers: 2)
        let search = try TourOptimizer(options: options).start(matrix)
        var events: [TourEvent] = []
        for await event in search.events { events.append(event) }
        let result = try await search.result()

        guard case .started(let stops, _, let workers) = events.first else { Issue.record("first event is not started"); return }
        #expect(stops == 300 && workers == 2)
        guard case .finished(let final) = events.last else { Issue.record("last event is not finished"); return }
        #expect(final == result)

        let improvements = events.compactMap { event -> TourImprovement? in
            if case .improved(let improvement) = event { improvement } else { nil }
        }
        #expect(improvements.count >= 2)
        for worker in 0..<2 {
            let costs = improvements.filter { $0.worker == worker }.map(\.cost)
            #expect(costs == costs.sorted(by: >), "worker \(worker)'s costs rose")
        }
        let best = improvements.map(\.bestCost)
        #expect(zip(best, best.dropFirst()).allSatisfy { $0 > $1 }, "each event beats the one before")
        #expect(abs((best.last ?? 0) - result.cost) < 1e-6, "the final best was not delivered")
        #expect(improvements.last?.order == result.order, "the last event is the tour kept")
        for improvement in improvements {
            #expect(abs(improvement.cost - matrix.cost(of: improvement.order, roundTrip: true)) < 1e-6)
        }
        // Throttled: at most ~20 improvements per second over all workers (plus each worker's final flush).
        #expect(Double(improvements.count) <= result.seconds * 20 + 2 * 3 + 2)
        #expect(events.contains { if case .phaseChanged(_, .iteratedLocalSearch, _) = $0 { true } else { false } })
    }

    @Test("cancel() returns a valid tour within 50 ms")
    func cancelReturnsQuickly() async throws {
        let matrix = Fixtures.matrix(1000, symmetric: true, seed: 4)
        let search = try TourOptimizer(options: TourOptions(timeLimit: 60)).start(matrix)
        // Cancel once the search is iterating (not while the first tour is being built).
        for await event in search.events {
            if case .phaseChanged(_, .iteratedLocalSearch, _) = event { break }
        }
        let clock = ContinuousClock()
        let cancelled = clock.now
        search.cancel()
        let result = try await search.result()
        let latency = clock.now - cancelled
        #expect(latency < .milliseconds(50), "took \(latency)")
        #expect(result.stopReason == .cancelled)
        #expect(Fixtures.isValid(result.order, count: 1000, TourOptions()))
    }

    @Test("cancelling the solving task returns the best tour so far")
    func taskCancellation() async throws {
        let matrix = Fixtures.matrix(200, symmetric: false, seed: 6)
        let task = Task { try await TourOptimizer(options: TourOptions(timeLimit: 60)).solve(matrix) }
        try await Task.sleep(for: .milliseconds(1500))
        let clock = ContinuousClock()
        let cancelled = clock.now
        task.cancel()
        let result = try await task.value
        #expect(clock.now - cancelled < .milliseconds(50))
        #expect(result.stopReason == .cancelled)
        #expect(Fixtures.isValid(result.order, count: 200, TourOptions()))
    }
}
