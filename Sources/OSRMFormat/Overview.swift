/// How much of a route's whole geometry a response carries (`overview=simplified|full|false`).
public enum Overview: String, Sendable, Hashable, CaseIterable {
    /// Douglas–Peucker simplified to one pixel at the zoom that fits the route on a screen (OSRM's default).
    case simplified
    /// Every point.
    case full
    /// No `geometry` member at all.
    case `false`
}
