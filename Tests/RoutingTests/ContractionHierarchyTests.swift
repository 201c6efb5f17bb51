import RoadNetwork
import TestSupport
import Testing
@testable import Routing

@Suite struct ContractionHierarchyTests {
    @Test(arguments: TestGraphKind.allCases, [UInt64(1), 2, 3])
    func routesMatchDijkstra(kind: TestGraphKind, seed: UInt64) {
        let graph = makeGraph(kind, size: [600, 2000, 4900][Int(seed - 1)], seed: seed)
        let hierarchy = ContractionHierarchy(graph: graph)
        var random = SeededGenerator(seed: seed &* 77)
        var unreachable = 0
        for _ in 0 ..< 100 {
            let sources = randomEndpoints(graph, target: false, using: &random)
            let targets = randomEndpoints(graph, target: true, using: &random)
            let expected = referenceCost(graph, sources, targets)
            let path = hierarchy.route(from: sources, to: targets)
            guard let path else {
                #expect(expected == .infinity)
                unreachable += 1
                continue
            }
            #expect(close(path.cost, expected), "\(sources) → \(targets): \(path.cost) vs \(expected)")
            expectValid(path, in: graph, sources, targets)
        }
        if kind == .sparse { #expect(unreachable > 0) }
    }

    /// Contracting with the nodes numbered anew for the work answers in the graph's own numbers: the same costs as
    /// Dijkstra, paths along the graph's arcs, tables the same as without.
    @Test func contractingInAnotherOrderAnswersInTheGraphsNumbers() throws {
        let graph = makeGraph(.grid, size: 2500, seed: 12)
        var random = SeededGenerator(seed: 120)
        let order = (0 ..< UInt32(graph.nodeCount)).shuffled(using: &random)
        let renumbered = graph.renumbered(order: order)
        #expect(renumbered.arcCount == graph.arcCount)
        let hierarchy = try #require(ContractionHierarchy(graph: graph, maximumGrowth: .infinity, coreDegree: .infinity, order: order))
        let plain = ContractionHierarchy(graph: graph)
        for _ in 0 ..< 100 {
            let sources = randomEndpoints(graph, target: false, using: &random)
            let targets = randomEndpoints(graph, target: true, using: &random)
            let expected = referenceCost(graph, sources, targets)
            guard let path = hierarchy.route(from: sources, to: targets) else {
                #expect(expected == .infinity)
                continue
            }
            #expect(close(path.cost, expected), "\(sources) → \(targets): \(path.cost) vs \(expected)")
            expectValid(path, in: graph, sources, targets)
        }
        let sources = (0 ..< 10).map { _ in randomEndpoints(graph, target: false, using: &random) }
        let targets = (0 ..< 12).map { _ in randomEndpoints(graph, target: true, using: &random) }
        #expect(zip(hierarchy.table(sources: sources, targets: targets), plain.table(sources: sources, targets: targets))
            .allSatisfy { close($0, $1) })
    }

    @Test func sameNodeIsAValidPath() throws {
        let graph = makeGraph(.grid, size: 400, seed: 9)
        let hierarchy = ContractionHierarchy(graph: graph)
        let path = try #require(hierarchy.route(from: [SearchEndpoint(node: 17, offset: 3)],
                                                to: [SearchEndpoint(node: 17, offset: -1)]))
        #expect(path.nodes == [17])
        #expect(path.cost == 2)
        #expect(hierarchy.route(from: [], to: [SearchEndpoint(node: 1, offset: 0)]) == nil)
    }

    @Test(arguments: TestGraphKind.allCases)
    func tableMatchesDijkstra(kind: TestGraphKind) {
        let graph = makeGraph(kind, size: 2500, seed: 5)
        let hierarchy = ContractionHierarchy(graph: graph)
        var random = SeededGenerator(seed: 55)
        let sources = (0 ..< 25).map { _ in randomEndpoints(graph, target: false, using: &random) }
        let targets = (0 ..< 30).map { _ in randomEndpoints(graph, target: true, using: &random) }
        let table = hierarchy.table(sources: sources, targets: targets)
        #expect(table.count == 25 * 30)
        for (row, source) in sources.enumerated() {
            let distance = referenceDistances(graph, from: source)
            for (column, target) in targets.enumerated() {
                let expected = target.map { distance[Int($0.node)] + $0.offset }.min() ?? .infinity
                #expect(close(table[row * 30 + column], expected), "\(row), \(column)")
            }
        }
    }

    /// A table carrying another measure (each node's own value when entered, and its ends' values) gives, per cell,
    /// that measure along the cell's best path: the sum along the path the route finds, from the ends it chooses.
    @Test(arguments: TestGraphKind.allCases)
    func tableCarriesAnotherMeasure(kind: TestGraphKind) throws {
        let graph = makeGraph(kind, size: 2500, seed: 6)
        let hierarchy = ContractionHierarchy(graph: graph)
        var random = SeededGenerator(seed: 66)
        let entering = (0 ..< graph.nodeCount).map { _ in Float.random(in: 1 ... 500, using: &random) }
        let sources = (0 ..< 20).map { _ in randomEndpoints(graph, target: false, using: &random) }
        let targets = (0 ..< 15).map { _ in randomEndpoints(graph, target: true, using: &random) }
        let other = OtherMeasure(sources: sources.map { $0.map { _ in Double.random(in: 0 ... 90, using: &random) } },
                                 targets: targets.map { $0.map { _ in Double.random(in: -90 ... 0, using: &random) } },
                                 entering: { [entering] in Double(entering[Int($0)]) })
        let table = hierarchy.table(sources: sources, targets: targets, carrying: other, arcValues: hierarchy.arcValues { entering[Int($0)] })
        #expect(table.costs == hierarchy.table(sources: sources, targets: targets))
        var found = 0
        for (row, source) in sources.enumerated() {
            for (column, target) in targets.enumerated() {
                let cell = row * targets.count + column
                guard let path = hierarchy.route(from: source, to: target) else {
                    #expect(table.costs[cell] == .infinity && table.other[cell] == .infinity)
                    continue
                }
                found += 1
                let expected = other.sources[row][path.sourceIndex] + path.nodes.dropFirst().reduce(0) { $0 + Double(entering[Int($1)]) }
                    + other.targets[column][path.targetIndex]
                #expect(close(table.costs[cell], path.cost))
                #expect(abs(table.other[cell] - expected) < 1e-3 * max(1, expected), "\(row), \(column): \(table.other[cell]) vs \(expected)")
            }
        }
        #expect(found > 100)
    }

    @Test func encodeDecodeRoundTrip() throws {
        let graph = makeGraph(.grid, size: 900, seed: 4)
        let hierarchy = ContractionHierarchy(graph: graph)
        var writer = BinaryWriter()
        hierarchy.encode(into: &writer)
        var reader = BinaryReader(writer.bytes)
        let decoded = try ContractionHierarchy(decoding: &reader)
        #expect(decoded == hierarchy)
        #expect(reader.isAtEnd)
        var random = SeededGenerator(seed: 8)
        for _ in 0 ..< 30 {
            let sources = randomEndpoints(graph, target: false, using: &random)
            let targets = randomEndpoints(graph, target: true, using: &random)
            #expect(decoded.route(from: sources, to: targets) == hierarchy.route(from: sources, to: targets))
        }
    }

    @Test func corruptOrTruncatedBytesThrow() {
        let graph = makeGraph(.sparse, size: 300, seed: 6)
        var writer = BinaryWriter()
        ContractionHierarchy(graph: graph).encode(into: &writer)
        let bytes = writer.bytes
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
            var reader = BinaryReader(Array(bytes[..<length]))
            #expect(throws: MapFileError.self) { try ContractionHierarchy(decoding: &reader) }
        }
        // Flip bytes all over the file: decoding must throw or give a hierarchy whose queries terminate.
        var random = SeededGenerator(seed: 60)
        var thrown = 0
        for _ in 0 ..< 200 {
            var damaged = bytes
            let position = Int.random(in: 0 ..< damaged.count, using: &random)
            damaged[position] ^= UInt8.random(in: 1 ... 255, using: &random)
            var reader = BinaryReader(damaged)
            if let decoded = try? ContractionHierarchy(decoding: &reader) {
                _ = decoded.route(from: [SearchEndpoint(node: 1, offset: 0)], to: [SearchEndpoint(node: 200, offset: 0)])
                _ = decoded.table(sources: [[SearchEndpoint(node: 3, offset: 0)]], targets: [[SearchEndpoint(node: 9, offset: 0)]])
            } else {
                thrown += 1
            }
        }
        #expect(thrown > 100)
    }

    @Test func queriesFromSeveralThreads() async {
        let graph = makeGraph(.grid, size: 1600, seed: 12)
        let hierarchy = ContractionHierarchy(graph: graph)
        let pairs = (0 ..< 40).map { UInt32($0 * 37 % 1600) }
        let serial = pairs.map { hierarchy.route(from: [SearchEndpoint(node: $0, offset: 0)], to: [SearchEndpoint(node: 1599 - $0, offset: 0)])?.cost }
        let parallel = await withTaskGroup(of: (Int, Double?).self) { group in
            for (index, node) in pairs.enumerated() {
                group.addTask {
                    (index, hierarchy.route(from: [SearchEndpoint(node: node, offset: 0)], to: [SearchEndpoint(node: 1599 - node, offset: 0)])?.cost)
                }
            }
            var costs = [Double?](repeating: nil, count: pairs.count)
            for await (index, cost) in group { costs[index] = cost }
            return costs
        }
        #expect(parallel == serial)
    }

    @Test func reportsProgress() {
        let graph = makeGraph(.grid, size: 900, seed: 2)
        var reports: [Double] = []
        _ = ContractionHierarchy(graph: graph) { reports.append($0) }
        #expect(reports.count >= 10)
        #expect(reports.last == 1)
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0 <= $1 })
    }
}
