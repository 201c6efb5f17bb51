import RoadNetwork

/// Landmark lower bounds (ALT) on one metric's costs: for a few *landmarks* spread over the edge of the network,
/// each node's cost from and to every landmark. By the triangle inequality, for any nodes `v` and `t` and a
/// landmark `L`, cost(v → t) ≥ cost(v → L) − cost(t → L) and ≥ cost(L → t) − cost(L → v). On networks whose
/// cheapest paths run far from the straight line (grids, rivers, motorways) these bounds are much tighter than
/// straight-line ones, and they stay consistent — the bound drops by at most an arc's cost along the arc — so an
/// A* search keyed by them settles each node once. Barriers only remove arcs, so they hold around barriers too.
///
/// Per node the `count` costs from the landmarks, then the `count` costs to them, as `Float`, in one aligned
/// record of 32 bytes (two per cache line); a cost that does not exist (no path) is ``unreachable``.
public final class Landmarks: @unchecked Sendable {
    /// Landmarks per network: the records are one `SIMD4` from, one `SIMD4` to. Four, not eight: on a synthetic city of
    /// a million junctions (no hierarchy: every route searches the overlay through them) routes took 1.74 ms at the
    /// median and 4.1 at p95 against 2.1–2.2 and 4.8–5.5 — half the bytes per node reached, and the corners that
    /// farthest selection picks first bound a grid as tightly as eight; Malta's and Campo Grande's routes and barrier
    /// routes were as fast with either (within 0.05 ms) — and the map file holds 16 bytes a node less of them (140 MB
    /// on that city). Costs in 16 bits instead (whole units, rounded down arc by arc to stay consistent) lost a unit
    /// at every arc and doubled those routes' time.
    public static let count = 4
    /// A stand-in for "no path": finite, so that bounds never compute infinity minus infinity.
    static let unreachable: Float = 1e30
    /// A bound at least this large means the node cannot reach the ends (or be reached): it is clamped here.
    static let cap = 1e20

    /// The landmarks' nodes.
    public let nodes: [UInt32]
    /// The records, 32 bytes per node, starting at a multiple of 64 bytes: measured here, or read in place from a map
    /// file (its pages shared by every process that maps it).
    let records: MappedArray<Float>
    private let nodeCount: Int

    /// Chooses landmarks on `graph` (its arcs reversed in `reversed`) by farthest selection among the nodes that
    /// reach `start` and are reached from it (its piece of network): the first is the node farthest from `start`,
    /// each next one the node whose cost from the landmarks so far (the least of them) is largest. Then measures every
    /// node's cost from and to each: `2 × count + 2` plain Dijkstras over the whole graph, two at a time side by side
    /// (from and to `start`, then from and to each landmark as it is chosen: the next is chosen from the costs from it).
    /// `progress` is told the fraction of those searches done, from any thread: after each pair, and within one every
    /// 65,536 nodes its forward search settles (a pair takes seconds on a map of millions of junctions).
    public init(graph: SearchGraph, reversed: SearchGraph, start: UInt32, progress: @Sendable (Double) -> Void = { _ in }) {
        let nodeCount = graph.nodeCount
        var chosen: [UInt32] = []
        records = MappedArray(count: nodeCount * 2 * Self.count, alignment: 64) { base in
            base.initialize(repeating: Self.unreachable)
            guard nodeCount > 0, Int(start) < nodeCount else { return }
            let forward = SearchSpace(nodeCount: nodeCount), backward = SearchSpace(nodeCount: nodeCount)
            let pairs = Double(Self.count + 1)
            var measured = 0.0
            /// The costs from and to `node`, measured side by side, each search in its own space.
            func costs(fromAndTo node: UInt32) -> (from: [Float], to: [Float]) {
                let before = measured
                defer {
                    measured += 1
                    progress(measured / pairs)
                }
                return concurrently({
                    Self.costs(graph, from: node, in: forward) { settled in progress((before + Double(settled) / Double(nodeCount)) / pairs) }
                }, { Self.costs(reversed, from: node, in: backward) })
            }
            let (fromStart, toStart) = costs(fromAndTo: start)
            var nearest = fromStart
            for l in 0 ..< Self.count {
                var farthest = start, best: Float = -1
                for v in 0 ..< nodeCount where toStart[v] < Self.unreachable && nearest[v] < Self.unreachable && nearest[v] > best {
                    best = nearest[v]
                    farthest = UInt32(v)
                }
                // Every node of the piece is a landmark already (a tiny network).
                guard best > 0 || (l == 0 && best == 0), !chosen.contains(farthest) else { break }
                chosen.append(farthest)
                let (from, to) = costs(fromAndTo: farthest)
                for v in 0 ..< nodeCount {
                    base[2 * Self.count * v + l] = from[v]
                    base[2 * Self.count * v + Self.count + l] = to[v]
                    nearest[v] = l == 0 ? from[v] : min(nearest[v], from[v])
                }
            }
        }
        nodes = chosen
        self.nodeCount = nodeCount
    }

    /// Writes the landmarks measured on `graph` for ``decoded(from:graph:)``: a fingerprint of the graph, the landmarks'
    /// nodes, then the records as they are in memory, at a multiple of 64 bytes into the section (so, in a map file,
    /// read in place, half a cache line each).
    func encode(into writer: inout BinaryWriter, graph: SearchGraph) {
        writer.write(Self.fingerprint(graph))
        writer.write(array: nodes)
        writer.write(array: records, alignedTo: 64)
    }

    /// Reads landmarks written by ``encode(into:graph:)``, for `graph`: the records in place when they start at a
    /// multiple of 64 bytes in a mapped map file (copied otherwise), checked for their count, not read. Nil when they
    /// were measured on other arcs or weights (stale bounds could overstate costs, and routes would not be the cheapest).
    static func decoded(from reader: inout BinaryReader, graph: SearchGraph) throws(MapFileError) -> Landmarks? {
        let measuredOn = try reader.read(UInt64.self)
        let nodes = try reader.readArray(of: UInt32.self)
        let records = try reader.readMappedArray(of: Float.self, alignedTo: 64)
        guard nodes.count <= count, nodes.allSatisfy({ Int($0) < graph.nodeCount }), records.count == graph.nodeCount * 2 * count else {
            throw .corrupt("the landmarks do not fit their graph")
        }
        guard measuredOn == fingerprint(graph) else { return nil }
        return Landmarks(nodes: nodes, records: records.aligned(to: 64))
    }

    private init(nodes: [UInt32], records: MappedArray<Float>) {
        self.nodes = nodes
        self.records = records
        nodeCount = records.count / (2 * Self.count)
    }

    /// A 64-bit fingerprint of `graph`'s arcs and weights: FNV-1a over 32-bit words, four streams taking every fourth
    /// word of each array (a chain of multiplies each, side by side), then folded together.
    static func fingerprint(_ graph: SearchGraph) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01b3, basis: UInt64 = 0xcbf2_9ce4_8422_2325
        // Four plain registers: the processor multiplies them side by side (64-bit vector multiplies it may lack).
        var h0 = basis, h1 = basis &+ 1, h2 = basis &+ 2, h3 = basis &+ 3
        func mix(_ words: UnsafeBufferPointer<UInt32>) {
            var k = 0
            while k + 4 <= words.count {
                h0 = (h0 ^ UInt64(words[k])) &* prime
                h1 = (h1 ^ UInt64(words[k + 1])) &* prime
                h2 = (h2 ^ UInt64(words[k + 2])) &* prime
                h3 = (h3 ^ UInt64(words[k + 3])) &* prime
                k += 4
            }
            for word in words[k...] { h0 = (h0 ^ UInt64(word)) &* prime }
        }
        h0 = (h0 ^ UInt64(graph.nodeCount)) &* prime
        graph.firstArc.withUnsafeBufferPointer(mix)
        graph.target.withUnsafeBufferPointer(mix)
        graph.weight.withUnsafeBufferPointer { $0.withMemoryRebound(to: UInt32.self, mix) }
        return [h0, h1, h2, h3].reduce(basis) { ($0 ^ $1) &* prime }
    }

    /// The cost from `source` to every node on `graph` (``unreachable`` where there is none); `settling` is told the
    /// nodes settled so far every 65,536.
    private static func costs(_ graph: SearchGraph, from source: UInt32, in space: SearchSpace,
                              settling: (Int) -> Void = { _ in }) -> [Float] {
        var cost = [Float](repeating: unreachable, count: graph.nodeCount)
        var settled = 0
        space.reset()
        space.start(source, cost: 0)
        graph.firstArc.withUnsafeBufferPointer { first in
            graph.target.withUnsafeBufferPointer { target in
                graph.weight.withUnsafeBufferPointer { weight in
                    while !space.heap.isEmpty {
                        let (node, value) = space.heap.popMin()
                        space.settle(node)
                        cost[Int(node)] = Float(value)
                        settled += 1
                        if settled & 0xFFFF == 0 { settling(settled) }
                        for arc in Int(first[Int(node)]) ..< Int(first[Int(node) + 1]) {
                            let total = value + Double(weight[arc])
                            space.relax(target[arc], cost: total, key: total, parent: node, arc: 0)
                        }
                    }
                }
            }
        }
        return cost
    }

    /// The costs from each landmark to `node`.
    @inline(__always) func from(_ node: UInt32) -> SIMD4<Float> {
        UnsafeRawPointer(records.buffer.baseAddress!).load(fromByteOffset: 32 * Int(node), as: SIMD4<Float>.self)
    }

    /// The costs from `node` to each landmark.
    @inline(__always) func to(_ node: UInt32) -> SIMD4<Float> {
        UnsafeRawPointer(records.buffer.baseAddress!).load(fromByteOffset: 32 * Int(node) + 16, as: SIMD4<Float>.self)
    }

    /// Whether `node` is one of the graph's.
    func contains(_ node: UInt32) -> Bool { Int(node) < nodeCount }

    /// What bounds the cost between any node and a set of `ends`: per landmark, the most and the least cost from
    /// it to an end and from an end to it. ``unreachable`` takes part like any cost: a bound through a landmark that
    /// some end has no path with comes out at most 0, or says truly that no path exists.
    struct Ends {
        /// For bounds *to* the ends: cost(v → t) ≥ to(v) − `toMost` and ≥ `fromLeast` − from(v).
        var toMost = SIMD4<Float>(repeating: 0), fromLeast = SIMD4<Float>(repeating: Landmarks.unreachable)
        /// For bounds *from* the ends: cost(s → v) ≥ from(v) − `fromMost` and ≥ `toLeast` − to(v).
        var fromMost = SIMD4<Float>(repeating: 0), toLeast = SIMD4<Float>(repeating: Landmarks.unreachable)
    }

    /// The constants of ``Ends`` for `ends` (nodes of the graph; none gives bounds of 0).
    func ends(_ ends: [UInt32]) -> Ends {
        var result = Ends()
        let valid = ends.filter(contains)
        guard !valid.isEmpty else {
            let none = SIMD4<Float>(repeating: Self.unreachable)
            return Ends(toMost: none, fromLeast: .zero, fromMost: none, toLeast: .zero)
        }
        for end in valid {
            let from = from(end), to = to(end)
            result.toMost = pointwiseMax(result.toMost, to)
            result.fromMost = pointwiseMax(result.fromMost, from)
            result.toLeast = pointwiseMin(result.toLeast, to)
            result.fromLeast = pointwiseMin(result.fromLeast, from)
        }
        return result
    }

    /// A lower bound on the cost from `node` to the nearest of the ends `ends` was made for (clamped to ``cap``).
    @inline(__always) func bound(_ node: UInt32, to ends: Ends) -> Double {
        let viaTo = to(node) - ends.toMost, viaFrom = ends.fromLeast - from(node)
        return min(Self.cap, Double(Self.largest(viaTo, viaFrom)))
    }

    /// A lower bound on the cost from the nearest of the ends `ends` was made for to `node` (clamped to ``cap``).
    @inline(__always) func bound(_ node: UInt32, from ends: Ends) -> Double {
        let viaFrom = from(node) - ends.fromMost, viaTo = ends.toLeast - to(node)
        return min(Self.cap, Double(Self.largest(viaFrom, viaTo)))
    }

    /// The largest lane of `a` and `b`, or 0 when every one is below. Written out: the standard library's
    /// `pointwiseMax` and `max()` are calls, not instructions, and the bounds are computed at every node a route
    /// reaches (a tenth of a route's time on a city of a million junctions).
    @inline(__always) private static func largest(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Float {
        var largest: Float = 0
        for lane in 0 ..< 4 { largest = Swift.max(largest, Swift.max(a[lane], b[lane])) }
        return largest
    }
}
