/// A maneuver chosen by ``ManeuverPlanner``, before geometry, distances and text are attached.
struct PlannedStep: Hashable {
    /// The piece at whose start the maneuver happens; the step runs to the next step's first piece.
    var firstPiece: Int
    /// What happens.
    var type: ManeuverType
    /// Its direction.
    var modifier: ManeuverModifier?
    /// The roundabout exit to take.
    var exit: Int? = nil
    /// The piece whose name and ref the step carries (the exit road for a roundabout).
    var namePiece: Int
}
