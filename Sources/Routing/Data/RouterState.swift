import RoadNetwork

/// What a ``Router`` serves at one moment: the network and, per profile in its order, the speed-ups.
struct RouterState: Sendable {
    let network: RoadNetwork
    let speedUps: [ProfileSpeedUps]
    /// Bytes of the map file the state was read from, if any: preparing searches brings its pages in.
    var file: MapBytes? = nil
}
