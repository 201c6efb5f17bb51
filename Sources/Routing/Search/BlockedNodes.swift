import RoadNetwork
/// A set of graph nodes a search must not enter (segments removed by request-time barriers), as a bitset.
///
/// ```swift
/// let blocked = BlockedNodes(nodeCount: graph.nodeCount, nodes: [12, 40])
/// let path = search.route(from: sources, to: targets, avoiding: blocked)
/// ```
public struct BlockedNodes: Sendable, Hashable {
    private var words: [UInt64]
    /// The number of blocked nodes.
    public private(set) var count: Int

    /// No node blocked.
    public static let none = BlockedNodes(nodeCount: 0, nodes: [])

    /// Blocks `nodes` (ids ≥ `nodeCount` are ignored, duplicates are fine). O(nodeCount / 64 + nodes).
    public init(nodeCount: Int, nodes: [UInt32]) {
        words = [UInt64](repeating: 0, count: nodes.isEmpty ? 0 : (max(nodeCount, 0) + 63) / 64)
        count = 0
        for node in nodes where Int(node) < nodeCount {
            let bit = UInt64(1) << UInt64(node & 63)
            let word = Int(node >> 6)
            if words[word] & bit == 0 { words[word] |= bit; count += 1 }
        }
    }

    /// Whether no node is blocked.
    public var isEmpty: Bool { count == 0 }

    /// Whether `node` is blocked. O(1).
    @inline(__always) public func contains(_ node: UInt32) -> Bool {
        let word = Int(node >> 6)
        return word < words.count && words[word] & (UInt64(1) << UInt64(node & 63)) != 0
    }
}
