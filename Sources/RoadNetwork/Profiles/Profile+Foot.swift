extension Profile {
    /// Walking.
    ///
    /// - Speeds (km/h): 5 on footway, pedestrian, path, living_street, residential, service, track,
    ///   unclassified, tertiary, secondary, primary and their links (a sidewalk is assumed), crossing, platform,
    ///   pier, road; steps 3; cycleway, bridleway, trunk and motorway 5 only with `foot=yes|designated`, in the
    ///   directions it opens; ferry 10.
    /// - Without a `highway` tag: railway and public-transport platforms, piers (`man_made=pier`), car parks
    ///   (`amenity=parking`, as a service street), running tracks (`leisure=track`, as a path) and `place=square`
    ///   (a pedestrian area).
    /// - Areas (`area=yes`, and closed ways such as car parks) of pedestrian streets, footways, paths, residential
    ///   and service streets, tracks, platforms and piers are walked along their outline; areas of bigger roads
    ///   are not.
    /// - `maxspeed`, `surface` and `smoothness` are ignored.
    /// - Access keys: `access` → `foot`.
    /// - One-way: only `oneway:foot` applies; `oneway`, motorways and roundabouts do not.
    /// - Barriers: only walls, fences, hedges, ditches and unspecified `barrier=yes` stop a walker.
    /// - Turn restrictions: never. U-turn: free.
    public static let foot = Profile(
        name: "foot",
        highwaySpeeds: [
            "footway": 5,
            "pedestrian": 5,
            "path": 5,
            "steps": 3,
            "living_street": 5,
            "residential": 5,
            "service": 5,
            "track": 5,
            "unclassified": 5,
            "tertiary": 5,
            "tertiary_link": 5,
            "secondary": 5,
            "secondary_link": 5,
            "primary": 5,
            "primary_link": 5,
            "crossing": 5,
            "platform": 5,
            "pier": 5,
            "road": 5,
            "bridleway": 5,
            "cycleway": 5,
            "trunk": 5,
            "trunk_link": 5,
            "motorway": 5,
            "motorway_link": 5,
        ],
        explicitAccessHighways: ["cycleway", "bridleway", "trunk", "trunk_link", "motorway", "motorway_link"],
        defaultSpeed: 5,
        closedHighways: [],
        closedServices: [],
        closedWhenTagged: [TagMatch("motorroad", ["yes"])],
        obeysConstructionTags: false,
        cyclewaySpeed: nil,
        vehicle: nil,
        pushingSpeeds: [:],
        pushingAccessKeys: [],
        dismountSpeed: 0,
        areaHighways: ["pedestrian", "footway", "path", "living_street", "residential", "service", "track",
                       "unclassified", "platform", "pier", "road"],
        highwayEquivalents: [
            HighwayEquivalent(TagMatch("place", ["square"]), as: "pedestrian"),
            HighwayEquivalent(TagMatch("railway", ["platform"]), as: "platform"),
            HighwayEquivalent(TagMatch("public_transport", ["platform"]), as: "platform"),
            HighwayEquivalent(TagMatch("man_made", ["pier"]), as: "pier"),
            HighwayEquivalent(TagMatch("amenity", ["parking", "parking_entrance"]), as: "service"),
            HighwayEquivalent(TagMatch("leisure", ["track"]), as: "path"),
        ],
        maxSpeedFactor: nil,
        surfaceFactors: [:],
        smoothnessFactors: [:],
        carriers: [Carrier(TagMatch("route", ["ferry"]), speed: 10)],
        ferryPassengerKeys: [],
        accessKeys: [AccessKey("access"), AccessKey("foot")],
        accessOverrides: [:],
        nonStartpointAccess: [:],
        specificOnewayKeys: ["oneway:foot"],
        obeysGeneralOneway: false,
        onewayExceptions: [],
        barrierPolicy: .blocking(["wall", "fence", "hedge", "retaining_wall", "city_wall", "ditch", "yes"]),
        barrierExceptions: [:],
        obeysTurnRestrictions: false,
        restrictionKeys: [],
        restrictionExceptions: [],
        uTurnPenalty: 0,
        continuesStraightAtWaypoints: false
    )
}
