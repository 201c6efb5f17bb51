import Foundation
import Hummingbird
import OSRMFormat
import RoadNetwork
import Routing

/// `POST /api/v1/admin/speeds?profile=car[&reset=true]` (a segment-speed CSV as the body: only that profile's time
/// metric is rebuilt; with `reset`, on the profile's own times) and `POST /api/v1/admin/reload` (the map file served, read anew), for holders of the admin token.
/// Requests under way finish on the data they started with.
struct AdminEndpoints {
    let service: WayfarerService

    func register(on router: EndpointRouter) {
        router.post("api/v1/admin/speeds") { request, _ in try await speeds(request) }
        router.post("api/v1/admin/reload") { request, _ in try await reload(request) }
    }

    /// Refuses the request (`401`) unless admin access is on and it carries the token: with access off, no
    /// credentials can be right.
    private func authorize(_ request: Request) throws(APIError) {
        guard let access = service.admin else {
            throw APIError(.unauthorized, "the admin endpoints are off: start the server with \(AdminAccess.environmentVariable) set",
                           status: .unauthorized)
        }
        guard access.allows(authorization: request.headers[.authorization]) else {
            service.logger.warning("admin request refused: no valid token", metadata: ["path": "\(request.uri.path)"])
            throw APIError(.unauthorized, "send the admin token as 'Authorization: Bearer TOKEN'", status: .unauthorized)
        }
    }

    private func speeds(_ request: Request) async throws -> Response {
        try authorize(request)
        let profile = try service.profile(request.uri.formParameter("profile") ?? "car")
        let reset: Bool
        switch request.uri.formParameter("reset") {
        case nil, "false": reset = false
        case "true": reset = true
        case let value?: throw APIError(.invalidQuery, "reset=\(value.prefix(20)) is invalid; expected true or false")
        }
        let body = try await request.body.collect(upTo: service.limits.speedFileBytes)
        let text = String(decoding: body.readableBytesView, as: UTF8.self)
        let router = service.router
        let started = ContinuousClock.now
        let (applied, ratesIgnored) = try await Offload.run { () throws(APIError) -> (SpeedsApplied, Int) in
            do throws(SegmentSpeedsError) {
                let speeds = try SegmentSpeeds(csv: text)
                return (try router.update(speeds: speeds, profile: profile, fromProfileTimes: reset), speeds.ratesIgnored)
            } catch {
                throw APIError(.invalidValue, error.description)
            }
        }
        service.logger.notice("new speeds", metadata: ["profile": "\(profile)", "reset": "\(applied.reset)", "changed": "\(applied.changed)",
                                                      "unmatched": "\(applied.unmatched)"])
        var json = JSONWriter()
        json.object { json in
            json.member("code", "Ok")
            json.member("profile", profile)
            json.member("reset", applied.reset)
            json.member("changed", applied.changed)
            json.member("unmatched", applied.unmatched)
            json.member("ratesIgnored", ratesIgnored)
            json.member("seconds", (ContinuousClock.now - started).seconds)
        }
        return JSONResponse.make(json.bytes)
    }

    private func reload(_ request: Request) async throws -> Response {
        try authorize(request)
        guard let mapFile = service.mapFile else {
            throw APIError(.invalidQuery, "this server was not started from a map file (--map FILE.wayfarer), so there is nothing to reload")
        }
        let started = ContinuousClock.now
        try await service.reloadMap(from: mapFile)
        var json = JSONWriter()
        json.object { json in
            json.member("code", "Ok")
            json.member("seconds", (ContinuousClock.now - started).seconds)
        }
        return JSONResponse.make(json.bytes)
    }
}
