import RoadNetwork
/// The result of a one-to-one search: the best source and target endpoint, the total cost and the nodes
/// travelled.
public struct SearchPath: Sendable, Hashable {
    /// `source.offset + path cost + target.offset`, minimal over all endpoint pairs.
    public var cost: Double
    /// The index of the chosen endpoint in the sources given.
    public var sourceIndex: Int
    /// The index of the chosen endpoint in the targets given.
    public var targetIndex: Int
    /// The nodes of the original graph from the source's node to the target's node, inclusive (a single
    /// node when both are the same node).
    public var nodes: [UInt32]

    /// Creates a path.
    public init(cost: Double, sourceIndex: Int, targetIndex: Int, nodes: [UInt32]) {
        self.cost = cost
        self.sourceIndex = sourceIndex
        self.targetIndex = targetIndex
        self.nodes = nodes
    }
}
