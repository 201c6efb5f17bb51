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

    /// The graph with every arc reversed (same weights). O(n + m).
    public func reversed() -> SearchGraph { Reversal(of: self).graph(weight: weight) }

    /// The same graph with its nodes numbered anew: node `i` of the result is node `order[i]` of this one, with
    /// its arcs in the same order. `order` lists every node once. O(n + m).
    public func renumbered(order: [UInt32]) -> SearchGraph { Renumbering(of: self, order: order).graph(weight: weight) }

    /// The arcs of a graph with its nodes numbered anew, without weights: what graphs with the same arcs and other
    /// weights (one per metric) share.
    public struct Renumbering: Sendable {
        /// The renumbered graph's offsets and heads (shared by the graphs made from them).
        public let firstArc: MappedArray<UInt32>
        public let target: MappedArray<UInt32>
        /// Per arc of the renumbered graph: the arc of the original graph it is.
        public let arc: [UInt32]

        /// The ``arc`` of an arc that is no arc of the original graph: a split node's own, from its arriving half to
        /// its departing one, which weighs nothing.
        public static let free = UInt32.max

        /// Numbers `graph`'s nodes anew: node `i` becomes the one `order[i]` was, with its arcs in the same order.
        /// `order` lists every node once; `number`, its inverse (each node's new number), when the caller has it.
        /// O(n + m).
        public init(of graph: SearchGraph, order: [UInt32], number known: [UInt32]? = nil) {
            let n = graph.nodeCount
            precondition(order.count == n && (known?.count ?? n) == n, "one new number per node")
            // Every value below is written exactly once (the order is a permutation), so nothing is zeroed first.
            let number = known ?? [UInt32](unsafeUninitializedCapacity: n) { number, count in
                for (new, old) in order.enumerated() { number[Int(old)] = UInt32(new) }
                count = n
            }
            self.init(of: graph, order: order, arrival: number, departure: number)
        }

        /// Numbers `graph`'s nodes anew, some split in two: node `i` becomes one that `order[i]` was (a split node
        /// is listed twice), arcs into node `v` arrive at `arrival[v]`, and its arcs, in the same order, leave from
        /// `departure[v]`; where the two differ, the arriving half has one ``free`` arc, to the departing half. O(n + m).
        public init(of graph: SearchGraph, order: [UInt32], arrival: [UInt32], departure: [UInt32]) {
            let n = order.count, m = graph.arcCount + n - graph.nodeCount
            precondition(arrival.count == graph.nodeCount && departure.count == graph.nodeCount, "one arrival and one departure per node")
            let first = MappedArray<UInt32>(count: n + 1, alignment: 16) { first in
                graph.firstArc.withUnsafeBufferPointer { oldFirst in
                    first[0] = 0
                    for (new, old) in order.enumerated() {
                        let arcs = departure[Int(old)] == UInt32(new) ? oldFirst[Int(old) + 1] - oldFirst[Int(old)] : 1
                        first[new + 1] = first[new] + arcs
                    }
                }
            }
            precondition(Int(first[n]) == m, "a node listed twice is split, its halves apart")
            var arc: [UInt32] = []
            // Every value below is written exactly once, so nothing is zeroed first; each half of the new nodes' arcs
            // on a thread of its own (they start where `first` says).
            target = MappedArray(count: m, alignment: 16) { target in
                arc = [UInt32](unsafeUninitializedCapacity: m) { arc, count in
                    graph.firstArc.withUnsafeBufferPointer { oldFirst in
                        graph.target.withUnsafeBufferPointer { oldTarget in
                            _ = concurrently(halvesOf: 0..<n) { nodes in
                                var next = Int(first[nodes.lowerBound])
                                for new in nodes {
                                    let old = Int(order[new])
                                    guard departure[old] == UInt32(new) else {
                                        target[next] = departure[old]
                                        arc[next] = Self.free
                                        next += 1
                                        continue
                                    }
                                    for a in Int(oldFirst[old]) ..< Int(oldFirst[old + 1]) {
                                        target[next] = arrival[Int(oldTarget[a])]
                                        arc[next] = UInt32(a)
                                        next += 1
                                    }
                                }
                            }
                        }
                    }
                    count = m
                }
            }
            firstArc = first
            self.arc = arc
        }

        /// The renumbered graph with the original graph's arc weights `weight` (one per original arc).
        public func graph(weight: MappedArray<Float>) -> SearchGraph { weight.withUnsafeBufferPointer(graph) }

        /// The renumbered graph with the original graph's arc weights `weight` (one per original arc).
        public func graph(weight: [Float]) -> SearchGraph { weight.withUnsafeBufferPointer(graph) }

        private func graph(_ weight: UnsafeBufferPointer<Float>) -> SearchGraph {
            SearchGraph(nodeCount: firstArc.count - 1, firstArc: firstArc, target: target, weight: SearchGraph.weights(weight, of: arc))
        }
    }

    /// The arcs of a graph reversed, without weights: what graphs with the same arcs and other weights (one per
    /// metric) share. Reversed arcs into each node come in the order of their tails.
    public struct Reversal: Sendable {
        /// The reversed graph's offsets and heads (shared by the graphs made from them).
        public let firstArc: MappedArray<UInt32>
        public let target: MappedArray<UInt32>
        /// Per reversed arc: the arc of the original graph it reverses.
        public let arc: [UInt32]

        /// Reverses `graph`'s arcs by counting sort. O(n + m).
        public init(of graph: SearchGraph) {
            let n = graph.nodeCount, m = graph.arcCount
            var next = [UInt32](repeating: 0, count: n + 1)
            for head in graph.target { next[Int(head) + 1] += 1 }
            for v in 0..<n { next[v + 1] += next[v] }
            firstArc = next.withUnsafeBufferPointer { counted in
                MappedArray(count: n + 1, alignment: 16) { first in _ = first.initialize(fromContentsOf: counted) }
            }
            // Every slot below is written exactly once, so nothing is zeroed first.
            var arc: [UInt32] = []
            target = MappedArray(count: m, alignment: 16) { target in
                arc = [UInt32](unsafeUninitializedCapacity: m) { arc, count in
                    for v in 0..<n {
                        for a in Int(graph.firstArc[v])..<Int(graph.firstArc[v + 1]) {
                            let head = Int(graph.target[a])
                            let slot = Int(next[head])
                            target[slot] = UInt32(v)
                            arc[slot] = UInt32(a)
                            next[head] += 1
                        }
                    }
                    count = m
                }
            }
            self.arc = arc
        }

        /// The reversed graph with the original graph's arc weights `weight` (one per original arc).
        public func graph(weight: MappedArray<Float>) -> SearchGraph { weight.withUnsafeBufferPointer(graph) }

        /// The reversed graph with the original graph's arc weights `weight` (one per original arc).
        public func graph(weight: [Float]) -> SearchGraph { weight.withUnsafeBufferPointer(graph) }

        private func graph(_ weight: UnsafeBufferPointer<Float>) -> SearchGraph {
            SearchGraph(nodeCount: firstArc.count - 1, firstArc: firstArc, target: target, weight: SearchGraph.weights(weight, of: arc))
        }
    }

    /// `weight[arc[i]]` for each `i` (0 for a ``Renumbering/free`` arc), in memory of their own.
    static func weights(_ weight: UnsafeBufferPointer<Float>, of arc: [UInt32]) -> MappedArray<Float> {
        MappedArray(count: arc.count, alignment: 16) { values in
            for i in arc.indices { values.initializeElement(at: i, to: arc[i] == Renumbering.free ? 0 : weight[Int(arc[i])]) }
        }
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
