/// A way to travel (car, bike, foot) described as data: speed tables, access keys, one-way and barrier rules.
///
/// The three built-in profiles are defined in one file each (`Profile+Car.swift`, `Profile+Bike.swift`,
/// `Profile+Foot.swift`); changing a speed is editing one line there. A profile is a plain value, so a caller
/// can start from one and change a table:
/// ```swift
/// var slowCar = Profile.car
/// slowCar.highwaySpeeds["motorway"] = 80
/// let access = slowCar.wayAccess(tags)            // speeds in km/h per direction, or nil
/// let blocked = Profile.foot.nodeBarrier(nodeTags)
/// let profile = Profile.named("bike")             // nil for an unknown name
/// ```
/// The rules that read tags are in `Profile+WayAccess.swift`, `Profile+NodeBarrier.swift` and
/// `Profile+TurnRestriction.swift`.
public struct Profile: Sendable, Hashable {
    /// The profile's name, as used in URLs, CLI flags and graph files: `car`, `bike`, `foot`.
    public var name: String

    // MARK: Speeds

    /// Default speed in km/h for each routable `highway` value; a value not listed is not routable
    /// (unless listed in ``pushingSpeeds``).
    public var highwaySpeeds: [String: Double]
    /// `highway` values routable only when a mode-specific access key (anything after `access` in
    /// ``accessKeys``) allows it, e.g. `highway=track` with `motor_vehicle=yes` for cars.
    public var explicitAccessHighways: Set<String>
    /// Speed in km/h on a `highway` value not in ``highwaySpeeds`` that an access tag explicitly opens
    /// (`highway=runway` + `access=yes`, `highway=footway` + `motor_vehicle=designated`); nil: such ways
    /// stay closed.
    public var defaultSpeed: Double?
    /// `highway` values never open to the mode, whatever the access tags say (`steps` for cars).
    public var closedHighways: Set<String>
    /// `service=*` values closed to the mode (`emergency_access` for cars).
    public var closedServices: Set<String>
    /// Tags that close a way to the mode whatever else it says (`motorroad=yes` for walkers and cyclists).
    public var closedWhenTagged: [TagMatch]
    /// Whether `construction=*` and `proposed=*` on a highway close it (cars).
    public var obeysConstructionTags: Bool
    /// Riding speed in km/h on any road with a cycle lane or track (`cycleway=lane|track|…`), even one the
    /// tables do not open (a motorway with a cycle track); nil when lanes open nothing.
    public var cyclewaySpeed: Double?
    /// The vehicle's size: ways whose `maxheight`, `maxwidth` (or physical `width`), `maxlength` or
    /// `maxweight` is at or below it are closed; nil for walkers and cyclists.
    public var vehicle: VehicleSize?
    /// Walking speed in km/h where the mode may go on foot beside its vehicle (cyclists pushing on a footway);
    /// used when the way is listed here but not allowed to ride by ``highwaySpeeds``.
    public var pushingSpeeds: [String: Double]
    /// Access keys that decide whether the mode may walk beside its vehicle where riding is denied
    /// (`vehicle=no` on a pedestrian street: a cyclist may still push); empty when pushing is not modelled.
    public var pushingAccessKeys: [AccessKey]
    /// Pushing speed in km/h for `bicycle=dismount` on a way not listed in ``pushingSpeeds``.
    public var dismountSpeed: Double
    /// `highway` values routable even when tagged `area=yes` (pedestrian squares); other areas are not routable.
    public var areaHighways: Set<String>
    /// Ways without a `highway` tag travelled as if they had one (platforms, piers, car parks, squares), the
    /// first that matches.
    public var highwayEquivalents: [HighwayEquivalent]
    /// How `maxspeed` limits the speed: speed = min(table speed, limit × factor). nil: `maxspeed` is ignored.
    public var maxSpeedFactor: Double?
    /// Speed factor (0…1) by `surface` value; values not listed keep full speed.
    public var surfaceFactors: [String: Double]
    /// Speed factor (0…1) by `smoothness` value; 0 makes the way not routable. Values not listed keep full speed.
    public var smoothnessFactors: [String: Double]
    /// Ways that carry the mode without a `highway` tag: ferries, shuttle trains, trains, movable bridges.
    public var carriers: [Carrier]
    /// Access keys of other modes that mark a ferry as not carrying this mode unless this mode's own keys
    /// allow it: a car may board an untagged ferry, but not one tagged only `foot=yes`.
    public var ferryPassengerKeys: [String]

    // MARK: Access and direction

    /// Access keys from general to specific; the most specific key with a known value decides
    /// (see ``AccessValue``). The first key is the general `access`.
    public var accessKeys: [AccessKey]
    /// Access values that mean something else for this mode than ``AccessValue`` says: for cars,
    /// `private` and `delivery` roads may be driven to reach a place on them (destination only), as OSRM does.
    public var accessOverrides: [String: AccessValue]
    /// Per `highway` value, access values that make a road no *startpoint*: the mode uses it as the value says, but a
    /// stop snaps onto it only when a request asks for any road (`snapping=any`). For cars a `private` service road,
    /// a driveway, as OSRM's `service_access_tag_blacklist`: a stop beside one snaps to the street.
    public var nonStartpointAccess: [String: Set<String>]
    /// Mode-specific one-way keys, most specific first (`oneway:motorcar`, `oneway:motor_vehicle`,
    /// `oneway:vehicle`): the first present and understood overrides everything else.
    public var specificOnewayKeys: [String]
    /// Whether the general `oneway` tag and implied one-ways (motorways, roundabouts) apply.
    public var obeysGeneralOneway: Bool
    /// Tags that open a general one-way in both directions for this mode (contraflow cycle lanes).
    public var onewayExceptions: [TagMatch]

    // MARK: Nodes and turns

    /// Which `barrier=*` values on a node stop the mode.
    public var barrierPolicy: BarrierPolicy
    /// Per `barrier=*` value: tags on the node that let the mode through after all (a `kerb` that is
    /// `lowered` or `flush`, or at a `highway=crossing`).
    public var barrierExceptions: [String: [TagMatch]]
    /// Whether turn restriction relations apply (cars by default).
    public var obeysTurnRestrictions: Bool
    /// `restriction` keys from general to specific (`restriction`, `restriction:motorcar`); the most specific
    /// present wins.
    public var restrictionKeys: [String]
    /// `except=*` values that exempt this mode from a turn restriction (`motorcar`, `bicycle`).
    public var restrictionExceptions: Set<String>
    /// Extra time in seconds for turning around at a dead end or a via point; 0 when free.
    public var uTurnPenalty: Double
    /// Whether a route goes on through an intermediate stop rather than turning back there (cars: turning
    /// a car round mid-street is rarely what a driver does).
    public var continuesStraightAtWaypoints: Bool

    /// The built-in profiles: car, bike, foot.
    public static let all: [Profile] = [.car, .bike, .foot]

    /// The built-in profile called `name` (`car`, `bike`, `foot`), or nil when there is none.
    public static func named(_ name: String) -> Profile? {
        all.first { $0.name == name }
    }

    /// The built-in profiles of a comma-separated list such as `car,foot`, each once (a name given twice counts once: a
    /// map holds one graph per profile).
    /// - Throws: ``UnknownProfile`` naming the first name that is not a built-in profile.
    public static func list(_ names: String) throws(UnknownProfile) -> [Profile] {
        var profiles: [Profile] = []
        for name in names.split(separator: ",") {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let profile = named(trimmed) else { throw UnknownProfile(name: trimmed) }
            if !profiles.contains(where: { $0.name == profile.name }) { profiles.append(profile) }
        }
        return profiles
    }

    /// The fastest table speed of this profile in km/h, for bounds such as the A* heuristic.
    /// A ferry with a `duration` may be faster: the graph builder should cap its speed at this value.
    public var maxSpeed: Double {
        let fastest = max(highwaySpeeds.values.max() ?? 0, pushingSpeeds.values.max() ?? 0)
        return max(fastest, carriers.map(\.speed).max() ?? 0, dismountSpeed, defaultSpeed ?? 0, cyclewaySpeed ?? 0)
    }
}
