import Foundation
import Geo
import RoadNetwork
import Routing
import TestSupport
import Testing

/// Routing on a real OpenStreetMap extract (Monaco: small enough for debug builds).
@Suite("Routing on a real extract", .serialized)
struct RealExtractTests {
    /// Monaco imported once for the suite.
    static let router: Router? = {
        guard let url = try? SharedData.url("osm/monaco.osm.pbf"), let network = try? RoadNetwork.build(from: url) else { return nil }
        return Router(network: network)
    }()

    func monaco() throws -> Router {
        guard let router = Self.router else { throw SharedData.MissingData(path: "osm/monaco.osm.pbf") }
        return router
    }

    /// Deterministic sample points on roads the profile can use and start on (not private driveways, whose stops snap
    /// to the street).
    func samplePoints(_ router: Router, profile: String, count: Int, seed: UInt64) -> [Coordinate] {
        let graph = router.network.graph
        guard let profileGraph = router.network.profile(named: profile) else { return [] }
        let usable = (0..<graph.segmentCount).filter {
            (profileGraph.isInLargestComponent(2 * $0) || profileGraph.isInLargestComponent(2 * $0 + 1)) && profileGraph.isStartpoint(segment: $0)
        }
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let s = usable[Int(state >> 33) % usable.count]
            return graph.point(Int(graph.firstPoint[s]))
        }
    }

    @Test("import gives plausible counts")
    func counts() throws {
        let router = try monaco()
        let graph = router.network.graph
        #expect(graph.segmentCount > 3_000 && graph.segmentCount < 20_000)
        #expect(router.profileNames == ["car", "bike", "foot"])
        for profile in router.network.profiles {
            let connected = profile.componentSize.max() ?? 0
            #expect(connected > 2_000, "\(profile.name): \(connected)")
        }
        // Walkers reach more of Monaco than cars.
        let car = router.network.profile(named: "car")?.componentSize.max() ?? 0
        let foot = router.network.profile(named: "foot")?.componentSize.max() ?? 0
        #expect(foot > car)
    }

    @Test("routes are never shorter than the straight line, and legs add up", arguments: ["car", "bike", "foot"])
    func straightLineBound(profile: String) throws {
        let router = try monaco()
        let points = samplePoints(router, profile: profile, count: 40, seed: 7)
        for i in stride(from: 0, to: points.count - 1, by: 2) {
            let route = try router.route(RouteRequest(profile: profile, stops: [points[i], points[i + 1]]))
            let straight = route.waypoints[0].location.distance(to: route.waypoints[1].location)
            #expect(route.distance >= straight * 0.999, "\(profile) \(i): \(route.distance) < \(straight)")
            #expect(abs(route.legs.reduce(0) { $0 + $1.distance } - route.distance) < 1e-6)
            #expect(route.geometry.first == route.waypoints[0].location)
        }
    }

    @Test("a barrier that blocks nothing changes no route, and tables (durations and distances) agree with routes")
    func barrierBlockingNothingAndTables() throws {
        let router = try monaco()
        let points = samplePoints(router, profile: "car", count: 30, seed: 3)
        // A barrier far out at sea blocks nothing: the route is the same.
        var farAway = Barriers()
        try farAway.add(point: Coordinate(latitude: 43.6, longitude: 7.6), radius: 10)
        let table = try router.table(TableRequest(profile: "car", stops: points))
        for i in 0..<10 {
            let pair = [points[i], points[i + 10]]
            let fast = try router.route(RouteRequest(profile: "car", stops: pair))
            let unblocked = try router.route(RouteRequest(profile: "car", stops: pair, barriers: farAway))
            #expect(abs(fast.duration - unblocked.duration) < 0.01, "pair \(i): \(fast.duration) vs \(unblocked.duration)")
            let cell = table.durations?[i][i + 10] ?? nil
            #expect(abs((cell ?? -1) - fast.duration) < 0.01, "table \(String(describing: cell)) vs route \(fast.duration)")
        }
        // Distances beside durations: the hierarchy carries them along its searches, the same as the routes'.
        let carried = try router.table(TableRequest(profile: "car", stops: points, annotations: [.durations, .distances]))
        for i in 0..<10 {
            let route = try router.route(RouteRequest(profile: "car", stops: [points[i], points[i + 10]]))
            #expect(abs((carried.distances?[i][i + 10] ?? nil ?? -1) - route.distance) < 0.5)
        }
    }

    @Test("a barrier blocks exactly the segments with a piece inside, across or touching it")
    func blockedSegmentsAreThoseItTouches() throws {
        let router = try monaco()
        let graph = router.network.graph
        var barriers = Barriers()
        // Circles of several sizes (the second and third overlap the first), a polygon with a hole, and a line.
        for (point, radius) in [(Coordinate(latitude: 43.7380, longitude: 7.4220), 150.0), (Coordinate(latitude: 43.7390, longitude: 7.4240), 120),
                                (Coordinate(latitude: 43.7330, longitude: 7.4190), 400), (Coordinate(latitude: 43.7470, longitude: 7.4330), 30)] {
            try barriers.add(point: point, radius: radius)
        }
        barriers.add(try Polygon(outer: [Coordinate(latitude: 43.7250, longitude: 7.4100), Coordinate(latitude: 43.7250, longitude: 7.4180),
                                         Coordinate(latitude: 43.7310, longitude: 7.4180), Coordinate(latitude: 43.7310, longitude: 7.4100)],
                                 holes: [[Coordinate(latitude: 43.7265, longitude: 7.4120), Coordinate(latitude: 43.7265, longitude: 7.4160),
                                          Coordinate(latitude: 43.7295, longitude: 7.4160), Coordinate(latitude: 43.7295, longitude: 7.4120)]]))
        try barriers.add(line: [Coordinate(latitude: 43.7400, longitude: 7.4150), Coordinate(latitude: 43.7450, longitude: 7.4300)])
        // Every piece of every segment tested against every barrier.
        var expected = Set<Int>()
        for s in 0..<graph.segmentCount {
            for i in Int(graph.firstPoint[s])..<(Int(graph.firstPoint[s + 1]) - 1) {
                let piece = Segment(from: graph.point(i), to: graph.point(i + 1))
                let line = barriers.lines[0]
                if barriers.polygons.contains(where: { $0.intersects(piece) }) || Segment(from: line[0], to: line[1]).intersects(piece) {
                    expected.insert(s)
                    break
                }
            }
        }
        #expect(expected.count > 300 && expected.count < graph.segmentCount / 4, "\(expected.count) of \(graph.segmentCount)")
        let blocked = barriers.blockedSegments(in: router.network)
        let wronglyBlocked = blocked.subtracting(expected).sorted().prefix(10), wronglyOpen = expected.subtracting(blocked).sorted().prefix(10)
        #expect(wronglyBlocked.isEmpty && wronglyOpen.isEmpty, "wrongly blocked: \(wronglyBlocked), wrongly open: \(wronglyOpen)")
    }

    @Test("a barrier across the direct path is avoided by routes and tables")
    func barrierAvoided() throws {
        let router = try monaco()
        let from = Coordinate(latitude: 43.7285, longitude: 7.4150), to = Coordinate(latitude: 43.7400, longitude: 7.4270)
        let plain = try router.route(RouteRequest(profile: "car", stops: [from, to]))
        let middle = plain.geometry[plain.geometry.count / 2]
        var barriers = Barriers()
        try barriers.add(point: middle, radius: 120)
        let detour = try router.route(RouteRequest(profile: "car", stops: [from, to], barriers: barriers))
        #expect(detour.duration >= plain.duration)
        let polygon = barriers.polygons[0]
        for i in 0..<(detour.geometry.count - 1) {
            #expect(!polygon.intersects(Segment(from: detour.geometry[i], to: detour.geometry[i + 1])))
        }
        let table = try router.table(TableRequest(profile: "car", stops: [from, to], barriers: barriers))
        #expect(abs((table.durations?[0][1] ?? 0) - detour.duration) < 0.01)
        // A larger table around the same barrier, whose cells it customizes for itself (stops on the plain route
        // before and after it, and elsewhere), agrees with every route around it, and the barrier lengthens some.
        let count = plain.geometry.count
        let alongRoute = stride(from: 0, to: count / 3, by: max(1, count / 24)).map { plain.geometry[$0] }
            + stride(from: 2 * count / 3, to: count, by: max(1, count / 24)).map { plain.geometry[$0] }
        let stops = (alongRoute + samplePoints(router, profile: "car", count: 12, seed: 17)).filter { !polygon.contains($0) }
        let around = try router.table(TableRequest(profile: "car", stops: stops, barriers: barriers, annotations: [.durations, .distances]))
        let free = try router.table(TableRequest(profile: "car", stops: stops))
        var compared = 0, lengthened = 0
        for i in stops.indices {
            for j in stops.indices where i != j && (i + j) % 3 == 0 {
                let route = try router.route(RouteRequest(profile: "car", stops: [stops[i], stops[j]], barriers: barriers))
                let cell = around.durations?[i][j] ?? nil
                #expect(abs((cell ?? -1) - route.duration) < 0.01, "\(i) → \(j): table \(String(describing: cell)), route \(route.duration)")
                // The same path's distance (split nodes measured once).
                #expect(abs((around.distances?[i][j] ?? nil ?? -1) - route.distance) < 0.5, "\(i) → \(j): distance")
                compared += 1
                if (cell ?? 0) > (free.durations?[i][j] ?? nil ?? 0) + 1 { lengthened += 1 }
            }
        }
        #expect(compared > 80 && lengthened > 10, "\(compared) compared, \(lengthened) lengthened by the barrier")
    }

    @Test("excluding motorways gives exactly the routes and tables of the turn graph without them", arguments: [Metric.time, .distance])
    func exclusionsAreExact(metric: Metric) throws {
        let router = try monaco()
        let graph = router.network.graph, car = try #require(router.network.profile(named: "car"))
        let motorways = (0..<graph.segmentCount).filter { graph.roadClass(ofSegment: $0).mainRoad == .motorway }
        try #require(motorways.count > 10)
        let closed = Set(motorways.flatMap { car.nodes(of: 2 * $0) + car.nodes(of: 2 * $0 + 1) })
        let weights = metric == .time ? car.timeGraph : car.distanceGraph
        var random = SeededGenerator(seed: 33)
        func ends(target: Bool) -> [SearchEndpoint] { randomEndpoints(weights, target: target, using: &random).filter { !closed.contains($0.node) } }
        // At least 60 pairs, and (for time) until one's fastest path took a motorway: few do, round Monaco's edge.
        var lengthened = 0
        for round in 0..<400 {
            if round >= 60 && (metric == .distance || lengthened > 0) { break }
            let sources = ends(target: false), targets = ends(target: true)
            let expected = referenceCost(weights, sources, targets, blocked: closed)
            let found = router.overlayRoute(profile: "car", metric: metric, from: sources, to: targets, excluding: .motorway)
            #expect(close(found?.cost ?? .infinity, expected), "\(found?.cost ?? .infinity) vs \(expected)")
            #expect(!(found?.nodes.contains { closed.contains($0) } ?? false))
            if expected > referenceCost(weights, sources, targets) + 1 { lengthened += 1 }
        }
        if metric == .time { #expect(lengthened > 0, "no pair's fastest path took a motorway") }
        let sources = (0..<12).map { _ in ends(target: false) }, targets = (0..<12).map { _ in ends(target: true) }
        let table = try #require(router.overlayTable(profile: "car", metric: metric, from: sources, to: targets, excluding: .motorway))
        for (i, from) in sources.enumerated() {
            for (j, to) in targets.enumerated() {
                let expected = referenceCost(weights, from, to, blocked: closed)
                #expect(close(table[i * targets.count + j], expected), "\(i) → \(j): \(table[i * targets.count + j]) vs \(expected)")
            }
        }
    }

    @Test("distance metric routes are never longer than time metric routes")
    func distanceMetric() throws {
        let router = try monaco()
        let points = samplePoints(router, profile: "car", count: 12, seed: 11)
        for i in stride(from: 0, to: 12, by: 2) {
            let pair = [points[i], points[i + 1]]
            let fastest = try router.route(RouteRequest(profile: "car", stops: pair))
            let shortest = try router.route(RouteRequest(profile: "car", stops: pair, metric: .distance))
            #expect(shortest.distance <= fastest.distance + 0.01)
        }
    }

    @Test("a map file round-trips, and damaged files give clear errors")
    func mapFile() throws {
        let router = try monaco()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfarer-map-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("monaco.wayfarer")
        try MapFile.write(router.mapSections(), to: url)
        let loaded = try Router(mapFile: url)
        let points = samplePoints(router, profile: "foot", count: 2, seed: 5)
        let before = try router.route(RouteRequest(profile: "foot", stops: points))
        let after = try loaded.route(RouteRequest(profile: "foot", stops: points))
        #expect(before == after)
        #expect(loaded.profileNames == router.profileNames)
        // Where bikes are pushed is kept (Monaco's footways and steps), and only for bikes.
        #expect(loaded.network.profiles.map(\.pushed) == router.network.profiles.map(\.pushed))
        #expect(router.network.profiles.map { $0.name == "bike" ? !$0.pushed.isEmpty : $0.pushed.isEmpty } == [true, true, true])

        let bytes = try Data(contentsOf: url)
        let truncated = folder.appendingPathComponent("truncated.wayfarer")
        try bytes.prefix(bytes.count / 2).write(to: truncated)
        #expect(throws: MapFileError.self) { try Router(mapFile: truncated) }
        var oldVersion = bytes
        oldVersion[8] = 99
        let old = folder.appendingPathComponent("old.wayfarer")
        try oldVersion.write(to: old)
        #expect(throws: MapFileError.unsupportedVersion(found: 99, expected: MapFile.version)) { try Router(mapFile: old) }
        // The format before lays its sections out as today, but not their arrays: refused, to import again.
        oldVersion[8] = UInt8(MapFile.version - 1)
        try oldVersion.write(to: old)
        #expect(throws: MapFileError.unsupportedVersion(found: MapFile.version - 1, expected: MapFile.version)) { try Router(mapFile: old) }
        let notMap = folder.appendingPathComponent("not.wayfarer")
        try Data("hello".utf8).write(to: notMap)
        #expect(throws: MapFileError.notAMapFile(path: notMap.path)) { try Router(mapFile: notMap) }
    }
}
