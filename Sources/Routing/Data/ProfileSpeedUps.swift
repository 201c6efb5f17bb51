import Foundation
import Geo
import RoadNetwork

/// What makes one profile's queries fast: the multi-level overlay of its turn graph — one partition, customized
/// for time and (at import when asked, else when first wanted: ``LazyOverlay``) for distance — used for every query, barriers included; and, when built, the contraction
/// hierarchy of its time graph for plain time queries (on the profile's own times: not while live speeds are on);
/// and straight-line bounds that direct overlay routes.
///
/// The overlays, and the bounds that direct them, number the nodes their own way (``OverlayNumbering``).
struct ProfileSpeedUps: Sendable {
    /// The contraction hierarchy of the time graph with the profile's own times, when built. Live speeds set it aside
    /// (the overlay, customized for them, answers instead) and keep it, so that a reset of the speeds brings it back.
    let hierarchy: ContractionHierarchy?
    /// Whether the hierarchy answers plain time queries: it was built, and no live speeds are on.
    let hierarchyServes: Bool
    /// Metres along each of the hierarchy's arcs (worked out when a table first reports distances).
    let hierarchyMetres: LazyArcValues?
    /// How the overlays number the turn graph's nodes.
    let numbering: OverlayNumbering
    let timeOverlay: Overlay
    let distanceOverlay: LazyOverlay
    /// Where the turn graph's nodes lie (in overlay numbers), and each metric's bounds on them (made on first use;
    /// landmarks measured in the background from then on).
    let points: NodePoints
    let timeGoal: LazyGoalBounds
    let distanceGoal: LazyGoalBounds
    /// The overlays of queries that exclude classes of road (made when first wanted).
    let exclusions = ExclusionOverlays()

    /// The most arcs and shortcuts a hierarchy may have, per arc of its graph, and the most arcs out per node
    /// left while a fifth of the nodes remain: real road networks stay near 3 and 4 (Malta: 2.8 and 3.7);
    /// grid-like ones pass both early, at a cost that grows faster than the network, and the overlay serves them.
    static let hierarchyGrowth = 4.0
    static let hierarchyCoreDegree = 5.0

    /// The most entries a level's cells may average; a level above is left out of the partition (with the levels
    /// above it). Customizing a cell costs about its entries times all its subcells' clique weights, so the top
    /// levels, of few cells with long boundaries, cost the most — and, as ``CellPartition/topLevelCells`` says of a
    /// level of a few cells, spare a query little. On a synthetic city of 9M junctions, whose cells' boundaries grow
    /// as on a grid, with cells cut at the turns, levels 1–4 of the time metric took 250 s, the fifth (48 cells of
    /// 2,525 entries) 372 s, and a sixth (6 cells of 4,955) was on course for 320 s and 0.6 GB more, per metric; cut at
    /// the segments (``OverlayNumbering``), the sixth has 6 cells of 3,224 and all six took 47 s. A city of a million
    /// junctions and real networks stay well below (554 on the top level of the first, 38 on Malta's).
    static let maximumCellEntries = 4096

    /// How many of the lowest levels to keep, given each level's number of cells and of entries: those below the
    /// first whose cells average more than ``maximumCellEntries``.
    static func keptLevels(cells: [Int], entries: [Int]) -> Int {
        cells.indices.first { entries[$0] > maximumCellEntries * cells[$0] } ?? cells.count
    }

    /// The boundary growth at and above which no contraction is tried (see ``boundaryGrowth(cells:entries:)``).
    static let gridBoundaryGrowth = 0.4

    /// How the cells' boundaries grow with their size from the lowest level to the top, given each level's number
    /// of cells and of entries: when the top's cells hold `s` times as many nodes as the lowest's and `s^e` times as
    /// many entries, this is `e`. Networks whose separators grow as `n^e` contract with fill-in that grows with `e`.
    /// A grid's is 1/2 (synthetic cities of 160k and 1M junctions: 0.44 and 0.49, the cells at the map's edge having
    /// shorter boundaries): there a contraction went a third of the way, at a quarter of the import's time and a
    /// sixth more of its memory, before ``hierarchyCoreDegree`` gave it up. Real road networks stay near 1/3
    /// (Malta: 0.30) and contract well. Two levels tell it too: cities of 150×150 to 300×300 junctions (two levels)
    /// 0.43–0.47, where a contraction took up to 80 % of the import (300×300: 19.8 of 21 s) and was given up; Malta
    /// 0.35–0.39 and nine cities' extracts 0.29–0.34, whose car and bike graphs contract. Nil with fewer than two
    /// levels (a small map: a contraction costs little there).
    static func boundaryGrowth(cells: [Int], entries: [Int]) -> Double? {
        guard cells.count >= 2, cells.count == entries.count, let low = cells.first, let top = cells.last, low > top, top > 0,
              let lowEntries = entries.first, let topEntries = entries.last, lowEntries > 0, topEntries > 0 else { return nil }
        let size = Double(low) / Double(top)
        let growth = (Double(topEntries) / Double(top)) / (Double(lowEntries) / Double(low))
        return log(growth) / log(size)
    }

    /// Partitions the turn graph, customizes time — and distance, with `customizingDistance` (else it is customized when
    /// first wanted) — and contracts the time graph when asked — unless its
    /// cells' boundaries grow as on a grid (``gridBoundaryGrowth``), or live speeds are on (the hierarchy is for the
    /// profile's own times) — and when it stays within ``hierarchyGrowth``.
    /// - Parameter progress: told as each stage starts, and how a long one goes (from any thread).
    init(profile: ProfileGraph, graph: RoadGraph, contract: Bool, customizingDistance: Bool = false,
         progress: @Sendable (String) -> Void = { _ in }) {
        let contract = contract && !profile.hasLiveSpeeds
        progress("partitioning \(profile.timeGraph.nodeCount) nodes")
        let (position, junction) = Self.positions(profile: profile, graph: graph)
        let pace = PacedProgress("partitioning")
        var partition = CellPartition(graph: profile.timeGraph, position: position, group: junction) { fraction in
            if let line = pace.line(after: fraction) { progress(line) }
        }
        var numbering = OverlayNumbering(graph: profile.timeGraph, partition: partition)
        let entries = Self.entryCounts(numbering.crossing, levelCount: partition.levelCount)
        let kept = Self.keptLevels(cells: partition.cellCounts, entries: entries)
        if kept < partition.levelCount {
            progress("level \(kept + 1) and above left out: its cells would average \(entries[kept] / partition.cellCounts[kept]) "
                     + "entries, more than \(Self.maximumCellEntries)")
            partition = partition.lowestLevels(kept)
            numbering = OverlayNumbering(graph: profile.timeGraph, partition: partition)
        }
        let base = OverlayBase(numbering: numbering, time: numbering.renumbered(profile.timeGraph))
        let time = Overlay(customizing: base.time, partition: base.partition, levels: base.levels,
                           reversed: base.reversedTime, progress: { progress("customizing time, " + $0) })
        let distance: LazyOverlay
        if customizingDistance {
            let graphs = base.distanceGraphs(of: profile)
            distance = LazyOverlay(Overlay(customizing: graphs.graph, partition: base.partition, levels: base.levels, reversed: graphs.reversed,
                                           progress: { progress("customizing distance, " + $0) }))
        } else {
            distance = LazyOverlay(graphs: { base.distanceGraphs(of: profile) }, partition: base.partition, levels: base.levels)
        }
        var hierarchy: ContractionHierarchy?
        if contract, let growth = Self.boundaryGrowth(cells: partition.cellCounts, entries: Array(entries.prefix(partition.levelCount))),
           growth >= Self.gridBoundaryGrowth {
            progress(String(format: "no hierarchy: the cells' boundaries grow as their size to the power %.2f, as on a grid "
                            + "(plain queries use the overlay)", growth))
        } else if contract {
            progress("contracting")
            var reported = 0
            hierarchy = withoutActuallyEscaping(progress) { progress in
                ContractionHierarchy(graph: profile.timeGraph, maximumGrowth: Self.hierarchyGrowth, coreDegree: Self.hierarchyCoreDegree,
                                     order: partition.nodesInCellOrder()) { done in
                    guard Int(done * 10) > reported else { return }
                    reported = Int(done * 10)
                    progress("contracting, \(reported * 10) %")
                }
            }
            if hierarchy == nil { progress("no hierarchy: the graph has too little of one (plain queries use the overlay)") }
        }
        self.init(hierarchy: hierarchy, numbering: base.numbering, timeOverlay: time, distanceOverlay: distance,
                  points: Self.points(profile: profile, graph: graph, numbering: base.numbering), profile: profile)
    }

    /// Creates the speed-ups from their parts (overlays and points in the overlay numbers of `numbering`); the distance
    /// metric's bounds are `distanceGoal` when given (they outlive new times); the time metric's landmarks are
    /// `timeLandmarks` when given (read from a map file), else measured when first wanted.
    init(hierarchy: ContractionHierarchy?, numbering: OverlayNumbering, timeOverlay: Overlay, distanceOverlay: LazyOverlay, points: NodePoints,
         profile: ProfileGraph, distanceGoal: LazyGoalBounds? = nil, timeLandmarks: Landmarks? = nil) {
        self.hierarchy = hierarchy
        hierarchyServes = hierarchy != nil && !profile.hasLiveSpeeds
        hierarchyMetres = hierarchy.map { LazyArcValues(hierarchy: $0, measuredBy: profile.distanceGraph) }
        self.numbering = numbering
        self.timeOverlay = timeOverlay
        self.distanceOverlay = distanceOverlay
        self.points = points
        let start = Self.landmarkStart(profile).map { numbering.number[Int($0)] }
        timeGoal = LazyGoalBounds(graphs: { [graph = timeOverlay.graph, reversed = timeOverlay.reversed] in (graph, reversed) }, points: points,
                                  start: start,
                                  landmarks: timeLandmarks)
        self.distanceGoal = distanceGoal
            ?? LazyGoalBounds(graphs: { (distanceOverlay.graph, distanceOverlay.reversed) }, points: points, start: start)
    }

    /// What both metrics' overlays of a profile share, in overlay numbers: the partition, the time graph and the same
    /// reversed, and the boundary of every level; the distance metric's graphs follow from them (``distanceGraphs(of:)``).
    struct OverlayBase {
        let numbering: OverlayNumbering
        let partition: CellPartition
        let time: SearchGraph
        let reversedTime: SearchGraph
        let levels: [OverlayLevel]

        /// The parts for a profile's turn graph in the overlay numbers of `numbering` (`time`: ``OverlayNumbering/renumbered(_:)``),
        /// whose partition and crossing levels give every level's boundaries.
        init(numbering: OverlayNumbering, time: SearchGraph) {
            let local = numbering.partition
            // One after the other: each uses both cores.
            let levels = ParallelRows.map(count: local.levelCount) { OverlayLevel(partition: local, level: $0 + 1, crossing: numbering.crossing) }
            let reversed = time.reversed()
            self.numbering = numbering
            self.partition = local
            self.time = time
            reversedTime = reversed
            self.levels = levels
        }

        /// The distance metric's graph on the time graph's arcs, and the same reversed: an arc weighs the length of the
        /// segment `profile`'s node it enters travels — nothing when it is a split node's free arc, into the departing
        /// half — so each graph's weights follow from its arcs' heads (the reversed graph's, its tails), not renumbered
        /// from `profile`'s own distance graph. O(m), both on threads of their own.
        func distanceGraphs(of profile: ProfileGraph) -> (graph: SearchGraph, reversed: SearchGraph) {
            let length = (0..<time.nodeCount).map { v in
                numbering.isDepartingHalf(UInt32(v)) ? 0 : profile.length(ofNode: Int(numbering.node[v]))
            }
            func weighted(_ graph: SearchGraph, byHead: Bool) -> SearchGraph {
                let weight = MappedArray<Float>(count: graph.arcCount, alignment: 16) { weight in
                    for v in 0..<graph.nodeCount {
                        for arc in Int(graph.firstArc[v])..<Int(graph.firstArc[v + 1]) {
                            weight[arc] = length[byHead ? Int(graph.target[arc]) : v]
                        }
                    }
                }
                return SearchGraph(nodeCount: graph.nodeCount, firstArc: graph.firstArc, target: graph.target, weight: weight)
            }
            return concurrently({ weighted(time, byHead: true) }, { weighted(reversedTime, byHead: false) })
        }
    }

    /// Per level (of `levelCount`), its number of entries given the levels at which arcs cross cells: nodes an arc
    /// enters from another cell of the level.
    static func entryCounts(_ crossing: CellPartition.CrossingLevels, levelCount: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: levelCount + 1)
        for level in crossing.entered { counts[Int(level)] += 1 }
        // A node entered at level k is an entry of every level up to k.
        for k in stride(from: levelCount - 1, through: 0, by: -1) { counts[k] += counts[k + 1] }
        return Array(counts.dropFirst())
    }

    /// The points of `profile`'s turn-graph nodes on `graph`, in the overlay numbers of `numbering`.
    static func points(profile: ProfileGraph, graph: RoadGraph, numbering: OverlayNumbering) -> NodePoints {
        let node = numbering.node
        return NodePoints(nodeCount: node.count) { graph.startCoordinate(of: profile.segment(ofNode: Int(node[$0])) ^ 1) }
    }

    /// Where the choice of landmarks starts: the first node of the strongly connected core of the profile's largest
    /// piece of network (``ProfileGraph/isInLargestCore(_:)``: the landmarks are chosen among the nodes that reach it
    /// and that it reaches), else of that piece; nil when the profile may travel nothing.
    static func landmarkStart(_ profile: ProfileGraph) -> UInt32? {
        guard profile.largestComponent != ProfileGraph.noComponent else { return nil }
        let nodes = 0 ..< profile.timeGraph.nodeCount
        return (nodes.first(where: profile.isInLargestCore) ?? nodes.first { profile.component(ofNode: $0) == profile.largestComponent })
            .map(UInt32.init)
    }

    /// The speed-ups for `profile`, the same turn graph with new times: the time overlay customized anew on the
    /// same partition (the cells whose times changed), the distance overlay and the nodes' points kept; the
    /// hierarchy kept for the profile's own times (it serves while `profile` has no live speeds).
    func recustomized(for profile: ProfileGraph, progress: (String) -> Void) -> ProfileSpeedUps {
        let graph = numbering.renumbered(profile.timeGraph)
        let time = Overlay(recustomizing: timeOverlay, for: graph, reversed: graph.reversed(), progress: { progress("customizing time, " + $0) })
        return ProfileSpeedUps(hierarchy: hierarchy, numbering: numbering, timeOverlay: time, distanceOverlay: distanceOverlay, points: points,
                               profile: profile, distanceGoal: distanceGoal)
    }

    /// Per turn-graph node, a planar position — where the segment it travels ends (east scaled by the cosine of the
    /// latitude) — and that junction: the segments arriving at a junction, whose turns are the arcs into the segments
    /// leaving it, are kept in one cell so that the overlay's cuts cross segments, not turns (``OverlayNumbering``).
    static func positions(profile: ProfileGraph, graph: RoadGraph) -> (position: [(x: Float, y: Float)], junction: [UInt32]) {
        var junction: [UInt32] = []
        junction.reserveCapacity(profile.timeGraph.nodeCount)
        let position = (0..<profile.timeGraph.nodeCount).map { n -> (x: Float, y: Float) in
            let d = profile.segment(ofNode: n)
            junction.append(UInt32(graph.end(of: d)))
            let end = graph.startCoordinate(of: d ^ 1)
            return (Float(end.longitude * cos(end.latitude * .pi / 180)), Float(end.latitude))
        }
        return (position, junction)
    }

    /// The engine for a query: the hierarchy when time is minimised, nothing is blocked or excluded and it serves;
    /// else the metric's overlay (without the classes `exclude`, see ``ExclusionOverlays``), searching the cells of
    /// blocked segments on the plain graph.
    func engine(metric: Metric, exclude: RoadExclusions = [], blockedSegments: Set<Int>, profile: ProfileGraph, graph: RoadGraph) -> any PathEngine {
        if metric == .time, exclude.isEmpty, blockedSegments.isEmpty, hierarchyServes, let hierarchy, let hierarchyMetres {
            return HierarchyEngine(hierarchy: hierarchy, arcMetres: hierarchyMetres)
        }
        return overlayEngine(metric: metric, exclude: exclude, blockedSegments: blockedSegments, profile: profile, graph: graph)
    }

    /// The metric's overlay engine (without the classes `exclude`), whatever else there is (alternatives need its
    /// searches). Its bounds are the metric's own: an excluded road only makes paths dearer, so they stay below.
    func overlayEngine(metric: Metric, exclude: RoadExclusions = [], blockedSegments: Set<Int>, profile: ProfileGraph,
                       graph: RoadGraph) -> OverlayEngine {
        let nodes = numbering.numbered(blockedSegments.flatMap { profile.nodes(of: 2 * $0) + profile.nodes(of: 2 * $0 + 1) })
        let blocked = BlockedNodes(nodeCount: timeOverlay.graph.nodeCount, nodes: nodes)
        return OverlayEngine(overlay: overlay(metric: metric, exclude: exclude, profile: profile, graph: graph), numbering: numbering,
                             blocked: blocked, blockedNodes: nodes, goal: metric == .time ? timeGoal : distanceGoal)
    }

    /// The metric's overlay without the classes `exclude` of `graph`'s roads.
    private func overlay(metric: Metric, exclude: RoadExclusions, profile: ProfileGraph, graph: RoadGraph) -> Overlay {
        guard !exclude.isEmpty else { return metric == .time ? timeOverlay : distanceOverlay.overlay }
        let numbering = numbering
        return exclusions.overlay(metric: metric, exclude: exclude,
                                  graph: { [timeOverlay, distanceOverlay] in metric == .time ? timeOverlay.graph : distanceOverlay.graph },
                                  partition: timeOverlay.partition, levels: timeOverlay.levels,
                                  base: metric == .time ? timeOverlay : distanceOverlay.overlayIfCustomized) {
            numbering.numbered(exclude.segments(in: graph).flatMap { profile.nodes(of: 2 * $0) + profile.nodes(of: 2 * $0 + 1) })
        }.overlay
    }

    /// The nodes with an arc into turn-graph node `node`, each with that arc's time (all in the graph's own numbers).
    func predecessors(of node: Int) -> [(node: UInt32, time: Float)] {
        let reversed = timeOverlay.reversed, v = Int(numbering.number[node])
        return (Int(reversed.firstArc[v])..<Int(reversed.firstArc[v + 1])).map { arc in
            (numbering.node[Int(reversed.target[arc])], reversed.weight[arc])
        }
    }

    /// Writes the overlay numbering (with the partition in its numbers) and the hierarchy when there is one (the
    /// overlays' weights go to sections of their own).
    func encode(into writer: inout BinaryWriter) {
        numbering.encode(into: &writer)
        writer.write(UInt8(hierarchy == nil ? 0 : 1))
        hierarchy?.encode(into: &writer)
    }

    /// Reads what ``encode(into:)`` wrote (`reader`), the time overlay's weights, and when stored, the distance overlay's
    /// and the time metric's landmarks (``Landmarks/encode(into:graph:)``), for `profile` on `graph`.
    init(decoding reader: inout BinaryReader, time: inout BinaryReader, distance distanceReader: inout BinaryReader?,
         landmarks landmarkBytes: MapBytes?, profile: ProfileGraph, graph: RoadGraph) throws(MapFileError) {
        let (numbering, local) = try OverlayNumbering.decoded(from: &reader, graph: profile.timeGraph)
        let base = OverlayBase(numbering: numbering, time: local)
        let time = try Overlay(decodingWeights: &time, graph: base.time, reversed: base.reversedTime, partition: base.partition, levels: base.levels)
        let distance: LazyOverlay
        if var weights = distanceReader {
            let graphs = base.distanceGraphs(of: profile)
            distance = LazyOverlay(try Overlay(decodingWeights: &weights, graph: graphs.graph, reversed: graphs.reversed,
                                               partition: base.partition, levels: base.levels))
        } else {
            distance = LazyOverlay(graphs: { base.distanceGraphs(of: profile) }, partition: base.partition, levels: base.levels)
        }
        let hierarchy: ContractionHierarchy? = switch try reader.read(UInt8.self) {
        case 0: nil
        case 1: try ContractionHierarchy(decoding: &reader)
        default: throw .corrupt("the \(profile.name) speed-ups are corrupt")
        }
        guard hierarchy.map({ $0.nodeCount == profile.timeGraph.nodeCount }) ?? true else {
            throw .corrupt("the \(profile.name) contraction hierarchy does not fit its graph")
        }
        var landmarks: Landmarks?
        if let landmarkBytes {
            var landmarkReader = BinaryReader(landmarkBytes)
            landmarks = try Landmarks.decoded(from: &landmarkReader, graph: time.graph)
        }
        self.init(hierarchy: hierarchy, numbering: base.numbering, timeOverlay: time, distanceOverlay: distance,
                  points: Self.points(profile: profile, graph: graph, numbering: base.numbering), profile: profile,
                  timeLandmarks: landmarks)
    }
}
