import NIOConcurrencyHelpers

/// This replica's event streams of jobs in the database, by job: each stream is woken (poked) when its job's
/// events may have grown, and then reads the rows it has not sent yet.
final class JobEventFeed: Sendable {
    private struct State {
        var streams: [String: [Int: AsyncStream<Void>.Continuation]] = [:]
        var next = 0
    }

    private let state = NIOLockedValueBox(State())

    /// A new stream of `job`'s wake-ups and its key.
    /// - Throws: `TooManyRequests` (429) when `limit` streams of the job are open here.
    func add(job: String, limit: Int) throws(APIError) -> (key: Int, pokes: AsyncStream<Void>) {
        let (pokes, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let key = try state.withLockedValue(throwing: { state throws(APIError) -> Int in
            let open = state.streams[job]?.count ?? 0
            guard open < limit else {
                throw APIError(.tooManyRequests, "\(open) event streams of job \(job) are open (the server's limit); close one first",
                               status: .tooManyRequests)
            }
            let key = state.next
            state.next += 1
            state.streams[job, default: [:]][key] = continuation
            return key
        })
        return (key, pokes)
    }

    /// Ends and forgets a stream.
    func remove(job: String, key: Int) {
        let removed = state.withLockedValue { state -> AsyncStream<Void>.Continuation? in
            defer { if state.streams[job]?.isEmpty == true { state.streams[job] = nil } }
            return state.streams[job]?.removeValue(forKey: key)
        }
        removed?.finish()
    }

    /// Wakes `job`'s streams.
    func poke(_ job: String) {
        for continuation in state.withLockedValue({ Array(($0.streams[job] ?? [:]).values) }) { continuation.yield() }
    }

    /// Wakes every stream.
    func pokeAll() {
        for continuation in state.withLockedValue({ $0.streams.values.flatMap(\.values) }) { continuation.yield() }
    }
}
