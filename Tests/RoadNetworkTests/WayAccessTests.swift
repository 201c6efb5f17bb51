import Testing
import RoadNetwork

/// One row of the way table: a profile, real-world tags, and the speeds expected in each direction.
struct WayCase: CustomTestStringConvertible, Sendable {
    let profile: String
    let tags: [String: String]
    /// nil: not routable. Otherwise (forward, backward) km/h.
    let speeds: (Double, Double)?

    var testDescription: String {
        "\(profile): \(describe(tags))"
    }
}

private func way(_ profile: String, _ tags: [String: String], _ forward: Double, _ backward: Double) -> WayCase {
    WayCase(profile: profile, tags: tags, speeds: (forward, backward))
}

private func closed(_ profile: String, _ tags: [String: String]) -> WayCase {
    WayCase(profile: profile, tags: tags, speeds: nil)
}

private let mph = 1.609344

let carWays: [WayCase] = [
    way("car", ["highway": "residential"], 25, 25),
    way("car", ["highway": "living_street"], 10, 10),
    way("car", ["highway": "service"], 15, 15),
    // One-ways, explicit and implied.
    way("car", ["highway": "primary", "oneway": "yes"], 65, 0),
    way("car", ["highway": "primary", "oneway": "true"], 65, 0),
    way("car", ["highway": "primary", "oneway": "1"], 65, 0),
    way("car", ["highway": "primary", "oneway": "-1"], 0, 65),
    way("car", ["highway": "primary", "oneway": "reverse"], 0, 65),
    way("car", ["highway": "primary", "oneway": "no"], 65, 65),
    way("car", ["highway": "primary", "oneway": "alternating"], 65, 65),
    closed("car", ["highway": "primary", "oneway": "reversible"]),
    way("car", ["highway": "motorway"], 100, 0),
    way("car", ["highway": "motorway", "oneway": "no"], 100, 100),
    way("car", ["highway": "motorway_link"], 45, 45),
    way("car", ["highway": "motorway_link", "oneway": "yes"], 45, 0),
    way("car", ["highway": "primary", "junction": "roundabout"], 65, 0),
    way("car", ["highway": "residential", "junction": "circular"], 25, 0),
    way("car", ["highway": "primary", "oneway": "yes", "oneway:bicycle": "no"], 65, 0),
    way("car", ["highway": "residential", "oneway": "yes", "cycleway": "opposite"], 25, 0),
    // Access hierarchy: the most specific key wins.
    closed("car", ["highway": "residential", "access": "no"]),
    // private and delivery roads are driven to reach places on them (destination only, see TurnRuleTests); a
    // private service road (a driveway) too, though no startpoint (see privateDrivewaysAreNoStartpoints).
    way("car", ["highway": "residential", "access": "private"], 25, 25),
    way("car", ["highway": "residential", "access": "delivery"], 25, 25),
    way("car", ["highway": "service", "access": "private"], 15, 15),
    // A highway the car tables do not list opens, at 10 km/h, where an access tag says so — only that way.
    way("car", ["highway": "runway", "access": "yes"], 10, 10),
    way("car", ["highway": "pedestrian", "vehicle:forward": "yes"], 10, 0),
    closed("car", ["highway": "footway", "motorcar": "destination"]),
    closed("car", ["highway": "steps", "access": "yes"]),
    // Mode-specific one-way keys, most specific first; alternating keeps the motorway's direction.
    way("car", ["highway": "primary", "oneway:motor_vehicle": "yes"], 65, 0),
    way("car", ["highway": "primary", "oneway:vehicle": "no", "oneway": "yes"], 65, 65),
    way("car", ["highway": "primary", "oneway:motorcar": "yes", "oneway:motor_vehicle": "no"], 65, 0),
    way("car", ["highway": "motorway", "oneway": "alternating"], 100, 0),
    // Size limits against a 2.0 m × 1.9 m × 4.8 m, 2 t car.
    closed("car", ["highway": "primary", "maxheight": "1.9"]),
    closed("car", ["highway": "primary", "width": "6'2\""]),
    way("car", ["highway": "primary", "maxwidth": "2.1 m"], 65, 65),
    closed("car", ["highway": "primary", "maxlength": "4"]),
    closed("car", ["highway": "primary", "maxweight": "1500 kg"]),
    way("car", ["highway": "primary", "maxweight": "3.5"], 65, 65),
    // Under construction, proposed, emergency access.
    closed("car", ["highway": "primary", "construction": "yes"]),
    way("car", ["highway": "primary", "construction": "minor"], 65, 65),
    closed("car", ["highway": "service", "service": "emergency_access"]),
    closed("car", ["highway": "residential", "access": "agricultural;forestry"]),
    closed("car", ["highway": "residential", "vehicle": "no"]),
    closed("car", ["highway": "residential", "motorcar": "no"]),
    closed("car", ["highway": "residential", "access": "yes", "motor_vehicle": "no"]),
    way("car", ["highway": "residential", "access": "no", "motorcar": "yes"], 25, 25),
    way("car", ["highway": "residential", "motor_vehicle": "no", "motorcar": "yes"], 25, 25),
    closed("car", ["highway": "residential", "access": "no", "foot": "yes"]),
    way("car", ["highway": "residential", "access": "no", "motor_vehicle": "maybe", "motorcar": "yes"], 25, 25),
    way("car", ["highway": "residential", "motorcar:backward": "no"], 25, 0),
    way("car", ["highway": "residential", "access": "no", "access:forward": "yes"], 25, 0),
    // Tracks need an access tag that opens them.
    closed("car", ["highway": "track"]),
    way("car", ["highway": "track", "access": "yes"], 10, 10),
    closed("car", ["highway": "track", "motor_vehicle": "destination"]),
    way("car", ["highway": "track", "motor_vehicle": "yes"], 10, 10),
    way("car", ["highway": "track", "motor_vehicle:forward": "yes"], 10, 0),
    closed("car", ["amenity": "parking"]),
    // Not for cars.
    closed("car", ["highway": "footway"]),
    closed("car", ["highway": "cycleway"]),
    closed("car", ["highway": "steps"]),
    closed("car", ["highway": "pedestrian", "area": "yes"]),
    closed("car", ["highway": "service", "area": "yes"]),
    closed("car", ["highway": "construction"]),
    closed("car", ["highway": "proposed"]),
    closed("car", ["highway": "abandoned"]),
    closed("car", ["highway": "residential", "impassable": "yes"]),
    closed("car", ["highway": "residential", "status": "impassable"]),
    closed("car", ["building": "yes"]),
    // maxspeed: min(table speed, limit × 0.8).
    way("car", ["highway": "primary", "maxspeed": "50"], 40, 40),
    way("car", ["highway": "primary", "maxspeed": "30 mph"], 30 * mph * 0.8, 30 * mph * 0.8),
    way("car", ["highway": "primary", "maxspeed": "120"], 65, 65),
    way("car", ["highway": "motorway", "maxspeed": "none"], 100, 0),
    way("car", ["highway": "motorway", "maxspeed": "DE:motorway"], 100, 0),
    way("car", ["highway": "motorway", "maxspeed": "80"], 64, 0),
    way("car", ["highway": "primary", "maxspeed": "DE:urban"], 40, 40),
    way("car", ["highway": "primary", "maxspeed": "RU:urban"], 48, 48),
    way("car", ["highway": "primary", "maxspeed": "FR:urban"], 40, 40),
    way("car", ["highway": "trunk", "maxspeed": "UK:nsl_single"], 96.56 * 0.8, 96.56 * 0.8),
    way("car", ["highway": "residential", "maxspeed": "DE:zone30"], 24, 24),
    way("car", ["highway": "residential", "maxspeed": "zone:30"], 24, 24),
    way("car", ["highway": "primary", "maxspeed": "50;30"], 24, 24),
    way("car", ["highway": "primary", "maxspeed": "walk"], 65, 65),
    way("car", ["highway": "primary", "maxspeed": "signals"], 65, 65),
    way("car", ["highway": "primary", "maxspeed": "50", "maxspeed:forward": "30"], 24, 40),
    way("car", ["highway": "primary", "maxspeed:backward": "30"], 65, 24),
    // Surface.
    way("car", ["highway": "unclassified", "surface": "gravel"], 15, 15),
    closed("car", ["highway": "unclassified", "smoothness": "impassable"]),
    // Ferries.
    way("car", ["route": "ferry"], 10, 10),
    closed("car", ["route": "ferry", "foot": "yes"]),
    way("car", ["route": "ferry", "foot": "yes", "motorcar": "yes"], 10, 10),
    closed("car", ["route": "ferry", "motor_vehicle": "no"]),
]

let bikeWays: [WayCase] = [
    way("bike", ["highway": "cycleway"], 18, 18),
    way("bike", ["highway": "residential"], 17, 17),
    way("bike", ["highway": "primary"], 15, 15),
    way("bike", ["highway": "track"], 12, 12),
    closed("bike", ["highway": "motorway"]),
    closed("bike", ["highway": "trunk"]),
    way("bike", ["highway": "trunk", "bicycle": "yes"], 15, 15),
    // One-ways and their contraflow exceptions; against a one-way street the cyclist pushes (6 km/h).
    way("bike", ["highway": "residential", "oneway": "yes"], 17, 6),
    way("bike", ["highway": "residential", "oneway": "-1"], 6, 17),
    way("bike", ["highway": "residential", "oneway": "yes", "foot": "no"], 17, 0),
    way("bike", ["highway": "residential", "oneway": "yes", "oneway:bicycle": "no"], 17, 17),
    way("bike", ["highway": "residential", "oneway": "yes", "cycleway": "opposite"], 17, 17),
    way("bike", ["highway": "residential", "oneway": "yes", "cycleway": "opposite_lane"], 17, 17),
    way("bike", ["highway": "residential", "oneway": "yes", "cycleway:left": "opposite_lane"], 17, 17),
    way("bike", ["highway": "residential", "oneway": "yes", "cycleway:right": "opposite_track"], 17, 17),
    way("bike", ["highway": "residential", "oneway": "yes", "cycleway": "lane"], 17, 6),
    way("bike", ["highway": "residential", "oneway": "no", "oneway:bicycle": "yes"], 17, 6),
    // Nobody pushes against a roundabout or a motorway, one-way by their kind.
    way("bike", ["highway": "residential", "junction": "roundabout"], 17, 0),
    way("bike", ["highway": "motorway", "foot": "yes"], 6, 0),
    // A cycle lane or track opens roads the table does not (15 km/h); so does an access tag.
    way("bike", ["highway": "motorway", "cycleway": "track"], 15, 0),
    // Only in the directions the lanes run: on a one-way road with its traffic, a contraflow lane against it; on a
    // two-way road by side (right along the drawn direction, left against it); a lane's own one-way tag first; a
    // bike's own one-way key still wins.
    way("bike", ["highway": "motorway", "cycleway": "opposite"], 0, 15),
    way("bike", ["highway": "motorway", "cycleway:left": "track"], 15, 0),
    way("bike", ["highway": "motorway", "cycleway:right": "opposite_lane"], 0, 15),
    way("bike", ["highway": "motorway", "cycleway:both": "lane"], 15, 0),
    way("bike", ["highway": "motorway", "cycleway:left": "track", "cycleway:left:oneway": "-1"], 0, 15),
    way("bike", ["highway": "motorway", "cycleway:left": "track", "cycleway:left:oneway": "no"], 15, 15),
    way("bike", ["highway": "motorway", "oneway": "-1", "cycleway": "lane"], 0, 15),
    way("bike", ["highway": "some_tag", "cycleway": "track"], 15, 15),
    way("bike", ["highway": "some_tag", "cycleway:right": "lane"], 15, 0),
    way("bike", ["highway": "some_tag", "cycleway:left": "lane"], 0, 15),
    way("bike", ["highway": "some_tag", "cycleway": "track", "oneway:bicycle": "yes"], 15, 0),
    closed("bike", ["highway": "motorway", "cycleway": "opposite", "oneway:bicycle": "yes", "foot": "no"]),
    way("bike", ["highway": "runway", "bicycle": "yes"], 15, 15),
    closed("bike", ["highway": "primary", "motorroad": "yes"]),
    // Trains that take bicycles, movable bridges.
    way("bike", ["railway": "train", "bicycle": "yes"], 10, 10),
    closed("bike", ["railway": "train"]),
    way("bike", ["bridge": "movable"], 5, 5),
    closed("bike", ["highway": "residential", "oneway": "reversible"]),
    // Access.
    closed("bike", ["highway": "residential", "access": "no"]),
    // Bikes not allowed at all (pushing is `bicycle=dismount`).
    closed("bike", ["highway": "residential", "vehicle": "no"]),
    closed("bike", ["highway": "residential", "bicycle": "use_sidepath"]),
    closed("bike", ["highway": "residential", "bicycle": "no"]),
    closed("bike", ["highway": "track", "access": "agricultural", "foot": "yes"]),
    way("bike", ["highway": "residential", "access": "no", "bicycle": "yes"], 17, 17),
    way("bike", ["highway": "residential", "motor_vehicle": "no"], 17, 17),
    way("bike", ["highway": "residential", "vehicle": "no", "bicycle": "permissive"], 17, 17),
    // Riding where allowed, pushing where walkers go.
    way("bike", ["highway": "footway"], 6, 6),
    way("bike", ["highway": "footway", "bicycle": "yes"], 14, 14),
    way("bike", ["highway": "footway", "bicycle": "designated"], 14, 14),
    closed("bike", ["highway": "footway", "bicycle": "no"]),
    closed("bike", ["highway": "footway", "foot": "no"]),
    way("bike", ["highway": "path"], 6, 6),
    way("bike", ["highway": "path", "bicycle": "designated"], 14, 14),
    closed("bike", ["highway": "pedestrian", "vehicle": "no"]),
    closed("bike", ["highway": "pedestrian", "access": "no", "foot": "yes"]),
    // Walkers' own key opens a way to pushing, whatever its kind.
    way("bike", ["highway": "bridleway", "foot": "yes"], 6, 6),
    way("bike", ["highway": "runway", "foot:forward": "yes"], 6, 0),
    closed("bike", ["highway": "bridleway"]),
    closed("bike", ["highway": "pedestrian", "access": "no"]),
    way("bike", ["highway": "cycleway", "bicycle": "dismount"], 6, 6),
    way("bike", ["highway": "steps"], 2, 2),
    // Surface, smoothness and maxspeed.
    way("bike", ["highway": "track", "surface": "gravel"], 12 * 0.7, 12 * 0.7),
    way("bike", ["highway": "residential", "surface": "sett"], 17 * 0.75, 17 * 0.75),
    way("bike", ["highway": "residential", "surface": "paving_stones", "smoothness": "bad"], 17 * 0.7, 17 * 0.7),
    way("bike", ["highway": "residential", "surface": "asphalt"], 17, 17),
    closed("bike", ["highway": "track", "smoothness": "impassable"]),
    way("bike", ["highway": "living_street", "maxspeed": "7"], 7, 7),
    way("bike", ["highway": "residential", "maxspeed": "30"], 17, 17),
    way("bike", ["highway": "footway", "surface": "sand"], 6, 6),
    // Ferries and non-routable ways.
    way("bike", ["route": "ferry", "foot": "yes"], 10, 10),
    closed("bike", ["route": "ferry", "bicycle": "no"]),
    closed("bike", ["highway": "construction"]),
    closed("bike", ["highway": "construction", "bicycle": "yes"]),
    closed("bike", ["highway": "cycleway", "area": "yes"]),
    // Without a highway tag: platforms and piers pushed, car parks ridden; areas along their outline.
    way("bike", ["railway": "platform"], 6, 6),
    way("bike", ["man_made": "pier"], 6, 6),
    way("bike", ["amenity": "parking"], 14, 14),
    way("bike", ["highway": "pedestrian", "area": "yes"], 6, 6),
    closed("bike", ["place": "square"]),
]

let footWays: [WayCase] = [
    way("foot", ["highway": "footway"], 5, 5),
    way("foot", ["highway": "primary"], 5, 5),
    way("foot", ["highway": "steps"], 3, 3),
    closed("foot", ["highway": "motorway"]),
    closed("foot", ["highway": "trunk"]),
    way("foot", ["highway": "trunk", "foot": "yes"], 5, 5),
    closed("foot", ["highway": "cycleway"]),
    way("foot", ["highway": "cycleway", "foot": "designated"], 5, 5),
    way("foot", ["highway": "cycleway", "foot:backward": "designated"], 0, 5),
    closed("foot", ["highway": "bridleway"]),
    way("foot", ["highway": "bridleway", "foot": "yes"], 5, 5),
    // Walkers ignore one-ways, except their own.
    way("foot", ["highway": "residential", "oneway": "yes"], 5, 5),
    way("foot", ["highway": "residential", "oneway": "-1"], 5, 5),
    way("foot", ["highway": "primary", "junction": "roundabout"], 5, 5),
    way("foot", ["highway": "footway", "oneway:foot": "yes"], 5, 0),
    // Access.
    closed("foot", ["highway": "residential", "access": "no"]),
    closed("foot", ["highway": "footway", "foot": "no"]),
    way("foot", ["highway": "residential", "access": "no", "foot": "yes"], 5, 5),
    // The most specific key decides, even with a value no list knows.
    way("foot", ["highway": "residential", "access": "no", "foot": "some_tag"], 5, 5),
    closed("foot", ["highway": "residential", "access": "some_tag", "foot": "no"]),
    way("foot", ["highway": "service", "access": "private", "foot": "permissive"], 5, 5),
    way("foot", ["highway": "residential", "vehicle": "no", "motor_vehicle": "no"], 5, 5),
    // Areas of streets and paths are walked along their outline; areas of bigger roads are not.
    way("foot", ["highway": "footway", "area": "yes"], 5, 5),   // walked along its outline
    closed("foot", ["highway": "primary", "area": "yes"]),
    way("foot", ["highway": "pedestrian", "area": "yes"], 5, 5),
    way("foot", ["place": "square"], 5, 5),
    closed("foot", ["place": "city"]),
    // Without a highway tag: platforms, piers, car parks, running tracks.
    way("foot", ["railway": "platform"], 5, 5),
    way("foot", ["public_transport": "platform", "area": "yes"], 5, 5),
    way("foot", ["man_made": "pier"], 5, 5),
    way("foot", ["amenity": "parking"], 5, 5),
    way("foot", ["leisure": "track"], 5, 5),
    closed("foot", ["amenity": "bench"]),
    closed("foot", ["man_made": "tower"]),
    closed("foot", ["highway": "construction"]),
    way("foot", ["highway": "residential", "maxspeed": "3"], 5, 5),
    way("foot", ["route": "ferry"], 10, 10),
]

@Suite("Way access by profile")
struct WayAccessTests {
    @Test(arguments: carWays + bikeWays + footWays)
    func speeds(_ row: WayCase) throws {
        let profile = try #require(Profile.named(row.profile))
        let access = profile.wayAccess(row.tags)
        guard let (forward, backward) = row.speeds else {
            #expect(access == nil)
            return
        }
        let result = try #require(access)
        #expect(abs(result.forwardSpeed - forward) < 1e-9, "forward \(result.forwardSpeed) ≠ \(forward)")
        #expect(abs(result.backwardSpeed - backward) < 1e-9, "backward \(result.backwardSpeed) ≠ \(backward)")
    }

    @Test func destinationOnlyIsFlagged() throws {
        for value in ["destination", "customers"] {
            let result = try #require(Profile.car.wayAccess(["highway": "residential", "access": value]))
            #expect(result.destinationOnly)
            #expect(result.forwardSpeed == 25 && result.backwardSpeed == 25)
        }
        let mixed = try #require(Profile.car.wayAccess(
            ["highway": "residential", "access": "no", "motor_vehicle": "destination"]))
        #expect(mixed.destinationOnly)
        let open = try #require(Profile.car.wayAccess(["highway": "residential"]))
        #expect(!open.destinationOnly)
        let overridden = try #require(Profile.car.wayAccess(
            ["highway": "residential", "access": "destination", "motorcar": "yes"]))
        #expect(!overridden.destinationOnly)
    }

    @Test func privateDrivewaysAreNoStartpoints() throws {
        let driveway = try #require(Profile.car.wayAccess(["highway": "service", "access": "private"]))
        #expect(driveway.destinationOnly && !driveway.isStartpoint)
        #expect(try #require(Profile.car.wayAccess(["highway": "service", "motor_vehicle:forward": "private"])).isStartpoint == false)
        // Opened to cars by a more specific key, or private but not a service road: a startpoint.
        #expect(try #require(Profile.car.wayAccess(["highway": "service", "access": "private", "motorcar": "yes"])).isStartpoint)
        #expect(try #require(Profile.car.wayAccess(["highway": "residential", "access": "private"])).isStartpoint)
        #expect(try #require(Profile.car.wayAccess(["highway": "service", "access": "destination"])).isStartpoint)
        #expect(try #require(Profile.foot.wayAccess(["highway": "service", "access": "private", "foot": "yes"])).isStartpoint)
    }

    @Test func roundaboutsAndRoadClasses() throws {
        let roundabout = try #require(Profile.car.wayAccess(["highway": "primary", "junction": "roundabout"]))
        #expect(roundabout.isRoundabout)
        #expect(roundabout.roadClass == .primary)
        let ramp = try #require(Profile.car.wayAccess(["highway": "motorway_link", "oneway": "yes"]))
        #expect(ramp.roadClass == .motorwayLink)
        #expect(ramp.roadClass.isLink && ramp.roadClass.mainRoad == .motorway)
        #expect(!ramp.isRoundabout)
        let square = try #require(Profile.foot.wayAccess(["place": "square"]))
        #expect(square.roadClass == .pedestrian)
    }

    @Test func ferryCarriesItsDuration() throws {
        let ferry = try #require(Profile.car.wayAccess(["route": "ferry", "duration": "01:30"]))
        #expect(ferry.isFerry)
        #expect(ferry.roadClass == .ferry)
        #expect(ferry.ferryDuration == 5400)
        #expect(ferry.forwardSpeed == Profile.car.carriers[0].speed)
        let untimed = try #require(Profile.foot.wayAccess(["route": "ferry"]))
        #expect(untimed.ferryDuration == nil)
        let road = try #require(Profile.car.wayAccess(["highway": "primary", "duration": "01:30"]))
        #expect(!road.isFerry && road.ferryDuration == nil)
    }

    @Test func trainsAndMovableBridgesAreNoFerries() throws {
        // A bike rides a train (mode train, no stop snaps onto it) and crosses a movable bridge (cycling), neither a ferry.
        let train = try #require(Profile.bike.wayAccess(["railway": "train", "bicycle": "yes"]))
        #expect(!train.isFerry && train.roadClass == .rail && !train.isStartpoint)
        let bridge = try #require(Profile.bike.wayAccess(["bridge": "movable"]))
        #expect(!bridge.isFerry && bridge.roadClass == .other && bridge.isStartpoint)
        let shuttle = try #require(Profile.car.wayAccess(["route": "shuttle_train"]))
        #expect(shuttle.isFerry && shuttle.roadClass == .ferry)
    }

    @Test func pushingIsFlaggedPerDirection() throws {
        let pushed = try #require(Profile.bike.wayAccess(["highway": "footway"]))
        #expect(pushed.isPushedForward && pushed.isPushedBackward)
        let ridden = try #require(Profile.bike.wayAccess(["highway": "footway", "bicycle": "yes"]))
        #expect(!ridden.isPushedForward && !ridden.isPushedBackward)
        // Ridden along a one-way street, pushed against it.
        let oneway = try #require(Profile.bike.wayAccess(["highway": "residential", "oneway": "yes"]))
        #expect(!oneway.isPushedForward && oneway.isPushedBackward)
        // A closed direction is not pushed either.
        let motorway = try #require(Profile.bike.wayAccess(["highway": "motorway", "foot": "yes"]))
        #expect(motorway.isPushedForward && !motorway.isPushedBackward)
    }

    @Test func tablesAreTheOnePlaceToChangeASpeed() throws {
        var slow = Profile.car
        slow.highwaySpeeds["motorway"] = 80
        let result = try #require(slow.wayAccess(["highway": "motorway"]))
        #expect(result.forwardSpeed == 80)
        slow.highwaySpeeds["residential"] = nil
        #expect(slow.wayAccess(["highway": "residential"]) == nil)
        #expect(Profile.car.wayAccess(["highway": "motorway"])?.forwardSpeed == 100)
    }
}
