import Geo
import NIOConcurrencyHelpers
import RoadNetwork
import TestSupport
import Testing
@testable import Routing

@Suite struct GoalBoundsTests {
    /// A 70 × 70 grid of streets about 100 m apart, south of the equator and across the antimeridian, whose arcs cost
    /// their length times 1–`slowest` (roads of different speeds; some one-way, some missing): straight lines bound it
    /// closely, so a bound too high, or a search that stops too early, shows as a wrong cost.
    static func city(slowest: Double = 3) -> (graph: SearchGraph, coordinates: [Coordinate]) {
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
                if roll != 1 { arcs.append((UInt32(v), UInt32(w), Float(metres * Double.random(in: 1 ... slowest, using: &random)))) }
                if roll != 2 { arcs.append((UInt32(w), UInt32(v), Float(metres * Double.random(in: 1 ... slowest, using: &random)))) }
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

    /// Landmarks on the city, chosen from a node of its largest piece: the first node that reaches, and is reached
    /// from, most of the city.
    static func landmarks(_ graph: SearchGraph, progress: @Sendable (Double) -> Void = { _ in }) -> Landmarks {
        let reversed = graph.reversed()
        let start = (0 ..< UInt32(graph.nodeCount)).first { v in
            let from = referenceDistances(graph, from: [SearchEndpoint(node: v, offset: 0)])
            let to = referenceDistances(reversed, from: [SearchEndpoint(node: v, offset: 0)])
            return zip(from, to).filter { $0.isFinite && $1.isFinite }.count > graph.nodeCount / 2
        }!
        return Landmarks(graph: graph, reversed: reversed, start: start, progress: progress)
    }

    @Test func landmarkBoundsAreConsistentAndNeverTooHigh() throws {
        let (graph, coordinates) = Self.city()
        let reported = NIOLockedValueBox<[Double]>([])
        let landmarks = Self.landmarks(graph) { fraction in reported.withLockedValue { $0.append(fraction) } }
        #expect(landmarks.nodes.count == Landmarks.count)
        // One report per pair of searches (from and to the start, then each landmark), up to all of them.
        #expect(reported.withLockedValue { $0 } == (1 ... Landmarks.count + 1).map { Double($0) / Double(Landmarks.count + 1) })
        let straight = GoalBounds(graph: graph, points: NodePoints(nodeCount: graph.nodeCount) { coordinates[$0] })
        let reversed = graph.reversed()
        var random = SeededGenerator(seed: 78)
        var tighter = 0
        for _ in 0 ..< 6 {
            let ends = (0 ..< Int.random(in: 1 ... 2, using: &random)).map { _ in UInt32.random(in: 0 ..< UInt32(graph.nodeCount), using: &random) }
            let toEnds = landmarks.ends(ends)
            // The true costs to the ends (a search on the reversed arcs) and from them.
            let to = referenceDistances(reversed, from: ends.map { SearchEndpoint(node: $0, offset: 0) })
            let from = referenceDistances(graph, from: ends.map { SearchEndpoint(node: $0, offset: 0) })
            let ball = straight.ball(around: ends)
            for v in 0 ..< graph.nodeCount {
                let node = UInt32(v)
                let boundTo = landmarks.bound(node, to: toEnds), boundFrom = landmarks.bound(node, from: toEnds)
                #expect(boundTo <= to[v] + 1e-3 * max(1, boundTo), "to the ends from \(v): \(boundTo) > \(to[v])")
                #expect(boundFrom <= from[v] + 1e-3 * max(1, boundFrom), "from the ends to \(v): \(boundFrom) > \(from[v])")
                if to[v].isFinite && boundTo > straight.bound(node, ball) * 1.2 { tighter += 1 }
                // Consistent: along an arc the bound drops by at most its cost.
                for arc in Int(graph.firstArc[v]) ..< Int(graph.firstArc[v + 1]) {
                    let w = graph.target[arc], weight = Double(graph.weight[arc])
                    let next = landmarks.bound(w, to: toEnds), previous = landmarks.bound(w, from: toEnds)
                    if next < Landmarks.cap { #expect(boundTo <= weight + next + 1e-2, "arc \(v) → \(w)") }
                    if boundFrom < Landmarks.cap { #expect(previous <= weight + boundFrom + 1e-2, "arc \(v) → \(w)") }
                }
            }
        }
        // On roads of mixed speeds, the landmarks bound far more closely than the straight line does.
        #expect(tighter > 6 * graph.nodeCount / 4, "\(tighter)")
    }

    @Test func routesDirectedByLandmarksMatchDijkstraAroundBlockedNodes() {
        let (graph, coordinates) = Self.city()
        let overlay = OverlayTests.overlay(graph, kind: .grid)
        let goal = GoalBounds(graph: graph, points: NodePoints(nodeCount: graph.nodeCount) { coordinates[$0] })
            .with(landmarks: Self.landmarks(graph))
        expectRoutesMatchDijkstra(graph, seed: 771) { sources, targets, blocked, blockedList in
            overlay.route(from: sources, to: targets, avoiding: blocked, blockedNodes: blockedList, goal: goal)
        }
    }

    @Test("a route begun on straight lines and gone on through the landmarks is still the cheapest")
    func routesGoneOnThroughLandmarksMatchDijkstra() {
        // Speeds closer together: straight lines bound the routes almost as closely as the landmarks.
        let (graph, coordinates) = Self.city(slowest: 1.15)
        let overlay = OverlayTests.overlay(graph, kind: .grid)
        let goal = GoalBounds(graph: graph, points: NodePoints(nodeCount: graph.nodeCount) { coordinates[$0] })
            .with(landmarks: Self.landmarks(graph))
        var goneOn = 0
        expectRoutesMatchDijkstra(graph, seed: 772) { sources, targets, blocked, blockedList in
            let gain = goal.landmarkGain(sources: sources.map(\.node), targets: targets.map(\.node))
            if gain > 1 && gain < GoalBounds.landmarkGain { goneOn += 1 }
            // After five nodes: the queues keyed anew, the stopping rule on the new keys.
            return overlay.routeWithCandidates(from: sources, to: targets, stretch: 1, maximum: 0, avoiding: blocked,
                                               blockedNodes: blockedList, goal: goal, straightLineBudget: 5).first
        }
        #expect(goneOn >= 10, "\(goneOn) routes in the band where straight lines go first")
    }
}
