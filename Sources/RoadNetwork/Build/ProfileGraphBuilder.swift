/// Builds one profile's turn graph from OpenStreetMap data: durations of directed segments from the ways'
/// speeds, then the turns allowed — not through a barrier node, not against a turn restriction, no U-turn
/// except at a dead end, a barrier or a turning place (with the profile's U-turn penalty), and not even there
/// against a restriction (`no_u_turn` from a way back onto itself at its dead end).
struct ProfileGraphBuilder {
    let graph: RoadGraph
    let extract: OSMExtract
    let roads: RoadGraphBuilder
    /// OSM way id → extract way index.
    let wayIndex: [Int64: Int]

    func build(_ profile: Profile, index p: Int) -> ProfileGraph {
        let barrier = barrierJunctions(p), turningPlace = turningJunctions()
        let (forbidden, only, chains) = restrictions(p)
        let uTurnPenalty = Float(profile.uTurnPenalty)
        let rules = TurnRules(restrictions: chains, destinationOnly: destinationOnly(p))
        var built = TurnGraphBuilder.build(name: profile.name, graph: graph, duration: durations(p), rules: rules) { turn in
            if forbidden.contains(UInt64(turn.from) << 32 | UInt64(turn.to)) { return nil }
            // A barrier is passed by no one; it is a place to turn back.
            if barrier[turn.junction] { return turn.isUTurn ? uTurnPenalty : nil }
            if turn.isUTurn { return turn.isDeadEnd || turningPlace[turn.junction] ? uTurnPenalty : nil }
            if let allowed = only[UInt32(turn.from)], !allowed.contains(UInt32(turn.to)) { return nil }
            return 0
        }
        built.nonStartpoints = nonStartpoints(p)
        built.pushed = pushed(p)
        return built
    }

    /// Seconds per directed segment from the ways' speeds (`.infinity` where closed); a ferry or shuttle
    /// train with a `duration` takes that long end to end, shared among its segments by length.
    private func durations(_ p: Int) -> [Float] {
        var duration = [Float](repeating: .infinity, count: graph.directedSegmentCount)
        for (w, way) in extract.ways.enumerated() {
            guard let access = way.access[p] else { continue }
            let wayMetres = roads.waySegments[w].reduce(0.0) { $0 + Double(graph.length[$1]) }
            for s in roads.waySegments[w] {
                let metres = Double(graph.length[s])
                var forward = metres / (access.forwardSpeed / 3.6), backward = metres / (access.backwardSpeed / 3.6)
                if let seconds = access.ferryDuration, wayMetres > 0 {
                    forward = Double(seconds) * metres / wayMetres
                    backward = forward
                }
                if access.forwardSpeed > 0 { duration[2 * s] = Float(forward) }
                if access.backwardSpeed > 0 { duration[2 * s + 1] = Float(backward) }
            }
        }
        return duration
    }

    /// The segments of the ways where the profile's stops snap only when a request asks for any road, ascending.
    private func nonStartpoints(_ p: Int) -> [UInt32] {
        extract.ways.indices.filter { extract.ways[$0].access[p]?.isStartpoint == false }
            .flatMap { roads.waySegments[$0].map(UInt32.init) }.sorted()
    }

    /// The directed segments where a cyclist walks the bike, ascending.
    private func pushed(_ p: Int) -> [UInt32] {
        var pushed: [UInt32] = []
        for (w, way) in extract.ways.enumerated() {
            guard let access = way.access[p] else { continue }
            for s in roads.waySegments[w] {
                if access.isPushedForward { pushed.append(UInt32(2 * s)) }
                if access.isPushedBackward { pushed.append(UInt32(2 * s + 1)) }
            }
        }
        return pushed.sorted()
    }

    /// Per directed segment: whether the profile may use it only to start or end a route.
    private func destinationOnly(_ p: Int) -> [Bool] {
        var flags = [Bool](repeating: false, count: graph.directedSegmentCount)
        for (w, way) in extract.ways.enumerated() where way.access[p]?.destinationOnly == true {
            for s in roads.waySegments[w] {
                flags[2 * s] = true
                flags[2 * s + 1] = true
            }
        }
        return flags
    }

    /// Per junction: whether a barrier node there blocks the profile.
    private func barrierJunctions(_ p: Int) -> [Bool] {
        var barrier = [Bool](repeating: false, count: graph.junctionCount)
        for (node, junction) in roads.junctionOfNode.enumerated() where junction >= 0 && extract.barrierMask[node] & (1 << UInt8(p)) != 0 {
            barrier[Int(junction)] = true
        }
        return barrier
    }

    /// Per junction: whether it is a turning circle, turning loop or mini-roundabout.
    private func turningJunctions() -> [Bool] {
        var turning = [Bool](repeating: false, count: graph.junctionCount)
        for (node, junction) in roads.junctionOfNode.enumerated() where junction >= 0 && extract.isTurningPlace[node] {
            turning[Int(junction)] = true
        }
        return turning
    }

    /// Turn restrictions: via a node, as directed-segment pairs (forbidden turns, and for `only_*` the allowed
    /// ones); via ways, as chains of directed segments for ``TurnRules``.
    private func restrictions(_ p: Int) -> (forbidden: Set<UInt64>, only: [UInt32: Set<UInt32>], chains: [TurnRules.Restriction]) {
        var forbidden = Set<UInt64>()
        var only: [UInt32: Set<UInt32>] = [:]
        var chains: [TurnRules.Restriction] = []
        for restriction in extract.restrictions {
            guard let kind = restriction.kinds[p] else { continue }
            let path = restriction.path
            let viaWays: [Int]
            switch path.via {
            case .node(let id):
                guard let dense = extract.nodeIndex[id], roads.junctionOfNode[Int(dense)] >= 0 else { continue }
                let via = Int(roads.junctionOfNode[Int(dense)])
                // The from and to ways must end at the via node (else which way is meant is ambiguous).
                let leaving = path.toWays.compactMap { wayIndex[$0] }.filter { ends(of: $0).contains(via) }
                    .flatMap { directedSegments(of: $0) }.filter { graph.start(of: $0) == via }
                for fromWay in path.fromWays {
                    guard let from = wayIndex[fromWay], ends(of: from).contains(via) else { continue }
                    for a in directedSegments(of: from).filter({ graph.end(of: $0) == via }) {
                        switch kind {
                        case .prohibitive: for l in leaving { forbidden.insert(UInt64(a) << 32 | UInt64(l)) }
                        case .mandatory: only[UInt32(a), default: []].formUnion(leaving.map(UInt32.init))
                        }
                    }
                }
                continue
            case .ways(let ids):
                let found = ids.compactMap { wayIndex[$0] }
                guard found.count == ids.count else { continue }
                viaWays = found
            }
            for fromWay in path.fromWays {
                for toWay in path.toWays {
                    guard let from = wayIndex[fromWay], let to = wayIndex[toWay] else { continue }
                    chains += chain(from: from, via: viaWays, to: to, kind: kind)
                }
            }
        }
        return (forbidden, only, chains)
    }

    /// The directed-segment chains of a restriction from way `from` along the `via` ways onto way `to`
    /// (extract way indices): one per direction the `from` way can arrive in; none when the ways do not
    /// join one after another.
    private func chain(from: Int, via: [Int], to: Int, kind: TurnRestrictionKind) -> [TurnRules.Restriction] {
        let ways = [from] + via + [to]
        var joints: [Int] = []
        for (a, b) in zip(ways, ways.dropFirst()) {
            guard let joint = sharedJunction(a, b, after: joints.last) else { return [] }
            joints.append(joint)
        }
        var walked: [Int] = []
        for (index, way) in via.enumerated() {
            guard let part = walk(way, from: joints[index], to: joints[index + 1]) else { return [] }
            walked += part
        }
        let next = directedSegments(of: to).filter { graph.start(of: $0) == joints[joints.count - 1] }
        return directedSegments(of: from).filter { graph.end(of: $0) == joints[0] }.map { arriving in
            TurnRules.Restriction(path: [arriving] + walked, next: next, kind: kind)
        }
    }

    /// Both directions of every segment of extract way `w`.
    private func directedSegments(of w: Int) -> [Int] {
        roads.waySegments[w].flatMap { [2 * $0, 2 * $0 + 1] }
    }

    /// The junctions along extract way `w`, in drawing order (nil where the way has a gap).
    private func junctions(of w: Int) -> [Int]? {
        let segments = roads.waySegments[w]
        guard let first = segments.first else { return nil }
        var result = [Int(graph.segmentFrom[first])]
        for s in segments {
            guard Int(graph.segmentFrom[s]) == result[result.count - 1] else { return nil }
            result.append(Int(graph.segmentTo[s]))
        }
        return result
    }

    /// The junctions at the two ends of extract way `w` (none when the way has a gap).
    private func ends(of w: Int) -> [Int] {
        guard let along = junctions(of: w) else { return [] }
        return [along[0], along[along.count - 1]]
    }

    /// The junction where ways `a` and `b` join end to end — other than `previous`, where the chain came
    /// from; nil when they do not (a restriction whose ways meet mid-way is ambiguous, and ignored).
    private func sharedJunction(_ a: Int, _ b: Int, after previous: Int?) -> Int? {
        let onto = ends(of: b)
        return ends(of: a).first { onto.contains($0) && $0 != previous }
    }

    /// The directed segments along extract way `w` from junction `start` to junction `end`; nil when the way
    /// does not pass both.
    private func walk(_ w: Int, from start: Int, to end: Int) -> [Int]? {
        guard let along = junctions(of: w), let i = along.firstIndex(of: start), let j = along.firstIndex(of: end) else { return nil }
        let segments = Array(roads.waySegments[w])
        if i <= j { return (i..<j).map { 2 * segments[$0] } }
        return (j..<i).reversed().map { 2 * segments[$0] + 1 }
    }
}
