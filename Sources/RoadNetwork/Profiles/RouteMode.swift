/// How a stretch of a route is travelled: the profile's own way (driving, cycling, walking), aboard a ferry or a
/// train, or — for a cyclist — walking the bike. A change of mode is a step of its own (a notification), and OSRM's
/// answers name it in each step's `mode`.
public enum RouteMode: Sendable, Hashable {
    /// The profile's own way of travelling.
    case profile
    /// Aboard a ferry, or another carrier the profile rides like one (a car train).
    case ferry
    /// Aboard a train (a railway a bike may be taken on).
    case train
    /// Walking the bike (OSRM's `pushing bike`).
    case pushing

    /// The mode of a stretch on a road of kind `roadClass`: a ferry crossing when `isFerry`, a train on a railway,
    /// walking the bike when `isPushed`.
    public init(isFerry: Bool, roadClass: RoadClass, isPushed: Bool) {
        self = isFerry ? .ferry : roadClass == .rail ? .train : isPushed ? .pushing : .profile
    }
}
