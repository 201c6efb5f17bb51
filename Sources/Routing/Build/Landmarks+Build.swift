import Dispatch
import RoadNetwork

/// Choosing landmarks and measuring their distances.
extension Landmarks {
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

    private static func keepColumns(_ values: [Float], nodes: Int, stride: Int, keep: Int) -> [Float] {
        var kept: [Float] = []
        kept.reserveCapacity(nodes * keep)
        for v in 0 ..< nodes { kept.append(contentsOf: values[v * stride ..< v * stride + keep]) }
        return kept
    }
}
