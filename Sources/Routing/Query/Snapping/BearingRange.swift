/// A direction of travel a stop must be passed in: `bearing` degrees clockwise from north, give or take
/// `range` (OSRM's `bearings=value,range`). A stop with one snaps only to a road travelled in that direction
/// there, and the route leaves (or arrives) that way.
public struct BearingRange: Sendable, Hashable {
    /// The direction, degrees 0…360 clockwise from north.
    public var bearing: Double
    /// How far either side of `bearing` a road may point, degrees 0…180.
    public var range: Double

    /// A range of `range` degrees either side of `bearing`.
    public init(bearing: Double, range: Double) {
        self.bearing = bearing
        self.range = range
    }

    /// Whether travel towards `direction` (degrees clockwise from north, any turn) lies within the range.
    public func allows(_ direction: Double) -> Bool {
        let difference = abs((direction - bearing).truncatingRemainder(dividingBy: 360))
        return min(difference, 360 - difference) <= range
    }
}
