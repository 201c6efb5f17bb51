import Foundation
import RoadNetwork

/// Reading and writing a router as map-file sections: the network's sections plus, per profile, `speedups:NAME`
/// (partition and hierarchy) and `overlay:NAME:time`, `overlay:NAME:distance` (the overlays' weights).
extension Router {
    /// Loads a map file written from ``mapSections()``.
    public convenience init(mapFile url: URL) throws(MapFileError) {
        try self.init(sections: try MapFile.read(url))
    }

    /// Reads a router from map-file sections.
    public convenience init(sections: [String: MapBytes]) throws(MapFileError) {
        let network = try RoadNetwork(sections: sections)
        var speedUps: [ProfileSpeedUps] = []
        for profile in network.profiles {
            func reader(_ name: String) throws(MapFileError) -> BinaryReader {
                guard let bytes = sections[name] else { throw .corrupt("no section \(name)") }
                return BinaryReader(bytes)
            }
            var main = try reader("speedups:\(profile.name)"), time = try reader("overlay:\(profile.name):time")
            var distance = try reader("overlay:\(profile.name):distance")
            speedUps.append(try ProfileSpeedUps(decoding: &main, time: &time, distance: &distance, profile: profile,
                                                    graph: network.graph))
        }
        self.init(state: RouterState(network: network, speedUps: speedUps))
    }

    /// The router as map-file sections, each encoded when it is written.
    public func mapSections() -> [MapSection] {
        let state = state
        var sections = state.network.mapSections()
        for (profile, speedUp) in zip(state.network.profiles, state.speedUps) {
            sections.append(MapSection("speedups:\(profile.name)") {
                var writer = BinaryWriter()
                speedUp.encode(into: &writer)
                return writer
            })
            for (metric, overlay) in [("time", speedUp.timeOverlay), ("distance", speedUp.distanceOverlay)] {
                sections.append(MapSection("overlay:\(profile.name):\(metric)") {
                    var writer = BinaryWriter()
                    overlay.encodeWeights(into: &writer)
                    return writer
                })
            }
        }
        return sections
    }
}
