import Foundation
import Geo
import HummingbirdTesting
import Testing
@testable import WayfarerServer

/// Walking tour jobs on Monaco: the event stream, the finished tour, late subscribers, failures,
/// cancellation and bad requests.
@Suite(.serialized) struct TourJobTests {
    static func body(start: Coordinate = MonacoPlaces.casino, _ extra: String = "") -> String {
        #"{"start":[\#(start.longitude),\#(start.latitude)]\#(extra)}"#
    }

    static func ids(_ collection: Any?) -> [String] {
        ((collection as? [String: Any])?["features"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    @Test func aTourStreamsItsChoiceAndRoundsThenFitsTheMaximum() async throws {
        let maxDistance = 5000.0
        let (events, document) = try await MonacoPlaces.service().withClient { client in
            let id = try await client.submit("/api/v1/tours", Self.body(#","stopCount":10,"radius":1200,"maxDistance":\#(maxDistance),"language":"uk""#))
            let stream = try await client.send("/api/v1/jobs/\(id)/events")
            #expect(stream.headers[.contentType] == "text/event-stream")
            return (try StreamEvents.parse(stream.text), try await client.send("/api/v1/jobs/\(id)").object())
        }
        #expect(events.first?.name == "selected")
        #expect(events.last?.name == "finished")
        let names = events.map(\.name)
        for name in ["planning", "matrix", "improved"] { #expect(names.contains(name), "\(names)") }

        // The choice: up to 10 places within the radius, each with its category and score.
        let selected = try #require(events.first?.data)
        let chosen = try #require(selected["features"] as? [[String: Any]])
        #expect((3...10).contains(chosen.count))
        for feature in chosen {
            let properties = try #require(feature["properties"] as? [String: Any])
            #expect(properties["category"] is String && Shape.number(properties["score"]))
            #expect(PlacesEndpointTests.position(feature).distance(to: MonacoPlaces.casino) <= 1200)
        }
        #expect((selected["reachable"] as? Int ?? 0) >= chosen.count)

        // The tour: within the maximum, at least three categories, every place chosen and kept or dropped.
        let final = try #require(events.last?.data)
        #expect(final["status"] as? String == "finished" && final["kind"] as? String == "tour")
        let summary = try #require(final["summary"] as? [String: Any])
        let distance = try #require(summary["distance"] as? Double)
        #expect(distance <= maxDistance && distance > 0)
        #expect((summary["categories"] as? [String])?.count ?? 0 >= 3, "\(summary)")
        let searchOrder = try #require(summary["searchOrderDistance"] as? Double)
        #expect(distance <= searchOrder + 1, "the best order is never longer than the order chosen")
        #expect(abs((summary["saving"] as? Double ?? -1) - max(0, 1 - distance / searchOrder)) < 0.002)
        let visited = Self.ids(final["places"]), dropped = (final["dropped"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        let replacements = events.filter { $0.name == "dropped" }.compactMap { ($0.data["replacement"] as? [String: Any])?["id"] as? String }
        #expect(Set(visited + dropped) == Set(Self.ids(selected) + replacements))
        #expect(visited.count + dropped.count == chosen.count + replacements.count)
        // Each place given up says what it was given up for, as its event did.
        let droppedProperties = (final["dropped"] as? [[String: Any]] ?? []).compactMap { $0["properties"] as? [String: Any] }
        #expect(droppedProperties.compactMap { $0["replacedBy"] as? String } == replacements)
        // (The target is the maximum here: every place went for a tour over it.)
        #expect(droppedProperties.allSatisfy { ($0["tourDistance"] as? Double ?? 0) > maxDistance })
        let places = try #require((final["places"] as? [String: Any])?["features"] as? [[String: Any]])
        #expect(places.compactMap { ($0["properties"] as? [String: Any])?["order"] as? Int } == Array(1...places.count))
        let route = try #require(final["route"] as? [String: Any])
        #expect((route["legs"] as? [[String: Any]])?.count == places.count + 1, "a round trip: one leg per place and one back")
        #expect(abs((route["distance"] as? Double ?? 0) - distance) < 0.2)
        let directions = try #require(final["directions"] as? [[String: Any]])
        #expect(directions.first?["type"] as? String == "depart")
        #expect((directions.first?["instruction"] as? String)?.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) } == true,
                "directions in Ukrainian")
        #expect(document["status"] as? String == "finished")
        #expect(Self.ids(document["places"]) == visited)

        // Each round's matrix holds the start and that round's places; rounds only ever shrink.
        let rounds = events.filter { $0.name == "planning" }.compactMap { $0.data["stopCount"] as? Int }
        #expect(rounds.first == chosen.count && rounds == rounds.sorted(by: >))
        #expect(events.filter { $0.name == "dropped" }.count == dropped.count)
    }

    @Test func aLateSubscriberFirstGetsTheChoiceAndTheLastRound() async throws {
        try await MonacoPlaces.service().withClient { client in
            let id = try await client.submit("/api/v1/tours", Self.body(#","stopCount":8"#))
            _ = try await client.wait(job: id) { $0["best"] != nil || JobDocument.isDone($0) }
            let live = try StreamEvents.parse(try await client.send("/api/v1/jobs/\(id)/events").text)
            #expect(live.first?.name == "selected")
            #expect(live.last?.name == "finished")
            let replay = try StreamEvents.parse(try await client.send("/api/v1/jobs/\(id)/events").text)
            #expect(replay.map(\.name).filter { $0 != "phase" } == ["selected", "planning", "matrix", "improved", "finished"])
            let lastRound = try #require(live.last { $0.name == "planning" })
            #expect(replay[1].data["round"] as? Int == lastRound.data["round"] as? Int)
            let matrix = try #require(replay.first { $0.name == "matrix" })
            #expect(matrix.data["stopCount"] as? Int == (lastRound.data["stopCount"] as? Int ?? 0) + 1, "the last round's matrix, not an earlier one")
        }
    }

    @Test func aStartInTheSeaFailsWithNoSegment() async throws {
        try await MonacoPlaces.service().withClient { client in
            let id = try await client.submit("/api/v1/tours", Self.body(start: MonacoPlaces.sea))
            let events = try StreamEvents.parse(try await client.send("/api/v1/jobs/\(id)/events").text)
            #expect(events.map(\.name) == ["failed"])
            #expect(events.last?.data["code"] as? String == "NoSegment")
            #expect((events.last?.data["message"] as? String)?.contains("street") == true)
            let job = try await client.send("/api/v1/jobs/\(id)").object()
            #expect(job["status"] as? String == "failed")
            #expect((job["error"] as? [String: Any])?["code"] as? String == "NoSegment")
        }
    }

    @Test func noPlaceOfTheCategoriesNearbyFailsWithNoPlaces() async throws {
        try await MonacoPlaces.service().withClient { client in
            let id = try await client.submit("/api/v1/tours", Self.body(#","radius":40,"categories":["museum"]"#))
            let job = try await client.wait(job: id, until: JobDocument.isDone)
            #expect(job["status"] as? String == "failed")
            #expect((job["error"] as? [String: Any])?["code"] as? String == "NoPlaces")
        }
    }

    @Test func deleteStopsTheRoundsAndStillKeepsTheMaximum() async throws {
        // 30 places dropped one by one down to 6 km, each round searching until it converges (within 30 s):
        // about 35 s in a debug build unless stopped, a few seconds once stopped.
        let maxDistance = 6000.0
        try await MonacoPlaces.service().withClient { client in
            let id = try await client.submit("/api/v1/tours", Self.body(#","stopCount":30,"radius":2000,"maxDistance":\#(maxDistance),"timeLimit":30"#))
            _ = try await client.wait(job: id) { $0["best"] != nil || JobDocument.isDone($0) }
            let started = ContinuousClock.now
            let cancelled = try await client.send("/api/v1/jobs/\(id)/cancel", .post)
            #expect(cancelled.status == .ok)
            let job = try await client.wait(job: id, seconds: 60, until: JobDocument.isDone)
            #expect(ContinuousClock.now - started < .seconds(15), "cancelling must end the remaining rounds early")
            #expect(job["status"] as? String == "cancelled")
            let distance = try #require((job["summary"] as? [String: Any])?["distance"] as? Double)
            #expect(distance <= maxDistance, "a stopped tour still fits the maximum")
            #expect(!Self.ids(job["places"]).isEmpty)
        }
    }

    static let badTours: [(body: String, code: String, says: String)] = [
        ("not json", "InvalidQuery", "JSON"),
        (#"{"stopCount":8}"#, "InvalidQuery", "start"),
        (#"{"start":[7.42]}"#, "InvalidValue", "[longitude, latitude]"),
        (#"{"start":[7.42,95]}"#, "InvalidValue", "latitude"),
        (#"{"start":[7.42,43.73],"radius":0}"#, "InvalidValue", "radius"),
        (#"{"start":[7.42,43.73],"radius":60000}"#, "InvalidValue", "radius"),
        (#"{"start":[7.42,43.73],"radius":1.5e110}"#, "InvalidValue", "radius"),     // once crashed the server (fuzzing)
        (#"{"start":[7.42,43.73],"maxDistance":1e300,"targetDistance":1e301}"#, "InvalidValue", "target distance"),
        (#"{"start":[7.42,43.73],"stopCount":0}"#, "InvalidValue", "stopCount"),
        (#"{"start":[7.42,43.73],"stopCount":101}"#, "InvalidValue", "stopCount"),
        (#"{"start":[7.42,43.73],"maxDistance":-1}"#, "InvalidValue", "maximum distance"),
        (#"{"start":[7.42,43.73],"maxDistance":4000,"targetDistance":6000}"#, "InvalidValue", "target distance"),
        (#"{"start":[7.42,43.73],"categories":["zoo"]}"#, "InvalidValue", "zoo"),
        (#"{"start":[7.42,43.73],"categories":[]}"#, "InvalidValue", "categories"),
        (#"{"start":[7.42,43.73],"categories":[""]}"#, "InvalidValue", "category"),         // once meant every category
        (#"{"start":[7.42,43.73],"categories":["museum,park"]}"#, "InvalidValue", "museum,park"),
        (#"{"start":[7.42,43.73],"language":"xx"}"#, "InvalidValue", "en, uk"),
        (#"{"start":[7.42,43.73],"timeLimit":0}"#, "InvalidValue", "timeLimit"),
        (#"{"start":[7.42,43.73],"timeLimit":1000}"#, "TooBig", "timeLimit"),
        (#"{"start":[7.42,43.73],"roundTrip":"yes"}"#, "InvalidQuery", "roundTrip"),
        (#"{"start":[7.42,43.73],"stops":10}"#, "InvalidOptions", "stopCount"),          // a misspelt member once meant the default
        (#"{"start":[7.42,43.73],"seed":-1}"#, "InvalidQuery", "outside 0…"),
        (#"{"start":[7.42,43.73],"stopCount":7.5}"#, "InvalidQuery", "stopCount"),
    ]

    /// JSON writes an integer as it likes: `8.0` is 8 (as JSON Schema, and the OpenAPI document, have it).
    @Test func wholeNumbersMayHaveAZeroFraction() throws {
        let request = try TourRequest.decode(Data(#"{"start":[7.42,43.73],"stopCount":8.0,"seed":3.0}"#.utf8))
        #expect(request.stopCount == 8)
        #expect(request.seed == 3)
    }

    @Test(arguments: badTours.indices)
    func badTourRequest(index: Int) async throws {
        let (json, code, says) = Self.badTours[index]
        let (reply, health) = try await MonacoPlaces.service().withClient { client in
            (try await client.send("/api/v1/tours", .post, json: json), try await client.send("/api/v1/health").object())
        }
        #expect(reply.status == .badRequest, "\(json): \(reply.text)")
        let body = try reply.object()
        #expect(body["code"] as? String == code, "\(json): \(reply.text)")
        #expect((body["message"] as? String)?.contains(says) == true, "\(json): \(reply.text)")
        let jobs = try #require(health["jobs"] as? [String: Int])
        #expect(jobs.values.reduce(0, +) == 0, "a bad request never becomes a job")
    }
}
