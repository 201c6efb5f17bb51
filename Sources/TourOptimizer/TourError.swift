/// Why a tour could not be computed. Each case carries a message a user can act on.
public enum TourError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The matrix has no stops.
    case emptyMatrix
    /// The matrix is not square.
    case notSquare(detail: String)
    /// A cost is NaN.
    case notANumber(from: Int, to: Int)
    /// A cost is negative.
    case negativeCost(from: Int, to: Int, value: Double)
    /// The time limit is not a positive, finite number of seconds.
    case invalidTimeLimit(Double)
    /// The chosen strategy cannot handle this many stops.
    case tooManyStops(strategy: TourStrategy, stops: Int, limit: Int)
    /// No order visits every stop using existing links while honouring the options.
    case noFeasibleTour(detail: String)
    /// A full cost matrix of this many stops would not fit in memory (see ``CostMatrix/maximumCount``).
    case matrixTooLarge(stops: Int, limit: Int)
    /// Planar instances are solved as round trips with the `hybrid`, `iteratedLocalSearch`, `linKernighan`
    /// or `greedy` strategy, and need finite coordinates.
    case unsupportedPlanar(detail: String)

    public var description: String {
        switch self {
        case .emptyMatrix:
            "the cost matrix is empty: give at least one stop"
        case .notSquare(let detail):
            "the cost matrix is not square: \(detail)"
        case .notANumber(let from, let to):
            "the cost from stop \(from) to stop \(to) is not a number"
        case .negativeCost(let from, let to, let value):
            "the cost from stop \(from) to stop \(to) is negative (\(value)); costs must be ≥ 0"
        case .invalidTimeLimit(let seconds):
            "the time limit must be a positive number of seconds, got \(seconds)"
        case .tooManyStops(let strategy, let stops, let limit):
            "strategy '\(strategy.rawValue)' handles at most \(limit) stops, got \(stops); use 'hybrid'"
        case .noFeasibleTour(let detail):
            "no tour visits every stop: \(detail)"
        case .matrixTooLarge(let stops, let limit):
            "a full cost matrix of \(stops) stops needs \(stops / 1000 * stops / 1000 * 8 / 1000) GB; it takes at most \(limit) stops"
        case .unsupportedPlanar(let detail):
            "planar instances \(detail)"
        }
    }
}
