/// The kind of road a way is, from its `highway` tag (or `route=ferry`).
///
/// Directions use it to name maneuvers (on-ramp, off-ramp, "continue on the motorway"), and the graph
/// stores it in one byte.
/// ```swift
/// RoadClass(highway: "motorway_link")   // .motorwayLink, isLink == true
/// ```
public enum RoadClass: UInt8, Sendable, Hashable, CaseIterable {
    /// `highway=motorway`.
    case motorway
    /// `highway=motorway_link`: a ramp to or from a motorway.
    case motorwayLink
    /// `highway=trunk`.
    case trunk
    /// `highway=trunk_link`.
    case trunkLink
    /// `highway=primary`.
    case primary
    /// `highway=primary_link`.
    case primaryLink
    /// `highway=secondary`.
    case secondary
    /// `highway=secondary_link`.
    case secondaryLink
    /// `highway=tertiary`.
    case tertiary
    /// `highway=tertiary_link`.
    case tertiaryLink
    /// `highway=unclassified`: minor public road.
    case unclassified
    /// `highway=residential`.
    case residential
    /// `highway=living_street`.
    case livingStreet
    /// `highway=service`: driveways, parking aisles, alleys.
    case service
    /// `highway=track`: agricultural or forest road.
    case track
    /// `highway=cycleway`.
    case cycleway
    /// `highway=footway`, `sidewalk`, `crossing` and `platform`.
    case footway
    /// `highway=path` and `bridleway`.
    case path
    /// `highway=pedestrian` and pedestrian squares (`place=square`).
    case pedestrian
    /// `highway=steps`.
    case steps
    /// `route=ferry`.
    case ferry
    /// A railway line (the built-in intercity network's train links).
    case rail
    /// Any other `highway` value (`road`, `busway`, …).
    case other

    /// The class for a `highway` value; `.other` for values not listed above.
    ///
    /// Complexity: O(1), no allocation.
    public init(highway: String) {
        switch highway {
        case "motorway": self = .motorway
        case "motorway_link": self = .motorwayLink
        case "trunk": self = .trunk
        case "trunk_link": self = .trunkLink
        case "primary": self = .primary
        case "primary_link": self = .primaryLink
        case "secondary": self = .secondary
        case "secondary_link": self = .secondaryLink
        case "tertiary": self = .tertiary
        case "tertiary_link": self = .tertiaryLink
        case "unclassified": self = .unclassified
        case "residential": self = .residential
        case "living_street": self = .livingStreet
        case "service": self = .service
        case "track": self = .track
        case "cycleway": self = .cycleway
        case "footway", "sidewalk", "crossing", "platform": self = .footway
        case "path", "bridleway": self = .path
        case "pedestrian": self = .pedestrian
        case "steps": self = .steps
        default: self = .other
        }
    }

    /// Whether this is a link road (a ramp or slip road): `*_link`.
    public var isLink: Bool {
        switch self {
        case .motorwayLink, .trunkLink, .primaryLink, .secondaryLink, .tertiaryLink: true
        default: false
        }
    }

    /// The road a link belongs to (`.motorwayLink` → `.motorway`); the class itself otherwise.
    public var mainRoad: RoadClass {
        switch self {
        case .motorwayLink: .motorway
        case .trunkLink: .trunk
        case .primaryLink: .primary
        case .secondaryLink: .secondary
        case .tertiaryLink: .tertiary
        default: self
        }
    }
}

extension RoadClass {
    /// The OSM `highway` value the class stands for (`ferry`, `rail` and `road` for the others).
    public var highwayValue: String {
        switch self {
        case .motorway: "motorway"
        case .motorwayLink: "motorway_link"
        case .trunk: "trunk"
        case .trunkLink: "trunk_link"
        case .primary: "primary"
        case .primaryLink: "primary_link"
        case .secondary: "secondary"
        case .secondaryLink: "secondary_link"
        case .tertiary: "tertiary"
        case .tertiaryLink: "tertiary_link"
        case .unclassified: "unclassified"
        case .residential: "residential"
        case .livingStreet: "living_street"
        case .service: "service"
        case .track: "track"
        case .cycleway: "cycleway"
        case .footway: "footway"
        case .path: "path"
        case .pedestrian: "pedestrian"
        case .steps: "steps"
        case .ferry: "ferry"
        case .rail: "rail"
        case .other: "road"
        }
    }
}
