import Foundation
@testable import RoadNetwork
import TestSupport
import Testing
@testable import Routing

/// The time metric's landmarks travel in the map file: a router loaded from it directs routes by them at once, and
/// landmarks measured on other times are never used.
@Suite("Stored landmarks")
struct StoredLandmarksTests {
    /// A grid of streets with a faster avenue, so that the landmarks' costs are not all alike.
    private static func city() -> TestMap {
        var map = TestMap()
        map.grid(rows: 7, columns: 7)
        map.way(100, [(3, 0), (3, 6)], tags: ["highway": "primary", "name": "Avenue"])
        return map
    }

    private static func temporaryURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-\(UUID().uuidString).wayfarer")
    }

    @Test("a map file keeps the measured landmarks: loaded, they are there before any route, cost for cost")
    func keptInTheMapFile() throws {
        let router = try Self.city().router()
        let unmeasured = router.mapSections().map(\.name)
        #expect(!unmeasured.contains { $0.hasPrefix("landmarks:") }, "nothing measured, nothing written")
        router.measureLandmarks()
        let url = Self.temporaryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try MapFile.write(router.mapSections(), to: url)
        let sections = try MapFile.read(url)
        let section = try #require(sections["landmarks:car:time"])

        let loaded = try Router(sections: sections)
        let stored = try #require(loaded.state.speedUps[0].timeGoal.landmarksIfMeasured)
        // Read in place, a cache line per node: not copied out of the mapped file.
        let records = UnsafeRawPointer(try #require(stored.records.buffer.baseAddress)), start = try #require(section.buffer.baseAddress)
        #expect(records >= start && records < start + section.count)
        #expect(Int(bitPattern: records) % 64 == 0)
        let measured = try #require(router.state.speedUps[0].timeGoal.landmarksIfMeasured)
        #expect(stored.nodes == measured.nodes && stored.nodes.count > 1)
        let nodeCount = router.state.speedUps[0].timeOverlay.graph.nodeCount
        for node in 0 ..< UInt32(nodeCount) {
            #expect(stored.from(node) == measured.from(node) && stored.to(node) == measured.to(node), "node \(node)")
        }
        // The other profiles' too, and no distance landmarks (those are measured when first wanted).
        #expect(loaded.state.speedUps.allSatisfy { $0.timeGoal.hasLandmarks })
        #expect(!loaded.state.speedUps.contains { $0.distanceGoal.hasLandmarks })
        let stops = [TestMap.coordinate(0, 0.5), TestMap.coordinate(6, 5.5)]
        let expected = try router.route(RouteRequest(profile: "car", stops: stops)).duration
        #expect(abs(try loaded.route(RouteRequest(profile: "car", stops: stops)).duration - expected) < 1e-6)
    }

    @Test("landmarks measured on other times are not used: measured anew, routes stay the cheapest")
    func staleLandmarksAreLeftOut() throws {
        var map = Self.city()
        let router = try map.router()
        router.measureLandmarks()
        let old = router.mapSections().encoded()
        // The avenue much slower: bounds from the old times need not hold.
        let avenue = (0 ..< 6).map { "\(map.node(3, $0)),\(map.node(3, $0 + 1)),5\n\(map.node(3, $0 + 1)),\(map.node(3, $0)),5\n" }
        try router.update(speeds: try SegmentSpeeds(csv: avenue.joined()), profile: "car")
        var spliced = router.mapSections().encoded()
        #expect(spliced["landmarks:car:time"] == nil, "new speeds, landmarks not measured yet")
        spliced["landmarks:car:time"] = old["landmarks:car:time"]
        let loaded = try Router(sections: spliced)
        #expect(!loaded.state.speedUps[0].timeGoal.hasLandmarks)
        let stops = [TestMap.coordinate(3, 0.2), TestMap.coordinate(3, 5.8)]
        let expected = try router.route(RouteRequest(profile: "car", stops: stops)).duration
        #expect(abs(try loaded.route(RouteRequest(profile: "car", stops: stops)).duration - expected) < 1e-6)
    }

    @Test("a damaged landmark section is refused with a clear error")
    func damagedSectionIsRefused() throws {
        let router = try Self.city().router()
        router.measureLandmarks()
        var sections = router.mapSections().encoded()
        let bytes = try #require(sections["landmarks:car:time"]).bytes
        sections["landmarks:car:time"] = MapBytes(bytes.dropLast(64))
        #expect(throws: MapFileError.self) { try Router(sections: sections) }
    }

    @Test("a tool that writes a map anew knows every section the router writes, and only those")
    func routerSectionsAreKnown() throws {
        let router = try Self.city().router(customizingDistance: true)
        router.measureLandmarks()
        let names = router.mapSections().map(\.name)
        #expect(names.contains("landmarks:bike:time") && names.contains("overlay:foot:distance"))
        for name in names { #expect(Router.writesSection(named: name), "\(name)") }
        #expect(!Router.writesSection(named: "basemap"))
    }
}
