import RoadNetwork
import TestSupport
import Testing
@testable import Routing

@Suite struct GraphSearchTests {
    @Test(arguments: TestGraphKind.allCases, [false, true])
    func blockedRoutesMatchDijkstra(kind: TestGraphKind, useLandmarks: Bool) {
        let graph = makeGraph(kind, size: 2500, seed: 21)
        let search = GraphSearch(graph: graph, landmarks: useLandmarks ? Landmarks(graph: graph, count: 8) : nil)
        var random = SeededGenerator(seed: 210)
        for round in 0 ..< 120 {
            let blockedList = round % 3 == 0 ? [] : (0 ..< graph.nodeCount / 20).map { _ in UInt32.random(in: 0 ..< UInt32(graph.nodeCount), using: &random) }
            let blocked = BlockedNodes(nodeCount: graph.nodeCount, nodes: blockedList)
            let sources = randomEndpoints(graph, target: false, using: &random)
            let targets = randomEndpoints(graph, target: true, using: &random)
            let expected = referenceCost(graph, sources, targets, blocked: Set(blockedList))
            guard let path = search.route(from: sources, to: targets, avoiding: blocked) else {
                #expect(expected == .infinity)
                continue
            }
            #expect(close(path.cost, expected), "\(path.cost) vs \(expected)")
            expectValid(path, in: graph, sources, targets, blocked: Set(blockedList))
        }
    }

    @Test(arguments: TestGraphKind.allCases)
    func oneToManyMatchesDijkstra(kind: TestGraphKind) {
        let graph = makeGraph(kind, size: 2000, seed: 31)
        let search = GraphSearch(graph: graph)
        var random = SeededGenerator(seed: 310)
        for _ in 0 ..< 10 {
            let blockedList = (0 ..< 40).map { _ in UInt32.random(in: 0 ..< UInt32(graph.nodeCount), using: &random) }
            let blocked = BlockedNodes(nodeCount: graph.nodeCount, nodes: blockedList)
            let sources = randomEndpoints(graph, target: false, using: &random)
            let targets = (0 ..< 20).map { _ in randomEndpoints(graph, target: true, using: &random) }
            let costs = search.costs(from: sources, to: targets, avoiding: blocked)
            let distance = referenceDistances(graph, from: sources, blocked: Set(blockedList))
            for (index, target) in targets.enumerated() {
                let expected = target.filter { !blocked.contains($0.node) }.map { distance[Int($0.node)] + $0.offset }.min() ?? .infinity
                #expect(close(costs[index], expected))
            }
            let bounded = search.costs(from: sources, to: targets, avoiding: blocked, maxCost: 200)
            for (index, cost) in bounded.enumerated() where cost.isFinite { #expect(close(cost, costs[index])) }
        }
    }

    @Test func blockedNodesSet() {
        let blocked = BlockedNodes(nodeCount: 100, nodes: [3, 64, 3, 99, 250])
        #expect(blocked.count == 3)
        #expect(blocked.contains(64) && blocked.contains(3) && blocked.contains(99))
        #expect(!blocked.contains(4) && !blocked.contains(250) && !blocked.contains(1000))
        #expect(BlockedNodes.none.isEmpty)
    }
}
