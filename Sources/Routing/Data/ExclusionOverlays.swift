import NIOConcurrencyHelpers
import RoadNetwork

/// A profile's overlays with classes of road excluded (`exclude=toll,motorway`): per metric and set of classes, the
/// metric's graph with every arc into an excluded segment weighing infinity, customized on the partition the map
/// has when a query first asks for it (``LazyOverlay``), then kept for the queries after, which search its cliques.
/// Blocking the excluded segments as a barrier's are blocked closed the cliques of every cell they cross: on a city of
/// a million junctions whose main streets were tolled, a route with `exclude=toll` searched the plain graph nearly
/// everywhere (3.6 s); on this overlay, 19 ms (p50; 2.3 ms without excluding: the bounds that direct the search are
/// the metric's own, which know nothing of the excluded roads). OSRM customizes the classes a profile lets be excluded into its map
/// beforehand; here the first query of each set pays one customization (as the distance metric's, see
/// ``LazyOverlay``), and the ``kept`` sets used last stay in memory (each as much as the metric's cliques). That
/// customization starts from the metric's own cliques and searches only the cells that hold an excluded segment: on
/// that city with one tolled avenue (966 segments) the first query took 0.83 s rather than 4.3; with every main street
/// tolled, every cell holds one (4.1 s).
final class ExclusionOverlays: Sendable {
    /// How many overlays are kept (the least recently used goes first).
    static let kept = 4

    private struct Key: Hashable {
        let metric: Metric
        let exclude: RoadExclusions
    }

    /// The overlays made, the most recently used last.
    private let made = NIOLockedValueBox<[(key: Key, overlay: LazyOverlay)]>([])

    /// The overlay of `metric` without the classes `exclude`, given the metric's graph (in the overlay's numbers, on
    /// `partition` whose cells' boundaries are `levels`) and the overlay nodes of the segments `exclude` takes away
    /// (both asked for when first wanted). Customized when first wanted (queries asking meanwhile wait for the same
    /// customization) — from the metric's own overlay `base` when it is customized: only the cells that hold an
    /// excluded segment, and the cells above them, are searched again.
    func overlay(metric: Metric, exclude: RoadExclusions, graph: @escaping @Sendable () -> SearchGraph, partition: CellPartition,
                 levels: [OverlayLevel], base: Overlay?, excludedNodes: @escaping @Sendable () -> [UInt32]) -> LazyOverlay {
        let key = Key(metric: metric, exclude: exclude)
        return made.withLockedValue { made in
            if let index = made.firstIndex(where: { $0.key == key }) {
                made.append(made.remove(at: index))
                return made[made.count - 1].overlay
            }
            let overlay = LazyOverlay(graphs: {
                let excluded = Self.without(excludedNodes(), in: graph())
                return (excluded, excluded.reversed())
            }, partition: partition, levels: levels, base: base)
            made.append((key, overlay))
            if made.count > Self.kept { made.removeFirst() }
            return overlay
        }
    }

    /// `graph` with every arc into one of `nodes` weighing infinity.
    static func without(_ nodes: [UInt32], in graph: SearchGraph) -> SearchGraph {
        var closed = [Bool](repeating: false, count: graph.nodeCount)
        for v in nodes where Int(v) < graph.nodeCount { closed[Int(v)] = true }
        let weight = MappedArray<Float>(count: graph.arcCount, alignment: 16) { weight in
            for arc in 0..<graph.arcCount { weight[arc] = closed[Int(graph.target[arc])] ? .infinity : graph.weight[arc] }
        }
        return SearchGraph(nodeCount: graph.nodeCount, firstArc: graph.firstArc, target: graph.target, weight: weight)
    }
}
