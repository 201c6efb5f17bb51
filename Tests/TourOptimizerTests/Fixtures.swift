import TestSupport
import TourOptimizer
import Testing

/// Random cost matrices and the brute-force reference the tests compare against.
enum Fixtures {
    /// A random matrix of `n` stops: Euclidean distances of random points when symmetric, otherwise those
    /// plus a random one-way surcharge (so reversing a path changes its cost).
    static func matrix(_ n: Int, symmetric: Bool, seed: UInt64) -> CostMatrix {
        var random = SeededGenerator(seed: seed)
        let points = (0..<n).map { _ in (random.unit() * 1000, random.unit() * 1000) }
        let surcharge = (0..<(n * n)).map { _ in symmetric ? 0 : random.unit() * 300 }
        return try! CostMatrix(count: n) { i, j in
            let dx = points[i].0 - points[j].0, dy = points[i].1 - points[j].1
            return ((dx * dx + dy * dy).squareRoot()).rounded() + surcharge[i * n + j].rounded()
        }
    }

    /// The eight combinations of roundTrip × preserveFirstStop × preserveLastStop.
    static let optionCombinations: [TourOptions] = [false, true].flatMap { roundTrip in
        [false, true].flatMap { first in
            [false, true].map { last in
                TourOptions(roundTrip: roundTrip, preserveFirstStop: first, preserveLastStop: last, timeLimit: 2)
            }
        }
    }

    /// The cheapest cost over every order honouring the options, by enumerating all permutations.
    static func bruteForce(_ matrix: CostMatrix, _ options: TourOptions) -> Double {
        let n = matrix.count
        var order = Array(0..<n)
        var best = Double.infinity
        func visit(_ k: Int) {
            if k == n {
                if options.preserveFirstStop && order[0] != 0 { return }
                if options.preserveLastStop && order[n - 1] != n - 1 { return }
                best = min(best, matrix.cost(of: order, roundTrip: options.roundTrip))
                return
            }
            for i in k..<n {
                order.swapAt(k, i)
                visit(k + 1)
                order.swapAt(k, i)
            }
        }
        visit(0)
        return best
    }

    /// Whether `order` is a permutation of the stops that honours the fixed ends.
    static func isValid(_ order: [Int], count: Int, _ options: TourOptions) -> Bool {
        guard order.sorted() == Array(0..<count) else { return false }
        if options.preserveFirstStop && order.first != 0 { return false }
        if options.preserveLastStop && count > 1 && order.last != count - 1 { return false }
        return true
    }
}

extension TourOptions: CustomTestStringConvertible {
    public var testDescription: String {
        "roundTrip=\(roundTrip) first=\(preserveFirstStop) last=\(preserveLastStop)"
    }
}
