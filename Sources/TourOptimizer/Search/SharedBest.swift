import NIOConcurrencyHelpers

/// The best cycle over all workers, so that a worker stuck in a worse region can restart from it.
final class SharedBest: Sendable {
    private let state = NIOLockedValueBox<(cost: Double, cycle: [Int32])>((.infinity, []))

    /// Records `cycle` if it beats the best so far.
    func offer(cost: Double, cycle: () -> [Int32]) {
        state.withLockedValue { best in
            if cost < best.cost { best = (cost, cycle()) }
        }
    }

    /// The best cycle if it is cheaper than `cost` by more than `epsilon`.
    func better(than cost: Double, epsilon: Double) -> (cost: Double, cycle: [Int32])? {
        state.withLockedValue { best in best.cost < cost - epsilon ? best : nil }
    }
}
