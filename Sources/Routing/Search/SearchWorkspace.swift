import RoadNetwork
/// The per-query scratch memory of a search: a forward and a backward ``SearchSpace``.
///
/// A workspace is used by one thread at a time: ``WorkspacePool`` hands it out under a lock, which is
/// why it may be `@unchecked Sendable`.
final class SearchWorkspace: @unchecked Sendable {
    /// From the sources.
    let forward: SearchSpace
    /// From the targets.
    let backward: SearchSpace

    /// Creates a workspace for nodes `0 ..< nodeCount`.
    init(nodeCount: Int) {
        forward = SearchSpace(nodeCount: nodeCount)
        backward = SearchSpace(nodeCount: nodeCount)
    }
}
