import HummingbirdCore

/// How large a request the server accepts and how much it takes on at once. A request over a size limit is
/// refused with `TooBig` (400, or 413 for a body, 414 for a URL) and a message naming the limit; a full job
/// queue answers `Overloaded` (503), too many streams of one job `TooManyRequests` (429), a request over the
/// time limit `Timeout` (503). Every value can be set with a `wayfarer serve` flag.
///
/// ```swift
/// var limits = ServerLimits()
/// limits.tripStops = 200
/// ```
public struct ServerLimits: Sendable, Hashable {
    /// Stops in one `route` request.
    public var routeStops = 500
    /// Stops in one `trip` request (answered at once).
    public var tripStops = 1_000
    /// Stops in one solve job: its travel matrix holds stops² durations twice (about 3.3 GB of memory at
    /// 10,000 stops, computed in some seconds on a city map).
    public var solveStops = 10_000
    /// Cells (sources × destinations) in one `table` request.
    public var tableCells = 10_000_000
    /// Barriers in one request or solve job.
    public var barriers = 100
    /// Vertices of all barriers in one request or solve job together.
    public var barrierVertices = 20_000
    /// Bytes in one request's URL (path and query); longer requests belong in a `POST` body.
    public var urlBytes = 64 << 10
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
    /// Event streams open on one job at once.
    public var subscribersPerJob = 50
    /// Seconds the work of one request (a route, table, trip, match or isochrone) may take before it is answered
    /// `Timeout`.
    public var requestSeconds = 60.0
    /// Seconds a connection may send nothing while its request is being read, or between requests, before it is
    /// closed (slow or stalled clients).
    public var idleSeconds = 30.0

    /// The default limits.
    public init() {}
}

extension ServerLimits {
    /// The HTTP parser's limits: a request line or header of up to four times ``urlBytes`` (at least NIO's 80 KiB)
    /// reaches the server, which answers a URL over ``urlBytes`` with its `TooBig` (414) document; past that the
    /// parser itself refuses the request (400, no body).
    var httpDecoder: HTTP1Channel.Configuration.DecoderConfiguration {
        let size = max(80 << 10, 4 * urlBytes)
        return .init(maxHeaderFieldSize: size, maxHeaderListSize: size + (16 << 10))
    }
}
