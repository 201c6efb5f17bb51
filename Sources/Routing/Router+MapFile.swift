import Foundation
import RoadNetwork

/// Reading and writing a router as map-file sections: the network's sections plus `speedups:NAME` per
/// profile (hierarchy and landmarks).
extension Router {
    /// Loads a map file written by ``encodedSections()``.
    public convenience init(mapFile url: URL) throws(MapFileError) {
        try self.init(sections: try MapFile.read(url))
    }

    /// Reads a router from map-file sections.
    public convenience init(sections: [String: ArraySlice<UInt8>]) throws(MapFileError) {
        let network = try RoadNetwork(sections: sections)
        var speedUps: [ProfileSpeedUps] = []
        for profile in network.profiles {
            guard let bytes = sections["speedups:\(profile.name)"] else { throw .corrupt("no speed-ups for profile \(profile.name)") }
            var reader = BinaryReader(bytes)
            speedUps.append(try ProfileSpeedUps(decoding: &reader, profile: profile))
        }
        self.init(state: RouterState(network: network, speedUps: speedUps))
    }

    /// The router as map-file sections.
    public func encodedSections() -> [(name: String, bytes: [UInt8])] {
        let state = state
        var sections = state.network.encodedSections()
        for (profile, speedUp) in zip(state.network.profiles, state.speedUps) {
            var writer = BinaryWriter()
            speedUp.encode(into: &writer)
            sections.append(("speedups:\(profile.name)", writer.bytes))
        }
        return sections
    }
}
