extension Profile {
    /// Riding a bicycle.
    ///
    /// - Speeds (km/h, before surface): cycleway 18, primary 15 and primary_link 15 (discouraged: traffic),
    ///   secondary 17, tertiary 18, their links the same, unclassified 17, residential 17, living_street 12,
    ///   service 14, track 12, road 12; with an explicit `bicycle=yes|designated` also path 14, footway 14,
    ///   pedestrian 12, bridleway 10, trunk 15, motorway 15; ferry 10.
    /// - Pushing (walking beside the bike) wherever riding is not allowed but walking is: footway, pedestrian,
    ///   path, platform and crossing 6, steps 2, any other road the table lists 6, any way with `foot=yes` (a
    ///   motorway, a bridleway) 6 — against explicit one-way streets too (not roundabouts or motorways), and with
    ///   `bicycle=dismount`, unless `foot=no`. Pushing ignores `maxspeed` and the surface. Where the bike's own
    ///   access keys forbid it (`bicycle=no`, `vehicle=no`, `access=private`, `bicycle=use_sidepath`, …) it may
    ///   neither ride nor be pushed, as the OSM wiki reads `bicycle=no` (pushing is `bicycle=dismount`).
    /// - Without a `highway` tag: platforms (pushed), piers (pushed, as a footway), car parks (as a service
    ///   street); areas as for walkers (along their outline). `highway=construction|proposed` is closed.
    /// - A cycle lane or track (`cycleway=lane|track|…`) opens any road at 15 (a motorway with a cycle track);
    ///   an access tag opens an unlisted highway at 15; trains with `bicycle=yes` at 10, movable bridges at 5.
    /// - `motorroad=yes` closes the way.
    /// - `maxspeed`: speed = min(table speed, maxspeed) (factor 1).
    /// - Surface: the lower of the `surface` and `smoothness` factors multiplies the speed (paving stones
    ///   0.9, sett 0.75, gravel 0.7, dirt 0.6, sand 0.4, …; smoothness bad 0.7 … horrible 0.3);
    ///   `smoothness=impassable` closes the way.
    /// - Access keys: `access` → `vehicle` → `bicycle`.
    /// - One-way: `oneway:bicycle` wins; else `cycleway=opposite|opposite_lane|opposite_track`
    ///   (also `cycleway:left|right|both=…`, or `cycleway:left|right:oneway=-1|no`) opens a one-way street;
    ///   else `oneway` and the implied one-ways apply.
    /// - Barriers: walls, fences, turnstiles, stiles and kissing gates stop a bike; bollards and cycle barriers
    ///   do not.
    /// - Turn restrictions: not obeyed by default (set ``obeysTurnRestrictions``); when on, `except=bicycle`
    ///   exempts. U-turn: free.
    public static let bike = Profile(
        name: "bike",
        highwaySpeeds: [
            "cycleway": 18,
            "primary": 15,
            "primary_link": 15,
            "secondary": 17,
            "secondary_link": 17,
            "tertiary": 18,
            "tertiary_link": 18,
            "unclassified": 17,
            "residential": 17,
            "living_street": 12,
            "service": 14,
            "track": 12,
            "road": 12,
            "path": 14,
            "footway": 14,
            "pedestrian": 12,
            "bridleway": 10,
            "trunk": 15,
            "trunk_link": 15,
            "motorway": 15,
            "motorway_link": 15,
        ],
        explicitAccessHighways: [
            "path", "footway", "pedestrian", "bridleway", "trunk", "trunk_link", "motorway", "motorway_link",
        ],
        defaultSpeed: 15,
        closedHighways: ["construction", "proposed"],
        closedServices: [],
        closedWhenTagged: [TagMatch("motorroad", ["yes"])],
        obeysConstructionTags: false,
        cyclewaySpeed: 15,
        vehicle: nil,
        pushingSpeeds: ["footway": 6, "pedestrian": 6, "path": 6, "platform": 6, "crossing": 6, "steps": 2],
        pushingAccessKeys: [AccessKey("access"), AccessKey("foot")],
        dismountSpeed: 6,
        areaHighways: Profile.foot.areaHighways,
        highwayEquivalents: [
            HighwayEquivalent(TagMatch("railway", ["platform"]), as: "platform"),
            HighwayEquivalent(TagMatch("public_transport", ["platform"]), as: "platform"),
            HighwayEquivalent(TagMatch("man_made", ["pier"]), as: "footway"),
            HighwayEquivalent(TagMatch("amenity", ["parking", "parking_entrance"]), as: "service"),
        ],
        maxSpeedFactor: 1,
        surfaceFactors: [
            "paving_stones": 0.9, "compacted": 0.85, "fine_gravel": 0.85, "sett": 0.75, "wood": 0.8,
            "cobblestone": 0.6, "unhewn_cobblestone": 0.5, "gravel": 0.7, "pebblestone": 0.7, "unpaved": 0.7,
            "dirt": 0.6, "earth": 0.6, "ground": 0.6, "grass": 0.5, "sand": 0.4, "mud": 0.4,
        ],
        smoothnessFactors: [
            "intermediate": 0.9, "bad": 0.7, "very_bad": 0.5, "horrible": 0.3, "very_horrible": 0.2,
            "impassable": 0,
        ],
        carriers: [
            Carrier(TagMatch("route", ["ferry"]), speed: 10),
            Carrier(TagMatch("railway", ["train", "railway", "subway", "light_rail", "monorail", "tram"]), speed: 10,
                    roadClass: .rail, needsAccessTag: true),
            Carrier(TagMatch("bridge", ["movable"]), speed: 5, roadClass: .other),
        ],
        ferryPassengerKeys: [],
        accessKeys: [AccessKey("access"), AccessKey("vehicle"), AccessKey("bicycle")],
        accessOverrides: [:],
        nonStartpointAccess: [:],
        specificOnewayKeys: ["oneway:bicycle"],
        obeysGeneralOneway: true,
        onewayExceptions: [
            TagMatch("cycleway", ["opposite", "opposite_lane", "opposite_track", "opposite_share_busway"]),
            TagMatch("cycleway:left", ["opposite", "opposite_lane", "opposite_track"]),
            TagMatch("cycleway:right", ["opposite", "opposite_lane", "opposite_track"]),
            TagMatch("cycleway:both", ["opposite", "opposite_lane", "opposite_track"]),
            TagMatch("cycleway:left:oneway", ["-1", "no"]),
            TagMatch("cycleway:right:oneway", ["-1", "no"]),
        ],
        barrierPolicy: .blocking([
            "wall", "fence", "hedge", "retaining_wall", "city_wall", "ditch", "yes",
            "turnstile", "full-height_turnstile", "stile", "kissing_gate",
        ]),
        barrierExceptions: [:],
        obeysTurnRestrictions: false,
        restrictionKeys: ["restriction", "restriction:vehicle", "restriction:bicycle"],
        restrictionExceptions: ["bicycle"],
        uTurnPenalty: 0,
        continuesStraightAtWaypoints: false
    )
}
