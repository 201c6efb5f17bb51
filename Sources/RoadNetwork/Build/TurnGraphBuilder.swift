/// Builds a profile's turn graph over any ``RoadGraph`` — from OpenStreetMap or from authored data.
///
/// Every directed segment with a finite duration becomes a node; an arc joins it to each open directed
/// segment leaving its end junction for which `turn` returns a cost (`nil` forbids the turn). The arc's time
/// weight is the next segment's duration plus that cost, its distance weight the next segment's length.
///
/// ``TurnRules`` that depend on more than one turn add *copies* of nodes: a restriction over a chain of
/// segments (via ways) gets a copy of each segment of its chain, entered only along the chain, whose last
/// copy lacks the forbidden turn (or keeps only the mandatory one); a destination-only segment gets a copy
/// entered from through roads that cannot lead back onto them. Copies carry their segment in
/// ``ProfileGraph/copySegment``.
/// ```swift
/// let profile = TurnGraphBuilder.build(name: "car", graph: graph, duration: seconds) { turn in
///     turn.isUTurn && !turn.isDeadEnd ? nil : 0
/// }
/// ```
public enum TurnGraphBuilder {
    /// A possible turn from directed segment `from` onto `to` at `junction`.
    public struct Turn {
        /// The directed segment arrived on.
        public var from: Int
        /// The directed segment left on.
        public var to: Int
        /// The junction between them.
        public var junction: Int
        /// Whether `to` is `from` travelled back.
        public var isUTurn: Bool { to == from ^ 1 }
        /// Whether turning back is the only way on from this junction.
        public var isDeadEnd: Bool
    }

    /// The turn graph for `duration` (seconds per directed segment, `.infinity` where closed), with `rules`.
    public static func build(name: String, graph: RoadGraph, duration: [Float], rules: TurnRules = TurnRules(),
                             turn: (Turn) -> Float?) -> ProfileGraph {
        let directed = graph.directedSegmentCount
        // The turns each directed segment allows, before rules over several turns.
        var first = [UInt32](repeating: 0, count: directed + 1)
        var target: [UInt32] = [], cost: [Float] = []
        target.reserveCapacity(directed * 3)
        cost.reserveCapacity(directed * 3)
        for d in 0..<directed {
            first[d] = UInt32(target.count)
            guard duration[d].isFinite else { continue }
            let v = graph.end(of: d)
            let open = graph.leaving(v).filter { duration[Int($0)].isFinite }
            for next in open {
                let e = Int(next)
                guard let extra = turn(Turn(from: d, to: e, junction: v, isDeadEnd: open.count == 1)) else { continue }
                target.append(UInt32(e))
                cost.append(extra)
            }
        }
        first[directed] = UInt32(target.count)
        let turns = SearchGraph(nodeCount: directed, firstArc: first, target: target, weight: cost)
        guard !rules.restrictions.isEmpty || rules.destinationOnly.contains(true) else {
            // No rule over several turns: the turns are the graph.
            let time = turns.weight.indices.map { duration[Int(target[$0])] + cost[$0] }
            let timeGraph = SearchGraph(nodeCount: directed, firstArc: first, target: target, weight: time)
            return ProfileGraph(name: name, duration: duration, timeGraph: timeGraph, length: graph.length)
        }
        var expanded = TurnRuleExpansion(turns: turns, rules: rules)
        let restrictionCopies = expanded.copySegment.count
        expanded.separateDestinationOnly()
        let timeGraph = expanded.graph(duration: duration)
        let arrivalCopies = (restrictionCopies..<expanded.copySegment.count).map { (segment: Int(expanded.copySegment[$0]), copy: directed + $0) }
        let labels = StrongComponents.label(timeGraph, directed: directed, included: { $0 >= directed || duration[$0].isFinite }, arrivalCopies: arrivalCopies)
        return ProfileGraph(name: name, duration: duration, timeGraph: timeGraph, length: graph.length,
                            copySegment: expanded.copySegment, components: labels)
    }
}
