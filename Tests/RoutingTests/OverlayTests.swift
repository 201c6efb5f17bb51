import Foundation
import Geo
import NIOConcurrencyHelpers
import RoadNetwork
import TestSupport
import Testing
@testable import Routing

@Suite struct OverlayTests {
    /// Cells small enough for a test graph of thousands of nodes to have several levels: of at most 256 nodes, 8 times as
    /// many per level.
    static let smallCells = (base: 256, growth: 8)

    /// Positions that follow a test graph's layout (x east, y north).
    static func positions(_ graph: SearchGraph, kind: TestGraphKind) -> [(x: Float, y: Float)] {
        let side = Int(Double(graph.nodeCount).squareRoot())
        return (0 ..< graph.nodeCount).map { v in kind == .grid ? (Float(v % side), Float(v / side)) : (Float(v % 97), Float((v * 31) % 89)) }
    }

    /// The points of a test graph whose nodes lie at ``positions(_:kind:)``, 100 m apart, near Wellington.
    static func nodePoints(_ graph: SearchGraph, kind: TestGraphKind) -> NodePoints {
        let positions = positions(graph, kind: kind)
        return NodePoints(nodeCount: graph.nodeCount) { v in
            Coordinate(latitude: -41.3 + Double(positions[v].y) * 0.0009, longitude: 174.7 + Double(positions[v].x) * 0.0012)
        }
    }

    /// An overlay of a test graph, partitioned by ``positions(_:kind:)``, in ``smallCells``.
    static func overlay(_ graph: SearchGraph, kind: TestGraphKind) -> Overlay {
        let positions = positions(graph, kind: kind)
        return Overlay(customizing: graph, partition: CellPartition(graph: graph, position: positions, baseCellSize: smallCells.base,
                                                                    levelGrowth: smallCells.growth))
    }

    @Test(arguments: TestGraphKind.allCases)
    func routesAroundBlockedNodesMatchDijkstra(kind: TestGraphKind) {
        let graph = makeGraph(kind, size: 9000, seed: 21)
        let customized = Self.overlay(graph, kind: kind)
        #expect(customized.levelCount == 2)
        // Without columns: backward searches read the cliques' rows.
        let overlay = Overlay(graph: customized.graph, reversed: customized.reversed, partition: customized.partition, levels: customized.levels,
                              weights: customized.weights, columnsPay: { _, _, _ in false })
        expectRoutesMatchDijkstra(graph, seed: 210) { sources, targets, blocked, blockedList in
            overlay.route(from: sources, to: targets, avoiding: blocked, blockedNodes: blockedList)
        }
        // With columns on both levels (whether they pay or not), backward searches read them instead of the rows.
        let columned = Overlay(graph: overlay.graph, reversed: overlay.reversed, partition: overlay.partition, levels: overlay.levels,
                               weights: overlay.weights, columnsPay: { _, _, _ in true })
        for columns in columned.columns { _ = columns?.madeNow() }
        #expect(columned.columns.allSatisfy { $0 != nil })
        expectRoutesMatchDijkstra(graph, seed: 211) { sources, targets, blocked, blockedList in
            columned.route(from: sources, to: targets, avoiding: blocked, blockedNodes: blockedList)
        }
    }

    /// Routes read the cliques earlier routes unpacked: the same 150 routes twice, the second time from the cache, each
    /// a valid path of the right cost around its blocked nodes.
    @Test func routesReadCliquesUnpackedBefore() {
        let graph = makeGraph(.grid, size: 9000, seed: 23)
        let overlay = Self.overlay(graph, kind: .grid)
        for _ in 0 ..< 2 {
            expectRoutesMatchDijkstra(graph, seed: 230) { sources, targets, blocked, blockedList in
                overlay.route(from: sources, to: targets, avoiding: blocked, blockedNodes: blockedList)
            }
        }
        #expect(overlay.unpacked.pathCount > 100)
    }

    /// The cache keeps within its size: a shard that would outgrow its share starts again empty.
    @Test func unpackCacheStaysWithinItsSize() {
        let cache = UnpackCache(maximumNodes: 64, shards: 1)
        for k in 0 ..< 20 { cache.keep(Array(repeating: UInt32(k), count: 10), level: 1, from: UInt32(k), to: UInt32(k + 1)) }
        #expect(cache.pathCount <= 6 && cache.pathCount > 0)
        #expect(cache.path(level: 1, from: 19, to: 20) == Array(repeating: 19, count: 10))
        #expect(cache.path(level: 2, from: 19, to: 20) == nil)
        cache.keep(Array(repeating: 7, count: 65), level: 1, from: 7, to: 8)
        #expect(cache.path(level: 1, from: 7, to: 8) == nil)
    }

    /// A level's columns hold every clique weight, exit by exit.
    @Test func columnsAreTheCliquesTransposed() throws {
        let graph = makeGraph(.grid, size: 9000, seed: 22)
        let overlay = Self.overlay(graph, kind: .grid)
        let boundary = overlay.levels[overlay.levelCount - 1], rows = overlay.weights[overlay.levelCount - 1].buffer
        let store = CliqueColumns(boundary: boundary, rows: overlay.weights[overlay.levelCount - 1])
        let columns = store.madeNow()
        #expect(columns.count == rows.count)
        var finite = 0
        for c in 0 ..< boundary.cellCount {
            let entryCount = Int(boundary.entryStart[c + 1] - boundary.entryStart[c]), exitCount = boundary.exitCount(c)
            for i in 0 ..< entryCount {
                for x in 0 ..< exitCount {
                    let row = rows[boundary.cliqueStart[c] + i * exitCount + x]
                    #expect(columns[boundary.cliqueStart[c] + x * entryCount + i] == row, "cell \(c), entry \(i), exit \(x)")
                    if row.isFinite { finite += 1 }
                }
            }
        }
        #expect(finite > 1000)
        withExtendedLifetime(store) {}
    }

    @Test(arguments: TestGraphKind.allCases)
    func tablesAroundBlockedNodesMatchDijkstra(kind: TestGraphKind) {
        let graph = makeGraph(kind, size: 9000, seed: 31)
        let overlay = Self.overlay(graph, kind: kind)
        var random = SeededGenerator(seed: 310)
        for round in 0 ..< 6 {
            let blockedList = round == 0 ? [] : (0 ..< 60).map { _ in UInt32.random(in: 0 ..< UInt32(graph.nodeCount), using: &random) }
            let blocked = BlockedNodes(nodeCount: graph.nodeCount, nodes: blockedList)
            let sources = (0 ..< 12).map { _ in randomEndpoints(graph, target: false, using: &random) }
            let targets = (0 ..< 15).map { _ in randomEndpoints(graph, target: true, using: &random) }
            let costs = overlay.table(from: sources, to: targets, avoiding: blocked, blockedNodes: blockedList)
            for (i, source) in sources.enumerated() {
                let distance = referenceDistances(graph, from: source, blocked: Set(blockedList))
                for (j, target) in targets.enumerated() {
                    let expected = target.filter { !blocked.contains($0.node) }.map { distance[Int($0.node)] + $0.offset }.min() ?? .infinity
                    #expect(close(costs[i * targets.count + j], expected), "row \(i), column \(j)")
                }
            }
        }
    }

    @Test func partitionNestsAndBalances() {
        let graph = makeGraph(.grid, size: 20_000, seed: 5)
        let overlay = Self.overlay(graph, kind: .grid)
        let partition = overlay.partition
        #expect(partition.levelCount == 2)
        // Counted from the arcs alone (to choose the levels before any is made), the entries are the levels' own.
        #expect(ProfileSpeedUps.entryCounts(partition.crossingLevels(on: graph), levelCount: partition.levelCount) == overlay.levels.map(\.entries.count))
        for level in 1 ... partition.levelCount {
            var sizes = [Int](repeating: 0, count: partition.cellCounts[level - 1])
            for v in 0 ..< graph.nodeCount { sizes[Int(partition.cell(UInt32(v), level: level))] += 1 }
            let limit = Self.smallCells.base * Int(pow(Double(Self.smallCells.growth), Double(level - 1)))
            #expect(sizes.allSatisfy { $0 > 0 && $0 <= limit }, "level \(level) cells: \(sizes.min() ?? 0)…\(sizes.max() ?? 0)")
            // A grid cut straight: a level-1 cell of ~256 nodes has a boundary near its perimeter, not its area.
            if level == 1 { #expect(overlay.levels[0].entries.count < graph.nodeCount / 3) }
        }
        for v in 0 ..< graph.nodeCount {
            for w in 0 ..< graph.nodeCount where w % 997 == v % 997 && partition.cell(UInt32(v), level: 1) == partition.cell(UInt32(w), level: 1) {
                #expect(partition.cell(UInt32(v), level: 2) == partition.cell(UInt32(w), level: 2))
            }
        }
        // Split again on two threads, the graph gets the same cells, and the progress hears of every split (one fewer
        // than the base cells), the work growing each time and ending near all of it.
        let reported = NIOLockedValueBox<[Double]>([])
        let again = CellPartition(graph: graph, position: Self.positions(graph, kind: .grid), baseCellSize: Self.smallCells.base,
                                  levelGrowth: Self.smallCells.growth) { fraction in reported.withLockedValue { $0.append(fraction) } }
        #expect(again == partition)
        let fractions = reported.withLockedValue { $0 }.sorted()
        #expect(fractions.count == partition.cellCounts[0] - 1)
        #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 < $1 })
        #expect(fractions.first! > 0 && fractions.last! > 0.85 && fractions.last! <= 0.99)
    }

    /// Tables bundle their sources and targets in the order of their lowest cells: the cells of every level come in one
    /// run each, so near ends share a bundle; sets without ends come last, and ties keep the order given.
    @Test func bundleOrderKeepsEachCellTogether() {
        let graph = makeGraph(.grid, size: 20_000, seed: 7)
        let overlay = Self.overlay(graph, kind: .grid)
        var random = SeededGenerator(seed: 8)
        let sets = (0 ..< 300).map { k -> [SearchEndpoint] in
            k % 50 == 0 ? [] : [SearchEndpoint(node: UInt32.random(in: 0 ..< UInt32(graph.nodeCount), using: &random), offset: 0)]
        }
        let order = overlay.bundleOrder(sets)
        #expect(order.sorted() == Array(sets.indices))
        let ended = order.prefix { !sets[$0].isEmpty }
        #expect(order.dropFirst(ended.count) == [0, 50, 100, 150, 200, 250])
        for level in 1 ... overlay.partition.levelCount {
            let cells = ended.map { overlay.partition.cell(sets[$0][0].node, level: level) }
            let runs = zip(cells, cells.dropFirst()).filter { $0 != $1 }.count + 1
            #expect(runs == Set(cells).count, "level \(level): a cell's sets apart")
        }
        for (a, b) in zip(ended, ended.dropFirst())
        where overlay.partition.cell(sets[a][0].node, level: 1) == overlay.partition.cell(sets[b][0].node, level: 1) {
            #expect(a < b)
        }
    }

    /// In the cell order every node comes once, and every cell of every level is one run.
    @Test func cellOrderListsEachCellAsOneRun() {
        let graph = makeGraph(.grid, size: 20_000, seed: 6)
        let partition = Self.overlay(graph, kind: .grid).partition
        let order = partition.nodesInCellOrder()
        #expect(order.count == graph.nodeCount)
        #expect(Set(order).count == graph.nodeCount)
        for level in 1 ... partition.levelCount {
            var runs = 0
            for (index, node) in order.enumerated()
            where index == 0 || partition.cell(node, level: level) != partition.cell(order[index - 1], level: level) {
                runs += 1
            }
            #expect(runs == partition.cellCounts[level - 1], "level \(level)")
        }
        #expect(CellPartition(nodeCount: 3, cells: [[UInt32]]()).nodesInCellOrder() == [0, 1, 2])
    }

    @Test func weightsRoundTripAndCorruptionIsCaught() throws {
        let graph = makeGraph(.grid, size: 3000, seed: 8)
        let overlay = Self.overlay(graph, kind: .grid)
        var writer = BinaryWriter()
        overlay.partition.encode(into: &writer)
        overlay.encodeWeights(into: &writer)
        let bytes = writer.bytes
        var reader = BinaryReader(bytes[...])
        let partition = try CellPartition(decoding: &reader, nodeCount: graph.nodeCount)
        #expect(partition == overlay.partition)
        let decoded = try Overlay(decodingWeights: &reader, graph: graph, partition: partition, levels: overlay.levels)
        #expect(decoded.weights.map(\.array) == overlay.weights.map(\.array))
        var wrongSize = BinaryReader(bytes[...])
        #expect(throws: MapFileError.self) { try CellPartition(decoding: &wrongSize, nodeCount: graph.nodeCount + 1) }
    }

    /// Tables search the top cells holding an end or a barrier on the overlay and the rest on the compact top level
    /// (without a barrier, sources bundled eight at a time): every cell equals Dijkstra, also for targets in a source's
    /// own top cell, for paths that leave it and come back, and around a barrier in another top cell.
    @Test(arguments: TestGraphKind.allCases)
    func tablesThroughTheTopLevelMatchDijkstra(kind: TestGraphKind) throws {
        let graph = makeGraph(kind, size: 9000, seed: 51)
        // Without columns: the targets' searches go one at a time on the overlay.
        let customized = Self.overlay(graph, kind: kind)
        let overlay = Overlay(graph: graph, partition: customized.partition, levels: customized.levels, weights: customized.weights,
                              columnsPay: { _, _, _ in false })
        #expect(overlay.topLevel != nil && overlay.innerLevelBackward == nil)
        // As made, the level below the top has columns, for the targets' bundles.
        #expect(customized.columns[customized.levelCount - 2] != nil && customized.innerLevelBackward != nil)
        var random = SeededGenerator(seed: 510)
        // Bundles of eight sources and a last one of three, one of them without an end (its row unreachable).
        var sources = (0 ..< 42).map { _ in randomEndpoints(graph, target: false, using: &random) }
        let targets = (0 ..< 40).map { _ in randomEndpoints(graph, target: true, using: &random) }
        let costs = overlay.table(from: sources + [[]], to: targets)
        #expect(costs.count == 43 * targets.count && costs.suffix(targets.count).allSatisfy { $0 == .infinity })
        // With the level below the top's columns made, the targets' searches cross its cells as a compact graph too.
        let columned = Overlay(graph: graph, partition: overlay.partition, levels: overlay.levels, weights: overlay.weights, columnsPay: { _, _, _ in true })
        for columns in columned.columns { _ = columns?.madeNow() }
        #expect(columned.innerLevelBackward != nil && columned.columns[overlay.levelCount - 2]?.values != nil)
        let columnedCosts = columned.table(from: sources + [[]], to: targets)
        // Bundled by where their ends lie rather than by their cells: other bundles, the same costs.
        let points = Self.nodePoints(graph, kind: kind)
        #expect(columned.bundleOrder(sources, points: points) != columned.bundleOrder(sources))
        let nearCosts = columned.table(from: sources + [[]], to: targets, points: points)
        var sameTopCell = 0
        for (i, source) in sources.enumerated() {
            let distance = referenceDistances(graph, from: source)
            for (j, target) in targets.enumerated() {
                let expected = target.map { distance[Int($0.node)] + $0.offset }.min() ?? .infinity
                #expect(close(costs[i * targets.count + j], expected), "row \(i), column \(j)")
                #expect(close(columnedCosts[i * targets.count + j], expected), "columns: row \(i), column \(j)")
                #expect(close(nearCosts[i * targets.count + j], expected), "bundled by points: row \(i), column \(j)")
                let top = overlay.levelCount
                if overlay.partition.cell(source[0].node, level: top) == overlay.partition.cell(target[0].node, level: top) { sameTopCell += 1 }
            }
        }
        #expect(sameTopCell > 20)
        sources = Array(sources.prefix(40))
        // A barrier of nodes in one top-level cell (the one with the fewest entries: see below): that cell is searched
        // on the overlay, the other open ones not.
        let top = overlay.levelCount, topBoundary = overlay.levels[top - 1]
        let barrierCell = try #require((0 ..< UInt32(topBoundary.cellCount)).min { topBoundary.entryCount(Int($0)) < topBoundary.entryCount(Int($1)) })
        let blockedList = (0 ..< UInt32(graph.nodeCount)).filter { overlay.partition.cell($0, level: top) == barrierCell }
            .shuffled(using: &random).prefix(12)
        let blocked = BlockedNodes(nodeCount: graph.nodeCount, nodes: Array(blockedList))
        #expect(overlay.partition.cellCounts[top - 1] > 2)
        // 80 searches patch every level, so the rows are bundled around the barrier too; one source alone goes on its
        // own, its search on the overlay inside the barrier's top cell. Sources and targets in the barrier's top cell
        // search it on the overlay where the barrier is, as a compact graph elsewhere (targets: with columns).
        #expect(overlay.cliquePatches(blocked: blocked, blockedNodes: Array(blockedList), searches: 80)?.levelCount == top)
        #expect(sources.contains { overlay.partition.cell($0[0].node, level: top) == barrierCell })
        #expect(targets.contains { overlay.partition.cell($0[0].node, level: top) == barrierCell })
        let around = overlay.table(from: sources, to: targets, avoiding: blocked, blockedNodes: Array(blockedList))
        let aroundColumned = columned.table(from: sources, to: targets, avoiding: blocked, blockedNodes: Array(blockedList), points: points)
        let alone = overlay.table(from: [sources[0]], to: targets, avoiding: blocked, blockedNodes: Array(blockedList))
        for (i, source) in sources.enumerated() {
            let distance = referenceDistances(graph, from: source, blocked: Set(blockedList))
            for (j, target) in targets.enumerated() {
                let expected = target.filter { !blocked.contains($0.node) }.map { distance[Int($0.node)] + $0.offset }.min() ?? .infinity
                #expect(close(around[i * targets.count + j], expected), "around the barrier: row \(i), column \(j)")
                #expect(close(aroundColumned[i * targets.count + j], expected), "columns, around the barrier: row \(i), column \(j)")
                if i == 0 { #expect(close(alone[j], expected), "one source around the barrier: column \(j)") }
            }
        }
        // One source to one target around a wider barrier (also in the top-level cell with the most entries): too few
        // searches to patch the level below the top, so the target's search goes alone (without columns on the overlay
        // alone; with them the overlay in the cells there that hold the barrier, the compact graph elsewhere). With a
        // single target the row's search stops as soon as it settles nothing below that target's cost less the cheapest
        // rest of the way (negative where the stop lies before the end of its segment).
        let widestCell = try #require((0 ..< UInt32(topBoundary.cellCount)).max { topBoundary.entryCount(Int($0)) < topBoundary.entryCount(Int($1)) })
        let wider = Array(blockedList) + (0 ..< UInt32(graph.nodeCount)).filter { overlay.partition.cell($0, level: top) == widestCell }
            .shuffled(using: &random).prefix(6)
        let widerBlocked = BlockedNodes(nodeCount: graph.nodeCount, nodes: wider)
        #expect((columned.cliquePatches(blocked: widerBlocked, blockedNodes: wider, searches: 2)?.levelCount ?? 0) < top - 1)
        for (i, source) in sources.enumerated() {
            let distance = referenceDistances(graph, from: source, blocked: Set(wider))
            let expected = targets[i].filter { !widerBlocked.contains($0.node) }.map { distance[Int($0.node)] + $0.offset }.min() ?? .infinity
            let pair = overlay.table(from: [source], to: [targets[i]], avoiding: widerBlocked, blockedNodes: wider)[0]
            let columnedPair = columned.table(from: [source], to: [targets[i]], avoiding: widerBlocked, blockedNodes: wider)[0]
            #expect(close(pair, expected), "one pair around the wider barrier: \(i)")
            #expect(close(columnedPair, expected), "columns, one pair around the wider barrier: \(i)")
        }
    }

    /// With points, bundles hold sets whose ends lie near one another: three groups of eight along the grid's southern
    /// edge, given in turns, come out group by group (whatever way the points' axes lie there), and a set without ends
    /// last.
    @Test func bundlesGatherSetsThatLieNear() {
        let graph = makeGraph(.grid, size: 9000, seed: 51)
        let overlay = Self.overlay(graph, kind: .grid)
        let side = Int(Double(graph.nodeCount).squareRoot())
        let groupStart = [0, side / 2, side - 4]
        var sets = (0 ..< 24).map { k in [SearchEndpoint(node: UInt32(groupStart[k % 3] + k / 3 % 4 + k / 12 * side), offset: 0)] }
        sets.insert([], at: 5)
        let group = sets.map { set in set.first.map { Int($0.node) % side * 3 / side } ?? -1 }
        let order = overlay.bundleOrder(sets, points: Self.nodePoints(graph, kind: .grid))
        #expect(order.sorted() == Array(sets.indices) && order.last == 5)
        for bundle in 0 ..< 3 {
            let groups = Set(order[(bundle * 8) ..< (bundle * 8 + 8)].map { group[$0] })
            #expect(groups.count == 1 && !groups.contains(-1), "bundle \(bundle): groups \(groups)")
        }
    }

    /// A table carrying another measure (each node's own value when entered, and its ends' values) gives, per cell,
    /// the cheapest cost and that measure along the best path — the path a route takes, from the ends it chooses —
    /// whether the path crosses the top level in a bundle of sources or alone as a compact graph, and around a barrier in
    /// one top-level cell (bundles cross the cells that hold it through the table's own cliques; one source alone searches
    /// its top-level cell on the overlay, the compact search handing its entries over and taking its exits back).
    @Test(arguments: TestGraphKind.allCases)
    func measuredTablesCarryTheOtherMeasureAlongTheBestPaths(kind: TestGraphKind) throws {
        let graph = makeGraph(kind, size: 9000, seed: 71)
        let overlay = Self.overlay(graph, kind: kind)
        let top = overlay.levelCount, topBoundary = overlay.levels[top - 1]
        // Twenty-four sources: bundles of eight, crossing the level below the top and the top level side by side.
        #expect(overlay.topLevel != nil && overlay.innerLevel != nil && overlay.partition.cellCounts[top - 1] > 2)
        var random = SeededGenerator(seed: 710)
        let entering = (0 ..< graph.nodeCount).map { _ in Double(Float.random(in: 1 ... 500, using: &random)) }
        let sources = (0 ..< 24).map { _ in randomEndpoints(graph, target: false, using: &random) }
        let targets = (0 ..< 24).map { _ in randomEndpoints(graph, target: true, using: &random) }
        let other = OtherMeasure(sources: sources.map { $0.map { _ in Double.random(in: 0 ... 90, using: &random) } },
                                 targets: targets.map { $0.map { _ in Double.random(in: -90 ... 0, using: &random) } },
                                 entering: { [entering] in entering[Int($0)] })
        // The top-level cell with the fewest entries, its nodes a barrier's (in the second round).
        let barrierCell = try #require((0 ..< UInt32(topBoundary.cellCount)).min { topBoundary.entryCount(Int($0)) < topBoundary.entryCount(Int($1)) })
        let inBarrierCell = (0 ..< UInt32(graph.nodeCount)).filter { overlay.partition.cell($0, level: top) == barrierCell }
        for blockedList in [[], Array(inBarrierCell.shuffled(using: &random).prefix(12))] {
            let blocked = BlockedNodes(nodeCount: graph.nodeCount, nodes: blockedList)
            if !blockedList.isEmpty {
                // Around the barrier on the grid, the bundles cross every level's cells that hold it through the table's
                // own cliques; the sparse graph's cells have too many entries for 48 searches one at a time to pay for
                // patching every level (a measuring table's patches pay so, see `Overlay.measuredTable`), and its rows go
                // one at a time, on the overlay in the barrier's top-level cell — as a 3×3 table's do on both.
                let patched = overlay.cliquePatches(blocked: blocked, blockedNodes: blockedList, searches: sources.count + targets.count,
                                                    bundlingEntriesPerLane: 1)?.levelCount
                #expect((patched == top) == (kind == .grid))
                #expect(overlay.cliquePatches(blocked: blocked, blockedNodes: blockedList, searches: 6, bundlingEntriesPerLane: 1)?.levelCount ?? 0 < top)
            }
            let table = try #require(overlay.measuredTable(from: sources, to: targets, carrying: other, avoiding: blocked, blockedNodes: blockedList,
                                                           goal: nil, deadline: nil))
            let small = try #require(overlay.measuredTable(from: Array(sources.prefix(3)), to: Array(targets.prefix(3)), carrying: other,
                                                           avoiding: blocked, blockedNodes: blockedList, goal: nil, deadline: nil))
            for row in 0 ..< 3 {
                for column in 0 ..< 3 {
                    let cell = row * targets.count + column
                    #expect(close(small.costs[row * 3 + column], table.costs[cell]), "3×3: cost \(row) → \(column)")
                    let other = small.other[row * 3 + column]
                    #expect(other == table.other[cell] || abs(other - table.other[cell]) < 1e-6 * max(1, abs(table.other[cell])), "3×3: other \(row) → \(column)")
                }
            }
            var found = 0
            for (row, source) in sources.enumerated() {
                let distance = referenceDistances(graph, from: source, blocked: Set(blockedList))
                for (column, target) in targets.enumerated() {
                    let cell = row * targets.count + column, label = "\(blockedList.count) blocked: \(row) → \(column)"
                    let cheapest = target.filter { !blocked.contains($0.node) }.map { distance[Int($0.node)] + $0.offset }.min() ?? .infinity
                    #expect(close(table.costs[cell], cheapest), "\(label): cost")
                    guard let path = overlay.route(from: source, to: target, avoiding: blocked, blockedNodes: blockedList) else {
                        #expect(table.other[cell] == .infinity, "\(label): unreachable")
                        continue
                    }
                    found += 1
                    let expected = other.sources[row][path.sourceIndex] + path.nodes.dropFirst().reduce(0) { $0 + entering[Int($1)] }
                        + other.targets[column][path.targetIndex]
                    #expect(abs(table.other[cell] - expected) < 1e-6 * max(1, abs(expected)), "\(label): \(table.other[cell]) vs \(expected)")
                }
            }
            #expect(found > 300)
            // One source alone: its search crosses the top level as a compact graph keeping parents, around the barrier
            // on the overlay in the barrier's top-level cell.
            let alone = try #require(overlay.measuredTable(from: [sources[0]], to: targets, carrying: other, avoiding: blocked,
                                                           blockedNodes: blockedList, goal: nil, deadline: nil))
            for column in targets.indices {
                #expect(close(alone.costs[column], table.costs[column]), "\(blockedList.count) blocked: one source alone, cost \(column)")
                #expect(close(alone.other[column], table.other[column]), "\(blockedList.count) blocked: one source alone, other \(column)")
            }
        }
    }

    /// Every clique weight is the cheapest way from its entry to its exit on the plain graph without leaving the cell,
    /// on both levels (the upper one searched over the lower one's cliques, its exits passing costs on unheaped).
    @Test(arguments: TestGraphKind.allCases)
    func cliquesAreTheCheapestWaysInsideTheirCells(kind: TestGraphKind) {
        let graph = makeGraph(kind, size: 9000, seed: 41)
        let overlay = Self.overlay(graph, kind: kind)
        var checked = 0
        for level in 1 ... overlay.levelCount {
            let boundary = overlay.levels[level - 1], cells = overlay.partition.cells[level - 1]
            let weights = overlay.weights[level - 1].array
            // Every cell of the upper level; every fourth of the lower one.
            for c in stride(from: 0, to: boundary.cellCount, by: level == overlay.levelCount ? 1 : 4) {
                let outside = Set((0 ..< UInt32(graph.nodeCount)).filter { cells[Int($0)] != UInt32(c) })
                let exits = boundary.exits[Int(boundary.exitStart[c]) ..< Int(boundary.exitStart[c + 1])]
                for (i, entry) in boundary.entries[Int(boundary.entryStart[c]) ..< Int(boundary.entryStart[c + 1])].enumerated() {
                    let distance = referenceDistances(graph, from: [SearchEndpoint(node: entry, offset: 0)], blocked: outside)
                    for (j, exit) in exits.enumerated() {
                        let stored = Double(weights[boundary.cliqueStart[c] + i * exits.count + j])
                        #expect(close(stored, distance[Int(exit)]), "level \(level), cell \(c), entry \(entry), exit \(exit)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1000)
    }

    /// A query's patched cliques around its blocked nodes are the cheapest ways inside their cells on the plain graph
    /// without those nodes, on every level patched, and their transposes hold them column by column; levels are patched
    /// all when on each level the blocked cells' entries add up to no more than 64 times the query's searches (its searches
    /// then go in bundles), else from the lowest up while each has no more than eight times (a cell's entries are
    /// searched eight at a time).
    @Test(arguments: TestGraphKind.allCases)
    func patchedCliquesAreTheCheapestWaysAroundBlockedNodes(kind: TestGraphKind) throws {
        let graph = makeGraph(kind, size: 9000, seed: 43)
        let overlay = Self.overlay(graph, kind: kind)
        var random = SeededGenerator(seed: 430)
        let blockedList = (0 ..< 8).map { _ in UInt32.random(in: 0 ..< UInt32(graph.nodeCount), using: &random) }
        let blocked = BlockedNodes(nodeCount: graph.nodeCount, nodes: blockedList)
        func widest(_ level: Int) -> Int {
            let boundary = overlay.levels[level - 1]
            return Set(blockedList.map { Int(overlay.partition.cell($0, level: level)) })
                .map { Int(boundary.entryStart[$0 + 1] - boundary.entryStart[$0]) }.max() ?? 0
        }
        let all = try #require(overlay.cliquePatches(blocked: blocked, blockedNodes: blockedList, searches: 100_000))
        #expect(all.levelCount == overlay.levelCount)
        #expect(overlay.levelCount >= 2)
        // The fewest searches that go in bundles (the entries of each level's blocked cells together at most 64 a
        // search): every level patched, though one search at a time would not pay for the widest cell.
        func together(_ level: Int) -> Int {
            Set(blockedList.map { overlay.partition.cell($0, level: level) }).map { overlay.levels[level - 1].entryCount(Int($0)) }.reduce(0, +)
        }
        let lanes = CompactSearch.lanes, perSearch = lanes * Overlay.bundlingEntriesPerLane
        let bundling = ((1 ... overlay.levelCount).map(together).max()! + perSearch - 1) / perSearch
        try #require(bundling > 1 && bundling * lanes < (1 ... overlay.levelCount).map(widest).max()!)
        #expect(overlay.cliquePatches(blocked: blocked, blockedNodes: blockedList, searches: bundling)?.levelCount == overlay.levelCount)
        // One fewer: from the lowest level up while each blocked cell has at most eight entries a search.
        let paying = (1 ... overlay.levelCount).prefix { widest($0) <= (bundling - 1) * lanes }.count
        #expect((overlay.cliquePatches(blocked: blocked, blockedNodes: blockedList, searches: bundling - 1)?.levelCount ?? 0) == paying)
        // Where a level pays for bundles only as for searches one at a time: just too few searches for the second level,
        // only the first is patched; too few for the first, none.
        let fewForTheSecond = (widest(2) - 1) / lanes
        try #require(fewForTheSecond * lanes >= widest(1))
        #expect(overlay.cliquePatches(blocked: blocked, blockedNodes: blockedList, searches: fewForTheSecond, bundlingEntriesPerLane: 1)?.levelCount == 1)
        #expect(overlay.cliquePatches(blocked: blocked, blockedNodes: blockedList, searches: (widest(1) - 1) / lanes, bundlingEntriesPerLane: 1) == nil)
        var checked = 0, finite = 0
        // Backward searches read them column by column.
        let columns = all.transposed(levels: overlay.levels)
        #expect(columns.levelCount == all.levelCount)
        for level in 1 ... all.levelCount {
            let boundary = overlay.levels[level - 1], cells = overlay.partition.cells[level - 1]
            for c in Set(blockedList.map { Int(overlay.partition.cell($0, level: level)) }) {
                let clique = try #require(all.clique(level: level, cell: c)), column = try #require(columns.clique(level: level, cell: c))
                let entryCount = boundary.entryCount(c), exitCount = boundary.exitCount(c)
                #expect((0 ..< entryCount).allSatisfy { i in (0 ..< exitCount).allSatisfy { x in column[x * entryCount + i] == clique[i * exitCount + x] } })
                let outside = Set((0 ..< UInt32(graph.nodeCount)).filter { cells[Int($0)] != UInt32(c) }).union(blockedList)
                let exits = boundary.exits[Int(boundary.exitStart[c]) ..< Int(boundary.exitStart[c + 1])]
                for (i, entry) in boundary.entries[Int(boundary.entryStart[c]) ..< Int(boundary.entryStart[c + 1])].enumerated() {
                    let distance = blocked.contains(entry) ? [Double](repeating: .infinity, count: graph.nodeCount)
                        : referenceDistances(graph, from: [SearchEndpoint(node: entry, offset: 0)], blocked: outside)
                    for (j, exit) in exits.enumerated() {
                        #expect(close(Double(clique[i * exits.count + j]), distance[Int(exit)]), "level \(level), cell \(c), entry \(entry), exit \(exit)")
                        checked += 1
                        if distance[Int(exit)].isFinite { finite += 1 }
                    }
                }
            }
            // A cell without a blocked node keeps the overlay's clique.
            let free = (0 ..< boundary.cellCount).first { cell in !blockedList.contains { Int(cells[Int($0)]) == cell } }
            if let free { #expect(all.clique(level: level, cell: free) == nil) }
        }
        #expect(checked > 500 && finite > 0)
    }

    /// The boundary growth that decides whether a contraction is tried, on the cells and entries per level that
    /// imports printed: the 1M-junction synthetic city is a grid, Malta is not; with two levels, a 300×300 city is
    /// a grid, Malta's bike graph and nine cities' car graph are not; one level is too few to tell.
    @Test func boundaryGrowthTellsAGridFromARoadNetwork() throws {
        let grid = try #require(ProfileSpeedUps.boundaryGrowth(cells: [22094, 2762, 347, 42], entries: [895_504, 330_632, 116_478, 36745]))
        let malta = try #require(ProfileSpeedUps.boundaryGrowth(cells: [380, 49, 6], entries: [4780, 1356, 267]))
        #expect(abs(grid - 0.49) < 0.01 && abs(malta - 0.30) < 0.01)
        #expect(grid >= ProfileSpeedUps.gridBoundaryGrowth && malta < ProfileSpeedUps.gridBoundaryGrowth)
        let smallGrid = try #require(ProfileSpeedUps.boundaryGrowth(cells: [984, 63], entries: [37789, 8830]))
        let maltaBike = try #require(ProfileSpeedUps.boundaryGrowth(cells: [300, 18], entries: [5565, 1002]))
        let nineCities = try #require(ProfileSpeedUps.boundaryGrowth(cells: [721, 43], entries: [10191, 1388]))
        #expect(smallGrid >= ProfileSpeedUps.gridBoundaryGrowth)
        #expect(maltaBike < ProfileSpeedUps.gridBoundaryGrowth && nineCities < ProfileSpeedUps.gridBoundaryGrowth)
        #expect(ProfileSpeedUps.boundaryGrowth(cells: [22], entries: [931]) == nil)
    }

    /// A top level of a few cells with boundaries as long as a grid's is left out, with every level above it; the
    /// levels of a city of a million junctions and of Malta are all kept.
    @Test func levelsOfTooWideCellsAreLeftOut() {
        let city9M = (cells: [198_247, 24909, 3107, 388, 48, 6], entries: [8_003_544, 3_001_753, 1_084_093, 378_330, 121_190, 41000])
        #expect(ProfileSpeedUps.keptLevels(cells: city9M.cells, entries: city9M.entries) == 5)
        #expect(ProfileSpeedUps.keptLevels(cells: [6, 2], entries: [30000, 20000]) == 0)
        #expect(ProfileSpeedUps.keptLevels(cells: [22094, 2762, 347, 42], entries: [895_504, 330_632, 116_478, 36745]) == 4)
        #expect(ProfileSpeedUps.keptLevels(cells: [380, 49, 6], entries: [4780, 1356, 267]) == 3)
        #expect(ProfileSpeedUps.keptLevels(cells: [], entries: []) == 0)
    }

    @Test func recustomizingSearchesOnlyTheChangedCellsAndGivesWhatAFullCustomizationGives() {
        let graph = makeGraph(.grid, size: 9000, seed: 12)
        let overlay = Self.overlay(graph, kind: .grid)
        // A fast stretch of ten arcs in the middle of the grid, the arcs themselves unchanged.
        var weights = Array(graph.weight)
        let side = Int(Double(graph.nodeCount).squareRoot())
        for v in side * (side / 2) + side / 2 ..< side * (side / 2) + side / 2 + 10 {
            for arc in Int(graph.firstArc[v]) ..< Int(graph.firstArc[v + 1]) { weights[arc] *= 0.05 }
        }
        let changed = SearchGraph(nodeCount: graph.nodeCount, firstArc: graph.firstArc, target: graph.target, weight: MappedArray(weights))
        var reports: [String] = []
        let incremental = Overlay(recustomizing: overlay, for: changed, reversed: changed.reversed()) { reports.append($0) }
        let full = Overlay(customizing: changed, partition: overlay.partition)
        let asFull = incremental.weights.map(\.array) == full.weights.map(\.array)
        let asBefore = incremental.weights.map(\.array) == overlay.weights.map(\.array)
        #expect(asFull && !asBefore)
        // Each level searched the cell or two the stretch lies in, of many.
        let searched = reports.compactMap { report in report.split(separator: ":").last?.split(separator: " ").first.flatMap { Int($0) } }
        #expect(searched.count == 2 && (1 ... 3).contains(searched[0]) && (1 ... 2).contains(searched[1]), "\(reports)")
        #expect(overlay.partition.cellCounts[0] > 20 && overlay.partition.cellCounts[1] > 3)
        // The same weights again: nothing to search.
        reports = []
        let same = Overlay(recustomizing: overlay, for: graph, reversed: graph.reversed()) { reports.append($0) }
        let unchanged = same.weights.map(\.array) == overlay.weights.map(\.array)
        #expect(unchanged)
        #expect(reports.allSatisfy { $0.contains(": 0 of ") }, "\(reports)")
    }

    @Test func exclusionOverlayStartsFromTheMetricsCliquesAndGivesWhatAFullCustomizationGives() {
        let graph = makeGraph(.grid, size: 9000, seed: 12)
        let overlay = Self.overlay(graph, kind: .grid)
        // A closed stretch of twenty nodes in the middle of the grid (a tolled road, say).
        let side = Int(Double(graph.nodeCount).squareRoot())
        let closed = (0 ..< 20).map { UInt32(side * (side / 2) + side / 2 + $0) }
        let without = ExclusionOverlays.without(closed, in: graph)
        let lazy = LazyOverlay(graphs: { (without, without.reversed()) }, partition: overlay.partition, levels: overlay.levels, base: overlay)
        let full = Overlay(customizing: without, partition: overlay.partition)
        let asFull = lazy.overlay.weights.map(\.array) == full.weights.map(\.array)
        let asBefore = lazy.overlay.weights.map(\.array) == overlay.weights.map(\.array)
        #expect(asFull && !asBefore)
    }

    @Test func blockedNodesSet() {
        let blocked = BlockedNodes(nodeCount: 100, nodes: [3, 64, 3, 99, 250])
        #expect(blocked.count == 3)
        #expect(blocked.contains(64) && blocked.contains(3) && blocked.contains(99))
        #expect(!blocked.contains(4) && !blocked.contains(250) && !blocked.contains(1000))
        #expect(BlockedNodes.none.isEmpty)
    }
}
