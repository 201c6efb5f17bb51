import Foundation
import Hummingbird
import OSRMFormat
import ServiceLifecycle
import WalkingTours

/// The job API: `POST /api/v1/solve` and `POST /api/v1/tours` start jobs; `GET /api/v1/jobs/{id}`,
/// `GET /api/v1/jobs/{id}/events` (Server-Sent Events), `POST /api/v1/jobs/{id}/cancel` (stop early, keep the
/// best so far) and `DELETE /api/v1/jobs/{id}` (cancel and forget: the job is gone) serve both kinds.
struct JobEndpoints: Sendable {
    let service: WayfarerService

    /// Registers the endpoints.
    func register(on router: EndpointRouter) {
        router.post("api/v1/solve") { request, _ in try await solve(request) }
        router.post("api/v1/tours") { request, _ in try await tour(request) }
        router.get("api/v1/jobs/:id") { _, context in JSONResponse.make(try await service.jobs.document(of: Self.id(context))) }
        router.post("api/v1/jobs/:id/cancel") { _, context in JSONResponse.make(try await cancel(Self.id(context))) }
        router.delete("api/v1/jobs/:id") { _, context in
            try await service.jobs.delete(Self.id(context))
            return Response(status: .noContent)
        }
        router.get("api/v1/jobs/:id/events") { request, context in
            let id = try Self.id(context)
            guard let seen = request.headers.first(where: { $0.name.canonicalName == "last-event-id" })?.value else {
                return events(try await service.jobs.events(of: id, limit: service.limits.subscribersPerJob, after: nil))
            }
            // A reconnect (it sends the last id it saw). Where events are numbered for good it resumes after that one
            // (from the first if the number is none of the job's); to a job that has ended with nothing more to send, 204,
            // which ends a browser's EventSource (else it would reconnect every 2 s, and be sent the final event again).
            let last = try await service.jobs.lastEventNumber(of: id)
            let after = Int(seen).flatMap { seen in last.flatMap { seen <= $0 ? seen : nil } }
            if let status = Self.status(of: try await service.jobs.document(of: id)),
               ![JobStatus.queued.rawValue, JobStatus.running.rawValue].contains(status), after == nil || after == last {
                return Response(status: .noContent)
            }
            return events(try await service.jobs.events(of: id, limit: service.limits.subscribersPerJob, after: after))
        }
    }

    /// How long a cancel waits for a running job to stop before it answers the document as it is.
    static let cancelWait = Duration.seconds(5)

    /// Cancels job `id` and answers its document once it has stopped — a running job stops at its next check, and
    /// ends `cancelled` with the best result so far — or, after ``cancelWait``, as it is then. The end is awaited on
    /// the job's event stream (its final event), not by reading the document again and again.
    private func cancel(_ id: String) async throws(APIError) -> [UInt8] {
        let document = try await service.jobs.cancel(id)
        guard Self.status(of: document) == JobStatus.running.rawValue,
              let events = try? await service.jobs.events(of: id, limit: service.limits.subscribersPerJob, after: nil) else { return document }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { for await event in events where event.isFinal { return } }
            group.addTask { try? await Task.sleep(for: Self.cancelWait) }
            await group.next()
            group.cancelAll()
        }
        return try await service.jobs.document(of: id)
    }

    /// The `status` member of a job document.
    private static func status(of document: [UInt8]) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(document)) as? [String: Any])?["status"] as? String
    }

    /// Starts a solve job.
    private func solve(_ request: Request) async throws -> Response {
        let body = try await request.body.collect(upTo: service.limits.requestBodyBytes)
        let bytes = Array(buffer: body)
        return try await submit(try service.makeWork(kind: SolveWork.kind, body: bytes), body: bytes)
    }

    /// Starts a walking tour job (`NoPlaces` when the server has no places).
    private func tour(_ request: Request) async throws -> Response {
        let body = try await request.body.collect(upTo: service.limits.requestBodyBytes)
        let bytes = Array(buffer: body)
        return try await submit(try service.makeWork(kind: WalkingTourWork.kind, body: bytes), body: bytes)
    }

    /// Queues a job of `work`: `202 {"id": …, "status": …}` with a `Location` header.
    private func submit(_ work: any JobWork, body: [UInt8]) async throws(APIError) -> Response {
        let (id, status) = try await service.jobs.submit(work, body: body)
        var json = JSONWriter()
        json.object { json in
            json.member("id", id)
            json.member("status", status.rawValue)
        }
        return JSONResponse.make(json.bytes, status: .accepted, headers: [.location: "/api/v1/jobs/\(id)"])
    }

    private static func id(_ context: BasicRequestContext) -> String { context.parameters.get("id") ?? "" }

    /// How often an event stream sends a comment line (`:`), which clients ignore: proxies and balancers cut a
    /// response that stays quiet for long (HAProxy's `timeout server` in `mode http`, nginx's `proxy_read_timeout`:
    /// 60 s as usually set), and a job waiting in the queue, or searching without finding better, can be quiet for
    /// longer.
    static let heartbeat: Duration = .seconds(15)

    /// A job's event stream as `text/event-stream`, ending after the final event.
    private func events(_ stream: AsyncStream<ServerSentEvent>) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: Self.eventStream(stream, heartbeat: Self.heartbeat))
    }

    /// The body of an event stream: `retry: 2000`, then `stream`'s events as they come (each with an `id`: its number
    /// for good where it has one, else counting the events of this connection; a client that reconnects sends the
    /// last, and so says it reconnects, and resumes after it where the numbers are for good), with a comment line every
    /// `heartbeat` between them; it ends after the stream's last event, when the client goes away, or when the server
    /// begins to shut down (a stream lasts as long as its job: it must not hold the shutdown; the client reconnects,
    /// to another replica with jobs in PostgreSQL).
    static func eventStream(_ stream: AsyncStream<ServerSentEvent>, heartbeat: Duration) -> ResponseBody {
        ResponseBody { writer in
            try await writer.write(ByteBuffer(string: "retry: 2000\n\n"))
            let (chunks, continuation) = AsyncStream.makeStream(of: [UInt8].self)
            let events = Task {
                var count = 0
                for await event in stream {
                    count += 1
                    continuation.yield(Array("id: \(event.number ?? count)\n".utf8) + event.encoded)
                }
                continuation.finish()
            }
            let beats = Task {
                while (try? await Task.sleep(for: heartbeat)) != nil { continuation.yield(Array(":\n\n".utf8)) }
            }
            defer {
                events.cancel()
                beats.cancel()
            }
            try await withGracefulShutdownHandler {
                for await chunk in chunks {
                    try await writer.write(ByteBuffer(bytes: chunk))
                }
            } onGracefulShutdown: {
                continuation.finish()
            }
            try await writer.finish(nil)
        }
    }
}
