/// From which side of the road a route reaches and leaves a stop (OSRM's `approaches`).
public enum Approach: String, Sendable, Hashable, CaseIterable {
    /// Either side.
    case unrestricted
    /// The stop's own side: on a two-way road, travel in the direction that has the stop on the kerb side
    /// (the right where traffic drives on the right, the left where it drives on the left).
    case curb
    /// The far side: travel in the direction that has the stop across the road.
    case opposite

    /// Whether a vehicle travelling along a road with the stop on its right (`stopOnRight`) may pass it, where
    /// traffic drives on the left when `leftHandTraffic`.
    func allows(stopOnRight: Bool, leftHandTraffic: Bool) -> Bool {
        switch self {
        case .unrestricted: true
        case .curb: stopOnRight != leftHandTraffic
        case .opposite: stopOnRight == leftHandTraffic
        }
    }
}
