/// The direction of a maneuver, spelled as OSRM v1's `maneuver.modifier`.
///
/// Made from the turn angle (degrees, positive to the right) by ``init(turnAngle:)`` with these
/// thresholds on its magnitude: below 20° `straight`, below 60° `slight`, below 140° plain `left`/`right`,
/// below 170° `sharp`, and from 170° a `uturn`.
/// ```swift
/// ManeuverModifier(turnAngle: -90)  // .left
/// ManeuverModifier(turnAngle: 45)   // .slightRight
/// ```
public enum ManeuverModifier: String, Sendable, Hashable, Codable, CaseIterable {
    /// Straight on.
    case straight
    /// A gentle right.
    case slightRight = "slight right"
    /// A right turn.
    case right
    /// A tight right turn, almost back.
    case sharpRight = "sharp right"
    /// Turning back.
    case uturn
    /// A tight left turn, almost back.
    case sharpLeft = "sharp left"
    /// A left turn.
    case left
    /// A gentle left.
    case slightLeft = "slight left"

    /// Below this turn angle (degrees) a maneuver is `straight`.
    public static let straightLimit = 20.0
    /// Below this turn angle (degrees) a maneuver is `slight`.
    public static let slightLimit = 60.0
    /// Below this turn angle (degrees) a maneuver is a plain `left` or `right`.
    public static let plainLimit = 140.0
    /// Below this turn angle (degrees) a maneuver is `sharp`; from here on it is a `uturn`.
    public static let sharpLimit = 170.0

    /// The modifier for a turn of `turnAngle` degrees (positive to the right, −180…180; other values
    /// are wrapped into that range).
    public init(turnAngle: Double) {
        let angle = TurnAngle.normalized(turnAngle)
        let size = abs(angle)
        let toRight = angle > 0
        switch size {
        case ..<Self.straightLimit: self = .straight
        case ..<Self.slightLimit: self = toRight ? .slightRight : .slightLeft
        case ..<Self.plainLimit: self = toRight ? .right : .left
        case ..<Self.sharpLimit: self = toRight ? .sharpRight : .sharpLeft
        default: self = .uturn
        }
    }
}
