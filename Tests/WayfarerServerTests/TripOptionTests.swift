import Foundation
import Testing
@testable import WayfarerServer

/// Every combination of `roundtrip`, `source` and `destination` is answered (OSRM refuses some), and the
/// waypoints come back in input order with `waypoint_index` honouring a fixed first or last stop — as OSRM, a round
/// trip starts at the first coordinate, or at the last with `destination=last` alone, and one with both is the best
/// path from the first to the last.
@Suite struct TripOptionTests {
    static let combinations: [(roundTrip: Bool, first: Bool, last: Bool)] = [false, true].flatMap { roundTrip in
        [false, true].flatMap { first in [false, true].map { last in (roundTrip, first, last) } }
    }

    @Test(arguments: combinations.indices)
    func tripOptions(combination: Int) async throws {
        let (roundTrip, first, last) = Self.combinations[combination]
        let service = try Monaco.service()
        let coordinates = Monaco.stops.prefix(6).joined(separator: ";")
        let query = "roundtrip=\(roundTrip)&source=\(first ? "first" : "any")&destination=\(last ? "last" : "any")&steps=true"
        let reply = try await service.withClient { client in try await client.send("/trip/v1/car/\(coordinates)?\(query)") }
        #expect(reply.status == .ok, "\(query): \(reply.text)")
        let body = try reply.object()
        let trip = try #require((body["trips"] as? [[String: Any]])?.first)
        let legs = try #require(trip["legs"] as? [[String: Any]])
        #expect(legs.count == (roundTrip ? 6 : 5))
        let waypoints = try #require(body["waypoints"] as? [[String: Any]])
        #expect(waypoints.count == 6)
        let positions = waypoints.compactMap { $0["waypoint_index"] as? Int }
        #expect(positions.sorted() == Array(0..<6), "waypoint_index must be a permutation")
        #expect(waypoints.allSatisfy { $0["trips_index"] as? Int == 0 })
        if first { #expect(positions[0] == 0, "\(query): first stop visited at \(positions[0])") }
        if last && (first || !roundTrip) { #expect(positions[5] == 5, "\(query): last stop visited at \(positions[5])") }
        if roundTrip && !last { #expect(positions[0] == 0, "\(query): a loop starts at the first coordinate, as OSRM's") }
        if roundTrip && last && !first { #expect(positions[5] == 0, "\(query): a loop starts at the last coordinate, as OSRM's") }
    }

    @Test("a round trip from the first stop to the last holds the last before the return, as OSRM's table does")
    func roundTripFromFirstToLast() async throws {
        let service = try Monaco.service()
        // Held before the return, the last of these stops makes the loop 1,262 s instead of the best loop's 1,099.
        let coordinates = [Monaco.palace, Monaco.casino, Monaco.otto, Monaco.fontvieille, Monaco.ostende, Monaco.villaine].joined(separator: ";")
        var durations: [Double] = []
        for destination in ["any", "last"] {
            let body = try await service.withClient { client in
                try await client.send("/trip/v1/car/\(coordinates)?source=first&destination=\(destination)").object()
            }
            durations.append(try #require((body["trips"] as? [[String: Any]])?.first?["duration"] as? Double))
            if destination == "last" {
                let positions = (body["waypoints"] as? [[String: Any]] ?? []).compactMap { $0["waypoint_index"] as? Int }
                #expect(positions.first == 0 && positions.last == 5, "\(positions)")
            }
        }
        #expect(durations[1] > durations[0] + 100, "\(durations)")
    }
}
