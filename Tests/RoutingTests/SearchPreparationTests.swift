import Foundation
import RoadNetwork
import TestSupport
import Testing
@testable import Routing

/// A server's router prepares its searches ahead of the first route: landmarks measured in the background at once,
/// and again for each new state (new speeds, a new map file).
@Suite("Search preparation")
struct SearchPreparationTests {
    /// Whether `router`'s car time landmarks become measured within a few seconds, asking nothing that would start them.
    private static func measuredSoon(_ router: Router) -> Bool {
        let goal = router.state.speedUps[0].timeGoal
        for _ in 0..<200 {
            if goal.hasLandmarks { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    @Test("landmarks are measured without a route once preparing starts, and again after new speeds")
    func preparedAhead() throws {
        var map = LiveSpeedsTests.twoWays()
        let router = try map.router()
        // Nothing asked for them: a router that does not prepare leaves them to the first route.
        Thread.sleep(forTimeInterval: 0.2)
        #expect(!router.state.speedUps[0].timeGoal.hasLandmarks)
        router.prepareSearchesInBackground()
        #expect(Self.measuredSoon(router))
        // New speeds bring new overlays and new bounds: prepared too, still without a route.
        let a = Int64(map.node(0, 1)), b = Int64(map.node(0, 2))
        #expect(try router.update(speeds: try SegmentSpeeds(csv: "\(a),\(b),100\n"), profile: "car").changed == 1)
        #expect(Self.measuredSoon(router))
    }

    @Test("without preparing, new speeds leave their landmarks to the first route")
    func notPrepared() throws {
        var map = LiveSpeedsTests.twoWays()
        let router = try map.router()
        let a = Int64(map.node(0, 1)), b = Int64(map.node(0, 2))
        try router.update(speeds: try SegmentSpeeds(csv: "\(a),\(b),100\n"), profile: "car")
        Thread.sleep(forTimeInterval: 0.2)
        #expect(!router.state.speedUps[0].timeGoal.hasLandmarks)
        _ = try router.route(RouteRequest(profile: "car", stops: [LiveSpeedsTests.from, LiveSpeedsTests.to]))
        #expect(Self.measuredSoon(router))
    }
}
