import Foundation
import Testing
@testable import WayfarerServer

/// Bad requests get a 4xx with the exact OSRM code and a message; the process never crashes.
@Suite struct BadRequestTests {
    static let ok = "\(Monaco.palace);\(Monaco.casino)"
    static let cases: [(path: String, code: String, status: Int)] = [
        ("/route/v1/car/\(Monaco.palace)", "InvalidOptions", 400),
        ("/route/v2/car/\(ok)", "InvalidVersion", 400),
        ("/tile/v1/car/\(ok)", "InvalidService", 400),
        ("/route/v1/bus/\(ok)", "InvalidValue", 400),
        ("/route/v1/car/7.42,93.1;7.42,43.73", "InvalidValue", 400),
        ("/route/v1/car/nan,43.73;7.42,43.73", "InvalidQuery", 400),
        ("/route/v1/car/7.42e0,43.73;7.42,43.73", "InvalidQuery", 400),
        ("/route/v1/car/%207.42,43.73;7.42,43.73", "InvalidQuery", 400),
        ("/route/v1/car/7.42,43.73;7.42", "InvalidQuery", 400),
        ("/route/v1/car/abc", "InvalidQuery", 400),
        ("/route/v1/car/polyline(%7B%7B%7B", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?overview=maybe", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?steps=yes", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?geometries=wkt", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?annotations=elevation", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?radiuses=5;6;7", "InvalidOptions", 400),
        ("/route/v1/car/\(ok)?radiuses=-1;unlimited", "InvalidOptions", 400),
        ("/route/v1/car/\(ok)?language=xx", "InvalidValue", 400),
        ("/route/v1/car/\(ok)?frobnicate=1", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?snapping=nearest", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?exclude=boat", "InvalidValue", 400),
        ("/route/v1/flying/\(ok)", "InvalidValue", 400),
        ("/route/v1/car/0,0;0.001,0.001", "NoSegment", 404),
        ("/route/v1/car/\(Monaco.palace);0.5,0.5?radiuses=10;unlimited", "NoSegment", 404),
        ("/route/v1/car/\(ok)?radiuses=0;10", "InvalidOptions", 400),
        ("/route/v1/car/\(Monaco.palace);0.5,0.5?radiuses=10;1e300", "InvalidQuery", 400),
        ("/table/v1/car/\(ok)?sources=0;7", "InvalidOptions", 400),
        ("/table/v1/car/\(ok)?annotations=speed", "InvalidQuery", 400),
        ("/nearest/v1/car/\(ok)", "InvalidOptions", 400),
        ("/nearest/v1/car/\(Monaco.palace)?number=0", "InvalidOptions", 400),
        ("/trip/v1/car/\(ok)?source=last", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?bearings=90;", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?bearings=400,10;", "InvalidOptions", 400),
        ("/route/v1/car/\(ok)?bearings=90,10", "InvalidOptions", 400),
        ("/route/v1/car/\(ok)?approaches=kerb;", "InvalidQuery", 400),
        ("/route/v1/car/\(ok);\(Monaco.larvotto)?waypoints=0;1", "InvalidOptions", 400),
        ("/route/v1/car/\(ok);\(Monaco.larvotto)?waypoints=0;2;1;2", "InvalidOptions", 400),
        ("/table/v1/car/\(ok)?fallback_speed=0", "InvalidOptions", 400),
        ("/table/v1/car/\(ok)?fallback_coordinate=middle", "InvalidQuery", 400),
        ("/table/v1/car/\(ok)?scale_factor=-2", "InvalidOptions", 400),
        ("/isochrone/v1/car/\(Monaco.palace)?contours_minutes=5&approaches=curb", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?hints=a", "InvalidOptions", 400),
        ("/route/v1/car/\(ok)?hints=!!!;", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?generate_hints=nope", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?barrier_radius=-1", "InvalidOptions", 400),
        ("/match/v1/car/\(ok);\(Monaco.larvotto)?waypoints=1;2", "InvalidOptions", 400),
        // Not a number where one is wanted (OSRM's grammar refuses it), against a number out of range.
        ("/route/v1/car/\(ok)?radiuses=abc;10", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?bearings=x;", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?alternatives=many", "InvalidQuery", 400),
        ("/route/v1/car/\(ok)?alternatives=9", "InvalidOptions", 400),
        ("/table/v1/car/\(ok)?sources=x", "InvalidQuery", 400),
        ("/table/v1/car/\(ok)?scale_factor=big", "InvalidQuery", 400),
        ("/nowhere", "InvalidUrl", 404),
        ("/api/v1/jobs/no-such-job", "NotFound", 404),
    ]

    @Test(arguments: cases.indices)
    func badRequest(index: Int) async throws {
        let (path, code, status) = Self.cases[index]
        let reply = try await Monaco.service().withClient { client in try await client.send(path) }
        #expect(Int(reply.status.code) == status, "\(path): \(reply.text)")
        let body = try reply.object()
        #expect(body["code"] as? String == code, "\(path): \(reply.text)")
        #expect((body["message"] as? String)?.isEmpty == false)
    }

    @Test("an error about a stop names it from 1 in the message and by index in waypoints")
    func errorsNameTheStop() async throws {
        let reply = try await Monaco.service().withClient { client in
            try await client.send("/route/v1/driving/\(Monaco.palace);0.5,0.5?radiuses=10;unlimited")
        }
        let body = try reply.object()
        #expect(body["code"] as? String == "NoSegment")
        #expect(body["waypoints"] as? [Int] == [1])
        #expect((body["message"] as? String)?.hasPrefix("stop 2 ") == true)
    }

    @Test func limitsAnswerTooBig() async throws {
        var limits = ServerLimits()
        limits.routeStops = 3
        limits.tableCells = 4
        limits.tripStops = 3
        limits.solveStops = 3
        limits.barriers = 1
        limits.jobTimeLimit = 5
        limits.requestBodyBytes = 2048
        let four = Monaco.stops.prefix(4).joined(separator: ";")
        let service = try Monaco.service(limits: limits)
        let barriers = #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[7.41,43.73]}},{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[7.42,43.73]}}]}"#
        let replies = try await service.withClient { client in
            [try await client.send("/route/v1/car/\(four)"), try await client.send("/table/v1/car/\(four)"),
             try await client.send("/trip/v1/car/\(four)"),
             try await client.send("/api/v1/solve", .post, json: #"{"stops":[[7.4196,43.7313],[7.427,43.7384]],"timeLimit":6}"#),
             try await client.send("/api/v1/solve", .post, json: #"{"stops":[[7.4196,43.7313],[7.427,43.7384],[7.42,43.73],[7.41,43.73]]}"#),
             try await client.send("/api/v1/solve", .post, json: #"{"stops":[[7.4196,43.7313],[7.427,43.7384]],"barriers":\#(barriers)}"#),
             try await client.send("/api/v1/solve", .post, json: #"{"stops":[[7.4196,43.7313],[7.427,43.7384]],"pad":""# + String(repeating: "x", count: 4096) + #""}"#)]
        }
        for reply in replies {
            #expect(try reply.object()["code"] as? String == "TooBig", "\(reply.text)")
            #expect(reply.status.code == 400 || reply.status.code == 413)
        }
    }

    static let badSolves: [(body: String, code: String, says: String)] = [
        ("not json", "InvalidQuery", "JSON"),
        (#"{"profile":"car"}"#, "InvalidQuery", "stops"),
        (#"{"stops":[[7.42,43.73]]}"#, "InvalidQuery", "two stops"),
        // In JSON's words, not the decoder's ("Cannot get unkeyed decoding container", "Array<Any>").
        (#"{"stops":null}"#, "InvalidQuery", "\"stops\" is null: it must be an array"),
        (#"{"stops":"x"}"#, "InvalidQuery", "\"stops\" has the wrong type: it must be an array"),
        (#"{"stops":[[7.42,43.73],[7.43,43.74]],"profile":5}"#, "InvalidQuery", "\"profile\" has the wrong type: it must be a string"),
        (#"{"stops":[[7.42,43.73],[7.42,95]]}"#, "InvalidValue", "latitude"),
        (#"{"stops":[[7.42,43.73],[7.42]]}"#, "InvalidValue", "[longitude, latitude]"),
        (#"{"stops":[[7.42,43.73],[7.43,43.74]],"profile":"bus"}"#, "InvalidValue", "car"),
        (#"{"stops":[[7.42,43.73],[7.43,43.74]],"metric":"fun"}"#, "InvalidValue", "metric"),
        (#"{"stops":[[7.42,43.73],[7.43,43.74]],"language":"xx"}"#, "InvalidValue", "en, uk"),
        (#"{"stops":[[7.42,43.73],[7.43,43.74]],"timeLimit":0}"#, "InvalidValue", "timeLimit"),
        (#"{"stops":[[7.42,43.73],[7.43,43.74]],"barriers":{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[[[7.41,43.73],[7.42,43.73],[7.42,43.74],[7.41,43.74]]]}}]}}"#,
         "InvalidValue", "does not close"),
        (#"{"stops":[[7.42,43.73],[7.43,43.74]],"barriers":{"type":"Blob"}}"#, "InvalidValue", "barriers"),
        (#"{"stops":[[7.42,43.73],[7.43,43.74]],"barriers":{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"radius":-5},"geometry":{"type":"Point","coordinates":[7.41,43.73]}}]}}"#,
         "InvalidValue", "radius"),
        (#"{"stops":[[7.42,43.73],[7.43,43.74]],"barriers":{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"radius":"far"},"geometry":{"type":"Point","coordinates":[7.41,43.73]}}]}}"#,
         "InvalidValue", "radius must be a number"),
    ]

    @Test(arguments: badSolves.indices)
    func badSolveRequest(index: Int) async throws {
        let (json, code, says) = Self.badSolves[index]
        let reply = try await Monaco.service().withClient { client in try await client.send("/api/v1/solve", .post, json: json) }
        #expect(reply.status == .badRequest, "\(json): \(reply.text)")
        let body = try reply.object()
        #expect(body["code"] as? String == code, "\(json): \(reply.text)")
        #expect((body["message"] as? String)?.contains(says) == true, "\(json): \(reply.text)")
    }
}
