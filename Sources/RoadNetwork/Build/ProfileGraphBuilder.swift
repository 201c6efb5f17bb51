/// Builds one profile's turn graph from OpenStreetMap data: durations of directed segments from the ways'
/// speeds, then the turns allowed — not through a barrier node, not against a turn restriction, no U-turn
/// except at a dead end or a barrier (with the profile's U-turn penalty).
struct ProfileGraphBuilder {
    let graph: RoadGraph
    let extract: OSMExtract
    let roads: RoadGraphBuilder
    /// OSM way id → extract way index.
    let wayIndex: [Int64: Int]

    func build(_ profile: Profile, index p: Int) -> ProfileGraph {
        let barrier = barrierJunctions(p)
        let (forbidden, only) = restrictions(p)
        let uTurnPenalty = Float(profile.uTurnPenalty)
        return TurnGraphBuilder.build(name: profile.name, graph: graph, duration: durations(p)) { turn in
            // A barrier is passed by no one; it is a place to turn back.
            if barrier[turn.junction] { return turn.isUTurn ? uTurnPenalty : nil }
            if turn.isUTurn { return turn.isDeadEnd ? uTurnPenalty : nil }
            if forbidden.contains(UInt64(turn.from) << 32 | UInt64(turn.to)) { return nil }
            if let allowed = only[UInt32(turn.from)], !allowed.contains(UInt32(turn.to)) { return nil }
            return 0
        }
    }

    /// Seconds per directed segment from the ways' speeds (`.infinity` where closed).
    private func durations(_ p: Int) -> [Float] {
        var duration = [Float](repeating: .infinity, count: graph.directedSegmentCount)
        for (w, way) in extract.ways.enumerated() {
            guard let access = way.access[p] else { continue }
            for s in roads.waySegments[w] {
                let metres = Double(graph.length[s])
                if access.forwardSpeed > 0 { duration[2 * s] = Float(metres / (access.forwardSpeed / 3.6)) }
                if access.backwardSpeed > 0 { duration[2 * s + 1] = Float(metres / (access.backwardSpeed / 3.6)) }
            }
        }
        return duration
    }

    /// Per junction: whether a barrier node there blocks the profile.
    private func barrierJunctions(_ p: Int) -> [Bool] {
        var barrier = [Bool](repeating: false, count: graph.junctionCount)
        for (node, junction) in roads.junctionOfNode.enumerated() where junction >= 0 && extract.barrierMask[node] & (1 << UInt8(p)) != 0 {
            barrier[Int(junction)] = true
        }
        return barrier
    }

    /// Turn restrictions as directed-segment pairs: forbidden turns, and for `only_*` the allowed ones.
    private func restrictions(_ p: Int) -> (forbidden: Set<UInt64>, only: [UInt32: Set<UInt32>]) {
        var forbidden = Set<UInt64>()
        var only: [UInt32: Set<UInt32>] = [:]
        for restriction in extract.restrictions {
            guard let kind = restriction.kinds[p],
                  let from = wayIndex[restriction.path.fromWay], let to = wayIndex[restriction.path.toWay],
                  let viaNode = extract.nodeIndex[restriction.path.viaNode] else { continue }
            let via = Int(roads.junctionOfNode[Int(viaNode)])
            guard via >= 0 else { continue }
            let arriving = roads.waySegments[from].flatMap { s in [2 * s, 2 * s + 1] }.filter { graph.end(of: $0) == via }
            let leaving = roads.waySegments[to].flatMap { s in [2 * s, 2 * s + 1] }.filter { graph.start(of: $0) == via }
            for a in arriving {
                switch kind {
                case .prohibitive:
                    for l in leaving { forbidden.insert(UInt64(a) << 32 | UInt64(l)) }
                case .mandatory:
                    only[UInt32(a), default: []].formUnion(leaving.map(UInt32.init))
                }
            }
        }
        return (forbidden, only)
    }
}
