/// A* lower bounds from the landmarks.
extension Landmarks {
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
}
