import Routing

/// How directions group OSM `highway` values.
extension RoadClassName {
    /// A slip road: `motorway_link`, `trunk_link`, `primary_link`, ….
    var isLink: Bool { hasSuffix("_link") }

    /// A road that ramps lead onto and off: `motorway` or `trunk` (not their links).
    var isFastRoad: Bool { self == "motorway" || self == "trunk" }

    /// A motorway, or any link road.
    var isMotorwayOrLink: Bool { self == "motorway" || isLink }

    /// A link belonging to a motorway or trunk road.
    var isFastRoadLink: Bool { self == "motorway_link" || self == "trunk_link" }
}
