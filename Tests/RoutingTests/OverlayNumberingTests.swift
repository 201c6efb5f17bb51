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
        return (graph, coordinates, partition, OverlayNumbering(partition: partition, crossing: partition.crossingLevels(on: graph)))
    }

    @Test func upperBoundariesComeFirstEachCellInOneRun() {
        let (graph, _, partition, numbering) = Self.numbered()
        let n = graph.nodeCount
        #expect(partition.levelCount == 2)
        #expect((0 ..< n).allSatisfy { Int(numbering.node[Int(numbering.number[$0])]) == $0 })
        // Each node's highest level at which an arc crosses into or out of its cell.
        var top = [Int](repeating: 0, count: n)
        for v in 0 ..< n {
            for arc in Int(graph.firstArc[v]) ..< Int(graph.firstArc[v + 1]) {
                let w = Int(graph.target[arc]), level = partition.cutLevel(UInt32(v), UInt32(w))
                top[v] = max(top[v], level)
                top[w] = max(top[w], level)
            }
        }
        let levels = numbering.node.map { top[Int($0)] }
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(levels.first == 2 && levels.last == 0)
        // The top level's boundary nodes come cell by cell: as many runs as cells.
        let boundary = numbering.node.prefix { top[Int($0)] == 2 }
        let cells = boundary.map { partition.cell($0, level: 2) }
        #expect(zip(cells, cells.dropFirst()).filter { $0 != $1 }.count + 1 == Set(cells).count)
        #expect(numbering.original(numbering.renumbered(partition)) == partition)
    }

    /// An overlay in overlay numbers, asked through its engine in the graph's numbers, routes and tables around blocked
    /// nodes as Dijkstra does on the graph, along the graph's own arcs.
    @Test func queriesInTheGraphsNumbersMatchDijkstra() {
        let (graph, coordinates, partition, numbering) = Self.numbered()
        let local = numbering.renumbered(graph)
        let overlay = Overlay(customizing: local, partition: numbering.renumbered(partition))
        let node = numbering.node
        let goal = LazyGoalBounds(graph: local, reversed: overlay.reversed, points: NodePoints(nodeCount: graph.nodeCount) { coordinates[Int(node[$0])] },
                                  start: numbering.number[graph.nodeCount / 2])
        _ = goal.measuredLandmarks(waiting: true)
        func engine(blocking list: [UInt32]) -> OverlayEngine {
            let blocked = numbering.numbered(list)
            return OverlayEngine(overlay: overlay, numbering: numbering, blocked: BlockedNodes(nodeCount: graph.nodeCount, nodes: blocked),
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

    @Test("a partition read back is the one written; levels that do not nest, or more cells than nodes, are refused")
    func partitionInTheMapFile() throws {
        let (_, _, partition, _) = Self.numbered()
        func decoded(_ cells: [[UInt32]]) throws(MapFileError) -> CellPartition {
            var writer = BinaryWriter()
            CellPartition(nodeCount: cells[0].count, cells: cells).encode(into: &writer)
            var reader = BinaryReader(writer.bytes)
            return try CellPartition(decoding: &reader, nodeCount: cells[0].count)
        }
        #expect(try decoded(partition.cells.map(Array.init)) == partition)
        // Two nodes of one lowest cell put in different cells above.
        var split = partition.cells.map(Array.init)
        let node = split[0].indices.first { v in split[0].indices.contains { $0 != v && split[0][$0] == split[0][v] } }!
        split[1][node] = split[1][node] == 0 ? 1 : 0
        #expect(throws: MapFileError.corrupt("partition levels do not nest")) { try decoded(split) }
        var outOfRange = partition.cells.map(Array.init)
        outOfRange[1][0] = UInt32(partition.nodeCount)
        #expect(throws: MapFileError.self) { try decoded(outOfRange) }
    }
}
