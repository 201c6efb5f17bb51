import Foundation
import Hummingbird
import OSRMFormat
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
        router.get("api/v1/jobs/:id") { _, context in JSONResponse.make(try job(context).document()) }
        router.post("api/v1/jobs/:id/cancel") { _, context in
            let id = context.parameters.get("id") ?? ""
            guard let job = service.jobs.cancel(id) else { throw Self.unknown(id) }
            return JSONResponse.make(job.document())
        }
        router.delete("api/v1/jobs/:id") { _, context in
            let id = context.parameters.get("id") ?? ""
            guard service.jobs.delete(id) else { throw Self.unknown(id) }
            return Response(status: .noContent)
        }
        router.get("api/v1/jobs/:id/events") { _, context in try events(of: try job(context)) }
    }

    /// Starts a solve job.
    private func solve(_ request: Request) async throws -> Response {
        let body = try await request.body.collect(upTo: service.limits.requestBodyBytes)
        let (trip, language) = try SolveRequest.decode(Data(buffer: body)).tripRequest(service: service)
        return try submit(SolveWork(planner: service.planner, request: trip, language: language))
    }

    /// Starts a walking tour job (`NoPlaces` when the server has no places).
    private func tour(_ request: Request) async throws -> Response {
        let planner = try service.tourPlanner()
        let body = try await request.body.collect(upTo: service.limits.requestBodyBytes)
        let (tour, language) = try TourRequest.decode(Data(buffer: body)).walkingTourRequest(service: service)
        return try submit(WalkingTourWork(planner: planner, request: tour, language: language))
    }

    /// Queues a job of `work`: `202 {"id": …, "status": …}` with a `Location` header.
    private func submit(_ work: any JobWork) throws(APIError) -> Response {
        let job = Job(work: work)
        try service.jobs.submit(job)
        var json = JSONWriter()
        json.object { json in
            json.member("id", job.id)
            json.member("status", job.status.rawValue)
        }
        return JSONResponse.make(json.bytes, status: .accepted, headers: [.location: "/api/v1/jobs/\(job.id)"])
    }

    private func job(_ context: BasicRequestContext) throws(APIError) -> Job {
        let id = context.parameters.get("id") ?? ""
        guard let job = service.jobs.job(id) else { throw Self.unknown(id) }
        return job
    }

    /// The job's event stream as `text/event-stream`, ending after the final event.
    /// - Throws: `TooManyRequests` when the job has as many streams open as the server allows.
    private func events(of job: Job) throws(APIError) -> Response {
        let stream = try job.subscribe(limit: service.limits.subscribersPerJob)
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            try await writer.write(ByteBuffer(string: "retry: 2000\n\n"))
            for await event in stream {
                try await writer.write(ByteBuffer(bytes: event.encoded))
            }
            try await writer.finish(nil)
        })
    }

    private static func unknown(_ id: String) -> APIError {
        APIError(.notFound, "no job '\(id)': it never existed or has been evicted (ended jobs are kept for a while)", status: .notFound)
    }
}
