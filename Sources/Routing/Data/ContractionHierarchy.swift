import RoadNetwork

/// A contraction hierarchy over a ``SearchGraph``: exact shortest paths in well under a millisecond and
/// many-to-many tables by buckets, after a one-off contraction.
///
/// Nodes are stored by rank (their position in the contraction order). Upward arcs (to a higher node, in
/// original direction) serve the forward search; downward arcs are stored reversed at their lower node,
/// pointing to the higher one, for the backward search. Every arc is either an original arc or a shortcut
/// made of two arcs of a lower node, so paths unpack to original nodes.
///
/// The hierarchy is immutable and `Sendable`; queries take scratch memory from an internal pool, so any
/// number of threads may query it at once.
///
/// ```swift
/// let hierarchy = ContractionHierarchy(graph: graph)
/// if let path = hierarchy.route(from: [SearchEndpoint(node: 3, offset: 4.5)],
///                               to: [SearchEndpoint(node: 90, offset: -2)]) {
///     print(path.cost, path.nodes)
/// }
/// ```
public struct ContractionHierarchy: Sendable, Equatable {
    /// The number of nodes of the original graph.
    public let nodeCount: Int
    /// Rank of each original node.
    let rank: [UInt32]
    /// Original node of each rank.
    let nodeOfRank: [UInt32]
    let upFirst: [UInt32]
    let upTarget: [UInt32]
    let upWeight: [Float]
    let downFirst: [UInt32]
    let downTarget: [UInt32]
    let downWeight: [Float]
    /// Per arc (upward ids first, then downward ids offset by the upward count): `none` for an original arc,
    /// else the first half of the shortcut (a downward arc).
    let unpackFirst: [UInt32]
    /// Per arc: the head node (original id) of an original arc, else the second half (an upward arc).
    let unpackSecond: [UInt32]
    /// Scratch memory for queries.
    let pool: WorkspacePool

    /// The hierarchy with these arrays (see ``init(graph:progress:)`` and ``init(decoding:)``).
    init(nodeCount: Int, rank: [UInt32], nodeOfRank: [UInt32], upFirst: [UInt32], upTarget: [UInt32],
                 upWeight: [Float], downFirst: [UInt32], downTarget: [UInt32], downWeight: [Float],
                 unpackFirst: [UInt32], unpackSecond: [UInt32]) {
        self.nodeCount = nodeCount
        self.rank = rank
        self.nodeOfRank = nodeOfRank
        self.upFirst = upFirst
        self.upTarget = upTarget
        self.upWeight = upWeight
        self.downFirst = downFirst
        self.downTarget = downTarget
        self.downWeight = downWeight
        self.unpackFirst = unpackFirst
        self.unpackSecond = unpackSecond
        pool = WorkspacePool(nodeCount: nodeCount)
    }

    /// The number of arcs (original and shortcuts, upward and downward).
    public var arcCount: Int { unpackFirst.count }

    /// Whether two hierarchies have the same order and arcs.
    public static func == (lhs: ContractionHierarchy, rhs: ContractionHierarchy) -> Bool {
        lhs.nodeCount == rhs.nodeCount && lhs.rank == rhs.rank && lhs.upFirst == rhs.upFirst
            && lhs.upTarget == rhs.upTarget && lhs.upWeight == rhs.upWeight && lhs.downFirst == rhs.downFirst
            && lhs.downTarget == rhs.downTarget && lhs.downWeight == rhs.downWeight
            && lhs.unpackFirst == rhs.unpackFirst && lhs.unpackSecond == rhs.unpackSecond
    }

    /// Writes the hierarchy in the map file format.
    public func encode(into writer: inout BinaryWriter) {
        writer.write(UInt64(nodeCount))
        writer.write(array: rank)
        writer.write(array: upFirst)
        writer.write(array: upTarget)
        writer.write(array: upWeight)
        writer.write(array: downFirst)
        writer.write(array: downTarget)
        writer.write(array: downWeight)
        writer.write(array: unpackFirst)
        writer.write(array: unpackSecond)
    }

    /// Reads a hierarchy written by ``encode(into:)``, checking that the order is a permutation, every arc
    /// goes up, weights are finite and non-negative, and every shortcut unpacks into two arcs of a lower node
    /// joining its ends (so unpacking always terminates). O(n + m).
    public init(decoding reader: inout BinaryReader) throws(MapFileError) {
        let count = try reader.readCount()
        let rank = try reader.readArray(of: UInt32.self)
        let upFirst = try reader.readArray(of: UInt32.self)
        let upTarget = try reader.readArray(of: UInt32.self)
        let upWeight = try reader.readArray(of: Float.self)
        let downFirst = try reader.readArray(of: UInt32.self)
        let downTarget = try reader.readArray(of: UInt32.self)
        let downWeight = try reader.readArray(of: Float.self)
        let unpackFirst = try reader.readArray(of: UInt32.self)
        let unpackSecond = try reader.readArray(of: UInt32.self)
        guard rank.count == count else { throw .corrupt("contraction hierarchy order has the wrong size") }
        var nodeOfRank = [UInt32](repeating: SearchSpace.none, count: count)
        for v in 0 ..< count {
            let r = Int(rank[v])
            guard r < count, nodeOfRank[r] == SearchSpace.none else {
                throw .corrupt("contraction hierarchy order is not a permutation")
            }
            nodeOfRank[r] = UInt32(v)
        }
        func owners(_ first: [UInt32], _ target: [UInt32], _ weight: [Float]) throws(MapFileError) -> [UInt32] {
            guard first.count == count + 1, first.first == 0, Int(first[count]) == target.count,
                  weight.count == target.count else { throw .corrupt("contraction hierarchy arcs have inconsistent sizes") }
            var owner = [UInt32](repeating: 0, count: target.count)
            for r in 0 ..< count {
                guard first[r] <= first[r + 1], Int(first[r + 1]) <= target.count else { throw .corrupt("contraction hierarchy arc offsets decrease") }
                for arc in Int(first[r]) ..< Int(first[r + 1]) {
                    guard Int(target[arc]) < count, Int(target[arc]) > r, weight[arc].isFinite, weight[arc] >= 0 else {
                        throw .corrupt("contraction hierarchy arc \(arc) of rank \(r) is invalid")
                    }
                    owner[arc] = UInt32(r)
                }
            }
            return owner
        }
        let upOwner = try owners(upFirst, upTarget, upWeight)
        let downOwner = try owners(downFirst, downTarget, downWeight)
        let upCount = upTarget.count
        guard unpackFirst.count == upCount + downTarget.count, unpackSecond.count == unpackFirst.count else {
            throw .corrupt("contraction hierarchy unpacking table has the wrong size")
        }
        for arc in unpackFirst.indices {
            let isUp = arc < upCount
            let owner = isUp ? upOwner[arc] : downOwner[arc - upCount]
            let other = isUp ? upTarget[arc] : downTarget[arc - upCount]
            let (tail, head) = isUp ? (owner, other) : (other, owner)
            let first = unpackFirst[arc], second = unpackSecond[arc]
            if first == SearchSpace.none {
                guard Int(head) < count, second == nodeOfRank[Int(head)] else {
                    throw .corrupt("contraction hierarchy arc \(arc) ends at the wrong node")
                }
                continue
            }
            guard Int(first) >= upCount, Int(first) < unpackFirst.count, Int(second) < upCount else {
                throw .corrupt("contraction hierarchy shortcut \(arc) refers to missing arcs")
            }
            let middle = downOwner[Int(first) - upCount]
            guard middle < owner, upOwner[Int(second)] == middle, downTarget[Int(first) - upCount] == tail,
                  upTarget[Int(second)] == head else {
                throw .corrupt("contraction hierarchy shortcut \(arc) does not join its ends")
            }
        }
        self.init(nodeCount: count, rank: rank, nodeOfRank: nodeOfRank, upFirst: upFirst, upTarget: upTarget,
                  upWeight: upWeight, downFirst: downFirst, downTarget: downTarget, downWeight: downWeight,
                  unpackFirst: unpackFirst, unpackSecond: unpackSecond)
    }
}
