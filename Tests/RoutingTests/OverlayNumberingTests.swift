import Geo
import RoadNetwork
import TestSupport
import Testing
@testable import Routing

/// The overlay's own numbering of the nodes: boundary nodes of upper levels first, and queries that go in and come
/// out in the graph's numbers.
@Suite struct OverlayNumberingTests {
    /// The city of ``GoalBoundsTests/city()`` (across the antimeridian), its partition in its own numbers, and the
    /// numbering of its overlays.
    static func numbered() -> (graph: SearchGraph, coordinates: [Coordinate], partition: CellPartition, numbering: OverlayNumbering) {
        let (graph, coordinates) = GoalBoundsTests.city()
        let partition = OverlayTests.overlay(graph, kind: .grid).partition
        return (graph, coordinates, partition, OverlayNumbering(graph: graph, partition: partition))
    }

    @Test func upperBoundariesComeFirstEachCellInOneRun() {
        let (graph, _, partition, numbering) = Self.numbered()
        let local = numbering.renumbered(graph), cells = numbering.partition, n = local.nodeCount
        #expect(partition.levelCount == 2 && n == graph.nodeCount + numbering.splitCount)
        #expect((0 ..< graph.nodeCount).allSatisfy { Int(numbering.node[Int(numbering.number[$0])]) == $0 })
        // Each overlay node's highest level at which an arc crosses into or out of its cell.
        var top = [Int](repeating: 0, count: n)
        for v in 0 ..< n {
            for arc in Int(local.firstArc[v]) ..< Int(local.firstArc[v + 1]) {
                let w = Int(local.target[arc]), level = cells.cutLevel(UInt32(v), UInt32(w))
                top[v] = max(top[v], level)
                top[w] = max(top[w], level)
            }
        }
        #expect(zip(top, top.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(top.first == 2 && top.last == 0)
        // The top level's boundary nodes come cell by cell: as many runs as cells.
        let boundary = (0 ..< n).prefix { top[$0] == 2 }.map { cells.cell(UInt32($0), level: 2) }
        #expect(zip(boundary, boundary.dropFirst()).filter { $0 != $1 }.count + 1 == Set(boundary).count)
    }

    /// A map file keeps the numbering: read back, it is the numbering worked out, with the same graph in its numbers
    /// (the crossing levels found on it); a file naming a node outside the graph, a node twice, or the nodes out of
    /// the numbering's order is refused.
    @Test func numberingReadBackIsTheSame() throws {
        let (graph, _, _, numbering) = Self.numbered()
        var writer = BinaryWriter()
        numbering.encode(into: &writer)
        var reader = BinaryReader(MapBytes(writer.bytes))
        let (read, local) = try OverlayNumbering.decoded(from: &reader, graph: graph)
        #expect(read.node == numbering.node && read.number == numbering.number && read.partition == numbering.partition)
        #expect(read.crossing == numbering.crossing && local == numbering.renumbered(graph))
        #expect((0 ..< UInt32(local.nodeCount)).allSatisfy { read.isDepartingHalf($0) == numbering.isDepartingHalf($0) })
        /// The numbering written with its order changed by `change`.
        func decodedChanged(_ change: (inout [UInt32]) -> Void) throws {
            var node = numbering.node
            change(&node)
            var full = BinaryWriter()
            numbering.encode(into: &full)
            var changed = BinaryWriter()
            changed.write(array: node)
            // The rest as written: the arriving halves' bits and the partition follow the order's count and values.
            var reader = BinaryReader(MapBytes(changed.bytes + full.bytes[changed.bytes.count...]))
            _ = try OverlayNumbering.decoded(from: &reader, graph: graph)
        }
        // Two nodes not split: one named twice departs twice.
        let whole = numbering.node.indices.filter { numbering.number[Int(numbering.node[$0])] == UInt32($0) && !numbering.isDepartingHalf(UInt32($0)) }
        #expect(whole.count >= 2)
        #expect(throws: MapFileError.self) { try decodedChanged { $0[whole[0]] = UInt32(graph.nodeCount) } }
        #expect(throws: MapFileError.self) { try decodedChanged { $0[whole[0]] = $0[whole[1]] } }
        #expect(throws: MapFileError.self) { try decodedChanged { $0.swapAt(0, $0.count - 1) } }
        try decodedChanged { _ in }
    }

    /// A node whose arcs in all come from one lowest-level cell other than its own is split: its arriving half, in that
    /// cell, takes every arc in and has one free arc on to its departing half, which keeps the node's cells and arcs
    /// out. Split so, a grid city partitioned with each junction's arriving segments together has about a third fewer
    /// entries on every level, and only the free arcs cross cells.
    @Test func nodesCrossingCellsAreSplitInTwo() throws {
        let (graph, _, partition, numbering) = Self.numbered()
        let local = numbering.renumbered(graph), cells = numbering.partition
        #expect(numbering.splitCount > 0)
        var departing = Set<UInt32>()
        let reversed = graph.reversed()
        for v in 0 ..< UInt32(graph.nodeCount) {
            let arriving = numbering.number[Int(v)]
            let arcs = Int(local.firstArc[Int(arriving)]) ..< Int(local.firstArc[Int(arriving) + 1])
            let predecessors = Set((Int(reversed.firstArc[Int(v)]) ..< Int(reversed.firstArc[Int(v) + 1])).map {
                partition.cell(reversed.target[$0], level: 1)
            })
            let split = predecessors.count == 1 && predecessors.first != partition.cell(v, level: 1)
            if split {
                let half = local.target[arcs.lowerBound]
                #expect(arcs.count == 1 && local.weight[arcs.lowerBound] == 0 && numbering.node[Int(half)] == v)
                #expect(cells.cell(arriving, level: 1) == predecessors.first && cells.cell(half, level: 1) == partition.cell(v, level: 1))
                departing.insert(half)
            } else {
                #expect(arcs.count == Int(graph.firstArc[Int(v) + 1] - graph.firstArc[Int(v)]), "node \(v) not split")
            }
        }
        #expect(departing.count == numbering.splitCount)
        // A grid city whose junctions' arriving segments share a position and a group (as a profile's turn graph is
        // partitioned): its cut arcs are the free arcs alone, and its boundaries shorter than cut at the turns.
        let junctions = makeGraph(.grid, size: 9000, seed: 7)
        let side = Int(Double(junctions.nodeCount).squareRoot())
        let (turns, tail, head) = turnGraph(of: junctions)
        func place(_ v: UInt32) -> (x: Float, y: Float) { (Float(Int(v) % side), Float(Int(v) / side)) }
        // Cut at the turns: each segment at its middle, as partitions were before nodes were split.
        let small = OverlayTests.smallCells
        let plain = CellPartition(graph: turns, position: zip(tail, head).map { ((place($0).x + place($1).x) / 2, (place($0).y + place($1).y) / 2) },
                                  baseCellSize: small.base, levelGrowth: small.growth)
        let grouped = CellPartition(graph: turns, position: head.map(place), group: head, baseCellSize: small.base, levelGrowth: small.growth)
        let splitNumbering = OverlayNumbering(graph: turns, partition: grouped), splitGraph = splitNumbering.renumbered(turns)
        for v in 0 ..< splitGraph.nodeCount {
            for arc in Int(splitGraph.firstArc[v]) ..< Int(splitGraph.firstArc[v + 1])
            where splitNumbering.partition.cutLevel(UInt32(v), splitGraph.target[arc]) > 0 {
                #expect(splitNumbering.node[v] == splitNumbering.node[Int(splitGraph.target[arc])], "a turn crosses cells")
            }
        }
        let plainEntries = ProfileSpeedUps.entryCounts(plain.crossingLevels(on: turns), levelCount: plain.levelCount)
        let splitEntries = ProfileSpeedUps.entryCounts(splitNumbering.crossing, levelCount: grouped.levelCount)
        #expect(plainEntries.count == splitEntries.count && !plainEntries.isEmpty)
        for (a, b) in zip(plainEntries, splitEntries) { #expect(Double(b) < 0.8 * Double(a), "entries \(b) split against \(a) cut at the turns") }
        // Tables on the split graph (bundled: most of the top level's entries keep their costs at the exits a free arc
        // joins them to) give Dijkstra's costs on the turn graph.
        let overlay = Overlay(customizing: splitGraph, partition: splitNumbering.partition)
        let top = try #require(overlay.topLevel)
        #expect((top.exitCount ..< top.nodeCount).filter { top.costSlot[$0] != Int32($0) }.count > top.entryCount / 2)
        var random = SeededGenerator(seed: 71)
        let sources = (0 ..< 12).map { _ in randomEndpoints(turns, target: false, using: &random) }
        let targets = (0 ..< 10).map { _ in randomEndpoints(turns, target: true, using: &random) }
        let costs = overlay.table(from: sources.map(splitNumbering.numbered), to: targets.map(splitNumbering.numbered))
        for (i, source) in sources.enumerated() {
            let distance = referenceDistances(turns, from: source)
            for (j, target) in targets.enumerated() {
                let expected = target.map { distance[Int($0.node)] + $0.offset }.min() ?? .infinity
                #expect(close(costs[i * targets.count + j], expected), "split graph: row \(i), column \(j)")
            }
        }
    }

    /// The turn graph of `junctions`: a node per arc, an arc from each to every arc leaving its head (no U-turns), and
    /// each node's tail and head junctions.
    private func turnGraph(of junctions: SearchGraph) -> (SearchGraph, tail: [UInt32], head: [UInt32]) {
        var arcs: [(from: UInt32, to: UInt32, weight: Float)] = []
        for v in 0 ..< junctions.nodeCount {
            for a in Int(junctions.firstArc[v]) ..< Int(junctions.firstArc[v + 1]) {
                let w = Int(junctions.target[a])
                for b in Int(junctions.firstArc[w]) ..< Int(junctions.firstArc[w + 1]) where junctions.target[b] != UInt32(v) {
                    arcs.append((UInt32(a), UInt32(b), junctions.weight[b] + 1))
                }
            }
        }
        let tail = (0 ..< junctions.nodeCount).flatMap { v in
            [UInt32](repeating: UInt32(v), count: Int(junctions.firstArc[v + 1] - junctions.firstArc[v]))
        }
        return (SearchGraph(nodeCount: junctions.arcCount, arcs: arcs), tail, junctions.target.map { $0 })
    }

    /// An overlay in overlay numbers, asked through its engine in the graph's numbers, routes and tables around blocked
    /// nodes as Dijkstra does on the graph, along the graph's own arcs.
    @Test func queriesInTheGraphsNumbersMatchDijkstra() {
        let (graph, coordinates, partition, numbering) = Self.numbered()
        let local = numbering.renumbered(graph)
        #expect(numbering.splitCount > 0 && partition.levelCount == 2)
        let overlay = Overlay(customizing: local, partition: numbering.partition)
        let node = numbering.node
        let goal = LazyGoalBounds(graphs: { [reversed = overlay.reversed] in (local, reversed) }, points: NodePoints(nodeCount: local.nodeCount) { coordinates[Int(node[$0])] },
                                  start: numbering.number[graph.nodeCount / 2])
        _ = goal.measuredLandmarks(waiting: true)
        func engine(blocking list: [UInt32]) -> OverlayEngine {
            let blocked = numbering.numbered(list)
            return OverlayEngine(overlay: overlay, numbering: numbering, blocked: BlockedNodes(nodeCount: local.nodeCount, nodes: blocked),
                                 blockedNodes: blocked, goal: goal)
        }
        expectRoutesMatchDijkstra(graph, seed: 420) { sources, targets, _, list in
            engine(blocking: list).path(from: sources, to: targets).map {
                SearchPath(cost: $0.cost, sourceIndex: $0.sourceIndex, targetIndex: $0.targetIndex, nodes: $0.nodes)
            }
        }
        var random = SeededGenerator(seed: 421)
        let list = (0 ..< 40).map { _ in UInt32.random(in: 0 ..< UInt32(graph.nodeCount), using: &random) }
        let sources = (0 ..< 8).map { _ in randomEndpoints(graph, target: false, using: &random) }
        let targets = (0 ..< 9).map { _ in randomEndpoints(graph, target: true, using: &random) }
        let costs = engine(blocking: list).costs(from: sources, to: targets)
        for (i, source) in sources.enumerated() where !source.contains(where: { list.contains($0.node) }) {
            let distance = referenceDistances(graph, from: source, blocked: Set(list))
            for (j, target) in targets.enumerated() {
                let expected = target.filter { !list.contains($0.node) }.map { distance[Int($0.node)] + $0.offset }.min() ?? .infinity
                #expect(close(costs[i * targets.count + j], expected), "row \(i), column \(j)")
            }
        }
    }

    @Test("each arc's cut level is the highest level whose cells it joins differ, and every node's crossing levels follow")
    func cutAndCrossingLevels() {
        let (graph, _, partition, _) = Self.numbered()
        var entered = [UInt8](repeating: 0, count: graph.nodeCount), exited = entered
        for v in 0 ..< graph.nodeCount {
            for arc in Int(graph.firstArc[v]) ..< Int(graph.firstArc[v + 1]) {
                let w = graph.target[arc]
                let level = (1 ... partition.levelCount).last { partition.cell(UInt32(v), level: $0) != partition.cell(w, level: $0) } ?? 0
                #expect(partition.cutLevel(UInt32(v), w) == level)
                entered[Int(w)] = max(entered[Int(w)], UInt8(level))
                exited[v] = max(exited[v], UInt8(level))
            }
        }
        let crossing = partition.crossingLevels(on: graph)
        #expect(crossing.entered == entered && crossing.exited == exited)
        #expect(Set(entered) == [0, 1, 2])
    }

    @Test("a partition read back is the one written, its upper levels from each cell's parent; cells out of range are refused")
    func partitionInTheMapFile() throws {
        let (_, _, partition, _) = Self.numbered()
        var writer = BinaryWriter()
        partition.encode(into: &writer)
        var reader = BinaryReader(writer.bytes)
        #expect(try CellPartition(decoding: &reader, nodeCount: partition.nodeCount) == partition)
        #expect(partition.levelCount == 2)
        /// A partition written by hand: its lowest level, then one level of parents.
        func decoded(lowest: [UInt32], parent: [UInt32]) throws(MapFileError) -> CellPartition {
            var writer = BinaryWriter()
            writer.write(UInt64(lowest.count))
            writer.write(UInt64(2))
            writer.write(array: lowest)
            writer.write(array: parent)
            var reader = BinaryReader(writer.bytes)
            return try CellPartition(decoding: &reader, nodeCount: lowest.count)
        }
        let lowest = Array(partition.cells[0])
        var parent = [UInt32](repeating: 0, count: partition.cellCounts[0])
        for v in lowest.indices { parent[Int(lowest[v])] = partition.cells[1][v] }
        #expect(try decoded(lowest: lowest, parent: parent) == partition)
        // A cell without a parent, a parent past every node, a lowest cell past every node.
        #expect(throws: MapFileError.corrupt("partition cells out of range")) { try decoded(lowest: lowest, parent: Array(parent.dropLast())) }
        #expect(throws: MapFileError.corrupt("partition cells out of range")) {
            try decoded(lowest: lowest, parent: [UInt32(lowest.count)] + parent.dropFirst())
        }
        #expect(throws: MapFileError.corrupt("partition cells out of range")) {
            try decoded(lowest: [UInt32(lowest.count)] + lowest.dropFirst(), parent: parent)
        }
    }
}
