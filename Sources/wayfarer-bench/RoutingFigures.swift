import ArgumentParser
import Foundation
import NIOConcurrencyHelpers
import Geo
import RoadNetwork
import Routing

/// The routing figures of one map, printed as they are measured: import (time, peak memory, map file size),
/// load, random routes, routes around a barrier on their direct path, tables with and without a barrier, and the
/// distance metric against a plain Dijkstra. `wayfarer-bench routing` runs them on an extract, `scale` on a
/// synthetic city.
struct RoutingFigures: ParsableArguments {
    @Option(help: "The profile to query.")
    var profile: String = "car"

    @Option(help: "Random origin–destination pairs for route timings (and, up to 1,000, for the exactness check).")
    var pairs: Int = 1000

    @Option(help: "The barrier's radius in metres (a circle of twice this across).")
    var barrierRadius: Double = 500

    @Flag(inversion: .prefixedNo, help: "Contract the time graphs too (plain time queries on the hierarchy, else on the overlay).")
    var hierarchy = true

    /// The figures after loading, in the order they are measured.
    enum Figure: String, CaseIterable, ExpressibleByArgument {
        case routes, barriers, tables, alternatives, matching, isochrones, distance, exactness, exclusions
        case liveSpeeds = "live-speeds"
    }

    @Option(help: "Measure only these figures (repeatable: \(Figure.allCases.map(\.rawValue).joined(separator: ", "))); all when not given. Barriers, tables and matching time the routes too (they start from them).")
    var only: [Figure] = []

    /// Whether `figure` is measured.
    private func wants(_ figure: Figure) -> Bool { only.isEmpty || only.contains(figure) }

    /// Imports `file` with `profiles` (or loads it, when it is a map file), then measures.
    func measure(_ file: String, importing profiles: [Profile]) throws {
        let router = file.hasSuffix(".wayfarer") ? try load(URL(fileURLWithPath: file)) : try importAndLoad(file, profiles: profiles)
        guard router.profileNames.contains(profile) else {
            throw ValidationError("--profile \(profile) is not among the map's profiles (\(router.profileNames.joined(separator: ",")))")
        }
        measureLandmarks(router)
        prepareSearches(router)
        let points = router.samplePoints(profile: profile, count: 2 * pairs)
        let needsRoutes = [.routes, .barriers, .tables, .matching].contains(where: wants)
        // Each route let go once timed, as a server lets it go once answered (kept, a thousand routes' geometries grew
        // the heap at every route, a fifth of a Malta route's time spent making fresh pages); the routes the other
        // figures start from are made again afterwards.
        let firstRoutes = needsRoutes ? timedRoutes(router, points: points) : nil
        let routes = (0..<(needsRoutes ? min(pairs, 500) : 0)).compactMap { i in
            try? router.route(Self.request(profile: profile, stops: [points[2 * i], points[2 * i + 1]]))
        }
        if let firstRoutes {
            print("\(profile) route, \(pairs) random pairs, geometry included, the first after loading: \(firstRoutes.summary) (\(firstRoutes.found) found)")
            if wants(.routes) { printRoutesInUse(router, count: pairs) }
            // Pairs of other points (another seed): routes on the same ends would find their cliques unpacked.
            let stepPoints = router.samplePoints(profile: profile, count: 2 * min(pairs, 200), seed: 43)
            var withSteps = RouteRequest(profile: profile, stops: [])
            let stepTimes = (0..<(stepPoints.count / 2)).map { i in
                withSteps.stops = [stepPoints[2 * i], stepPoints[2 * i + 1]]
                return Statistics.time { _ = try? router.route(withSteps) }
            }
            print("\(profile) route with what steps need (the other exits at each junction), \(stepTimes.count) other pairs: "
                  + "median \(Statistics.ms(Statistics.quantile(stepTimes, 0.5))), p95 \(Statistics.ms(Statistics.quantile(stepTimes, 0.95)))")
        }

        if wants(.barriers) {
            // Barrier routes: a circle of ~1 km across on the middle of each direct route.
            var barrierTimes: [Double] = []
            var blockedEverything = 0
            for route in routes.prefix(200) where route.distance > 3 * barrierRadius {
                let middle = route.geometry[route.geometry.count / 2]
                let ends = route.waypoints.map(\.input)
                guard ends.allSatisfy({ $0.distance(to: middle) > barrierRadius * 1.2 }) else { continue }
                var barriers = Barriers()
                try barriers.add(point: middle, radius: barrierRadius)
                var failed = false
                barrierTimes.append(Statistics.time {
                    do { _ = try router.route(Self.request(profile: profile, stops: ends, barriers: barriers)) } catch { failed = true }
                })
                if failed { blockedEverything += 1 }
            }
            print("\(profile) route around a \(Int(2 * barrierRadius)) m barrier on the direct path, \(barrierTimes.count) pairs: "
                  + "median \(Statistics.ms(Statistics.quantile(barrierTimes, 0.5))), p95 \(Statistics.ms(Statistics.quantile(barrierTimes, 0.95)))"
                  + " (\(blockedEverything) cut off entirely)")
        }
        if wants(.tables) {
            // Matrices, each the median of five: the first runs also make the pages of the searches' workspaces that
            // they touch first (zeroed memory, made on first touch), which a server in use has made long before.
            let runs = 5
            // One barrier on the way of the first route long enough, and the first hundred stops outside it.
            var barriers = Barriers()
            if let route = routes.first(where: { $0.distance > 3 * barrierRadius }) {
                try barriers.add(point: route.geometry[route.geometry.count / 2], radius: barrierRadius)
            }
            let outside = Array(points.prefix(100)).filter { stop in !barriers.polygons.contains { $0.contains(stop) } }
            for size in [100, 1000] where size <= points.count {
                let stops = Array(points.prefix(size))
                let plain = try Statistics.medianTime(runs: runs) { _ = try router.table(TableRequest(profile: profile, stops: stops)) }
                var line = "\(size)×\(size) \(profile) matrix (median of \(runs)): \(Statistics.ms(plain))"
                if size == 100, !barriers.isEmpty {
                    let withBarrier = try Statistics.medianTime(runs: runs) {
                        _ = try router.table(TableRequest(profile: profile, stops: outside, barriers: barriers))
                    }
                    line += ", with one barrier (\(outside.count)×\(outside.count)): \(Statistics.ms(withBarrier))"
                }
                print(line)
            }
            try tableDistances(router, stops: Array(points.prefix(100)), barriers: Barriers(), runs: runs)
            if !barriers.isEmpty { try tableDistances(router, stops: outside, barriers: barriers, runs: runs) }
        }
        if wants(.alternatives) {
            // Alternatives: pairs at least 5 km apart, up to 2 alternatives each.
            var alternativeTimes: [Double] = [], withAlternative = 0, alternativePairs = 0
            for i in 0..<pairs where points[2 * i].distance(to: points[2 * i + 1]) >= 5000 {
                var found: [Route] = []
                alternativeTimes.append(Statistics.time {
                    found = (try? router.routes(Self.request(profile: profile, stops: [points[2 * i], points[2 * i + 1]]), alternatives: 2)) ?? []
                })
                alternativePairs += 1
                if found.count > 1 { withAlternative += 1 }
            }
            print("\(profile) alternatives, \(alternativePairs) pairs ≥ 5 km apart: at least one for \(withAlternative) "
                  + String(format: "(%.0f %%)", Double(withAlternative) / Double(max(alternativePairs, 1)) * 100)
                  + ", median \(Statistics.ms(Statistics.quantile(alternativeTimes, 0.5))), p95 \(Statistics.ms(Statistics.quantile(alternativeTimes, 0.95)))")
        }
        if wants(.matching) { try mapMatching(router, routes: Array(routes.prefix(500))) }
        if wants(.isochrones) {
            // Isochrones: 15 minutes from 20 places, search and polygons.
            var isochroneTimes: [Double] = []
            var polygonCount = 0
            for origin in points.prefix(20) {
                isochroneTimes.append(Statistics.time {
                    if let reach = try? router.reach(from: origin, profile: profile, limit: 900) {
                        polygonCount += reach.isochrones(contours: [900]).reduce(0) { $0 + $1.polygons.count }
                    }
                })
            }
            print("\(profile) 15-minute isochrone, 20 places: median \(Statistics.ms(Statistics.quantile(isochroneTimes, 0.5))), "
                  + "p95 \(Statistics.ms(Statistics.quantile(isochroneTimes, 0.95))) (\(polygonCount) polygons)")
        }
        if wants(.distance) { try distanceAgreement(router) }
        if wants(.exactness) { try ExactnessCheck(router: router, profile: profile).run(pairs: min(pairs, 1000), radius: barrierRadius) }
        if wants(.exclusions) { exclusions(router, points: points) }
        if wants(.liveSpeeds) {
            try districtSpeeds(router, radius: 1000)
            try liveSpeeds(router, share: 0.1)
        }
    }

    /// Map matching: a trace per route, a point every 5 s of driving with 10 m Gaussian noise and 5 % outliers 60 m
    /// off, cut to 100 points; how much of each route's length the match covers (within 15 m of it) and how many
    /// traces are matched per second on all cores.
    private func mapMatching(_ router: Router, routes: [Route]) throws {
        var random = SeededRandom(seed: 5)
        func unit() -> Double { Double(random.next(1 << 30)) / Double(1 << 30) }
        let traces: [(route: Route, points: [Coordinate])] = routes.compactMap { route in
            guard route.duration > 30, route.geometry.count >= 2 else { return nil }
            let spacing = route.distance / route.duration * 5
            var points: [Coordinate] = [], left = 0.0
            for (a, b) in zip(route.geometry, route.geometry.dropFirst()) where points.count < 100 {
                let length = a.distance(to: b)
                var at = left
                while at < length && points.count < 100 {
                    let t = at / length
                    let sigma = unit() < 0.05 ? 60.0 : 10.0
                    let r = sigma * sqrt(-2 * log(max(unit(), 1e-12))), angle = 2 * Double.pi * unit()
                    let latitude = a.latitude + (b.latitude - a.latitude) * t, longitude = a.longitude + (b.longitude - a.longitude) * t
                    points.append(Coordinate(latitude: latitude + r * sin(angle) / 111_320,
                                             longitude: longitude + r * cos(angle) / (111_320 * cos(latitude * .pi / 180))))
                    at += spacing
                }
                left = at - length
            }
            return points.count >= 2 ? (route, points) : nil
        }
        let results = NIOLockedValueBox([[Coordinate]?](repeating: nil, count: traces.count))
        let seconds = Statistics.time {
            DispatchQueue.concurrentPerform(iterations: traces.count) { i in
                let found = try? router.match(MatchRequest(profile: profile, trace: traces[i].points))
                results.withLockedValue { $0[i] = found?.matchings.flatMap(\.route.geometry) }
            }
        }
        var matched = 0.0, driven = 0.0
        for (trace, result) in zip(traces, results.withLockedValue { $0 }) {
            let geometry = result ?? []
            // The true route as far as the trace, cut at 100 points, follows it.
            let share = min(1, Double(trace.points.count) * 5 / trace.route.duration)
            var covered = 0.0
            for (a, b) in zip(trace.route.geometry, trace.route.geometry.dropFirst()) where covered < share * trace.route.distance {
                let length = a.distance(to: b)
                covered += length
                driven += length
                let middle = Coordinate(latitude: (a.latitude + b.latitude) / 2, longitude: (a.longitude + b.longitude) / 2)
                if zip(geometry, geometry.dropFirst()).contains(where: { Segment(from: $0, to: $1).projection(of: middle).distance < 15 }) { matched += length }
            }
        }
        print(String(format: "map matching, %d traces (every 5 s, 10 m noise, 5 %% outliers at 60 m, ≤ 100 points): %.1f %% of the route length matched, %.0f traces/s",
                     traces.count, matched / max(driven, 1) * 100, Double(traces.count) / seconds))
    }

    /// New speeds for every segment starting within `radius` metres of a point (a district's traffic, the
    /// common live update): the time to read them and re-customize the cells they lie in.
    private func districtSpeeds(_ router: Router, radius: Double) throws {
        let graph = router.network.graph
        guard !graph.pointNode.isEmpty, let centre = router.samplePoints(profile: profile, count: 1, seed: 9).first else { return }
        let segments = (0..<graph.segmentCount).filter { graph.startCoordinate(of: 2 * $0).distance(to: centre) <= radius }
        let (changed, seconds) = try update(router, speeds: segments)
        print(String(format: "live speeds for the %d segments within %.0f m of a point: %d directed segments changed, read and re-customized in %.2f s",
                     segments.count, radius, changed, seconds))
    }

    /// New speeds for `share` of the segments: the time to read them and re-customize, then a route timing and the
    /// exactness check on the new times.
    private func liveSpeeds(_ router: Router, share: Double) throws {
        let graph = router.network.graph
        guard !graph.pointNode.isEmpty else { return print("live speeds: the map keeps no OSM node ids") }
        var random = SeededRandom(seed: 5)
        let segments = (0..<graph.segmentCount).filter { _ in random.next(1_000_000) < Int(share * 1_000_000) }
        let (changed, seconds) = try update(router, speeds: segments)
        print(String(format: "live speeds for %d of %d segments (%.0f %%): %d directed segments changed, read and re-customized in %.2f s",
                     segments.count, graph.segmentCount, 100 * share, changed, seconds))
        measureLandmarks(router)
        prepareSearches(router)
        let points = router.samplePoints(profile: profile, count: 2 * min(pairs, 200))
        print("after new speeds, \(profile) route: \(timedRoutes(router, points: points).summary)")
        try ExactnessCheck(router: router, profile: profile).run(pairs: min(pairs, 200), radius: barrierRadius)
        // Back to the profile's own times: the stretches take them again and the hierarchy, set aside, serves again.
        var reset = 0
        let resetSeconds = try Statistics.time { reset = try router.update(speeds: SegmentSpeeds(), profile: profile, fromProfileTimes: true).reset }
        let engine = router.contractedProfiles.contains(profile) ? "on the hierarchy again" : "on the overlay"
        print(String(format: "speeds reset: %d directed segments took the profile's times back in %.2f s", reset, resetSeconds))
        measureLandmarks(router)
        prepareSearches(router)
        print("after the reset, \(profile) route (\(engine)): \(timedRoutes(router, points: points).summary)")
    }

    /// Times a route between each consecutive pair of `points`, each let go once timed: their median and p95, and
    /// how many were found.
    private func timedRoutes(_ router: Router, points: [Coordinate]) -> (summary: String, found: Int) {
        var times: [Double] = [], found = 0
        for i in 0..<(points.count / 2) {
            times.append(Statistics.time {
                if (try? router.route(Self.request(profile: profile, stops: [points[2 * i], points[2 * i + 1]]))) != nil { found += 1 }
            })
        }
        return ("median \(Statistics.ms(Statistics.quantile(times, 0.5))), p95 \(Statistics.ms(Statistics.quantile(times, 0.95)))", found)
    }

    /// Gives every stretch of `segments` a random speed, both directions, through the speed-file reader: the
    /// directed segments changed and the seconds taken to read and re-customize.
    private func update(_ router: Router, speeds segments: [Int]) throws -> (changed: Int, seconds: Double) {
        let graph = router.network.graph
        var random = SeededRandom(seed: UInt64(segments.count))
        var csv = ""
        for s in segments {
            let ids = graph.pointNode.ids(Int(graph.firstPoint[s])..<Int(graph.firstPoint[s + 1]))
            for (a, b) in zip(ids, ids.dropFirst()) {
                let speed = 5 + random.next(80)
                csv += "\(a),\(b),\(speed)\n\(b),\(a),\(speed)\n"
            }
        }
        var changed = 0
        let started = ContinuousClock.now
        let seconds = try Statistics.time {
            let speeds = try SegmentSpeeds(csv: csv)
            print("  [\(Statistics.seconds(since: started))] \(speeds.count) speeds read")
            changed = try router.update(speeds: speeds, profile: profile) { print("  [\(Statistics.seconds(since: started))] \($0)") }.changed
        }
        return (changed, seconds)
    }

    /// Imports `file` with `profiles` into a temporary map file (import: time, peak memory, size), then loads it.
    private func importAndLoad(_ file: String, profiles: [Profile]) throws -> Router {
        let mapURL = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(ProcessInfo.processInfo.processIdentifier).wayfarer")
        defer { try? FileManager.default.removeItem(at: mapURL) }
        var built: Router?
        let importSeconds = try Statistics.time {
            let network = try RoadNetwork.build(from: URL(fileURLWithPath: file), profiles: profiles)
            let router = Router(network: network, contracting: hierarchy)
            router.measureLandmarks()
            try MapFile.write(router.mapSections(), to: mapURL)
            built = router
        }
        guard let built else { throw ValidationError("the import produced no router") }
        let size = (try? FileManager.default.attributesOfItem(atPath: mapURL.path)[.size] as? Int) ?? 0
        let contracted = built.contractedProfiles.isEmpty ? "none" : built.contractedProfiles.joined(separator: ",")
        print(String(format: "import: %.2f s, peak memory %.0f MB, map file %.1f MB (%d segments; ", importSeconds,
                     Statistics.peakMemoryMB, Double(size) / 1e6, built.network.graph.segmentCount) + "hierarchy: \(contracted))")
        return try load(mapURL)
    }

    /// Measures the landmarks of the profile's time metric (which overlay routes are directed by from then on) unless
    /// the map file holds them, printing the time it took; a server measures them in the background once loaded.
    private func measureLandmarks(_ router: Router) {
        let stored = router.goalBounds(profile: profile, metric: .time)?.landmarks != nil
        let seconds = Statistics.time { _ = router.goalBounds(profile: profile, metric: .time, waitingForLandmarks: true) }
        let nodes = router.network.profile(named: profile)?.timeGraph.nodeCount ?? 0
        // A cost from and to each landmark, 4 bytes each, per node of the turn graph (its overlay splits some in two).
        print(String(format: "landmarks (%d, time): %@, at least %.0f MB", Landmarks.count,
                     stored ? "read from the map file" : String(format: "measured in %.2f s", seconds), Double(8 * Landmarks.count * nodes) / 1e6))
    }

    /// Times `count` random routes on a router in use: after as many routes between other points, as a server has
    /// answered long before — the pages of the searches' workspaces made (zeroed memory, made on first touch) and the
    /// cliques that routes share unpacked (``Router`` keeps them). Each set of points is new: routes on the same ends
    /// would find their whole paths unpacked.
    private func printRoutesInUse(_ router: Router, count: Int) {
        let earlier = router.samplePoints(profile: profile, count: 2 * count, seed: 44)
        for i in 0..<(earlier.count / 2) { _ = try? router.route(Self.request(profile: profile, stops: [earlier[2 * i], earlier[2 * i + 1]])) }
        let points = router.samplePoints(profile: profile, count: 2 * count, seed: 45)
        let timed = timedRoutes(router, points: points)
        print("\(profile) route, \(points.count / 2) other random pairs, geometry included, in use (after \(earlier.count / 2) routes between other points): "
              + "\(timed.summary) (\(timed.found) found)")
    }

    /// Prepares `router`'s searches as a server does once it has loaded a map (in the background there): the
    /// straight-line bounds and the columns of the largest cliques, printing how long it took.
    private func prepareSearches(_ router: Router) {
        let seconds = Statistics.time { router.prepareSearches() }
        print(String(format: "searches prepared (straight-line bounds, clique columns): %.2f s", seconds))
    }

    /// A route request as an OSRM client sends one by default: geometry, no steps.
    /// A table of durations and distances among `stops` around `barriers` (the median of `runs`), and how many of its
    /// first ten rows' distances equal those of the pairs' routes (to 1 m: the table sums them in another order).
    private func tableDistances(_ router: Router, stops: [Coordinate], barriers: Barriers, runs: Int) throws {
        let request = TableRequest(profile: profile, stops: stops, barriers: barriers, annotations: [.durations, .distances])
        var table: Table?
        let time = try Statistics.medianTime(runs: runs) { table = try router.table(request) }
        var agreed = 0, compared = 0, worst = 0.0
        for i in 0..<min(10, stops.count) {
            for j in stops.indices where i != j {
                guard let distance = table?.distances?[i][j],
                      let route = try? router.route(Self.request(profile: profile, stops: [stops[i], stops[j]], barriers: barriers))
                else { continue }
                compared += 1
                if abs(route.distance - distance) <= 1 { agreed += 1 }
                worst = max(worst, abs(route.distance - distance))
            }
        }
        print("\(stops.count)×\(stops.count) \(profile) matrix of durations and distances\(barriers.isEmpty ? "" : " around the barrier") "
              + "(median of \(runs)): \(Statistics.ms(time)); "
              + "\(agreed) of \(compared) distances equal their route's to 1 m (largest difference \(String(format: "%.1f", worst)) m)")
    }

    /// Routes excluding the class of road the map has most segments of (toll, motorway or ferry): the first, which
    /// customizes the overlay without it, then up to 200 random pairs, against the same pairs' plain routes.
    private func exclusions(_ router: Router, points: [Coordinate]) {
        let graph = router.network.graph
        let counts = RoadExclusions.names.map { name, value in
            (name: name, value: value, segments: value.segments(in: graph).count)
        }
        guard let most = counts.max(by: { $0.segments < $1.segments }), most.segments > 0 else {
            print("\(profile) routes excluding a class of road: the map has no toll, motorway or ferry segments")
            return
        }
        let pairs = min(self.pairs, 200, points.count / 2)
        func ends(_ i: Int) -> [Coordinate] { [points[2 * i], points[2 * i + 1]] }
        let first = Statistics.time { _ = try? router.route(Self.request(profile: profile, stops: ends(0), exclude: most.value)) }
        var excluded: [Double] = [], plain: [Double] = [], found = 0
        for i in 0..<pairs {
            excluded.append(Statistics.time {
                if (try? router.route(Self.request(profile: profile, stops: ends(i), exclude: most.value))) != nil { found += 1 }
            })
            plain.append(Statistics.time { _ = try? router.route(Self.request(profile: profile, stops: ends(i))) })
        }
        print("\(profile) route excluding \(most.name) (\(most.segments) segments): the first \(Statistics.ms(first)) (customizes the overlay "
              + "without them), then \(pairs) random pairs median \(Statistics.ms(Statistics.quantile(excluded, 0.5))), "
              + "p95 \(Statistics.ms(Statistics.quantile(excluded, 0.95))) (\(found) found; the same pairs without excluding: median "
              + "\(Statistics.ms(Statistics.quantile(plain, 0.5))))")
    }

    static func request(profile: String, stops: [Coordinate], barriers: Barriers = Barriers(), exclude: RoadExclusions = []) -> RouteRequest {
        var request = RouteRequest(profile: profile, stops: stops, barriers: barriers, exclude: exclude)
        request.steps = false
        return request
    }

    /// Loads a map file, printing the time it took.
    private func load(_ url: URL) throws -> Router {
        var loaded: Router?
        let seconds = try Statistics.time { loaded = try Router(mapFile: url) }
        guard let loaded else { throw ValidationError("\(url.path) did not load") }
        print(String(format: "load: %.3f s", seconds))
        return loaded
    }

    /// Distance-metric routes against plain Dijkstra on the junction graph, between junctions.
    private func distanceAgreement(_ router: Router) throws {
        guard let profileGraph = router.network.profile(named: profile) else { return }
        let graph = router.network.graph
        let reference = ReferenceDijkstra(graph: graph, profile: profileGraph)
        let junctions = (0..<graph.segmentCount).filter { profileGraph.isInLargestComponent(2 * $0) && profileGraph.isInLargestComponent(2 * $0 + 1) }
            .map { Int(graph.segmentFrom[$0]) }
        var random = SeededRandom(seed: 99)
        let (first, second) = (junctions[random.next(junctions.count)], junctions[random.next(junctions.count)])
        let customizing = Statistics.time {
            _ = try? router.route(RouteRequest(profile: profile, stops: [junctionCoordinate(graph, first), junctionCoordinate(graph, second)], metric: .distance))
        }
        print(String(format: "first route minimising distance (customizes the metric where the map does not store it): %.2f s", customizing))
        var within = 0, compared = 0
        for _ in 0..<20 {
            let source = junctions[random.next(junctions.count)]
            let distances = reference.distances(from: source)
            for _ in 0..<10 {
                let target = junctions[random.next(junctions.count)]
                guard distances[target].isFinite, distances[target] > 0,
                      let route = try? router.route(RouteRequest(profile: profile, stops: [junctionCoordinate(graph, source), junctionCoordinate(graph, target)], metric: .distance))
                else { continue }
                compared += 1
                if abs(route.distance - distances[target]) <= 0.02 * distances[target] { within += 1 }
            }
        }
        print(String(format: "distance metric vs plain Dijkstra on the junction graph: %d of %d pairs within 2%% (%.1f%%)",
                     within, compared, 100 * Double(within) / Double(max(compared, 1))))
    }

    private func junctionCoordinate(_ graph: RoadGraph, _ junction: Int) -> Coordinate {
        let d = Int(graph.leaving(junction).first ?? 0)
        return graph.startCoordinate(of: d)
    }
}
