import RoadNetwork

/// How directions group road classes around ramps.
extension RoadClass {
    /// A road that ramps lead onto and off: a motorway or trunk road (not their links).
    var isFastRoad: Bool { self == .motorway || self == .trunk }

    /// A motorway, or any link road.
    var isMotorwayOrLink: Bool { self == .motorway || isLink }

    /// A link belonging to a motorway or trunk road.
    var isFastRoadLink: Bool { self == .motorwayLink || self == .trunkLink }
}
