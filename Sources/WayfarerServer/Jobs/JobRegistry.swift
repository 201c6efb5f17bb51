/// Where jobs live: in this process (``JobStore``, the default) or in PostgreSQL, shared by every replica of the
/// server (``PostgresJobStore``, `wayfarer serve --jobs-db`). The job endpoints speak only to this.
protocol JobRegistry: Sendable {
    /// Queues `work`, made from `body` (the request's JSON, from which another replica can make the work again).
    /// - Throws: `Overloaded` (503) when too many jobs are waiting, or when the job database cannot be reached.
    func submit(_ work: any JobWork, body: [UInt8]) async throws(APIError) -> (id: String, status: JobStatus)
    /// The job document (see ``Job/document()``). - Throws: `NotFound` (404) for no such job.
    func document(of id: String) async throws(APIError) -> [UInt8]
    /// Stops the job early (it keeps the best so far) and returns its document. - Throws: `NotFound` (404).
    func cancel(_ id: String) async throws(APIError) -> [UInt8]
    /// Cancels the job and forgets it: later requests for it are `404`. - Throws: `NotFound` (404).
    func delete(_ id: String) async throws(APIError)
    /// The job's events, ending after the final one (`finished` or `failed`) — after event number `after` where the
    /// registry numbers them for good (in PostgreSQL: a reconnect with `Last-Event-ID` resumes there); one process
    /// sends the current state first instead, whatever `after`.
    /// - Throws: `NotFound` (404); `TooManyRequests` (429) when `limit` streams of the job are open here.
    func events(of id: String, limit: Int, after: Int?) async throws(APIError) -> AsyncStream<ServerSentEvent>
    /// The number of the job's last event so far where the registry numbers them for good (in PostgreSQL); nil in
    /// one process, which counts them per connection.
    func lastEventNumber(of id: String) async throws(APIError) -> Int?
    /// How many jobs are running, queued and ended (still kept); nil when the job database does not answer at once.
    func counts() async -> JobCounts?
    /// Does the registry's background work (claiming queued jobs, leases, expiry) until the task is cancelled,
    /// making the work of a job it takes up with `makeWork`; a registry shared with other replicas leaves queued jobs
    /// to them while `canTakeJobs` is false (this replica's map is damaged).
    func run(makeWork: @escaping JobWorkMaker, canTakeJobs: @escaping @Sendable () -> Bool) async
    /// Cancels every job running here (at shutdown).
    func cancelAll() async
}

/// Makes a job's work again from its kind (`solve`, `tour`) and its request body.
typealias JobWorkMaker = @Sendable (_ kind: String, _ body: [UInt8]) throws(APIError) -> any JobWork

/// How many jobs are in each state.
struct JobCounts: Sendable, Hashable {
    var running: Int
    var queued: Int
    var finished: Int
}

extension APIError {
    /// `NotFound` (404) for a job id that names no kept job.
    static func unknownJob(_ id: String) -> APIError {
        APIError(.notFound, "no job '\(id)': it never existed or has been evicted (ended jobs are kept for a while)", status: .notFound)
    }
}
