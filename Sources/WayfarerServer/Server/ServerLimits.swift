/// How large a request the server accepts; anything larger is refused with `TooBig` and a message naming
/// the limit. Every value can be set with a `wayfarer serve` flag.
///
/// ```swift
/// var limits = ServerLimits()
/// limits.tripStops = 200
/// ```
public struct ServerLimits: Sendable, Hashable {
    /// Stops in one `route` request.
    public var routeStops = 500
    /// Stops in one `trip` request or solve job.
    public var tripStops = 1_000
    /// Cells (sources × destinations) in one `table` request.
    public var tableCells = 10_000_000
    /// Barriers in one solve job.
    public var barriers = 100
    /// Bytes in one request body.
    public var requestBodyBytes = 1 << 20
    /// Bytes in one speed file sent to `POST /api/v1/admin/speeds`.
    public var speedFileBytes = 256 << 20
    /// Seconds a job may ask for (a walking tour: per planning round).
    public var jobTimeLimit = 60.0
    /// Seconds the ordering search of an OSRM `trip` request may take.
    public var tripTimeLimit = 1.0
    /// Results of one `nearest` request.
    public var nearestResults = 100
    /// Jobs (solves and walking tours) running at once; more wait, `queued`.
    public var runningJobs = 2
    /// Jobs waiting to run; more are refused.
    public var queuedJobs = 100
    /// Finished jobs kept for reading; older ones are evicted first.
    public var finishedJobs = 200
    /// Seconds a finished job is kept.
    public var finishedJobSeconds = 15 * 60.0

    /// The default limits.
    public init() {}
}
