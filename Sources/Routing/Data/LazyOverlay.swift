import NIOConcurrencyHelpers
import RoadNetwork

/// A metric's overlay, customized when first wanted unless it was customized already (at import, when asked, or read
/// from a map file that stores it). The distance metric's: routes minimising distance are asked for far less often
/// than the fastest, and its cliques are as large as time's — on a synthetic city of a million junctions 262 MB of the
/// map file, and a quarter of the import's customization — so a map stores them only when its import was asked to
/// (`wayfarer import --metrics time,distance`). Without them the first query minimising distance customizes the metric
/// on the partition the map already has (milliseconds on Malta, about 4 s of two cores on that city), in the memory
/// of the process that asked, and every later query uses it.
final class LazyOverlay: Sendable {
    /// The metric's graph and the same reversed, in the overlay's numbers: all that straight-line bounds and landmarks
    /// need, customized or not. Worked out when first wanted where they follow from another metric's (the distance
    /// metric's from time's, ``ProfileSpeedUps/OverlayBase/distanceGraphs(of:)``): a process that never minimises
    /// distance keeps neither.
    private let graphs: Memo<(graph: SearchGraph, reversed: SearchGraph)>
    private let partition: CellPartition
    private let levels: [OverlayLevel]
    /// An overlay of the same arcs whose cliques this one's start from: only the cells where a weight differs are
    /// customized (``Overlay/init(recustomizing:for:reversed:progress:)``).
    private let base: Overlay?
    private let customized: NIOLockedValueBox<Overlay?>

    /// An overlay customized already.
    init(_ overlay: Overlay) {
        graphs = Memo { [graph = overlay.graph, reversed = overlay.reversed] in (graph, reversed) }
        partition = overlay.partition
        levels = overlay.levels
        base = nil
        customized = NIOLockedValueBox(overlay)
    }

    /// The overlay of the metric of the graphs `graphs` makes (the graph and the same reversed, in the overlay's
    /// numbers; made when first wanted) on `partition`, whose cells' boundaries are `levels`, customized when first
    /// wanted — from `base`'s cliques when given (an overlay of the same arcs on the same partition), searching only
    /// the cells where a weight differs.
    init(graphs: @escaping @Sendable () -> (graph: SearchGraph, reversed: SearchGraph), partition: CellPartition, levels: [OverlayLevel],
         base: Overlay? = nil) {
        self.graphs = Memo(graphs)
        self.partition = partition
        self.levels = levels
        self.base = base
        customized = NIOLockedValueBox(nil)
    }

    /// The metric's graph (see ``graphs``).
    var graph: SearchGraph { graphs.value.graph }

    /// The same arcs reversed.
    var reversed: SearchGraph { graphs.value.reversed }

    /// The overlay, customized now if it is not yet (queries asking meanwhile wait for the same customization).
    var overlay: Overlay {
        customized.withLockedValue { customized in
            if let customized { return customized }
            let overlay = base.map { Overlay(recustomizing: $0, for: graph, reversed: reversed) }
                ?? Overlay(customizing: graph, partition: partition, levels: levels, reversed: reversed)
            customized = overlay
            return overlay
        }
    }

    /// The overlay when it is customized (asking does not customize it).
    var overlayIfCustomized: Overlay? { customized.withLockedValue { $0 } }
}
