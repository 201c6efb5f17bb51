extension Profile {
    /// Driving a car.
    ///
    /// - Speeds (km/h, before `maxspeed`): motorway 100, motorway_link 45, trunk 85, trunk_link 40,
    ///   primary 65, primary_link 30, secondary 55, secondary_link 25, tertiary 40, tertiary_link 20,
    ///   unclassified 25, residential 25, living_street 10, service 15, track 10 (only with explicit access,
    ///   e.g. `motor_vehicle=yes`), ferry 10.
    /// - `maxspeed`: speed = min(table speed, maxspeed × 0.8), per direction with `maxspeed:forward`/`:backward`;
    ///   `none` keeps the table speed. Roads are rarely driven at their limit (junctions, traffic), and a low
    ///   limit on a big road is honoured.
    /// - Surface: gravel-like surfaces and bad smoothness slow the car; `smoothness=impassable` closes the way.
    /// - Access keys: `access` → `vehicle` → `motor_vehicle` → `motorcar`; `private`, `delivery`,
    ///   `destination` and `customers` roads are driven only to reach places on them (never through); any
    ///   `highway` an access tag explicitly opens is drivable at 10 km/h; `service=emergency_access` is closed.
    /// - Size: 2.0 m high, 1.9 m wide, 4.8 m long, 2.0 t: lower, narrower, shorter or lighter limits close a way.
    /// - One-way: `oneway:motorcar` → `oneway:motor_vehicle` → `oneway:vehicle` → `oneway`, implied by
    ///   `highway=motorway` and `junction=roundabout|circular`.
    /// - Barriers: only the listed barriers (gates, toll booths, cattle grids, …) let a car through; a kerb
    ///   only when lowered, flush or at a crossing.
    /// - Turn restrictions: obeyed, unless `except` names `motorcar` or `motor_vehicle`. U-turn: 20 s.
    public static let car = Profile(
        name: "car",
        highwaySpeeds: [
            "motorway": 100,
            "motorway_link": 45,
            "trunk": 85,
            "trunk_link": 40,
            "primary": 65,
            "primary_link": 30,
            "secondary": 55,
            "secondary_link": 25,
            "tertiary": 40,
            "tertiary_link": 20,
            "unclassified": 25,
            "residential": 25,
            "living_street": 10,
            "service": 15,
            "track": 10,
        ],
        explicitAccessHighways: ["track"],
        defaultSpeed: 10,
        closedHighways: ["steps", "construction", "proposed", "abandoned"],
        closedServices: ["emergency_access"],
        closedWhenTagged: [],
        obeysConstructionTags: true,
        cyclewaySpeed: nil,
        vehicle: VehicleSize(height: 2.0, width: 1.9, length: 4.8, weight: 2.0),
        pushingSpeeds: [:],
        pushingAccessKeys: [],
        dismountSpeed: 0,
        areaHighways: [],
        highwayEquivalents: [],
        maxSpeedFactor: 0.8,
        surfaceFactors: [
            "compacted": 0.8, "fine_gravel": 0.75, "gravel": 0.6, "pebblestone": 0.6, "unpaved": 0.6,
            "dirt": 0.5, "earth": 0.5, "ground": 0.5, "grass": 0.4, "sand": 0.3, "mud": 0.3,
            "sett": 0.8, "cobblestone": 0.7, "unhewn_cobblestone": 0.6,
        ],
        smoothnessFactors: [
            "intermediate": 0.9, "bad": 0.6, "very_bad": 0.4, "horrible": 0.2,
            "very_horrible": 0.1, "impassable": 0,
        ],
        carriers: [Carrier(TagMatch("route", ["ferry"]), speed: 10),
                   Carrier(TagMatch("route", ["shuttle_train"]), speed: 10)],
        ferryPassengerKeys: ["foot"],
        accessKeys: [AccessKey("access"), AccessKey("vehicle"), AccessKey("motor_vehicle"), AccessKey("motorcar")],
        accessOverrides: ["private": .destinationOnly, "delivery": .destinationOnly],
        nonStartpointAccess: ["service": ["private"]],
        specificOnewayKeys: ["oneway:motorcar", "oneway:motor_vehicle", "oneway:vehicle"],
        obeysGeneralOneway: true,
        onewayExceptions: [],
        barrierPolicy: .passable([
            "gate", "lift_gate", "swing_gate", "sliding_gate", "hampshire_gate", "bump_gate",
            "toll_booth", "border_control", "cattle_grid", "entrance", "sally_port", "height_restrictor",
            "arch", "no", "checkpoint",
        ]),
        barrierExceptions: [
            "kerb": [TagMatch("kerb", ["lowered", "flush", "no"]), TagMatch("highway", ["crossing"])],
            "bollard": [TagMatch("bollard", ["rising"])],
        ],
        obeysTurnRestrictions: true,
        restrictionKeys: ["restriction", "restriction:vehicle", "restriction:motor_vehicle", "restriction:motorcar"],
        restrictionExceptions: ["motorcar", "motor_vehicle"],
        uTurnPenalty: 20,
        continuesStraightAtWaypoints: true
    )
}
