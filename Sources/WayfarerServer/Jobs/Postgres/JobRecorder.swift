import Synchronization

/// Writes what a job running here reports to the job database, in order: its events (numbered on from
/// `nextEvent`), its best candidate, and its end — each only while the job's row is still this run's (`attempt`). A
/// detached recorder writes nothing more (the job was handed back to the queue, or claimed anew).
final class JobRecorder: JobObserver {
    private enum Write {
        case event(ServerSentEvent)
        case best([UInt8])
        case end(JobStatus, document: [UInt8], final: ServerSentEvent)
    }

    private let writes: AsyncStream<Write>.Continuation
    private let detached = Atomic(false)

    /// Which claim of the job this run is (its row's `attempts` when claimed).
    let attempt: Int

    init(store: PostgresJobStore, id: String, attempt: Int, nextEvent: Int) {
        self.attempt = attempt
        let (stream, writes) = AsyncStream.makeStream(of: Write.self)
        self.writes = writes
        // The task holds the recorder until the job has ended (or it is detached): then the stream finishes.
        Task { [self] in
            var seq = nextEvent
            for await write in stream where !detached.load(ordering: .relaxed) {
                switch write {
                case .event(let event):
                    await store.append(event, seq: seq, job: id, attempt: attempt)
                    seq += 1
                case .best(let json):
                    await store.saveBest(json, job: id, attempt: attempt)
                case .end(let status, let document, let final):
                    await store.end(job: id, attempt: attempt, status: status, document: document, final: final, seq: seq)
                }
            }
        }
    }

    /// Writes nothing more.
    func detach() {
        detached.store(true, ordering: .relaxed)
        writes.finish()
    }

    func published(_ event: ServerSentEvent, by job: Job) { writes.yield(.event(event)) }

    func recordedBest(_ json: [UInt8], by job: Job) { writes.yield(.best(json)) }

    func ended(_ job: Job, status: JobStatus, final: ServerSentEvent) {
        writes.yield(.end(status, document: job.document(), final: final))
        writes.finish()
    }
}
