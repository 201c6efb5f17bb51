import Foundation
import Geo
import Testing
@testable import WayfarerServer

/// OSRM v1 responses have OSRM's fields with OSRM's JSON types, so OSRM clients read them unchanged.
@Suite struct OSRMShapeTests {
    @Test("a leg's annotation has one value per segment of the geometry, a stop on a node of the road too")
    func annotationsFollowTheGeometry() async throws {
        let service = try Monaco.service()
        // The second stop: a node of the first route's geometry (snapped exactly onto it).
        let first = try await service.withClient { client in
            try await client.send("/route/v1/car/\(Monaco.palace);\(Monaco.casino)?overview=full&geometries=geojson").object()
        }
        let line = try #require(((first["routes"] as? [[String: Any]])?.first?["geometry"] as? [String: Any])?["coordinates"] as? [[Double]])
        let node = line[line.count / 2]
        let body = try await service.withClient { client in
            try await client.send("/route/v1/car/\(Monaco.palace);\(node[0]),\(node[1]);\(Monaco.casino)?overview=full&geometries=geojson&annotations=true").object()
        }
        let route = try #require((body["routes"] as? [[String: Any]])?.first, "\(body)")
        let points = try #require((route["geometry"] as? [String: Any])?["coordinates"] as? [[Double]])
        let legs = try #require(route["legs"] as? [[String: Any]])
        let segments = legs.map { (($0["annotation"] as? [String: Any])?["distance"] as? [Any])?.count ?? 0 }
        #expect(segments.reduce(0, +) == points.count - 1, "\(segments) against \(points.count) points")
    }

    @Test func routeHasEveryOSRMField() async throws {
        let service = try Monaco.service()
        let reply = try await service.withClient { client in
            try await client.send("/route/v1/car/\(Monaco.palace);\(Monaco.casino);\(Monaco.villaine)?steps=true&overview=full&annotations=true")
        }
        #expect(reply.status == .ok)
        #expect(reply.headers[.contentType]?.hasPrefix("application/json") == true)
        let body = try reply.object()
        #expect(body["code"] as? String == "Ok")
        let route = try #require((body["routes"] as? [[String: Any]])?.first)
        #expect(route["geometry"] is String)
        #expect(route["weight_name"] as? String == "duration")
        for key in ["weight", "duration", "distance"] { #expect(Shape.number(route[key]), "route.\(key)") }
        let legs = try #require(route["legs"] as? [[String: Any]])
        #expect(legs.count == 2)
        for leg in legs {
            #expect(leg["summary"] is String)
            for key in ["weight", "duration", "distance"] { #expect(Shape.number(leg[key]), "leg.\(key)") }
            let annotation = try #require(leg["annotation"] as? [String: Any])
            let distances = try #require(annotation["distance"] as? [Any])
            for key in ["duration", "speed", "weight"] { #expect((annotation[key] as? [Any])?.count == distances.count) }
            // An OSM node per point of the leg's geometry, one more than its segments, never the same twice in a row.
            let nodes = try #require(annotation["nodes"] as? [Int])
            #expect(nodes.count == distances.count + 1 && nodes.allSatisfy { $0 > 0 })
            #expect(zip(nodes, nodes.dropFirst()).allSatisfy { $0 != $1 })
            let steps = try #require(leg["steps"] as? [[String: Any]])
            #expect(steps.first?["maneuver"].flatMap { ($0 as? [String: Any])?["type"] as? String } == "depart")
            #expect(steps.last?["maneuver"].flatMap { ($0 as? [String: Any])?["type"] as? String } == "arrive")
            for step in steps {
                #expect(step["geometry"] is String)
                for key in ["mode", "driving_side", "name", "instruction"] { #expect(step[key] is String, "step.\(key)") }
                for key in ["weight", "duration", "distance"] { #expect(Shape.number(step[key]), "step.\(key)") }
                let maneuver = try #require(step["maneuver"] as? [String: Any])
                #expect(Shape.coordinate(maneuver["location"]))
                #expect(maneuver["bearing_before"] is Int && maneuver["bearing_after"] is Int)
                #expect(maneuver["type"] is String)
                if let modifier = maneuver["modifier"] { #expect(modifier is String) }
                let intersections = try #require(step["intersections"] as? [[String: Any]])
                #expect(!intersections.isEmpty)
                for crossing in intersections {
                    #expect(Shape.coordinate(crossing["location"]))
                    let bearings = try #require(crossing["bearings"] as? [Int])
                    #expect((crossing["entry"] as? [Bool])?.count == bearings.count)
                    #expect(crossing["in"] != nil || crossing["out"] != nil)
                }
            }
        }
        let waypoints = try #require(body["waypoints"] as? [[String: Any]])
        #expect(waypoints.count == 3)
        for waypoint in waypoints {
            #expect(waypoint["hint"] is String && waypoint["name"] is String)
            #expect(Shape.number(waypoint["distance"]) && Shape.coordinate(waypoint["location"]))
        }
    }

    @Test(arguments: ["polyline", "polyline6", "geojson"])
    func geometriesAndOverview(format: String) async throws {
        let service = try Monaco.service()
        let path = "/route/v1/car/\(Monaco.palace);\(Monaco.larvotto)?geometries=\(format)"
        let (full, simplified, none) = try await service.withClient { client in
            (try await client.send(path + "&overview=full").object(), try await client.send(path).object(),
             try await client.send(path + "&overview=false").object())
        }
        func points(_ body: [String: Any]) throws -> Int {
            let geometry = try #require((body["routes"] as? [[String: Any]])?.first?["geometry"])
            if format == "geojson" {
                let line = try #require(geometry as? [String: Any])
                #expect(line["type"] as? String == "LineString")
                return try #require(line["coordinates"] as? [[Double]]).count
            }
            return try #require(geometry as? String).count
        }
        #expect(try points(simplified) < points(full))
        #expect((none["routes"] as? [[String: Any]])?.first?["geometry"] == nil)
    }

    @Test func polylineCoordinatesAreAccepted() async throws {
        let service = try Monaco.service()
        let stops = [Coordinate(latitude: 43.7313, longitude: 7.4196), Coordinate(latitude: 43.7384, longitude: 7.4270)]
        @Sendable func path(_ encoded: String) -> String {
            "/route/v1/car/" + (encoded.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        }
        let (plain, five, six) = try await service.withClient { client in
            (try await client.send("/route/v1/car/\(Monaco.palace);\(Monaco.casino)").object(),
             try await client.send(path("polyline(\(Polyline.encode(stops)))")).object(),
             try await client.send(path("polyline6(\(Polyline.encode(stops, precision: .six)))")).object())
        }
        let distance = (plain["routes"] as? [[String: Any]])?.first?["distance"] as? Double
        #expect(distance != nil)
        #expect((five["routes"] as? [[String: Any]])?.first?["distance"] as? Double == distance)
        #expect((six["routes"] as? [[String: Any]])?.first?["distance"] as? Double == distance)
    }

    @Test func tableHasDurationsDistancesSourcesDestinations() async throws {
        let service = try Monaco.service()
        let coordinates = Monaco.stops.prefix(4).joined(separator: ";")
        let body = try await service.withClient { client in
            try await client.send("/table/v1/car/\(coordinates)?sources=0;1&destinations=1;2;3&annotations=duration,distance").object()
        }
        #expect(body["code"] as? String == "Ok")
        let durations = try #require(body["durations"] as? [[Any]])
        let distances = try #require(body["distances"] as? [[Any]])
        #expect(durations.count == 2 && durations.allSatisfy { $0.count == 3 && $0.allSatisfy(Shape.number) })
        #expect(distances.count == 2 && distances.allSatisfy { $0.count == 3 })
        #expect((body["sources"] as? [[String: Any]])?.count == 2)
        #expect((body["destinations"] as? [[String: Any]])?.count == 3)
        let onlyDurations = try await service.withClient { client in try await client.send("/table/v1/car/\(coordinates)").object() }
        #expect(onlyDurations["distances"] == nil)
        #expect((onlyDurations["durations"] as? [[Any]])?.count == 4)
    }

    @Test("waypoints= keeps legs only between the listed stops; skip_waypoints leaves the waypoints out, generate_hints=false their hints")
    func viaPointsAndSkippedWaypoints() async throws {
        let service = try Monaco.service()
        let coordinates = [Monaco.palace, Monaco.casino, Monaco.larvotto].joined(separator: ";")
        let (all, via, skipped, hintless) = try await service.withClient { client in
            (try await client.send("/route/v1/car/\(coordinates)").object(),
             try await client.send("/route/v1/car/\(coordinates)?waypoints=0;2").object(),
             try await client.send("/route/v1/car/\(coordinates)?skip_waypoints=true").object(),
             try await client.send("/route/v1/car/\(coordinates)?generate_hints=false").object())
        }
        let hinted = try #require(all["waypoints"] as? [[String: Any]]), unhinted = try #require(hintless["waypoints"] as? [[String: Any]])
        #expect(hinted.allSatisfy { $0["hint"] as? String == "" } && unhinted.count == 3 && unhinted.allSatisfy { $0["hint"] == nil })
        let route = try #require((all["routes"] as? [[String: Any]])?.first), viaRoute = try #require((via["routes"] as? [[String: Any]])?.first)
        #expect((route["legs"] as? [Any])?.count == 2 && (viaRoute["legs"] as? [Any])?.count == 1)
        #expect((via["waypoints"] as? [Any])?.count == 2)
        #expect(route["distance"] as? Double == viaRoute["distance"] as? Double)
        #expect(skipped["waypoints"] == nil && (skipped["routes"] as? [Any])?.count == 1)
    }

    @Test("table: fallback_speed estimates cut-off pairs and lists them; scale_factor multiplies durations")
    func tableFallbackAndScale() async throws {
        let service = try Monaco.service()
        // A closed line round the casino: no road crosses it, the stop inside is cut off.
        let (lon, lat) = (7.4270, 43.7384), d = 0.002
        let ring = #"{"type":"LineString","coordinates":[[\#(lon - d),\#(lat - d)],[\#(lon + d),\#(lat - d)],[\#(lon + d),\#(lat + d)],[\#(lon - d),\#(lat + d)],[\#(lon - d),\#(lat - d)]]}"#
        let coordinates = [Monaco.palace, Monaco.casino, Monaco.fontvieille].joined(separator: ";")
        let barriers = "barriers=\(BarrierQueryTests.encoded(ring))"
        let (cut, filled, plain, scaled) = try await service.withClient { client in
            (try await client.send("/table/v1/car/\(coordinates)?\(barriers)").object(),
             try await client.send("/table/v1/car/\(coordinates)?\(barriers)&fallback_speed=10&annotations=duration,distance").object(),
             try await client.send("/table/v1/car/\(coordinates)").object(),
             try await client.send("/table/v1/car/\(coordinates)?scale_factor=2").object())
        }
        let cutRows = try #require(cut["durations"] as? [[Any]])
        #expect(cutRows[0][1] is NSNull && cutRows[0][2] is Double && cut["fallback_speed_cells"] == nil)
        let cells = try #require(filled["fallback_speed_cells"] as? [[Int]])
        #expect(cells == [[0, 1], [1, 0], [1, 2], [2, 1]])
        let seconds = try #require((filled["durations"] as? [[Any]])?[0][1] as? Double)
        let metres = try #require((filled["distances"] as? [[Any]])?[0][1] as? Double)
        #expect(metres > 500 && abs(seconds - metres / 10) < 0.2)
        let base = try #require(plain["durations"] as? [[Double]]), doubled = try #require(scaled["durations"] as? [[Double]])
        for (row, twice) in zip(base, doubled) { for (a, b) in zip(row, twice) { #expect(abs(b - 2 * a) < 0.11) } }
    }

    @Test func nearestReturnsWaypointsWithNodes() async throws {
        let service = try Monaco.service()
        let body = try await service.withClient { client in try await client.send("/nearest/v1/car/\(Monaco.palace)?number=3").object() }
        let waypoints = try #require(body["waypoints"] as? [[String: Any]])
        #expect(waypoints.count == 3)
        for waypoint in waypoints {
            let nodes = try #require(waypoint["nodes"] as? [Int])
            #expect(nodes.count == 2 && nodes.allSatisfy { $0 > 0 } && nodes[0] != nodes[1], "OSM node ids: \(nodes)")
            #expect(Shape.coordinate(waypoint["location"]) && waypoint["hint"] is String)
        }
        let distances = waypoints.compactMap { $0["distance"] as? Double }
        #expect(distances == distances.sorted())
    }

    @Test func ukrainianInstructions() async throws {
        let service = try Monaco.service()
        let body = try await service.withClient { client in
            try await client.send("/route/v1/car/\(Monaco.palace);\(Monaco.casino)?steps=true&language=uk").object()
        }
        let steps = try #require(((body["routes"] as? [[String: Any]])?.first?["legs"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
        let first = try #require(steps.first?["instruction"] as? String)
        #expect(first.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }, "not Ukrainian: \(first)")
    }
}
