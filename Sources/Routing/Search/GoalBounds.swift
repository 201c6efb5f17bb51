import Dispatch
import Foundation
import Geo
import NIOConcurrencyHelpers
import RoadNetwork

/// Where each turn-graph node of a profile lies, for straight-line bounds: the end of the directed segment it
/// travels, as a point in metres from the Earth's centre. An arc's weight is that of the segment it enters, so an
/// arc spans exactly that segment, and the straight line between its two nodes' points is never longer than the
/// segment. Made on first use (a map loads without them) and then shared by the profile's metrics.
public final class NodePoints: @unchecked Sendable {
    /// Before first use, where each node lies (dropped once the points are made, with what it holds); after, x, y, z
    /// per node, never written again.
    private enum State {
        case pending(nodeCount: Int, coordinate: @Sendable (Int) -> Coordinate)
        case made(UnsafeMutableBufferPointer<Double>)
    }

    private let state: NIOLockedValueBox<State>

    /// Points for `nodeCount` nodes at `coordinate(node)` each.
    init(nodeCount: Int, coordinate: @escaping @Sendable (Int) -> Coordinate) {
        state = NIOLockedValueBox(.pending(nodeCount: nodeCount, coordinate: coordinate))
    }

    deinit {
        state.withLockedValue { if case .made(let points) = $0 { points.deallocate() } }
    }

    /// Per node `n`: x, y, z at `3n …`; valid while this object lives.
    var coordinates: UnsafeBufferPointer<Double> {
        state.withLockedValue { state in
            switch state {
            case .made(let points):
                return UnsafeBufferPointer(points)
            case .pending(let nodeCount, let coordinate):
                let points = UnsafeMutableBufferPointer<Double>.allocate(capacity: 3 * nodeCount)
                // Two threads, each writing its half of the nodes.
                _ = concurrently(halvesOf: 0..<nodeCount) { nodes in
                    for node in nodes { (points[3 * node], points[3 * node + 1], points[3 * node + 2]) = Self.point(coordinate(node)) }
                }
                state = .made(points)
                return UnsafeBufferPointer(points)
            }
        }
    }

    /// `coordinate` as a point in metres from the centre of the mean sphere.
    static func point(_ coordinate: Coordinate) -> (Double, Double, Double) {
        let latitude = coordinate.latitude * Earth.radiansPerDegree, longitude = coordinate.longitude * Earth.radiansPerDegree
        let r = Earth.meanRadius
        return (r * cos(latitude) * cos(longitude), r * cos(latitude) * sin(longitude), r * sin(latitude))
    }
}

/// Straight-line lower bounds on one metric's cost between turn-graph nodes, for goal-directed (A*) searches:
/// `costPerMetre` times the straight line between the nodes' ``NodePoints``. `costPerMetre` is the least cost per
/// metre of straight line over every arc of the metric's graph, measured from its weights, so the bound is
/// consistent — no arc costs less than it says — whatever the speeds: new live speeds get a new measure.
/// Barriers only remove arcs, so the bounds hold around them too. Where the metric's ``Landmarks`` have been
/// measured, a query may be bounded through them instead (see ``ends(sources:targets:)``).
public struct GoalBounds: @unchecked Sendable {
    /// x, y, z per node (kept alive by `nodePoints`).
    private let points: UnsafeBufferPointer<Double>
    /// Where the nodes lie: what `points` reads.
    let nodePoints: NodePoints
    /// The least cost of an arc per metre of the straight line it spans (0 when an arc costs nothing).
    public let costPerMetre: Double
    /// The metric's landmark bounds, once measured.
    public private(set) var landmarks: Landmarks?

    /// Bounds for the metric of `graph` on `points`. O(arcs), half of the nodes' on each of two threads.
    init(graph: SearchGraph, points: NodePoints) {
        nodePoints = points
        let coordinates = points.coordinates
        self.points = coordinates
        let halves = concurrently(halvesOf: 0..<graph.nodeCount) { nodes in
            var least = Double.infinity
            for u in nodes {
                for arc in Int(graph.firstArc[u])..<Int(graph.firstArc[u + 1]) {
                    let weight = Double(graph.weight[arc])
                    guard weight.isFinite else { continue }
                    let v = 3 * Int(graph.target[arc])
                    let metres = Self.metres(coordinates, u, to: coordinates[v], coordinates[v + 1], coordinates[v + 2])
                    if metres > 0 { least = min(least, weight / metres) }
                }
            }
            return least
        }
        let least = min(halves.0, halves.1)
        // A margin for rounding: a bound a hair too high could settle a node early.
        costPerMetre = least.isFinite ? least * (1 - 1e-9) : 0
    }

    /// The same bounds, tightened by `landmarks` (measured on the same metric).
    func with(landmarks: Landmarks?) -> GoalBounds {
        var bounds = self
        bounds.landmarks = landmarks
        return bounds
    }

    /// The bounds between every node and a query's `sources` and `targets` (nodes): through the landmarks when
    /// `throughLandmarks` and there are landmarks that hold a source, else straight lines to balls around the ends.
    func ends(sources: [UInt32], targets: [UInt32], throughLandmarks: Bool) -> EndBounds {
        let from = ball(around: sources), to = ball(around: targets)
        guard throughLandmarks, let landmarks, sources.contains(where: landmarks.contains) else {
            return EndBounds(bounds: self, sources: from, targets: to, landmarks: nil, landmarkSources: .init(), landmarkTargets: .init())
        }
        return EndBounds(bounds: self, sources: from, targets: to, landmarks: landmarks, landmarkSources: landmarks.ends(sources),
                         landmarkTargets: landmarks.ends(targets))
    }

    /// ``ends(sources:targets:throughLandmarks:)`` through the landmarks where they pay for sure: when they bound the
    /// query more tightly than the straight line by ``landmarkGain`` or more (``landmarkGain(sources:targets:)``).
    func ends(sources: [UInt32], targets: [UInt32]) -> EndBounds {
        ends(sources: sources, targets: targets, throughLandmarks: landmarkGain(sources: sources, targets: targets) >= Self.landmarkGain)
    }

    /// How many times as tight as the straight line the landmarks bound the cost from the first source the landmarks
    /// hold to the nearest target (0 without landmarks).
    func landmarkGain(sources: [UInt32], targets: [UInt32]) -> Double {
        guard let landmarks, let source = sources.first(where: landmarks.contains) else { return 0 }
        let straight = bound(source, ball(around: targets))
        return landmarks.bound(source, to: landmarks.ends(targets)) / max(straight, .leastNonzeroMagnitude)
    }

    /// How much tighter than the straight line the landmarks must bound a query for it to use them from the start:
    /// each bound through them costs a cache line more per node reached, which a short search that is hardly
    /// narrower does not pay back (Malta's barrier routes took 0.8 ms, 1.2–1.4 ms through landmarks whenever they
    /// bounded more tightly at all). A long search pays it back many times over (see ``Overlay/straightLineBudget``).
    static let landmarkGain = 1.25

    /// The straight line in metres from the point of node `node` to the point `x`, `y`, `z`.
    @inline(__always)
    private static func metres(_ points: UnsafeBufferPointer<Double>, _ node: Int, to x: Double, _ y: Double, _ z: Double) -> Double {
        let dx = points[3 * node] - x, dy = points[3 * node + 1] - y, dz = points[3 * node + 2] - z
        return (dx * dx + dy * dy + dz * dz).squareRoot()
    }

    /// A ball holding the points of `nodes`: a bound to the nearest of them is the bound to its centre less its radius.
    func ball(around nodes: [UInt32]) -> Ball {
        let valid = nodes.filter { Int($0) < points.count / 3 }
        guard !valid.isEmpty else { return Ball(x: 0, y: 0, z: 0, radius: .infinity) }
        var x = 0.0, y = 0.0, z = 0.0
        for node in valid {
            x += points[3 * Int(node)]; y += points[3 * Int(node) + 1]; z += points[3 * Int(node) + 2]
        }
        let count = Double(valid.count)
        var ball = Ball(x: x / count, y: y / count, z: z / count, radius: 0)
        ball.radius = valid.map { metres(from: $0, to: ball) }.max() ?? 0
        return ball
    }

    /// A point and a radius around it, in metres.
    struct Ball {
        var x, y, z, radius: Double
    }

    /// The straight line in metres from node `node` to the centre of `ball`.
    @inline(__always) func metres(from node: UInt32, to ball: Ball) -> Double {
        Self.metres(points, Int(node), to: ball.x, ball.y, ball.z)
    }

    /// A lower bound on the cost between `node` and the nearest node in `ball`.
    @inline(__always) func bound(_ node: UInt32, _ ball: Ball) -> Double {
        costPerMetre * max(0, metres(from: node, to: ball) - ball.radius)
    }
}

/// A metric's ``GoalBounds``, measured when first asked for (a map loads without them), and its ``Landmarks``,
/// measured in the background from the first time the bounds are asked for (a few whole-graph searches: seconds on
/// a map of millions of junctions); until they are there, the bounds are straight lines alone.
final class LazyGoalBounds: Sendable {
    /// The metric's graph and the same reversed (asked for when the bounds or landmarks are first made).
    private let graphs: @Sendable () -> (graph: SearchGraph, reversed: SearchGraph)
    /// Where the nodes lie (what bundles tables' near sources without the bounds themselves).
    let points: NodePoints
    /// A node of the network's largest piece, where the choice of landmarks starts (nil: no landmarks).
    private let start: UInt32?
    private let made = NIOLockedValueBox<GoalBounds?>(nil)
    private let landmarks = NIOLockedValueBox<LandmarkState>(.notStarted)

    private enum LandmarkState {
        case notStarted
        case measuring(DispatchGroup)
        case measured(Landmarks)
    }

    /// The bounds of the metric of the graph `graphs` gives (and the same arcs reversed) on `points`; landmarks are
    /// chosen from `start` on, unless `landmarks` were measured on that graph already (read from a map file).
    init(graphs: @escaping @Sendable () -> (graph: SearchGraph, reversed: SearchGraph), points: NodePoints, start: UInt32?,
         landmarks measured: Landmarks? = nil) {
        self.graphs = graphs
        self.points = points
        self.start = start
        if let measured { landmarks.withLockedValue { $0 = .measured(measured) } }
    }

    /// The straight-line bounds, measured on first use, with the landmarks when they are measured; asking starts
    /// measuring them.
    var bounds: GoalBounds {
        let straight = made.withLockedValue { made in
            if let made { return made }
            let bounds = GoalBounds(graph: graphs().graph, points: points)
            made = bounds
            return bounds
        }
        return straight.with(landmarks: measuredLandmarks(waiting: false))
    }

    /// The landmarks when they are measured (asking does not start measuring them).
    var landmarksIfMeasured: Landmarks? {
        landmarks.withLockedValue { state in
            if case .measured(let measured) = state { return measured }
            return nil
        }
    }

    /// Whether the landmarks are measured (asking does not start measuring them).
    var hasLandmarks: Bool { landmarksIfMeasured != nil }

    /// The landmarks: measured ones, else (starting the measurement when nobody has) nil at once, or, `waiting`,
    /// once measured. A measurement this call starts reports how it goes to `progress` (``PacedProgress`` lines).
    func measuredLandmarks(waiting: Bool, progress: (@Sendable (String) -> Void)? = nil) -> Landmarks? {
        guard let start else { return nil }
        let group: DispatchGroup? = landmarks.withLockedValue { state in
            switch state {
            case .measured: return nil
            case .measuring(let group): return group
            case .notStarted:
                let group = DispatchGroup()
                state = .measuring(group)
                DispatchQueue.global(qos: .utility).async(group: group) { [graphs, landmarks] in
                    let (graph, reversed) = graphs()
                    let pace = PacedProgress("measuring landmarks")
                    let measured = Landmarks(graph: graph, reversed: reversed, start: start) { fraction in
                        if let line = pace.line(after: fraction) { progress?(line) }
                    }
                    landmarks.withLockedValue { $0 = .measured(measured) }
                }
                return group
            }
        }
        if waiting { group?.wait() }
        return landmarksIfMeasured
    }
}

/// What orders a search's queue: a node's key is its cost plus a potential.
protocol SearchPotential {
    /// The key of `node` reached at `cost`.
    func key(_ node: UInt32, cost: Double) -> Double
}

/// No potential: plain Dijkstra, keyed by cost.
struct NoPotential: SearchPotential {
    @inline(__always) func key(_ node: UInt32, cost: Double) -> Double { cost }
}

/// Lower bounds on the cost between any node and one query's ends: to the nearest target and from the nearest
/// source; through the landmarks when they serve the query (see ``GoalBounds/ends(sources:targets:)``), else
/// straight lines to balls around the ends.
struct EndBounds {
    let bounds: GoalBounds
    let sources: GoalBounds.Ball
    let targets: GoalBounds.Ball
    /// The landmarks, when they serve the query.
    let landmarks: Landmarks?
    /// Their constants for the sources and the targets (unused without them). Not in one optional with the landmarks:
    /// every bound would copy that out (272 bytes) before reading it — twice at each node a route's searches reach.
    let landmarkSources: Landmarks.Ends
    let landmarkTargets: Landmarks.Ends

    /// A lower bound on the cost from `node` to the nearest target.
    @inline(__always) func toTargets(_ node: UInt32) -> Double {
        guard let landmarks else { return bounds.bound(node, targets) }
        return landmarks.bound(node, to: landmarkTargets)
    }

    /// A lower bound on the cost from the nearest source to `node`.
    @inline(__always) func fromSources(_ node: UInt32) -> Double {
        guard let landmarks else { return bounds.bound(node, sources) }
        return landmarks.bound(node, from: landmarkSources)
    }
}

/// The potential of one side of a bidirectional A* search: half the bound to the targets less half the bound from
/// the sources (forward; the opposite going backward). The two sides' potentials sum to zero, so the search stops,
/// as without them, when the two smallest keys add up to the best cost met.
struct MeetingPotential: SearchPotential {
    let ends: EndBounds
    /// +1 going forward, −1 going backward.
    let sign: Double

    @inline(__always) func key(_ node: UInt32, cost: Double) -> Double {
        cost + sign * 0.5 * (ends.toTargets(node) - ends.fromSources(node))
    }
}

/// The potential of a one-way A* search to its targets: the bound to the nearest.
struct TowardPotential: SearchPotential {
    let ends: EndBounds

    @inline(__always) func key(_ node: UInt32, cost: Double) -> Double { cost + ends.toTargets(node) }
}
