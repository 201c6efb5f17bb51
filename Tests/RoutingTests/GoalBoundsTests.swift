import Geo
import RoadNetwork
import TestSupport
import Testing
@testable import Routing

@Suite struct GoalBoundsTests {
    /// A 70 × 70 grid of streets about 100 m apart, south of the equator and across the antimeridian, whose arcs cost
    /// their length times 1–3 (roads of different speeds; some one-way, some missing): straight lines bound it
    /// closely, so a bound too high, or a search that stops too early, shows as a wrong cost.
    static func city() -> (graph: SearchGraph, coordinates: [Coordinate]) {
        let side = 92
        var random = SeededGenerator(seed: 77)
        let coordinates = (0 ..< side * side).map { v in
            let longitude = 179.965 + Double(v % side) * 0.0012 + Double.random(in: -0.0002 ... 0.0002, using: &random)
            return Coordinate(latitude: -41.3 + Double(v / side) * 0.0009 + Double.random(in: -0.0002 ... 0.0002, using: &random),
                              longitude: longitude > 180 ? longitude - 360 : longitude)
        }
        var arcs: [(from: UInt32, to: UInt32, weight: Float)] = []
        for v in 0 ..< side * side {
            for w in [v + 1, v + side] where (w == v + side || w % side != 0) && w < side * side {
                let metres = coordinates[v].distance(to: coordinates[w])
                let roll = Int.random(in: 0 ..< 10, using: &random)
                if roll == 0 { continue }
                if roll != 1 { arcs.append((UInt32(v), UInt32(w), Float(metres * Double.random(in: 1 ... 3, using: &random)))) }
                if roll != 2 { arcs.append((UInt32(w), UInt32(v), Float(metres * Double.random(in: 1 ... 3, using: &random)))) }
            }
        }
        return (SearchGraph(nodeCount: side * side, arcs: arcs), coordinates)
    }

    @Test func boundsAreMeasuredFromTheArcs() {
        let (graph, coordinates) = Self.city()
        let goal = GoalBounds(graph: graph, points: NodePoints(nodeCount: graph.nodeCount) { coordinates[$0] })
        // The cheapest arc costs its length once; the chord under an arc is a little shorter than the arc's length.
        #expect(goal.costPerMetre >= 1 && goal.costPerMetre < 1.01, "\(goal.costPerMetre)")
        let scaled = SearchGraph(nodeCount: graph.nodeCount, arcs: (0 ..< graph.nodeCount).flatMap { v in
            (Int(graph.firstArc[v]) ..< Int(graph.firstArc[v + 1])).map { (UInt32(v), graph.target[$0], graph.weight[$0] / 4) }
        })
        let faster = GoalBounds(graph: scaled, points: NodePoints(nodeCount: graph.nodeCount) { coordinates[$0] })
        #expect(abs(faster.costPerMetre * 4 - goal.costPerMetre) < 1e-6, "new speeds, new bounds")
    }

    @Test func goalDirectedRoutesMatchDijkstraAroundBlockedNodes() {
        let (graph, coordinates) = Self.city()
        let overlay = OverlayTests.overlay(graph, kind: .grid)
        #expect(overlay.levelCount == 2)
        let goal = GoalBounds(graph: graph, points: NodePoints(nodeCount: graph.nodeCount) { coordinates[$0] })
        expectRoutesMatchDijkstra(graph, seed: 770) { sources, targets, blocked, blockedList in
            overlay.route(from: sources, to: targets, avoiding: blocked, blockedNodes: blockedList, goal: goal)
        }
    }
}
