import Testing
import RoadNetwork

@Suite("Profiles")
struct ProfileTests {
    @Test(arguments: ["car", "bike", "foot"])
    func namedFindsBuiltIns(_ name: String) throws {
        let profile = try #require(Profile.named(name))
        #expect(profile.name == name)
    }

    @Test(arguments: ["truck", "", "Car", "bicycle", "walk"])
    func unknownNamesGiveNil(_ name: String) {
        #expect(Profile.named(name) == nil)
    }

    @Test("a list names each profile once, in its order; an unknown name is named")
    func lists() throws {
        #expect(try Profile.list("foot, car,foot,car").map(\.name) == ["foot", "car"])
        #expect(throws: UnknownProfile(name: "boat")) { try Profile.list("car,boat") }
    }

    @Test func allAndBounds() {
        #expect(Profile.all.map(\.name) == ["car", "bike", "foot"])
        #expect(Profile.named("car") == .car)
        #expect(Profile.car.maxSpeed == 100)
        #expect(Profile.bike.maxSpeed == 18)
        #expect(Profile.foot.maxSpeed == 10)  // the ferry is faster than walking
        #expect(Profile.car.uTurnPenalty > 0)
    }

    /// Every table speed must be within the profile's bound, or A* would be wrong.
    @Test(arguments: Profile.all)
    func speedsWithinBound(_ profile: Profile) {
        let rows: [[String: String]] = profile.highwaySpeeds.keys.map { ["highway": $0, "bicycle": "yes", "foot": "yes", "motorcar": "yes"] }
        for tags in rows {
            if let access = profile.wayAccess(tags) {
                #expect(access.forwardSpeed <= profile.maxSpeed && access.backwardSpeed <= profile.maxSpeed)
                #expect(access.forwardSpeed > 0 || access.backwardSpeed > 0)
            } else if tags["highway"] != "motorway" {
                Issue.record("\(profile.name): \(tags["highway"] ?? "") is in the speed table but not routable")
            }
        }
    }

    @Test func roadClassesFromHighway() {
        #expect(RoadClass(highway: "motorway") == .motorway)
        #expect(RoadClass(highway: "trunk_link") == .trunkLink)
        #expect(RoadClass(highway: "trunk_link").mainRoad == .trunk)
        #expect(!RoadClass(highway: "trunk").isLink)
        #expect(RoadClass(highway: "busway") == .other)
    }

    @Test func accessValues() {
        #expect(AccessValue("designated") == .allowed)
        #expect(AccessValue("customers") == .destinationOnly)
        #expect(AccessValue("delivery") == .denied)
        #expect(AccessValue("dismount") == .dismount)
        #expect(AccessValue("unknown") == nil)
        #expect(AccessValue("agricultural;forestry") == .denied)
        #expect(AccessValue("no;destination") == .destinationOnly)
        #expect(AccessValue("maybe; yes") == .allowed)
    }
}
