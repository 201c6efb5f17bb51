import Testing
@testable import Routing

@Suite struct ShortcutFinderTests {
    /// The shortcuts contracting `v` needs on the graph of `arcs` (from, to, weight; edge ids in order), every node of
    /// `nodeCount` in round 0 but those `contracting` (round 1, avoided).
    private func shortcuts(of v: UInt32, nodeCount: Int, arcs: [(UInt32, UInt32, Float)], contracting: [UInt32] = [],
                           limits: ShortcutFinder.Limits = Contractor.contractionLimits) -> [(from: UInt32, to: UInt32, weight: Float)] {
        var outDegree = [Int32](repeating: 0, count: nodeCount), inDegree = outDegree
        for (from, to, _) in arcs { outDegree[Int(from)] += 1; inDegree[Int(to)] += 1 }
        var outgoing = DynamicAdjacency(degrees: outDegree), incoming = DynamicAdjacency(degrees: inDegree)
        for (id, (from, to, weight)) in arcs.enumerated() {
            outgoing.append(from, head: to, weight: weight, edge: UInt32(id))
            incoming.append(to, head: from, weight: weight, edge: UInt32(id))
        }
        var round = [UInt32](repeating: 0, count: nodeCount)
        for node in contracting { round[Int(node)] = 1 }
        let hops = [UInt32](repeating: 1, count: arcs.count), finder = ShortcutFinder(nodeCount: nodeCount)
        return outgoing.withView { out in
            incoming.withView { into in
                hops.withUnsafeBufferPointer { hops in
                    round.withUnsafeBufferPointer { round in
                        _ = finder.shortcuts(of: v, outgoing: out, incoming: into, hops: hops, limits: limits, record: true, round: round,
                                             currentRound: 1)
                        return finder.found.map { ($0.from, $0.to, $0.weight) }
                    }
                }
            }
        }
    }

    @Test("a witness as cheap as the way through the node spares a shortcut; one dearer or through the round's nodes does not")
    func witnesses() {
        // 0 → 1 → {2, 3}: to 3 (the dearest, 0→1→3 = 10) a direct arc of 10; to 2 (0→1→2 = 2) a two-arc path of 2 found
        // after 3's witness, so the search must go on for it below the dearest bound.
        let arcs: [(UInt32, UInt32, Float)] = [(0, 1, 1), (1, 2, 1), (1, 3, 9), (0, 3, 10), (0, 4, 1.5), (4, 2, 0.5)]
        #expect(shortcuts(of: 1, nodeCount: 5, arcs: arcs).isEmpty)
        // The path to 2 a little dearer than the way through 1: a shortcut 0 → 2 of 2.
        let dearer = arcs.map { $0.0 == 4 ? ($0.0, $0.1, Float(0.6)) : $0 }
        let found = shortcuts(of: 1, nodeCount: 5, arcs: dearer)
        #expect(found.map(\.from) == [0] && found.map(\.to) == [2] && found.map(\.weight) == [2])
        // Node 4 contracted in the same round: its path is no witness.
        #expect(shortcuts(of: 1, nodeCount: 5, arcs: arcs, contracting: [1, 4]).map(\.to) == [2])
    }

    @Test("a witness past the settled limit is not seen: the shortcut stays")
    func settledLimit() {
        // 0 → 1 → 2 costs 10; the witness 0 → 3 → 4 → 5 → 2 costs 4 but needs four settled nodes before 2.
        let arcs: [(UInt32, UInt32, Float)] = [(0, 1, 5), (1, 2, 5), (0, 3, 1), (3, 4, 1), (4, 5, 1), (5, 2, 1)]
        #expect(shortcuts(of: 1, nodeCount: 6, arcs: arcs).isEmpty)
        #expect(shortcuts(of: 1, nodeCount: 6, arcs: arcs, limits: .init(settled: 3, hops: 8)).map(\.to) == [2])
    }
}
