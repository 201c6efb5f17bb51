import Routing

/// The geometry of one junction as the traveller meets it: the turn taken and the other roads available,
/// all as turn angles (degrees, positive to the right) relative to the direction of arrival.
struct Junction {
    /// The turn taken.
    var angle: Double
    /// The turns onto the other roads the profile could have taken.
    var otherAngles: [Double]

    /// The modifier of the turn taken.
    var modifier: ManeuverModifier { ManeuverModifier(turnAngle: angle) }

    /// Other roads within this many degrees of the one taken make a candidate fork.
    static let forkSpread = 35.0

    /// Whether another road leaves forward (within the `slight` range), competing with the one taken.
    var hasForwardAlternative: Bool {
        otherAngles.contains { abs($0) < ManeuverModifier.slightLimit }
    }

    /// The fork's modifier if this is a fork: another road leaves within `forkSpread` of the one taken,
    /// all these roads go forward (less than the `slight` limit), and not exactly one of them is straight
    /// (exactly one would be the obvious continuation). `nil` if it is not a fork.
    var forkModifier: ManeuverModifier? {
        let similar = otherAngles.filter { abs(TurnAngle.normalized($0 - angle)) < Self.forkSpread }
        guard !similar.isEmpty else { return nil }
        let branches = similar + [angle]
        guard branches.allSatisfy({ abs($0) < ManeuverModifier.slightLimit }) else { return nil }
        let straightBranches = branches.filter { abs($0) < ManeuverModifier.straightLimit }
        guard straightBranches.count != 1 else { return nil }
        return side(among: similar)
    }

    /// `slight right` if the road taken is the rightmost of itself and `others`, `slight left` if it is
    /// the leftmost, `straight` if it is between them.
    func side(among others: [Double]) -> ManeuverModifier {
        if others.allSatisfy({ $0 < angle }) { return .slightRight }
        if others.allSatisfy({ $0 > angle }) { return .slightLeft }
        return .straight
    }

    /// The modifier for keeping to one side (ramps): the plain modifier, but a `straight` one becomes
    /// `slight left`/`slight right` by which side of the other forward roads the one taken lies.
    var keepModifier: ManeuverModifier {
        let plain = modifier
        let forward = otherAngles.filter { abs($0) < ManeuverModifier.slightLimit }
        guard plain == .straight, !forward.isEmpty else { return plain }
        return side(among: forward)
    }

    /// The modifier for joining a road: a `straight` one becomes `slight left`/`slight right` by the
    /// side the traveller moves to, when the angle shows one (at least 1°).
    var mergeModifier: ManeuverModifier {
        let plain = modifier
        guard plain == .straight, abs(angle) >= 1 else { return plain }
        return angle > 0 ? .slightRight : .slightLeft
    }
}
