import NIOConcurrencyHelpers
import RoadNetwork

/// Plain time queries on the contraction hierarchy.
struct HierarchyEngine: PathEngine {
    let hierarchy: ContractionHierarchy
    /// Metres along each of the hierarchy's arcs, for tables that report distances.
    let arcMetres: LazyArcValues

    func path(from sources: [SearchEndpoint], to targets: [SearchEndpoint]) -> EnginePath? {
        hierarchy.route(from: sources, to: targets).map {
            EnginePath(cost: $0.cost, nodes: $0.nodes, sourceIndex: $0.sourceIndex, targetIndex: $0.targetIndex)
        }
    }

    func costs(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]]) -> [Double] {
        hierarchy.table(sources: sources, targets: targets)
    }

    /// The hierarchy carries the metres of its arcs (worked out once), whatever `other.entering` says: a time hierarchy's
    /// other measure is always the distance. It takes too little time to watch the deadline.
    func costs(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]], carrying other: OtherMeasure,
               deadline: ContinuousClock.Instant?) -> MeasuredCosts? {
        hierarchy.table(sources: sources, targets: targets, carrying: other, arcValues: arcMetres.values)
    }
}

/// A contraction hierarchy's values of another measure per arc (``ContractionHierarchy/arcValues(entering:)``), worked
/// out on first use: a map that is never asked for them never spends the time or memory.
final class LazyArcValues: Sendable {
    private let hierarchy: ContractionHierarchy
    private let graph: SearchGraph
    private let made = NIOLockedValueBox<[Float]?>(nil)

    /// The values for `hierarchy` of the measure that `graph` (the same turn graph) weighs its arcs by, where every arc
    /// into a node weighs the same: a distance graph's, whose arcs weigh their head's length.
    init(hierarchy: ContractionHierarchy, measuredBy graph: SearchGraph) {
        self.hierarchy = hierarchy
        self.graph = graph
    }

    /// The values, worked out by the first caller (the others wait for it).
    var values: [Float] {
        made.withLockedValue { made in
            if let made { return made }
            var entering = [Float](repeating: 0, count: graph.nodeCount)
            for arc in 0..<graph.target.count { entering[Int(graph.target[arc])] = graph.weight[arc] }
            let values = hierarchy.arcValues { entering[Int($0)] }
            made = values
            return values
        }
    }
}
