import Dispatch
import RoadNetwork

/// Many-to-many tables by buckets.
extension ContractionHierarchy {
    /// The cost from each source set to each target set, row-major (`sources.count × targets.count`), with
    /// `.infinity` where no path exists. Each set's cost is the minimum over its endpoints' pairs.
    /// Bucket-based: one backward search per target fills buckets, one forward search per source scans them
    /// (on two threads from 64 sources). About 0.1 s for 1,000 × 1,000 on a 100,000-node graph.
    public func table(sources: [[SearchEndpoint]], targets: [[SearchEndpoint]]) -> [Double] {
        table(sources: sources, targets: targets, carrying: nil).costs
    }

    /// The costs as ``table(sources:targets:)`` finds them and, along the same best paths, the other measure from its
    /// values at the ends (`other`) and along each arc (`arcValues`, from ``arcValues(entering:)``).
    func table(sources: [[SearchEndpoint]], targets: [[SearchEndpoint]], carrying other: OtherMeasure,
               arcValues: [Float]) -> MeasuredCosts {
        let found = table(sources: sources, targets: targets, carrying: (other, arcValues))
        return MeasuredCosts(costs: found.costs, other: found.other)
    }

    /// Per arc (upward ids first, then downward ones offset by the upward count), the value of another measure along
    /// it: an original arc's is `entering` its head node (original id), a shortcut's the sum of its halves'. O(m), in
    /// the order of contraction (a shortcut's halves belong to a lower node).
    func arcValues(entering: (UInt32) -> Float) -> [Float] {
        let upCount = upTarget.count
        var values = [Float](repeating: 0, count: arcCount)
        func value(_ arc: Int) {
            let first = unpackFirst[arc], second = unpackSecond[arc]
            values[arc] = first == SearchSpace.none ? entering(second) : values[Int(first)] + values[Int(second)]
        }
        for r in 0..<nodeCount {
            for arc in Int(upFirst[r])..<Int(upFirst[r + 1]) { value(arc) }
            for arc in Int(downFirst[r])..<Int(downFirst[r + 1]) { value(upCount + arc) }
        }
        return values
    }

    /// The table, carrying the other measure when given one (`other`; else `other` comes back empty).
    private func table(sources: [[SearchEndpoint]], targets: [[SearchEndpoint]],
                       carrying measure: (ends: OtherMeasure, arcs: [Float])?) -> (costs: [Double], other: [Double]) {
        let columns = targets.count
        var result = [Double](repeating: .infinity, count: sources.count * columns)
        var otherResult = [Double](repeating: .infinity, count: measure == nil ? 0 : result.count)
        guard columns > 0, !sources.isEmpty else { return (result, otherResult) }
        let count = nodeCount, upCount = upTarget.count
        pool.withWorkspace { workspace in
            let search = workspace.forward
            var bucketNodes: [UInt32] = [], bucketColumns: [UInt32] = [], bucketCosts: [Double] = [], bucketOthers: [Double] = []
            var carried = CarriedValues()
            for (column, endpoints) in targets.enumerated() {
                search.reset()
                carried.reset()
                for (k, target) in endpoints.enumerated() where Int(target.node) < count {
                    let node = rank[Int(target.node)]
                    if let measure, search.improves(node, cost: target.offset) { carried.starts[node] = measure.ends.targets[column][k] }
                    search.start(node, cost: target.offset)
                }
                while !search.heap.isEmpty {
                    guard let (node, cost) = exhaustStep(search, relaxing: downFirst, downTarget, downWeight,
                                                         stalling: upFirst, upTarget, upWeight) else { continue }
                    bucketNodes.append(node)
                    bucketColumns.append(UInt32(column))
                    bucketCosts.append(cost)
                    if let measure { bucketOthers.append(carried.settle(node, in: search, arcValues: measure.arcs, arcOffset: upCount)) }
                }
            }
            let buckets = Buckets(nodes: bucketNodes, columns: bucketColumns, costs: bucketCosts, others: bucketOthers,
                                  index: workspace.backward)
            result.withUnsafeMutableBufferPointer { matrix in
                otherResult.withUnsafeMutableBufferPointer { otherMatrix in
                    nonisolated(unsafe) let matrix = matrix, otherMatrix = otherMatrix, buckets = buckets, search = search
                    let scan: @Sendable (SearchSpace, Int) -> Void = { space, row in
                        space.reset()
                        var carried = CarriedValues()
                        for (k, source) in sources[row].enumerated() where Int(source.node) < count {
                            let node = rank[Int(source.node)]
                            if let measure, space.improves(node, cost: source.offset) { carried.starts[node] = measure.ends.sources[row][k] }
                            space.start(node, cost: source.offset)
                        }
                        let base = row * columns
                        while !space.heap.isEmpty {
                            guard let (node, cost) = exhaustStep(space, relaxing: upFirst, upTarget, upWeight,
                                                                 stalling: downFirst, downTarget, downWeight) else { continue }
                            let here = measure.map { carried.settle(node, in: space, arcValues: $0.arcs, arcOffset: 0) }
                            for entry in buckets.entries(node) {
                                let total = cost + buckets.cost[entry]
                                let cell = base + Int(buckets.column[entry])
                                if total < matrix[cell] {
                                    matrix[cell] = total
                                    if let here { otherMatrix[cell] = here + buckets.other[entry] }
                                }
                            }
                        }
                    }
                    guard sources.count >= 64 else {
                        for row in sources.indices { scan(search, row) }
                        return
                    }
                    // Rows are independent: a second thread takes every other row with a workspace of its own.
                    pool.withWorkspace { second in
                        nonisolated(unsafe) let spaces = [search, second.forward]
                        DispatchQueue.concurrentPerform(iterations: 2) { worker in
                            for row in stride(from: worker, to: sources.count, by: 2) { scan(spaces[worker], row) }
                        }
                    }
                }
            }
        }
        return (result, otherResult)
    }

    /// Settles the next node of an exhaustive upward search; returns it unless stalled.
    @inline(__always)
    private func exhaustStep(_ space: SearchSpace, relaxing first: [UInt32], _ target: [UInt32], _ weight: [Float],
                             stalling stallFirst: [UInt32], _ stallTarget: [UInt32], _ stallWeight: [Float])
        -> (UInt32, Double)? {
        let (node, cost) = space.heap.popMin()
        space.settle(node)
        let v = Int(node)
        for arc in Int(stallFirst[v]) ..< Int(stallFirst[v + 1]) {
            let higher = stallTarget[arc]
            if space.isReached(higher) && space.distance[Int(higher)] + Double(stallWeight[arc]) < cost { return nil }
        }
        for arc in Int(first[v]) ..< Int(first[v + 1]) {
            let total = cost + Double(weight[arc])
            space.relax(target[arc], cost: total, key: total, parent: node, arc: UInt32(arc))
        }
        return (node, cost)
    }
}

/// The other measure at the nodes one search settled, along the path it settled each by: a start node's from its
/// endpoint, any other's its parent's plus its arc's.
private struct CarriedValues {
    /// The start nodes' values, from the endpoint that reached each cheapest.
    var starts: [UInt32: Double] = [:]
    private var settled: [UInt32: Double] = [:]

    mutating func reset() {
        starts.removeAll(keepingCapacity: true)
        settled.removeAll(keepingCapacity: true)
    }

    /// The value at `node`, just settled in `space` (its parent settled before it), where the search's arc ids plus
    /// `arcOffset` index `arcValues`.
    mutating func settle(_ node: UInt32, in space: SearchSpace, arcValues: [Float], arcOffset: Int) -> Double {
        let parent = space.parent[Int(node)]
        let value = parent == SearchSpace.none ? starts[node, default: .infinity]
            : settled[parent, default: .infinity] + Double(arcValues[arcOffset + Int(space.parentArc[Int(node)])])
        settled[node] = value
        return value
    }
}
