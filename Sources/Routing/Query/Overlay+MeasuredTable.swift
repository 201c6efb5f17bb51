import NIOConcurrencyHelpers
import RoadNetwork

extension Overlay {
    /// The cheapest cost from each set of `sources` to each set of `targets`, never entering `blocked`, and the other
    /// measure along the same best paths (row-major, `.infinity` where unreachable), `other` entering nodes as this
    /// overlay numbers them: what a table of durations and distances needs, without a route per pair.
    ///
    /// Many-to-many as ``table(from:to:avoiding:blockedNodes:points:)``: a backward search from each target set inside the
    /// top-level cells of its ends keeps its search tree; the forward searches meet the trees at the nodes they settle,
    /// until no target can get cheaper — eight sources at a time
    /// (``measuredRows(bundling:to:columns:topSlots:innerSlots:topLevel:steps:avoiding:blockedNodes:patches:)``) without
    /// barriers, or around them once every level's cells that hold a blocked node are patched (``CliquePatches``); else
    /// one at a time (``measuredRow(from:to:columns:topSlots:steps:avoiding:blockedNodes:)``: on the overlay near its
    /// ends and the barrier, across the rest of the top level as a compact graph). A best path is then measured from its meeting node
    /// back to both ends through the searches' parents (a clique step along the path it stands for, unpacked once and
    /// kept per table): to the source as each row is searched, to the target target by target once every row is
    /// (the paths to one target share their last steps, each measured once). Past `deadline` (checked between
    /// searches) it gives up: nil.
    func measuredTable(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]], carrying other: OtherMeasure,
                       avoiding blocked: BlockedNodes, blockedNodes: [UInt32], goal: GoalBounds?, deadline: ContinuousClock.Instant?)
        -> MeasuredCosts? {
        let count = graph.nodeCount, columns = targets.count, top = partition.levelCount
        @Sendable func usable(_ ends: [SearchEndpoint]) -> [(k: Int, end: SearchEndpoint)] {
            ends.enumerated().filter { Int($0.element.node) < count && !blocked.contains($0.element.node) }.map { ($0.offset, $0.element) }
        }
        let pastDeadline: @Sendable () -> Bool = { deadline.map { ContinuousClock.now >= $0 } ?? false }
        // Sources bundled: without barriers, or around them once every level's cells that hold a blocked node are patched
        // — each level where it pays for searches one at a time: a bundle measures each step through a patched cell by
        // unpacking it around the blocked nodes (a city of nine million junctions, 100×100 around a barrier: 28.4 s
        // with every level patched for bundles, 12.4 s one source at a time).
        let patches = blockedNodes.isEmpty || topLevel == nil || sources.count < 2 ? nil
            : cliquePatches(blocked: blocked, blockedNodes: blockedNodes, searches: sources.count + targets.count, bundlingEntriesPerLane: 1)
        let bundling = topLevel != nil && sources.count > 1 && (blockedNodes.isEmpty || patches?.levelCount == levelCount)
        let steps = CliqueMeasures(overlay: self, entering: other.entering, goal: goal, around: bundling ? patches.map { (blocked, $0) } : nil)
        let trees = ParallelRows.map(count: columns) { j -> SearchTree? in
            if pastDeadline() { return nil }
            let ends = usable(targets[j])
            var scope = OverlayScope(partition: partition, special: ends.map(\.end.node), blocked: blockedNodes, patches: nil)
            if top > 0 { scope.confine(toCells: ends.map { partition.cell($0.end.node, level: top) }, level: top) }
            return pool.withWorkspace { workspace in
                SearchTree(growing: workspace.backward, from: ends.map { ($0.end, other.targets[j][$0.k]) }) {
                    settleNext($0, forward: false, scope: scope, blocked: blocked).node
                }
            }
        }
        guard trees.allSatisfy({ $0 != nil }) else { return nil }
        let grown = trees.map { $0! }
        // The index's per-node slots live in a pooled workspace: no array the size of the map per table.
        let rows = pool.withWorkspace { slots -> [MeasuredRow?] in
            let index = BucketIndex(slots: slots.forward, buckets: grown.map { Array($0.costs) })
            let topSlots = topLevel.map { index.slots(ofEntriesOf: $0) }
            let ends = sources.indices.map { i in usable(sources[i]).map { (end: $0.end, other: other.sources[i][$0.k]) } }
            if bundling, let topLevel, let topSlots {
                let lanes = CompactSearch.lanes, order = bundleOrder(ends.map { $0.map(\.end) }, points: goal?.nodePoints)
                let innerSlots = innerLevel.map { index.slots(ofEntriesOf: $0) }
                let bundles = ParallelRows.map(count: (order.count + lanes - 1) / lanes) { b -> [MeasuredRow]? in
                    if pastDeadline() { return nil }
                    return measuredRows(bundling: order[(b * lanes)..<min(order.count, (b + 1) * lanes)].map { ends[$0] }, to: index, columns: columns,
                                        topSlots: topSlots, innerSlots: innerSlots, topLevel: topLevel, steps: steps, avoiding: blocked,
                                        blockedNodes: blockedNodes, patches: patches)
                }
                guard bundles.allSatisfy({ $0 != nil }) else { return [nil] }
                var rows = [MeasuredRow?](repeating: nil, count: sources.count)
                for (position, i) in order.enumerated() { rows[i] = bundles[position / lanes]![position % lanes] }
                return rows
            }
            return ParallelRows.map(count: sources.count) { i -> MeasuredRow? in
                if pastDeadline() { return nil }
                return measuredRow(from: ends[i], to: index, columns: columns, topSlots: topSlots, steps: steps, avoiding: blocked,
                                   blockedNodes: blockedNodes)
            }
        }
        guard rows.allSatisfy({ $0 != nil }) else { return nil }
        let searched = rows.map { $0! }
        // The rest of each best path, from where it met its target's tree: one target at a time, its tree's measures kept.
        let fromMeetings = ParallelRows.map(count: columns) { j -> [Double]? in
            if pastDeadline() { return nil }
            var tree = grown[j]
            return searched.map { $0.meetings[j] == SearchSpace.none ? .infinity : tree.measure(to: $0.meetings[j], steps: steps) }
        }
        guard fromMeetings.allSatisfy({ $0 != nil }) else { return nil }
        let other = searched.indices.flatMap { i in (0..<columns).map { j in searched[i].toMeetings[j] + fromMeetings[j]![i] } }
        return MeasuredCosts(costs: searched.flatMap(\.costs), other: other)
    }
}

/// A row of ``Overlay/measuredTable(from:to:carrying:avoiding:blockedNodes:goal:deadline:)`` as its search leaves it: the
/// costs to the targets, and where each best path met its target's tree with the other measure up to there.
fileprivate struct MeasuredRow {
    /// The cheapest cost to each target (`.infinity`: unreachable).
    var costs: [Double]
    /// Per target, the node where the best path met the target's tree (``SearchSpace/none`` when unreachable)…
    var meetings: [UInt32]
    /// …and the other measure from the source to that node.
    var toMeetings: [Double]
}

extension Overlay {
    /// A row of ``measuredTable(from:to:carrying:avoiding:blockedNodes:goal:deadline:)`` from `ends` (each with its
    /// other measure): the costs to the targets whose backward searches left the buckets of `index` (`topSlots` those
    /// of the top level's entries), and the other measure along the same paths up to their trees, measured by `steps`.
    ///
    /// The row's search (``searchRow(from:in:to:topSlots:row:avoiding:blockedNodes:patches:keepingParents:lowered:)``,
    /// its compact search of the top level keeping parents) notes where each target's cost last fell. A best path is
    /// measured from that meeting node back to the source through both searches' parents.
    fileprivate func measuredRow(from ends: [(end: SearchEndpoint, other: Double)], to index: BucketIndex, columns: Int, topSlots: [Int32]?,
                                 steps: CliqueMeasures, avoiding blocked: BlockedNodes, blockedNodes: [UInt32]) -> MeasuredRow {
        let top = partition.levelCount
        var row = TableRows(targetCount: columns, searched: [true], cheapestRest: index.cheapestCost)
        var meetings = [UInt32](repeating: SearchSpace.none, count: columns)
        // Measured in the search's own memory, before it goes back to the pool: no tree kept.
        let measured = pool.withWorkspace { workspace -> [Double] in
            let space = workspace.forward
            let starts = SearchTree.start(space, from: ends)
            let topSearch = searchRow(from: ends.map(\.end), in: space, to: index, topSlots: topSlots, row: &row, avoiding: blocked,
                                      blockedNodes: blockedNodes, patches: nil, keepingParents: true) { j, node in meetings[j] = node }
            /// The other measure along the path to `node` (settled by the overlay search, or an open entry settled by
            /// the top-level one), step by step back to its start.
            func measure(to node: UInt32) -> Double {
                var value = 0.0, current = node, onTop = !space.isSettled(node)
                while true {
                    if onTop, let topSearch {
                        current = topSearch.path(toEntry: current) { from, to, clique in
                            value += steps.measure(level: clique ? top : nil, from: from, to: to)
                        }
                    }
                    let parent = space.parent[Int(current)]
                    if parent == SearchSpace.none { return value + starts[current, default: .infinity] }
                    onTop = parent == current
                    if !onTop {
                        value += steps.measure(level: OverlayStep.cliqueLevel(space.parentArc[Int(current)]), from: parent, to: current)
                        current = parent
                    }
                }
            }
            return meetings.map { $0 == SearchSpace.none ? .infinity : measure(to: $0) }
        }
        return MeasuredRow(costs: Array(row.row(0)), meetings: meetings, toMeetings: measured)
    }
}

extension Overlay {
    /// Where a bundle's lane met a target's tree: at a node its own search settled, or at an entry (its rank) of the
    /// level below the top or of the top level, settled by a bundled search.
    private enum Meeting {
        case none
        case own(UInt32)
        case inner(entry: Int)
        case top(entry: Int)
    }

    /// The rows of ``measuredTable(from:to:carrying:avoiding:blockedNodes:goal:deadline:)`` from up to
    /// ``CompactSearch/lanes`` `sources` (each end with its other measure), never entering `blocked` (every level's cells
    /// that hold a node of `blockedNodes` crossed through `patches`; `topSlots` and `innerSlots`: the slots in `index` of
    /// the entries of the top level and of ``Overlay/innerLevel``): as
    /// ``table(from:to:avoiding:blockedNodes:points:)`` bundles them — each source's own search inside its cells of the level
    /// below the top, then ``TopLevelBundle`` searches over that level and over the top level, eight sources side by
    /// side — with every search keeping parents: its own as a ``SearchTree``, the bundles lane by lane. A lane's best
    /// path to a target is measured from where its cost last fell (``Meeting``) back through the bundles to its own
    /// search (the rest, through the target's tree, once every row is searched).
    fileprivate func measuredRows(bundling sources: [[(end: SearchEndpoint, other: Double)]], to index: BucketIndex, columns: Int,
                                  topSlots: [Int32], innerSlots: [Int32]?, topLevel: TopLevelGraph, steps: CliqueMeasures,
                                  avoiding blocked: BlockedNodes, blockedNodes: [UInt32], patches: CliquePatches?) -> [MeasuredRow] {
        let lanes = CompactSearch.lanes
        var rows = TableRows(targetCount: columns, searched: (0..<lanes).map { $0 < sources.count && !sources[$0].isEmpty },
                             cheapestRest: index.cheapestCost)
        var meetings = [Meeting](repeating: .none, count: lanes * columns)
        let bundle = TopLevelBundle(graph: topLevel, weights: weights[levelCount - 1].buffer, patches: patches, keepingParents: true)
        let inner = innerLevel.map { TopLevelBundle(graph: $0, weights: weights[levelCount - 2].buffer, patches: patches, keepingParents: true) }
        let (cells, cellLevel) = innerLevel.map { ($0, levelCount - 1) } ?? (topLevel, levelCount)
        var own = pool.withWorkspace { workspace in
            sources.enumerated().map { lane, ends -> SearchTree in
                guard !ends.isEmpty else { return SearchTree() }
                var confined = OverlayScope(partition: partition, special: ends.map(\.end.node), blocked: blockedNodes, patches: patches)
                confined.confine(toCells: Array(Set(ends.map { cells.cell($0.end.node) })), level: cellLevel)
                // A constant, not a variable the closure below would box: each search step would copy it out again.
                let scope = confined
                workspace.forward.reset()
                return SearchTree(growing: workspace.forward, forward: true, from: ends, while: { rows.lowers(lane, from: $0) }) { space in
                    let (node, cost) = settleNext(space, forward: true, scope: scope, blocked: blocked)
                    index.forEach(at: node) { j, rest in if rows.lower(lane, j, to: cost + rest) { meetings[lane * columns + j] = .own(node) } }
                    if cells.isExit(node) { (inner ?? bundle).reach(exit: node, lane: lane, at: cost) }
                    return node
                }
            }
        }
        /// Notes the meetings at `entry` for the lanes in `fell`.
        func met(_ fell: UInt32, _ j: Int, _ meeting: Meeting) {
            var fell = fell
            while fell != 0 {
                meetings[fell.trailingZeroBitCount * columns + j] = meeting
                fell &= fell - 1
            }
        }
        if let inner, let innerSlots {
            settle(inner, slots: innerSlots, rows: &rows, index: index) { met($0, $1, .inner(entry: $2)) }
            // The top-level exits of the sources' top-level cells, as the inner bundle reached them.
            for c in Set(sources.flatMap { $0.map { topLevel.cell($0.end.node) } }) {
                for exit in topLevel.exits(ofCell: c) { bundle.reach(exit: exit, costs: inner.costs(ofExit: exit)) }
            }
        }
        settle(bundle, slots: topSlots, rows: &rows, index: index) { met($0, $1, .top(entry: $2)) }

        /// The other measure along lane `lane`'s path to the node of local number `local` in `search` (a clique of
        /// `level` a step), then on down to its own search.
        func measure(lane: Int, to local: Int, in search: TopLevelBundle, level: Int) -> Double {
            search.measure(lane: lane, to: local, step: { steps.measure(level: $2 ? level : nil, from: $0, to: $1) }) { exit, fromBelow in
                if fromBelow, let inner { return measure(lane: lane, to: inner.graph.exitIndex(exit), in: inner, level: levelCount - 1) }
                return own[lane].measure(to: exit, steps: steps)
            }
        }
        return (0..<sources.count).map { lane in
            var row = MeasuredRow(costs: Array(rows.row(lane)), meetings: [UInt32](repeating: SearchSpace.none, count: columns),
                                  toMeetings: [Double](repeating: .infinity, count: columns))
            for j in 0..<columns {
                switch meetings[lane * columns + j] {
                case .none: continue
                case .own(let node):
                    row.meetings[j] = node
                    row.toMeetings[j] = own[lane].measure(to: node, steps: steps)
                case .inner(let entry):
                    row.meetings[j] = inner!.graph.node(ofEntry: entry)
                    row.toMeetings[j] = measure(lane: lane, to: inner!.graph.exitCount + entry, in: inner!, level: levelCount - 1)
                case .top(let entry):
                    row.meetings[j] = topLevel.node(ofEntry: entry)
                    row.toMeetings[j] = measure(lane: lane, to: topLevel.exitCount + entry, in: bundle, level: levelCount)
                }
            }
            return row
        }
    }
}

/// The nodes a search settled (a target's backward one, or a source's own in a bundle), each with its cost and how it
/// was reached, kept after its scratch memory goes back to the pool: enough to measure the other measure along the
/// path between any of them and the search's ends, when asked.
fileprivate struct SearchTree: Sendable {
    /// Per settled node: its cost, its parent (``SearchSpace/none`` at a start), the step to it, and the other measure
    /// along its path to the ends once measured (NaN before).
    private var settled: [UInt32: (cost: Double, parent: UInt32, step: UInt32, measured: Double)] = [:]
    /// The start nodes' other measure.
    private let starts: [UInt32: Double]
    /// Whether the search went forward (from sources), else backward (toward targets).
    private let forward: Bool

    /// Grows a tree in `space` from `ends` (each with its other measure), `next` settling a node each call, while
    /// `goesOn(the heap's lowest key)`; `forward`: the search goes from sources, else toward targets.
    init(growing space: SearchSpace, forward: Bool = false, from ends: [(end: SearchEndpoint, other: Double)],
         while goesOn: (Double) -> Bool = { _ in true }, next: (SearchSpace) -> UInt32) {
        self.forward = forward
        starts = Self.start(space, from: ends)
        while !space.heap.isEmpty, goesOn(space.heap.minKey) {
            let node = next(space)
            settled[node] = (space.distance[Int(node)], space.parent[Int(node)], space.parentArc[Int(node)], .nan)
        }
    }

    /// A tree of nothing (a source without ends).
    init() {
        starts = [:]
        forward = true
    }

    /// Starts a search in `space` from `ends`; returns the start nodes' other measure, from the endpoint that reached
    /// each cheapest.
    static func start(_ space: SearchSpace, from ends: [(end: SearchEndpoint, other: Double)]) -> [UInt32: Double] {
        var starts: [UInt32: Double] = [:]
        for (end, other) in ends where space.improves(end.node, cost: end.offset) {
            starts[end.node] = other
            space.start(end.node, cost: end.offset)
        }
        return starts
    }

    /// The settled nodes and their costs.
    var costs: some Sequence<(node: UInt32, cost: Double)> { settled.lazy.map { ($0.key, $0.value.cost) } }

    /// The other measure along the path between `node` (settled) and the tree's ends, each step's as `steps` measures
    /// it — on a forward search's path a step enters the node it reaches, on a backward one its parent. Kept per node:
    /// the paths to many nodes share their steps near the ends, and each is measured once.
    mutating func measure(to node: UInt32, steps: CliqueMeasures) -> Double {
        // The nodes walked back from `node`, each with its step's measure, to one measured or an end.
        var walked: [(node: UInt32, step: Double)] = [], current = node, value: Double
        while true {
            guard let link = settled[current] else {
                value = starts[current, default: .infinity]
                break
            }
            if !link.measured.isNaN {
                value = link.measured
                break
            }
            guard link.parent != SearchSpace.none else {
                value = starts[current, default: .infinity]
                break
            }
            let level = OverlayStep.cliqueLevel(link.step)
            walked.append((current, forward ? steps.measure(level: level, from: link.parent, to: current)
                                            : steps.measure(level: level, from: current, to: link.parent)))
            current = link.parent
        }
        for (node, step) in walked.reversed() {
            value += step
            settled[node]!.measured = value
        }
        return value
    }
}

/// The other measure of a table's steps: a plain arc's is entering its head; a clique step's, the sum along the
/// path it stands for, unpacked once per table.
fileprivate final class CliqueMeasures: Sendable {
    private let overlay: Overlay
    private let entering: @Sendable (UInt32) -> Double
    private let goal: GoalBounds?
    private let around: (blocked: BlockedNodes, patches: CliquePatches)?
    private let known = NIOLockedValueBox<[CliqueStep: Double]>([:])

    /// Measures by `entering`, unpacking cliques headed by `goal`'s bounds — and those `around` patches, without its
    /// blocked nodes (the searches that took their steps crossed the patched cells through them).
    init(overlay: Overlay, entering: @escaping @Sendable (UInt32) -> Double, goal: GoalBounds?,
         around: (blocked: BlockedNodes, patches: CliquePatches)? = nil) {
        self.overlay = overlay
        self.entering = entering
        self.goal = goal
        self.around = around
    }

    /// The measure of the step from `entry` to `exit`: by a clique of `level`, or a plain arc (nil).
    func measure(level: Int?, from entry: UInt32, to exit: UInt32) -> Double {
        guard let level else { return entering(exit) }
        let key = CliqueStep(entry: entry, exit: exit, level: level)
        if let value = known.withLockedValue({ $0[key] }) { return value }
        let path = around.map { overlay.unpack(from: entry, to: exit, level: level, avoiding: $0.blocked, patches: $0.patches) }
            ?? overlay.unpack(from: entry, to: exit, level: level, goal: goal)
        let value = path.reduce(0) { $0 + entering($1) }
        known.withLockedValue { $0[key] = value }
        return value
    }
}
