import Geo
import Routing

extension Router {
    /// `count` points on two-way roads of the largest piece `profile` can use, spread at random; the same seed
    /// gives the same points.
    func samplePoints(profile: String, count: Int, seed: UInt64 = 42) -> [Coordinate] {
        let graph = network.graph
        guard let profileGraph = network.profile(named: profile) else { return [] }
        let usable = (0..<graph.segmentCount).filter { profileGraph.isInLargestComponent(2 * $0) && profileGraph.isInLargestComponent(2 * $0 + 1) }
        guard !usable.isEmpty else { return [] }
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            let s = usable[random.next(usable.count)]
            let first = Int(graph.firstPoint[s]), last = Int(graph.firstPoint[s + 1]) - 1
            return graph.point((first + last) / 2)
        }
    }

    /// Up to `count` sample points (see ``samplePoints(profile:count:seed:)``) that snap to a road and reach,
    /// and are reached from, the first one: a sample of thousands also finds roads on islands or across a
    /// ferry that no trip can join.
    func joinedSamplePoints(profile: String, count: Int, seed: UInt64 = 42) -> [Coordinate] {
        let candidates = samplePoints(profile: profile, count: 2 * count, seed: seed).filter { (try? snap([$0], profile: profile)) != nil }
        guard !candidates.isEmpty,
              let out = try? table(TableRequest(profile: profile, stops: candidates, sources: [0])).durations?.first,
              let into = try? table(TableRequest(profile: profile, stops: candidates, destinations: [0])).durations?.map({ $0.first ?? nil })
        else { return [] }
        return Array(candidates.indices.filter { out[$0] != nil && into[$0] != nil }.prefix(count).map { candidates[$0] })
    }
}
