import Dispatch
import RoadNetwork

/// ALT landmarks: a few nodes with the distance from and to every node, giving A* lower bounds by the
/// triangle inequality.
///
/// The bounds stay valid when nodes are blocked (removing nodes only lengthens paths), so one set of
/// landmarks serves every request-time barrier.
///
/// ```swift
/// let landmarks = Landmarks(graph: graph)            // 16 landmarks, 32 Dijkstras
/// let search = GraphSearch(graph: graph, landmarks: landmarks)
/// ```
public struct Landmarks: Sendable, Equatable {
    /// The number of nodes of the graph.
    public let nodeCount: Int
    /// The landmark nodes.
    public let nodes: [UInt32]
    /// `d(L_i, v)` at `v * count + i`, `.infinity` when unreachable.
    let fromLandmark: [Float]
    /// `d(v, L_i)` at `v * count + i`, `.infinity` when unreachable.
    let toLandmark: [Float]

    /// Chooses `count` landmarks by the farthest method (each new one is the node farthest, there and back,
    /// from those chosen) and computes their distances: 2·count Dijkstras, forward and backward in parallel.
    public init(graph: SearchGraph, count: Int = 16) {
        let n = graph.nodeCount
        let k = max(0, min(count, n))
        let reversed = graph.reversed()
        var from = [Float](repeating: .infinity, count: n * k)
        var to = [Float](repeating: .infinity, count: n * k)
        var chosen: [UInt32] = []
        let workspace = SearchWorkspace(nodeCount: n)
        // The first landmark: the farthest node from a start that reaches many nodes.
        var closeness = [Double](repeating: .infinity, count: n)
        if k > 0 {
            var bestReach = -1
            for attempt in 0 ..< 4 {
                let start = UInt32((n * (2 * attempt + 1)) / 8 % n)
                let space = workspace.forward
                space.reset()
                space.start(start, cost: 0)
                var reach = 0, farthest = start
                while !space.heap.isEmpty {
                    farthest = Dijkstra.settleNext(graph, space, avoiding: .none).node
                    reach += 1
                }
                if reach > bestReach { bestReach = reach; chosen = [farthest] }
                if reach * 2 > n { break }
            }
        }
        for index in 0 ..< k {
            let landmark = chosen[index]
            from.withUnsafeMutableBufferPointer { fromBuffer in
                to.withUnsafeMutableBufferPointer { toBuffer in
                    nonisolated(unsafe) let fromBase = UnsafeMutableBufferPointer(rebasing: fromBuffer[index...])
                    nonisolated(unsafe) let toBase = UnsafeMutableBufferPointer(rebasing: toBuffer[index...])
                    DispatchQueue.concurrentPerform(iterations: 2) { direction in
                        if direction == 0 {
                            Dijkstra.distances(graph, from: landmark, space: workspace.forward, into: fromBase, stride: k)
                        } else {
                            Dijkstra.distances(reversed, from: landmark, space: workspace.backward, into: toBase, stride: k)
                        }
                    }
                }
            }
            guard index + 1 < k else { break }
            var next: UInt32? = nil
            var nextScore = -1.0
            for v in 0 ..< n {
                let there = from[v * k + index], back = to[v * k + index]
                var score: Double
                if there.isFinite && back.isFinite { score = Double(there) + Double(back) }
                else if there.isFinite { score = Double(there) }
                else if back.isFinite { score = Double(back) }
                else { score = .infinity }
                if score < closeness[v] { closeness[v] = score }
                if closeness[v].isFinite && closeness[v] > nextScore && !chosen.contains(UInt32(v)) {
                    nextScore = closeness[v]
                    next = UInt32(v)
                }
            }
            guard let next else { break }
            chosen.append(next)
        }
        let used = chosen.count
        if used < k {
            from = Self.keepColumns(from, nodes: n, stride: k, keep: used)
            to = Self.keepColumns(to, nodes: n, stride: k, keep: used)
        }
        self.init(nodeCount: n, nodes: chosen, fromLandmark: from, toLandmark: to)
    }

    private init(nodeCount: Int, nodes: [UInt32], fromLandmark: [Float], toLandmark: [Float]) {
        self.nodeCount = nodeCount
        self.nodes = nodes
        self.fromLandmark = fromLandmark
        self.toLandmark = toLandmark
    }

    private static func keepColumns(_ values: [Float], nodes: Int, stride: Int, keep: Int) -> [Float] {
        var kept: [Float] = []
        kept.reserveCapacity(nodes * keep)
        for v in 0 ..< nodes { kept.append(contentsOf: values[v * stride ..< v * stride + keep]) }
        return kept
    }

    /// The number of landmarks.
    public var count: Int { nodes.count }

    /// A lower bound on the cost of the cheapest path from `node` to `target` (≥ 0; 0 when nothing is known).
    /// Terms involving an unreachable distance are skipped, and each term is lowered by the `Float` rounding
    /// of its operands, so the bound never exceeds the true cost. Nodes out of range get 0. O(landmarks).
    @inline(__always)
    public func lowerBound(from node: UInt32, to target: UInt32) -> Double {
        guard Int(node) < nodeCount, Int(target) < nodeCount else { return 0 }
        var bound: Float = 0
        for landmark in 0 ..< nodes.count { bound = max(bound, self.bound(landmark, from: node, to: target)) }
        return Double(bound)
    }

    /// The bound of ``lowerBound(from:to:)`` using only the landmarks listed in `active`: weaker but cheaper,
    /// and still consistent. O(active).
    @inline(__always)
    func lowerBound(from node: UInt32, to target: UInt32, using active: [Int]) -> Double {
        var bound: Float = 0
        for landmark in active { bound = max(bound, self.bound(landmark, from: node, to: target)) }
        return Double(bound)
    }

    /// The (at most) `limit` landmarks with the largest bounds between the given source and target nodes:
    /// the ones worth using for a query between them.
    func active(from sources: [UInt32], to targets: [UInt32], limit: Int) -> [Int] {
        var scored: [(bound: Float, landmark: Int)] = []
        for landmark in 0 ..< nodes.count {
            var best: Float = 0
            for source in sources { for target in targets { best = max(best, bound(landmark, from: source, to: target)) } }
            scored.append((best, landmark))
        }
        scored.sort { $0.bound > $1.bound }
        return scored.prefix(limit).map(\.landmark)
    }

    /// One landmark's bound on `d(node, target)`, by the triangle inequality both ways.
    @inline(__always)
    private func bound(_ landmark: Int, from node: UInt32, to target: UInt32) -> Float {
        let k = nodes.count
        let v = Int(node) * k + landmark, t = Int(target) * k + landmark
        var bound: Float = 0
        let landmarkToTarget = fromLandmark[t], landmarkToNode = fromLandmark[v]
        if landmarkToTarget.isFinite && landmarkToNode.isFinite {
            bound = max(bound, (landmarkToTarget - landmarkToNode) - (landmarkToTarget + landmarkToNode) * 3e-7)
        }
        let nodeToLandmark = toLandmark[v], targetToLandmark = toLandmark[t]
        if nodeToLandmark.isFinite && targetToLandmark.isFinite {
            bound = max(bound, (nodeToLandmark - targetToLandmark) - (nodeToLandmark + targetToLandmark) * 3e-7)
        }
        return bound
    }

    /// Writes the landmarks in the map file format.
    public func encode(into writer: inout BinaryWriter) {
        writer.write(UInt64(nodeCount))
        writer.write(array: nodes)
        writer.write(array: fromLandmark)
        writer.write(array: toLandmark)
    }

    /// Reads landmarks written by ``encode(into:)``, checking sizes and that distances are non-negative
    /// (or `.infinity`).
    public init(decoding reader: inout BinaryReader) throws(MapFileError) {
        let count64 = try reader.read(UInt64.self)
        guard count64 < UInt64(UInt32.max) else { throw .corrupt("landmarks claim \(count64) nodes") }
        let n = Int(count64)
        let nodes = try reader.readArray(of: UInt32.self)
        let from = try reader.readArray(of: Float.self)
        let to = try reader.readArray(of: Float.self)
        let (cells, overflow) = n.multipliedReportingOverflow(by: nodes.count)
        guard !overflow, nodes.allSatisfy({ Int($0) < n }), from.count == cells, to.count == from.count else {
            throw .corrupt("landmark tables have the wrong size")
        }
        guard from.allSatisfy({ $0 >= 0 }), to.allSatisfy({ $0 >= 0 }) else {
            throw .corrupt("landmark distances are negative or not numbers")
        }
        self.init(nodeCount: n, nodes: nodes, fromLandmark: from, toLandmark: to)
    }
}
