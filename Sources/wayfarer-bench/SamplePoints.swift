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
}
