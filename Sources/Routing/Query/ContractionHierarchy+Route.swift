import RoadNetwork

/// One-to-one queries: a bidirectional upward search with stall-on-demand, then the path unpacked.
extension ContractionHierarchy {
    /// The cheapest path from any of `sources` to any of `targets` (cost `source.offset + path + target.offset`),
    /// or `nil` when none connects them. Endpoints whose node is out of range are ignored.
    /// Bidirectional upward search with stall-on-demand; typically 0.1 ms on a city.
    public func route(from sources: [SearchEndpoint], to targets: [SearchEndpoint]) -> SearchPath? {
        let count = nodeCount
        guard let sourceShift = sources.lazy.filter({ Int($0.node) < count }).map(\.offset).min(),
              let targetShift = targets.lazy.filter({ Int($0.node) < count }).map(\.offset).min() else { return nil }
        return pool.withWorkspace { workspace -> SearchPath? in
            let forward = workspace.forward, backward = workspace.backward
            for source in sources where Int(source.node) < count {
                forward.start(rank[Int(source.node)], cost: source.offset - sourceShift)
            }
            for target in targets where Int(target.node) < count {
                backward.start(rank[Int(target.node)], cost: target.offset - targetShift)
            }
            var best = Double.infinity
            var meeting = SearchSpace.none
            while true {
                let forwardKey = forward.heap.minKey, backwardKey = backward.heap.minKey
                let goForward = forwardKey < best, goBackward = backwardKey < best
                if !goForward && !goBackward { break }
                if goForward && (!goBackward || forwardKey <= backwardKey) {
                    settleUpward(forward, other: backward, relaxing: upFirst, upTarget, upWeight, arcBase: 0,
                                 stalling: downFirst, downTarget, downWeight, best: &best, meeting: &meeting)
                } else {
                    settleUpward(backward, other: forward, relaxing: downFirst, downTarget, downWeight,
                                 arcBase: UInt32(upTarget.count), stalling: upFirst, upTarget, upWeight,
                                 best: &best, meeting: &meeting)
                }
            }
            guard meeting != SearchSpace.none else { return nil }
            let head = forward.arcs(to: meeting)
            let tail = backward.arcs(to: meeting)
            var nodes = [nodeOfRank[Int(head.start)]]
            for arc in head.arcs { unpack(arc, into: &nodes) }
            for arc in tail.arcs.reversed() { unpack(arc, into: &nodes) }
            return SearchPath(cost: best + sourceShift + targetShift,
                              sourceIndex: Self.endpoint(at: nodeOfRank[Int(head.start)], in: sources),
                              targetIndex: Self.endpoint(at: nodeOfRank[Int(tail.start)], in: targets),
                              nodes: nodes)
        }
    }

    /// The index of the cheapest endpoint on `node`.
    static func endpoint(at node: UInt32, in endpoints: [SearchEndpoint]) -> Int {
        var best = -1
        for index in endpoints.indices where endpoints[index].node == node {
            if best < 0 || endpoints[index].offset < endpoints[best].offset { best = index }
        }
        return max(best, 0)
    }

    /// Settles the next node of one direction: meets the other direction, stalls if a higher node reaches
    /// it more cheaply, else relaxes its arcs.
    @inline(__always)
    private func settleUpward(_ space: SearchSpace, other: SearchSpace,
                              relaxing first: [UInt32], _ target: [UInt32], _ weight: [Float], arcBase: UInt32,
                              stalling stallFirst: [UInt32], _ stallTarget: [UInt32], _ stallWeight: [Float],
                              best: inout Double, meeting: inout UInt32) {
        let (node, cost) = space.heap.popMin()
        space.settle(node)
        let v = Int(node)
        if other.isReached(node) {
            let total = cost + other.distance[v]
            if total < best { best = total; meeting = node }
        }
        for arc in Int(stallFirst[v]) ..< Int(stallFirst[v + 1]) {
            let higher = stallTarget[arc]
            if space.isReached(higher) && space.distance[Int(higher)] + Double(stallWeight[arc]) < cost { return }
        }
        for arc in Int(first[v]) ..< Int(first[v + 1]) {
            let next = target[arc]
            let total = cost + Double(weight[arc])
            space.relax(next, cost: total, key: total, parent: node, arc: arcBase + UInt32(arc))
        }
    }

    /// Appends the original nodes after the tail of `arc` up to its head.
    private func unpack(_ arc: UInt32, into nodes: inout [UInt32]) {
        var stack: [UInt32] = [arc]
        while let current = stack.popLast() {
            let first = unpackFirst[Int(current)]
            if first == SearchSpace.none {
                nodes.append(unpackSecond[Int(current)])
            } else {
                stack.append(unpackSecond[Int(current)])
                stack.append(first)
            }
        }
    }
}
