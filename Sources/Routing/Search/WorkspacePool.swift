import RoadNetwork
import NIOConcurrencyHelpers

/// Reusable ``SearchWorkspace``s behind a mutex, so an immutable search structure answers queries from
/// several threads at once: each query takes an idle workspace (or creates one) and returns it after.
final class WorkspacePool: Sendable {
    private let idle = NIOLockedValueBox<[SearchWorkspace]>([])
    private let nodeCount: Int
    /// At most this many idle workspaces are kept.
    private let keep: Int

    /// Creates an empty pool for graphs of `nodeCount` nodes.
    init(nodeCount: Int, keep: Int = 8) {
        self.nodeCount = nodeCount
        self.keep = keep
    }

    /// Runs `body` with a workspace of its own.
    func withWorkspace<Result>(_ body: (SearchWorkspace) throws -> Result) rethrows -> Result {
        let workspace = idle.withLockedValue { $0.popLast() } ?? SearchWorkspace(nodeCount: nodeCount)
        defer {
            let keep = keep
            idle.withLockedValue { if $0.count < keep { $0.append(workspace) } }
        }
        workspace.forward.reset()
        workspace.backward.reset()
        return try body(workspace)
    }
}
