/// The directions a way is open in, from a `oneway` value.
///
/// | value | meaning |
/// |---|---|
/// | `yes`, `true`, `1` | ``forward`` only |
/// | `-1`, `reverse` | ``backward`` only |
/// | `no`, `false`, `0` | ``both`` |
/// | `reversible` | ``reversible``: the direction changes by time of day; vehicles do not route on it |
///
/// Other values are not understood (nil) and leave the decision to the implied one-way rules — among them
/// `alternating` (one direction at a time, e.g. a single-lane bridge with signals: open both ways on a
/// street, the motorway's own direction on a motorway).
enum Oneway: Sendable {
    /// Open both ways.
    case both
    /// Open in the drawn direction only.
    case forward
    /// Open against the drawn direction only.
    case backward
    /// Direction changes by time of day: not routable.
    case reversible

    /// The meaning of a `oneway` value; nil when not understood.
    init?(_ value: String) {
        switch value {
        case "yes", "true", "1": self = .forward
        case "-1", "reverse": self = .backward
        case "no", "false", "0": self = .both
        case "reversible": self = .reversible
        default: return nil
        }
    }

    /// The one open in the directions given (`.both` for both; at least one must be).
    init(forward: Bool, backward: Bool) {
        precondition(forward || backward, "a way open in no direction has no Oneway")
        self = forward ? (backward ? .both : .forward) : .backward
    }

    /// Whether the drawn direction is open.
    var forwardOpen: Bool { self == .both || self == .forward }
    /// Whether the opposite direction is open.
    var backwardOpen: Bool { self == .both || self == .backward }
}
