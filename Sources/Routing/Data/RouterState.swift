import RoadNetwork

/// What a ``Router`` serves at one moment: the network and, per profile in its order, the speed-ups.
struct RouterState: Sendable {
    let network: RoadNetwork
    let speedUps: [ProfileSpeedUps]
}
