import Routing

/// Walking seconds among a planning round's stops — the start (0) and its places (1…) — and, when asked, to and
/// from the places that could replace one of them (the alternatives, numbered from 0 on their own). Times, which rank
/// detours as distances would at walking pace: one matrix out of the round's stops, one into them.
struct RoundCosts {
    /// How many places the round visits.
    let placeCount: Int
    /// How many alternatives the costs reach.
    let alternativeCount: Int
    /// From each stop to every stop, then to every alternative.
    private let outward: [[Double?]]
    /// From each alternative to every stop.
    private let inward: [[Double?]]

    /// The costs for `stops`: the start, `placeCount` places, then at least `alternativeCount` alternatives.
    init(placeCount: Int, alternativeCount: Int = 0, on stops: SnappedStops, router: Router) throws(WalkingTourError) {
        self.placeCount = placeCount
        self.alternativeCount = alternativeCount
        let round = Array(0...placeCount), others = Array((placeCount + 1)..<(placeCount + 1 + alternativeCount))
        let timed = stops.minimising(.time)
        do throws(RoutingError) {
            outward = try router.table(between: timed, sources: round, destinations: round + others).durations ?? []
            inward = others.isEmpty ? [] : try router.table(between: timed, sources: others, destinations: round).durations ?? []
        } catch {
            throw .trip(.routing(error))
        }
    }

    /// From stop `i` to stop `j` (infinite where the streets do not lead).
    private func walk(_ i: Int, _ j: Int) -> Double { outward[i][j] ?? .infinity }

    /// From stop `i` to alternative `a`.
    private func walk(_ i: Int, toAlternative a: Int) -> Double { outward[i][placeCount + 1 + a] ?? .infinity }

    /// From alternative `a` to stop `j`.
    private func walk(fromAlternative a: Int, _ j: Int) -> Double { inward[a][j] ?? .infinity }

    /// The walk that going through stop `k` adds between stops `i` and `j` (nil: the walk ends at `k`).
    func detour(from i: Int, through k: Int, to j: Int?) -> Double {
        detour(from: i, to: j, into: walk(i, k)) { walk(k, $0) }
    }

    /// The walk that going through alternative `a` adds between stops `i` and `j` (nil: the walk ends at `a`).
    func detour(from i: Int, throughAlternative a: Int, to j: Int?) -> Double {
        detour(from: i, to: j, into: walk(i, toAlternative: a)) { walk(fromAlternative: a, $0) }
    }

    /// The walk into a point and on to `j`, less the walk from `i` straight to `j`.
    private func detour(from i: Int, to j: Int?, into: Double, onward: (Int) -> Double) -> Double {
        into + (j.map { onward($0) - walk(i, $0) } ?? 0)
    }
}
