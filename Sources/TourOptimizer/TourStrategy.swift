/// How the optimizer searches for the best order.
///
/// `hybrid` (the default) chains the others within the time budget: proven-optimal dynamic programming for
/// small inputs, otherwise a greedy construction, Lin–Kernighan-style local search with Or-opt, and iterated
/// local search with double-bridge kicks on every core until the budget is spent or the search converges.
public enum TourStrategy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Held–Karp dynamic programming: proven optimal, O(2ⁿ·n²) time; at most ``HeldKarp/maximumStops`` stops.
    case exact
    /// Nearest neighbour from the first stop: O(n²), typically 20–25% above optimal.
    case nearestNeighbor
    /// Greedy edge matching: O(n²), typically 15–20% above optimal.
    case greedy
    /// Farthest insertion (what routing engines' trip services use): O(n²).
    case farthestInsertion
    /// Nearest neighbour, then 2-opt with neighbour lists (Or-opt and segment swaps on asymmetric costs).
    case twoOpt
    /// Nearest neighbour, then 2-opt and Or-opt.
    case orOpt
    /// Greedy, then one descent of Lin–Kernighan-style chains and Or-opt.
    case linKernighan
    /// Lin–Kernighan descent, then iterated local search with double-bridge kicks until the budget ends.
    case iteratedLocalSearch
    /// Seed 002's genetic algorithm: tournament selection, order crossover, mutation, 20% elitism; it ends when 500
    /// generations bring nothing better (often well within the budget) or the budget ends.
    case genetic
    /// Exact when small, else construction, local search and iterated local search on every core.
    case hybrid
}
