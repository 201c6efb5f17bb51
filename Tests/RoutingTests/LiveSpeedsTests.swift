import Foundation
import Geo
import RoadNetwork
import TestSupport
import Testing
@testable import Routing

/// Live speeds: OSRM's segment-speed file applied to a served map, only the time metric rebuilt.
@Suite("Live speeds")
struct LiveSpeedsTests {
    /// A direct street of four stretches between (0,0) and (0,4) (one segment: its inner nodes join nothing), and a
    /// detour by row 2.
    static func twoWays() -> TestMap {
        var map = TestMap()
        map.way(1, [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)], tags: ["highway": "residential", "name": "Direct"])
        map.way(2, [(0, 0), (2, 0), (2, 4), (0, 4)], tags: ["highway": "residential", "name": "Detour"])
        return map
    }

    static let from = TestMap.coordinate(0, 0.2), to = TestMap.coordinate(0, 3.8)

    /// ``twoWays()`` served, the seconds a metre of Direct takes before any speed, and the OSM ids of Direct's five nodes.
    static func direct() throws -> (router: Router, secondsPerMetre: Double, node: [Int64]) {
        var map = twoWays()
        let router = try map.router()
        let before = try router.route(RouteRequest(profile: "car", stops: [from, to]))
        return (router, before.duration / before.distance, (0...4).map { Int64(map.node(0, $0)) })
    }

    @Test("a speed on one stretch of a segment changes that stretch's share of its time, and routes say so")
    func oneStretch() throws {
        var map = Self.twoWays()
        let router = try map.router()
        let before = try router.route(RouteRequest(profile: "car", stops: [Self.from, Self.to]))
        #expect(before.legs[0].pieces.allSatisfy { $0.name == "Direct" && $0.datasource == .profile })
        let a = Int64(map.node(0, 1)), b = Int64(map.node(0, 2))
        // Rows of nodes not consecutive, or of no node of this map, match nothing: counted, not applied.
        let c = Int64(map.node(0, 3))
        let applied = try router.update(speeds: try SegmentSpeeds(csv: "\(a),\(b),100\n\(a),\(c),50\n1,2,30\n"), profile: "car")
        #expect(applied == SpeedsApplied(changed: 1, unmatched: 2))   // one direction of one segment
        let after = try router.route(RouteRequest(profile: "car", stops: [Self.from, Self.to]))
        let stretch = TestMap.coordinate(0, 1).distance(to: TestMap.coordinate(0, 2))
        // The stretch now takes stretch / (100 km/h); the rest of the route keeps its old time.
        let expected = before.duration - before.duration * stretch / (before.distance) + stretch / (100 / 3.6)
        #expect(abs(after.duration - expected) < 0.05 * before.duration, "\(after.duration) vs \(expected)")
        #expect(after.duration < before.duration)
        #expect(after.legs[0].pieces.contains { $0.datasource == .speeds })
        // The way back is untouched.
        let back = try router.route(RouteRequest(profile: "car", stops: [Self.to, Self.from]))
        #expect(back.legs[0].pieces.allSatisfy { $0.datasource == .profile })
    }

    @Test("routes give a named stretch its own time and source, the others theirs; later speeds keep earlier ones")
    func stretchByStretch() throws {
        let (router, secondsPerMetre, node) = try Self.direct()
        let length = (0..<4).map { TestMap.coordinate(0, Double($0)).distance(to: TestMap.coordinate(0, Double($0 + 1))) }
        #expect(try router.update(speeds: try SegmentSpeeds(csv: "\(node[1]),\(node[2]),100\n"), profile: "car").changed == 1)
        // The same file again changes nothing (and customizes nothing).
        #expect(try router.update(speeds: try SegmentSpeeds(csv: "\(node[1]),\(node[2]),100\n"), profile: "car").changed == 0)
        // One piece from (0, 0.2) to (0, 3.8): a fifth of stretch 0, stretches 1 and 2, a fifth of stretch 3.
        let piece = try #require(try router.route(RouteRequest(profile: "car", stops: [Self.from, Self.to])).legs[0].pieces.first)
        #expect(piece.stretchDatasources == [.profile, .speeds, .profile, .profile])
        let own = [0.8 * length[0] * secondsPerMetre, length[1] / (100 / 3.6), length[2] * secondsPerMetre, 0.8 * length[3] * secondsPerMetre]
        #expect(zip(piece.stretchDurations, own).allSatisfy { abs($0 - $1) < 0.01 * $1 }, "\(piece.stretchDurations) vs \(own)")
        // A second file names another stretch: the first keeps its 100 km/h.
        try router.update(speeds: try SegmentSpeeds(csv: "\(node[2]),\(node[3]),20\n"), profile: "car")
        let later = try #require(try router.route(RouteRequest(profile: "car", stops: [Self.from, Self.to])).legs[0].pieces.first)
        #expect(later.stretchDatasources == [.profile, .speeds, .speeds, .profile])
        #expect(abs(later.stretchDurations[1] - own[1]) < 0.01 * own[1] && abs(later.stretchDurations[2] - length[2] / (20 / 3.6)) < 0.01 * own[2])
        // The way back has no stretches of its own, until a speed names one of them: in its travel order, (0,3.8)
        // to (0,0.2), the stretch from (0,2) to (0,1) is the third.
        #expect(try router.route(RouteRequest(profile: "car", stops: [Self.to, Self.from])).legs[0].pieces.allSatisfy(\.stretchDurations.isEmpty))
        try router.update(speeds: try SegmentSpeeds(csv: "\(node[2]),\(node[1]),100\n"), profile: "car")
        let back = try #require(try router.route(RouteRequest(profile: "car", stops: [Self.to, Self.from])).legs[0].pieces.first)
        #expect(back.stretchDatasources == [.profile, .profile, .speeds, .profile])
        #expect(abs(back.stretchDurations[2] - own[1]) < 0.01 * own[1] && abs(back.stretchDurations[1] - own[2]) < 0.01 * own[2])
    }

    @Test("a stop part-way along a segment pays only the stretches ahead of it, in routes and tables, by time or distance")
    func partWay() throws {
        let (router, secondsPerMetre, node) = try Self.direct()
        // The first stretch all but closed: most of the segment's time is that stretch's.
        try router.update(speeds: try SegmentSpeeds(csv: "\(node[0]),\(node[1]),1\n"), profile: "car")
        let beyond = [TestMap.coordinate(0, 1.5), Self.to], within = [TestMap.coordinate(0, 0.2), TestMap.coordinate(0, 0.7)]
        let slow = within[0].distance(to: within[1]) / (1 / 3.6)
        for (stops, expected) in [(beyond, beyond[0].distance(to: beyond[1]) * secondsPerMetre), (within, slow)] {
            // Along the street, not round the detour (what its whole time shared by length would have cost).
            let route = try router.route(RouteRequest(profile: "car", stops: stops))
            #expect(route.legs[0].pieces.allSatisfy { $0.name == "Direct" })
            #expect(abs(route.duration - expected) < 0.02 * expected, "\(route.duration) vs \(expected)")
            for metric in [Metric.time, .distance] {
                let pair = try router.route(RouteRequest(profile: "car", stops: stops, metric: metric))
                let table = try router.table(TableRequest(profile: "car", stops: stops, metric: metric, annotations: [.durations, .distances]))
                let duration = try #require(table.durations?[0][1] ?? nil), distance = try #require(table.distances?[0][1] ?? nil)
                #expect(abs(duration - pair.duration) < 0.01 * pair.duration, "\(metric): table \(duration) vs route \(pair.duration)")
                #expect(abs(distance - pair.distance) < 0.5)
            }
        }
    }

    @Test("what a time reaches along a segment follows its stretches' own times, from a stop part-way along it too")
    func reachByStretch() throws {
        var map = Self.twoWays()
        let router = try map.router()
        let node = (0...4).map { Int64(map.node(0, $0)) }
        let origin = TestMap.coordinate(0, 0.5)
        let before = try router.route(RouteRequest(profile: "car", stops: [origin, TestMap.coordinate(0, 3)]))
        // The last stretch at walking pace: a time that runs out 10 s into it reaches 10 s of walking past (0,3).
        try router.update(speeds: try SegmentSpeeds(csv: "\(node[3]),\(node[4]),5\n"), profile: "car")
        let reach = try router.reach(from: origin, profile: "car", limit: 300)
        let points = reach.lines(within: before.duration + 10).joined()
        let third = TestMap.coordinate(0, 3), walked = 10 * 5 / 3.6
        // Along the street (row 0, east of the origin): the point reached farthest east.
        let farthest = try #require(points.filter { abs($0.latitude - origin.latitude) < 1e-9 }.max { $0.longitude < $1.longitude })
        #expect(farthest.longitude > third.longitude && abs(farthest.distance(to: third) - walked) < 2, "\(farthest.distance(to: third)) m past (0,3), not \(walked)")
        // The origin's own stretch, the way it has stretch times, starts at the origin, at no cost.
        #expect(reach.lines(within: 1).contains { $0.first.map { $0.distance(to: origin) < 0.5 } == true && $0.last!.longitude > origin.longitude })
    }

    @Test("slowing or closing the direct street sends routes round the detour")
    func slowAndClosed() throws {
        var map = Self.twoWays()
        map.way(3, [(0, -2), (0, 0)], tags: ["highway": "residential", "name": "West"])
        map.way(4, [(0, 4), (0, 6)], tags: ["highway": "residential", "name": "East"])
        let router = try map.router()
        let from = TestMap.coordinate(0, -1.5), to = TestMap.coordinate(0, 5.5)
        #expect(try router.route(RouteRequest(profile: "car", stops: [from, to])).legs[0].pieces.allSatisfy { $0.name != "Detour" })
        let a = Int64(map.node(0, 2)), b = Int64(map.node(0, 3))
        try router.update(speeds: try SegmentSpeeds(csv: "# roadworks\n\(a),\(b),1,0.5\n\(b),\(a),1\n"), profile: "car")
        let slowed = try router.route(RouteRequest(profile: "car", stops: [from, to]))
        #expect(slowed.legs[0].pieces.contains { $0.name == "Detour" })
        try router.update(speeds: try SegmentSpeeds(csv: "\(a),\(b),0\n\(b),\(a),0\n"), profile: "car")
        let closed = try router.route(RouteRequest(profile: "car", stops: [from, to]))
        #expect(closed.legs[0].pieces.contains { $0.name == "Detour" })
        #expect(closed.duration.isFinite)
        // A later speed opens the stretch again — also from the map file — as if it had never been closed (the closed
        // stretches counted as no road of the profile: the file was refused as naming nothing).
        let closing = try map.router()
        try closing.update(speeds: try SegmentSpeeds(csv: "\(a),\(b),0\n\(b),\(a),0\n"), profile: "car")
        let saved = try Router(sections: closing.mapSections().encoded())
        let reopen = try SegmentSpeeds(csv: "\(a),\(b),20\n\(b),\(a),20\n")
        #expect(try saved.update(speeds: reopen, profile: "car") == SpeedsApplied(changed: 2, unmatched: 0))
        let reopened = try saved.route(RouteRequest(profile: "car", stops: [from, to]))
        #expect(!reopened.legs[0].pieces.contains { $0.name == "Detour" })
        let never = try map.router()
        try never.update(speeds: reopen, profile: "car")
        #expect(abs(reopened.duration - (try never.route(RouteRequest(profile: "car", stops: [from, to])).duration)) < 1e-3)
    }

    @Test("a reset gives every segment the profile's time and turn costs back (closed ones too, through the map file) and the hierarchy its place; speeds sent with it apply to the profile's times")
    func reset() throws {
        var map = Self.twoWays()
        map.way(3, [(0, -2), (0, 0)], tags: ["highway": "residential", "name": "West"])
        map.way(4, [(0, 4), (0, 6)], tags: ["highway": "residential", "name": "East"])
        let from = TestMap.coordinate(0, -1.5), to = TestMap.coordinate(0, 5.5)
        let router = try map.router()
        let profile = try #require(router.network.profile(named: "car"))
        let plain = try router.route(RouteRequest(profile: "car", stops: [from, to]))
        #expect(router.contractedProfiles.contains("car"))
        let node = (0...4).map { Int64(map.node(0, $0)) }
        // A stretch of Direct faster one way, and one closed both ways: the route goes round by the detour.
        try router.update(speeds: try SegmentSpeeds(csv: "\(node[0]),\(node[1]),120\n\(node[2]),\(node[3]),0\n\(node[3]),\(node[2]),0\n"), profile: "car")
        #expect(try router.route(RouteRequest(profile: "car", stops: [from, to])).legs[0].pieces.contains { $0.name == "Detour" })
        #expect(!router.contractedProfiles.contains("car"))
        // The hierarchy, set aside while speeds are on, is kept in the map file and serves again after the reset.
        let saved = try Router(sections: router.mapSections().encoded())
        #expect(!saved.contractedProfiles.contains("car"))
        #expect(try saved.update(speeds: SegmentSpeeds(), profile: "car", fromProfileTimes: true) == SpeedsApplied(changed: 0, unmatched: 0, reset: 2))
        #expect(saved.contractedProfiles.contains("car"))
        let reset = try #require(saved.network.profile(named: "car"))
        #expect(reset.duration == profile.duration)
        #expect(zip(reset.timeGraph.weight, profile.timeGraph.weight).allSatisfy { abs($0 - $1) <= 1e-4 * max(1, $1) })
        #expect(reset.datasource.allSatisfy { $0 == ProfileGraph.Datasource.profile.rawValue })
        #expect(reset.stretchTimes == StretchTimes() && reset.closedBySpeeds == ClosedBySpeeds())
        let again = try saved.route(RouteRequest(profile: "car", stops: [from, to]))
        #expect(abs(again.duration - plain.duration) < 1e-3 && again.legs[0].pieces.allSatisfy { $0.name != "Detour" && $0.datasource == .profile })
        // Speeds sent with a reset apply to the profile's times: the faster and the closed stretches are forgotten.
        let slow = try SegmentSpeeds(csv: "\(node[1]),\(node[2]),20\n")
        #expect(try router.update(speeds: slow, profile: "car", fromProfileTimes: true) == SpeedsApplied(changed: 1, unmatched: 0, reset: 2))
        let fresh = try map.router()
        try fresh.update(speeds: slow, profile: "car")
        let expected = try fresh.route(RouteRequest(profile: "car", stops: [from, to])).duration
        #expect(abs(try router.route(RouteRequest(profile: "car", stops: [from, to])).duration - expected) < 1e-3)
        // A map without speeds has nothing to reset.
        #expect(try map.router().update(speeds: SegmentSpeeds(), profile: "car", fromProfileTimes: true) == SpeedsApplied(changed: 0, unmatched: 0))
    }

    @Test("after new speeds the overlay still gives exactly the shortest times of the new graph")
    func recustomizedOverlayIsExact() throws {
        var map = TestMap()
        map.grid(rows: 24, columns: 24)
        let router = try map.router()
        let measured = try #require(router.goalBounds(profile: "car", metric: .time, waitingForLandmarks: true)?.landmarks)
        var random = SeededGenerator(seed: 4)
        var lines: [String] = []
        for r in 0 ..< 24 {
            for c in 0 ..< 23 where Int.random(in: 0 ..< 3, using: &random) == 0 {
                lines.append("\(map.node(r, c)),\(map.node(r, c + 1)),\(Int.random(in: 5 ... 90, using: &random))")
            }
        }
        let changed = try router.update(speeds: try SegmentSpeeds(csv: lines.joined(separator: "\n")), profile: "car").changed
        #expect(changed > 100)
        #expect(!router.contractedProfiles.contains("car"))
        #expect(try #require(router.speedUps.first).timeOverlay.levelCount >= 1)
        // Landmarks measured on the old times would overstate costs the new speeds lowered: they are measured anew.
        let goal = try #require(router.goalBounds(profile: "car", metric: .time, waitingForLandmarks: true))
        #expect(goal.landmarks != nil && goal.landmarks !== measured)
        let graph = try #require(router.network.profile(named: "car")).timeGraph
        for _ in 0 ..< 60 {
            let sources = randomEndpoints(graph, target: false, using: &random)
            let targets = randomEndpoints(graph, target: true, using: &random)
            let expected = referenceCost(graph, sources, targets)
            let found = router.overlayRoute(profile: "car", metric: .time, from: sources, to: targets)
            #expect(close(found?.cost ?? .infinity, expected), "\(found?.cost ?? .infinity) vs \(expected)")
            if let found { expectValid(found, in: graph, sources, targets) }
        }
    }

    @Test("new speeds survive the map file, and a reload serves the file's data again")
    func mapFileAndReload() throws {
        var map = Self.twoWays()
        let router = try map.router()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("speeds-\(UUID().uuidString).wayfarer")
        defer { try? FileManager.default.removeItem(at: url) }
        try MapFile.write(router.mapSections(), to: url)
        let plain = try router.route(RouteRequest(profile: "car", stops: [Self.from, Self.to])).duration
        try router.update(speeds: try SegmentSpeeds(csv: "\(map.node(0, 0)),\(map.node(0, 1)),120\n"), profile: "car")
        let fast = try router.route(RouteRequest(profile: "car", stops: [Self.from, Self.to]))
        let saved = try Router(sections: router.mapSections().encoded())
        let reread = try saved.route(RouteRequest(profile: "car", stops: [Self.from, Self.to]))
        #expect(abs(reread.duration - fast.duration) < 1e-6)
        #expect(reread.legs[0].pieces.contains { $0.datasource == .speeds })
        #expect(reread.legs[0].pieces.map(\.stretchDurations) == fast.legs[0].pieces.map(\.stretchDurations))
        #expect(reread.legs[0].pieces.map(\.stretchDatasources) == fast.legs[0].pieces.map(\.stretchDatasources))
        try router.reload(mapFile: url)
        #expect(abs(try router.route(RouteRequest(profile: "car", stops: [Self.from, Self.to])).duration - plain) < 1e-6)
        #expect(throws: MapFileError.self) { try router.reload(mapFile: url.appendingPathExtension("missing")) }
        #expect(abs(try router.route(RouteRequest(profile: "car", stops: [Self.from, Self.to])).duration - plain) < 1e-6)
    }

    @Test("a bad speed file or an unknown profile is a clear error naming the line or the profile")
    func errors() throws {
        #expect(throws: SegmentSpeedsError.badLine(2, "expected from_osm_node,to_osm_node,speed_kmh[,rate], got 2 fields")) {
            try SegmentSpeeds(csv: "1,2,30\n3,4\n")
        }
        #expect(throws: SegmentSpeedsError.badLine(1, "the speed must be a number of km/h from 0 to 1000")) { try SegmentSpeeds(csv: "1,2,fast") }
        #expect(throws: SegmentSpeedsError.badLine(1, "the speed must be a number of km/h from 0 to 1000")) { try SegmentSpeeds(csv: "1,2,-5") }
        #expect(throws: SegmentSpeedsError.badLine(1, "the OSM node ids must be whole numbers (64-bit)")) { try SegmentSpeeds(csv: "x,2,5") }
        // Ids that are empty, a sign alone, fractional or too long for 64 bits; a line of five fields.
        for bad in ["1,,5", "1,-,5", "1,--2,5", "1.5,2,5", "1,9223372036854775808,5", "1,99999999999999999999,5", "1,2 3,5"] {
            #expect(throws: SegmentSpeedsError.badLine(1, "the OSM node ids must be whole numbers (64-bit)"), "\(bad)") { try SegmentSpeeds(csv: bad) }
        }
        // Any id a map keeps: negative ones (files edited in JOSM) and the largest.
        #expect(try SegmentSpeeds(csv: "-101,-100,50").speed(from: -101, to: -100) == 50)
        #expect(try SegmentSpeeds(csv: "9223372036854775806,9223372036854775807,90").speed(from: .max - 1, to: .max) == 90)
        #expect(throws: SegmentSpeedsError.badLine(1, "expected from_osm_node,to_osm_node,speed_kmh[,rate], got 5 fields")) {
            try SegmentSpeeds(csv: "1,2,3,4,5")
        }
        #expect(try SegmentSpeeds(csv: "+7,123456789012345678,1e1").speed(from: 7, to: 123_456_789_012_345_678) == 10)
        #expect(try SegmentSpeeds(csv: "\n# nothing\n").count == 0)
        // Windows line ends, spaces and tabs around fields, a last line without an end: all read; the last speed wins.
        let spaced = try SegmentSpeeds(csv: " 1 ,\t2, 30 \r\n\r\n3,4,5.5,0.2\r\n1,2,40")
        #expect(spaced.count == 2 && spaced.speed(from: 1, to: 2) == 40 && spaced.speed(from: 3, to: 4) == 5.5)
        #expect(spaced.ratesIgnored == 1)
        #expect(throws: SegmentSpeedsError.badLine(3, "the rate must be a number of 0 or more")) { try SegmentSpeeds(csv: "1,2,3\r\n\r\n1,2,3,x") }
        #expect(throws: SegmentSpeedsError.badLine(1, "the rate must be a number of 0 or more")) { try SegmentSpeeds(csv: "1,2,18,-100") }
        let router = try Self.twoWays().router()
        #expect(throws: SegmentSpeedsError.unknownProfile("boat", available: ["car", "bike", "foot"])) {
            try router.update(speeds: try SegmentSpeeds(csv: "1,2,3"), profile: "boat")
        }
    }
}
