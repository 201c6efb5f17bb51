/// Where a solve job is in its life.
public enum JobStatus: String, Sendable, Hashable, CaseIterable {
    /// Waiting for a free solver slot.
    case queued
    /// Computing the matrix, searching the order, or routing the legs.
    case running
    /// Done: the route is ready.
    case finished
    /// Could not be planned (the job's `error` says why).
    case failed
    /// Stopped by `DELETE`: the route uses the best order found until then (none if it never ran).
    case cancelled

    /// Whether the job has ended.
    var isDone: Bool { self != .queued && self != .running }
}
