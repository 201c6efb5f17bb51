/// Builds a profile's turn graph over any ``RoadGraph`` — from OpenStreetMap or from authored data.
///
/// Every directed segment with a finite duration becomes a node; an arc joins it to each open directed
/// segment leaving its end junction for which `turn` returns a cost (`nil` forbids the turn). The arc's time
/// weight is the next segment's duration plus that cost, its distance weight the next segment's length.
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

    /// The turn graph for `duration` (seconds per directed segment, `.infinity` where closed).
    public static func build(name: String, graph: RoadGraph, duration: [Float], turn: (Turn) -> Float?) -> ProfileGraph {
        let directed = graph.directedSegmentCount
        var first = [UInt32](repeating: 0, count: directed + 1)
        var target: [UInt32] = [], timeWeight: [Float] = [], distanceWeight: [Float] = []
        target.reserveCapacity(directed * 3)
        for d in 0..<directed {
            first[d] = UInt32(target.count)
            guard duration[d].isFinite else { continue }
            let v = graph.end(of: d)
            let open = graph.leaving(v).filter { duration[Int($0)].isFinite }
            for next in open {
                let e = Int(next)
                guard let cost = turn(Turn(from: d, to: e, junction: v, isDeadEnd: open.count == 1)) else { continue }
                target.append(UInt32(e))
                timeWeight.append(duration[e] + cost)
                distanceWeight.append(graph.length[e >> 1])
            }
        }
        first[directed] = UInt32(target.count)
        let timeGraph = SearchGraph(nodeCount: directed, firstArc: first, target: target, weight: timeWeight)
        let distanceGraph = SearchGraph(nodeCount: directed, firstArc: first, target: target, weight: distanceWeight)
        return ProfileGraph(name: name, duration: duration, timeGraph: timeGraph, distanceGraph: distanceGraph)
    }
}
