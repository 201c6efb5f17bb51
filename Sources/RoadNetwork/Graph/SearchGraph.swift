/// A directed graph in compressed-sparse-row form with non-negative `Float` arc weights: the input of every
/// search algorithm and of contraction.
///
/// The arcs leaving node `v` are `firstArc[v] ..< firstArc[v + 1]`; arc `a` goes to `target[a]` and costs
/// `weight[a]`. For Wayfarer's road graphs a node is a directed road segment and an arc a turn onto the
/// next segment, weighted by that segment's cost (plus any turn penalty).
public struct SearchGraph: Sendable, Hashable {
    /// The number of nodes.
    public let nodeCount: Int
    /// Offsets into the arc arrays, `nodeCount + 1` entries.
    public let firstArc: MappedArray<UInt32>
    /// The head node of each arc.
    public let target: MappedArray<UInt32>
    /// The cost of each arc (seconds or metres), ≥ 0 and finite.
    public let weight: MappedArray<Float>

    /// Creates a graph from CSR arrays (in memory of their own, or read in place from a map file); the caller
    /// guarantees their consistency.
    public init(nodeCount: Int, firstArc: MappedArray<UInt32>, target: MappedArray<UInt32>, weight: MappedArray<Float>) {
        self.nodeCount = nodeCount
        self.firstArc = firstArc
        self.target = target
        self.weight = weight
    }

    /// Creates a graph from CSR arrays (copied); the caller guarantees their consistency.
    public init(nodeCount: Int, firstArc: [UInt32], target: [UInt32], weight: [Float]) {
        self.init(nodeCount: nodeCount, firstArc: MappedArray(firstArc), target: MappedArray(target), weight: MappedArray(weight))
    }

    /// Creates a graph from a list of arcs `(from, to, weight)` in any order. O(n + m).
    public init(nodeCount: Int, arcs: [(from: UInt32, to: UInt32, weight: Float)]) {
        var first = [UInt32](repeating: 0, count: nodeCount + 1)
        for arc in arcs { first[Int(arc.from) + 1] += 1 }
        for v in 0..<nodeCount { first[v + 1] += first[v] }
        var next = first
        var target = [UInt32](repeating: 0, count: arcs.count)
        var weight = [Float](repeating: 0, count: arcs.count)
        for arc in arcs {
            let slot = Int(next[Int(arc.from)])
            target[slot] = arc.to
            weight[slot] = arc.weight
            next[Int(arc.from)] += 1
        }
        self.init(nodeCount: nodeCount, firstArc: first, target: target, weight: weight)
    }

    /// The number of arcs.
    public var arcCount: Int { target.count }

    /// The graph with every arc reversed (same weights), the reversed arcs into each node in the order of their tails,
    /// by a counting sort. O(n + m), each half of the tails on a thread of its own (the arcs into a head from the first
    /// half go before those from the second).
    public func reversed() -> SearchGraph {
        let n = nodeCount, m = arcCount
        // Per half of the tails, its arcs into each head; then where that half's arcs into each head start.
        func counts(_ tails: Range<Int>) -> [UInt32] {
            var count = [UInt32](repeating: 0, count: n)
            for a in Int(firstArc[tails.lowerBound])..<Int(firstArc[tails.upperBound]) { count[Int(target[a])] += 1 }
            return count
        }
        var (low, high) = concurrently({ counts(0..<n / 2) }, { counts(n / 2..<n) })
        let first = MappedArray<UInt32>(count: n + 1, alignment: 16) { first in
            var start: UInt32 = 0
            for v in 0..<n {
                first[v] = start
                let fromLow = low[v]
                low[v] = start
                start += fromLow
                let fromHigh = high[v]
                high[v] = start
                start += fromHigh
            }
            first[n] = start
        }
        // Every slot below is written exactly once, so nothing is zeroed first; heads and weights side by side.
        var weights: MappedArray<Float>?
        let tails = MappedArray<UInt32>(count: m, alignment: 16) { tails in
            weights = MappedArray(count: m, alignment: 16) { weights in
                func fill(_ nodes: Range<Int>, _ next: UnsafeMutableBufferPointer<UInt32>) {
                    for v in nodes {
                        for a in Int(firstArc[v])..<Int(firstArc[v + 1]) {
                            let head = Int(target[a]), slot = Int(next[head])
                            tails[slot] = UInt32(v)
                            weights[slot] = weight[a]
                            next[head] += 1
                        }
                    }
                }
                low.withUnsafeMutableBufferPointer { low in
                    high.withUnsafeMutableBufferPointer { high in
                        nonisolated(unsafe) let (low, high) = (low, high)
                        _ = concurrently({ fill(0..<n / 2, low) }, { fill(n / 2..<n, high) })
                    }
                }
            }
        }
        return SearchGraph(nodeCount: n, firstArc: first, target: tails, weight: weights!)
    }

    /// The same graph with its nodes numbered anew: node `i` of the result is node `order[i]` of this one, with
    /// its arcs in the same order. `order` lists every node once. O(n + m).
    public func renumbered(order: [UInt32]) -> SearchGraph {
        // Every value below is written exactly once (the order is a permutation), so nothing is zeroed first.
        let number = [UInt32](unsafeUninitializedCapacity: nodeCount) { number, count in
            for (new, old) in order.enumerated() { number[Int(old)] = UInt32(new) }
            count = nodeCount
        }
        return renumbered(order: order, arrival: number, departure: number)
    }

    /// The same graph with its nodes numbered anew, some split in two: node `i` becomes one that `order[i]` was (a split
    /// node is listed twice), arcs into node `v` arrive at `arrival[v]`, and its arcs, in the same order and with the
    /// same weights, leave from `departure[v]`; where the two differ, the arriving half has one arc, to the departing
    /// half, which weighs nothing. O(n + m), each half of the new nodes on a thread of its own.
    public func renumbered(order: [UInt32], arrival: [UInt32], departure: [UInt32]) -> SearchGraph {
        let n = order.count, m = arcCount + n - nodeCount
        precondition(arrival.count == nodeCount && departure.count == nodeCount, "one arrival and one departure per node")
        // Each new node's arcs counted on two threads (reading the old graph's where they lie), then added up.
        let first = MappedArray<UInt32>(count: n + 1, alignment: 16) { first in
            firstArc.withUnsafeBufferPointer { oldFirst in
                nonisolated(unsafe) let first = first
                _ = concurrently(halvesOf: 0..<n) { nodes in
                    for new in nodes {
                        let old = Int(order[new])
                        first[new + 1] = departure[old] == UInt32(new) ? oldFirst[old + 1] - oldFirst[old] : 1
                    }
                }
            }
            first[0] = 0
            for new in 0..<n { first[new + 1] += first[new] }
        }
        precondition(Int(first[n]) == m, "a node listed twice is split, its halves apart")
        // Every value below is written exactly once, so nothing is zeroed first; each half of the new nodes' arcs on a
        // thread of its own (they start where `first` says).
        var weights: MappedArray<Float>?
        let heads = MappedArray<UInt32>(count: m, alignment: 16) { heads in
            weights = MappedArray(count: m, alignment: 16) { weights in
                firstArc.withUnsafeBufferPointer { oldFirst in
                    target.withUnsafeBufferPointer { oldTarget in
                        weight.withUnsafeBufferPointer { oldWeight in
                            _ = concurrently(halvesOf: 0..<n) { nodes in
                                var next = Int(first[nodes.lowerBound])
                                for new in nodes {
                                    let old = Int(order[new])
                                    guard departure[old] == UInt32(new) else {
                                        heads[next] = departure[old]
                                        weights[next] = 0
                                        next += 1
                                        continue
                                    }
                                    for a in Int(oldFirst[old]) ..< Int(oldFirst[old + 1]) {
                                        heads[next] = arrival[Int(oldTarget[a])]
                                        weights[next] = oldWeight[a]
                                        next += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return SearchGraph(nodeCount: n, firstArc: first, target: heads, weight: weights!)
    }

    /// Writes the graph in the map file format.
    public func encode(into writer: inout BinaryWriter) {
        writer.write(UInt64(nodeCount))
        writer.write(array: firstArc)
        writer.write(array: target)
        writer.write(array: weight)
    }

    /// Reads a graph written by ``encode(into:)``, checking its consistency: in place when the reader reads a mapped map
    /// file.
    public init(decoding reader: inout BinaryReader) throws(MapFileError) {
        let count = try reader.readCount()
        let first = try reader.readMappedArray(of: UInt32.self)
        let target = try reader.readMappedArray(of: UInt32.self)
        let weight = try reader.readMappedArray(of: Float.self)
        guard first.count == count + 1, target.count == weight.count, first.first == 0, Int(first.last ?? 0) == target.count,
              zip(first, first.dropFirst()).allSatisfy({ $0 <= $1 }), target.allSatisfy({ Int($0) < count }) else {
            throw .corrupt("inconsistent search graph")
        }
        self.init(nodeCount: count, firstArc: first, target: target, weight: weight)
    }
}

/// A place where a search may start or end: a graph node plus a cost already paid before it (a source) or
/// still to pay after it (a target). Offsets may be negative for targets (part of the node's own segment
/// not travelled), but `offset + any path cost` is what the search minimises.
public struct SearchEndpoint: Sendable, Hashable {
    /// The graph node.
    public var node: UInt32
    /// The cost added at this end.
    public var offset: Double

    /// Creates an endpoint.
    public init(node: UInt32, offset: Double) {
        self.node = node
        self.offset = offset
    }
}
