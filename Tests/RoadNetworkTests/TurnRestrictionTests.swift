import Testing
import RoadNetwork

@Suite("Turn restrictions")
struct TurnRestrictionTests {
    @Test(arguments: ["no_left_turn", "no_right_turn", "no_straight_on", "no_u_turn", "no_entry", "no_exit"])
    func prohibitive(_ value: String) {
        #expect(Profile.car.turnRestriction(["type": "restriction", "restriction": value]) == .prohibitive)
    }

    @Test(arguments: ["only_left_turn", "only_right_turn", "only_straight_on"])
    func mandatory(_ value: String) {
        #expect(Profile.car.turnRestriction(["type": "restriction", "restriction": value]) == .mandatory)
    }

    @Test(arguments: [
        ["type": "restriction", "restriction": "no_left_turn", "except": "motorcar"],
        ["type": "restriction", "restriction": "no_left_turn", "except": "psv; motorcar"],
        ["type": "restriction", "restriction": "no_left_turn", "except": "motor_vehicle"],
        ["type": "multipolygon", "restriction": "no_left_turn"],
        ["type": "restriction", "restriction:conditional": "no_left_turn @ (Mo-Fr 07:00-09:00)"],
        ["type": "restriction", "restriction:hgv": "no_left_turn"],
        ["type": "restriction", "restriction": "give_way"],
        ["type": "restriction", "restriction": "no_turn_on_red"],
        ["type": "restriction", "restriction": "no_right_turn_on_red"],
        ["type": "restriction", "restriction:motorcar": "no_left_turn_on_red"],
        ["type": "restriction"],
    ])
    func notForCars(_ tags: [String: String]) {
        #expect(Profile.car.turnRestriction(tags) == nil)
    }

    @Test func mostSpecificKeyAndExceptionsOfOtherModes() {
        #expect(Profile.car.turnRestriction(
            ["type": "restriction", "restriction:motorcar": "no_u_turn"]) == .prohibitive)
        #expect(Profile.car.turnRestriction(
            ["type": "restriction", "restriction": "no_left_turn", "restriction:motorcar": "only_straight_on"])
            == .mandatory)
        #expect(Profile.car.turnRestriction(
            ["type": "restriction", "restriction": "no_left_turn", "except": "bicycle;psv"]) == .prohibitive)
    }

    @Test func bikeAndFoot() {
        let tags = ["type": "restriction", "restriction": "no_left_turn"]
        #expect(Profile.bike.turnRestriction(tags) == nil)
        #expect(Profile.foot.turnRestriction(tags) == nil)
        var strictBike = Profile.bike
        strictBike.obeysTurnRestrictions = true
        #expect(strictBike.turnRestriction(tags) == .prohibitive)
        #expect(strictBike.turnRestriction(tags.merging(["except": "bicycle"]) { $1 }) == nil)
        #expect(strictBike.turnRestriction(tags.merging(["except": "motorcar"]) { $1 }) == .prohibitive)
    }
}

@Suite("Turn restriction members")
struct TurnRestrictionPathTests {
    let from = RestrictionMember(.way, id: 10, role: "from")
    let via = RestrictionMember(.node, id: 5, role: "via")
    let to = RestrictionMember(.way, id: 11, role: "to")

    @Test func validShape() throws {
        let hint = RestrictionMember(.node, id: 99, role: "location_hint")
        let path = try TurnRestrictionPath(members: [to, hint, via, from])
        #expect(path == TurnRestrictionPath(fromWays: [10], via: .node(5), toWays: [11]))
    }

    @Test("via ways keep their member order; several from or to ways (no_entry, no_exit) are kept")
    func viaWaysAndSeveralEnds() throws {
        let members = [from, RestrictionMember(.way, id: 13, role: "via"), RestrictionMember(.way, id: 12, role: "via"),
                       to, RestrictionMember(.way, id: 14, role: "to")]
        #expect(try TurnRestrictionPath(members: members) == TurnRestrictionPath(fromWays: [10], via: .ways([13, 12]), toWays: [11, 14]))
        let entry = [from, RestrictionMember(.way, id: 15, role: "from"), via, to]
        #expect(try TurnRestrictionPath(members: entry) == TurnRestrictionPath(fromWays: [10, 15], via: .node(5), toWays: [11]))
    }

    @Test func invalidShapes() {
        let viaWay = RestrictionMember(.way, id: 12, role: "via")
        let nodeFrom = RestrictionMember(.node, id: 6, role: "from")
        let relationVia = RestrictionMember(.relation, id: 7, role: "via")
        let cases: [([RestrictionMember], TurnRestrictionError)] = [
            ([via, to], .missingFrom),
            ([from, to], .missingVia),
            ([from, via], .missingTo),
            ([from, via, RestrictionMember(.node, id: 8, role: "via"), to], .multipleVia),
            ([from, via, viaWay, to], .multipleVia),
            ([nodeFrom, via, to], .wrongMemberKind(role: "from")),
            ([from, relationVia, to], .wrongMemberKind(role: "via")),
        ]
        for (members, expected) in cases {
            #expect(throws: expected) { try TurnRestrictionPath(members: members) }
            #expect(!expected.message.isEmpty)
        }
    }
}
