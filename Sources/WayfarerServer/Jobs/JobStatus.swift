/// Where a job (a solve or a walking tour) is in its life.
public enum JobStatus: String, Sendable, Hashable, CaseIterable {
    /// Waiting for a free slot (``ServerLimits/runningJobs``).
    case queued
    /// Choosing places, computing the matrix, searching the order, or routing the legs.
    case running
    /// Done: the result is ready.
    case finished
    /// Could not be planned (the job's `error` says why).
    case failed
    /// Stopped by `DELETE`: the result uses the best order found until then (none if it never ran).
    case cancelled

    /// Whether the job has ended.
    var isDone: Bool { self != .queued && self != .running }
}
