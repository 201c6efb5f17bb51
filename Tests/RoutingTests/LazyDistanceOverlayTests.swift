import Foundation
@testable import RoadNetwork
import TestSupport
import Testing
@testable import Routing

/// The distance metric's overlay is customized when a query first minimises distance, unless the import customized it
/// (`wayfarer import --metrics time,distance`); a map file stores its cliques only once they are customized.
@Suite("Distance overlay customized when first wanted")
struct LazyDistanceOverlayTests {
    /// A grid of slow streets with a fast avenue on one side, so that the shortest and the fastest routes differ.
    private static func city() -> TestMap {
        var map = TestMap()
        map.grid(rows: 7, columns: 7, highway: "living_street")
        map.way(100, [(0, 0), (0, 6)], tags: ["highway": "primary", "name": "Avenue"])
        return map
    }

    private static let stops = [TestMap.coordinate(1, 0.5), TestMap.coordinate(2, 5.5), TestMap.coordinate(5, 3.5), TestMap.coordinate(6, 0.2)]

    @Test("left for later, distance answers as when customized at import, and only the metric asked for is customized")
    func customizedOnFirstQuery() throws {
        let map = Self.city()
        let lazy = try map.router(), eager = try map.router(customizingDistance: true)
        #expect(lazy.state.speedUps.allSatisfy { $0.distanceOverlay.overlayIfCustomized == nil })
        #expect(eager.state.speedUps.allSatisfy { $0.distanceOverlay.overlayIfCustomized != nil })
        #expect(!lazy.mapSections().contains { $0.name.hasSuffix(":distance") }, "nothing customized, nothing written")

        let request = RouteRequest(profile: "car", stops: Array(Self.stops.prefix(2)), metric: .distance)
        let shortest = try lazy.route(request)
        #expect(shortest.distance == (try eager.route(request)).distance)
        #expect(shortest.distance < (try lazy.route(RouteRequest(profile: "car", stops: request.stops))).distance,
                "the avenue's detour is faster, not shorter")
        let table = TableRequest(profile: "car", stops: Self.stops, metric: .distance, annotations: [.durations, .distances])
        #expect(try lazy.table(table) == (try eager.table(table)))

        let car = try #require(lazy.state.speedUps[0].distanceOverlay.overlayIfCustomized)
        #expect(car.weights == (try #require(eager.state.speedUps[0].distanceOverlay.overlayIfCustomized)).weights)
        #expect(lazy.state.speedUps.dropFirst().allSatisfy { $0.distanceOverlay.overlayIfCustomized == nil }, "bike and foot never asked")
        let names = lazy.mapSections().map(\.name)
        #expect(names.contains("overlay:car:distance") && !names.contains("overlay:foot:distance"))
    }

    /// The distance graphs in overlay numbers are not renumbered from the profile's own: each arc weighs the length of
    /// the segment its head travels (a split node's free arc nothing). They must be the renumbered graphs all the same.
    @Test("the distance graphs worked out in overlay numbers are the profile's own distance graph renumbered, and reversed")
    func distanceGraphsFollowFromTheTimeGraphs() throws {
        // Large enough to be cut into cells, so that segments crossing a cut are split nodes.
        var map = TestMap()
        map.grid(rows: 40, columns: 40, highway: "residential")
        let router = try map.router()
        for (speedUps, profile) in zip(router.state.speedUps, router.state.network.profiles) {
            let base = ProfileSpeedUps.OverlayBase(numbering: speedUps.numbering, time: speedUps.numbering.renumbered(profile.timeGraph))
            let (graph, reversed) = base.distanceGraphs(of: profile)
            let expected = speedUps.numbering.renumbered(profile.distanceGraph)
            #expect(graph == expected, "\(profile.name)")
            #expect(reversed == expected.reversed(), "\(profile.name)")
            #expect(graph.weight.contains { $0 > 50 }, "segments of about 80 and 111 m")
        }
        #expect(router.state.speedUps[0].numbering.splitCount > 0, "free arcs into departing halves weigh nothing")
    }

    @Test("a map file keeps the distance cliques it was written with, and loads without those it was not")
    func storedOnlyWhenCustomized() throws {
        let map = Self.city()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("distance-\(UUID().uuidString).wayfarer")
        defer { try? FileManager.default.removeItem(at: url) }
        let request = RouteRequest(profile: "foot", stops: Array(Self.stops.suffix(2)), metric: .distance)
        for customizing in [false, true] {
            let router = try map.router(customizingDistance: customizing)
            try MapFile.write(router.mapSections(), to: url)
            let loaded = try Router(mapFile: url)
            #expect(loaded.state.speedUps.allSatisfy { ($0.distanceOverlay.overlayIfCustomized != nil) == customizing })
            #expect(try loaded.route(request).distance == (try router.route(request)).distance)
        }
    }
}
