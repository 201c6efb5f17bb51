/// What a turn restriction relation (`type=restriction`) demands.
///
/// | `restriction=*` | kind |
/// |---|---|
/// | `no_left_turn`, `no_right_turn`, `no_straight_on`, `no_u_turn`, `no_entry`, `no_exit` | ``prohibitive``: this turn is forbidden |
/// | `only_left_turn`, `only_right_turn`, `only_straight_on`, `only_u_turn` | ``mandatory``: every other turn from the via node is forbidden |
/// ```swift
/// TurnRestrictionKind("only_straight_on")   // .mandatory
/// ```
public enum TurnRestrictionKind: UInt8, Sendable, Hashable {
    /// The turn from the `from` way to the `to` way is forbidden.
    case prohibitive
    /// Coming from the `from` way, the only allowed turn is onto the `to` way.
    case mandatory

    /// The kind for a `restriction` value: any `no_*` value is prohibitive and any `only_*` value mandatory
    /// (`no_entry`, `no_exit` and values mappers invent alike); nil for anything else (`give_way`, …) and for
    /// the turns forbidden only while a light is red (`no_turn_on_red`, `no_right_turn_on_red`: a route is never
    /// held at a red light by them, as OSRM and GraphHopper ignore them too).
    public init?(_ value: String) {
        if value.hasSuffix("_on_red") {
            return nil
        } else if value.hasPrefix("no_") {
            self = .prohibitive
        } else if value.hasPrefix("only_") {
            self = .mandatory
        } else {
            return nil
        }
    }
}
