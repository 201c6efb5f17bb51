import Geo
import Routing

/// One junction of a leg, measured once: where it is, the direction of travel into and out of it (over
/// ``LegPath/bearingReach`` either side), and the other roads' initial bearings. The maneuver, the turn it
/// is classified by and the OSRM intersection all read these same values.
struct JunctionBearings {
    /// The junction's point.
    let location: Coordinate
    /// The direction of travel arriving (nil at the leg's start).
    let before: Double?
    /// The direction of travel leaving (nil at the leg's end).
    let after: Double?
    /// The initial bearings of the other roads the profile could take here.
    let others: [Double]
    /// The classes of the road left on (none at the leg's end).
    let classes: RoadExclusions

    /// The junction at the start of every piece, then the leg's end: `pieces.count + 1` entries (none
    /// without pieces).
    static func of(pieces: [RoutePiece], path: LegPath) -> [JunctionBearings] {
        guard let end = path.junction(ofPiece: pieces.count) else { return [] }
        return (0...pieces.count).map { index in
            JunctionBearings(location: path.junction(ofPiece: index) ?? end, before: path.bearing(beforePiece: index),
                             after: path.bearing(afterPiece: index), others: index < pieces.count ? pieces[index].otherExits : [],
                             classes: index < pieces.count ? pieces[index].classes : [])
        }
    }

    /// The junction seen from the road arrived on: the turn taken and the turns onto the other roads.
    var turn: Junction {
        let from = before ?? after ?? 0
        return Junction(angle: TurnAngle.between(from, after ?? from), otherAngles: others.map { TurnAngle.between(from, $0) })
    }

    /// The junction as OSRM's intersection object.
    var intersection: StepIntersection {
        StepIntersection(location: location, arrival: before, departure: after, others: others, classes: classes)
    }
}
