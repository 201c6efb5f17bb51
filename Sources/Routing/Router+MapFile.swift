import Foundation
import RoadNetwork

/// Reading and writing a router as map-file sections: the network's sections plus, per profile, `speedups:NAME`
/// (partition and hierarchy), `overlay:NAME:time` and, once customized, `overlay:NAME:distance` (the overlays' weights: see
/// ``LazyOverlay``) and, once measured,
/// `landmarks:NAME:time` (the time metric's landmarks: a server that loads them directs its first routes by them,
/// without measuring them on its own cores, and replicas share their pages).
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
            // The distance metric's weights only when its import stored them (see ``LazyOverlay``).
            let distanceName = "overlay:\(profile.name):distance"
            var distance = sections[distanceName] == nil ? nil : try reader(distanceName)
            speedUps.append(try ProfileSpeedUps(decoding: &main, time: &time, distance: &distance,
                                                landmarks: sections[Self.landmarkSection(profile.name)],
                                                profile: profile,
                                                graph: network.graph))
        }
        self.init(state: RouterState(network: network, speedUps: speedUps, file: sections.values.first))
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
            for (metric, overlay) in [("time", speedUp.timeOverlay), ("distance", speedUp.distanceOverlay.overlayIfCustomized)] {
                guard let overlay else { continue }
                sections.append(MapSection("overlay:\(profile.name):\(metric)") {
                    var writer = BinaryWriter()
                    overlay.encodeWeights(into: &writer)
                    return writer
                })
            }
            if let landmarks = speedUp.timeGoal.landmarksIfMeasured {
                sections.append(MapSection(Self.landmarkSection(profile.name)) {
                    var writer = BinaryWriter()
                    landmarks.encode(into: &writer, graph: speedUp.timeOverlay.graph)
                    return writer
                })
            }
        }
        return sections
    }

    /// Whether `name` is a section of what ``mapSections()`` writes, some of which it writes only sometimes (a tool
    /// that writes a map anew keeps the other sections, never an old one of these).
    public static func writesSection(named name: String) -> Bool {
        RoadNetwork.writesSection(named: name) || ["speedups:", "overlay:", "landmarks:"].contains { name.hasPrefix($0) }
    }

    /// The name of the section of `profile`'s time landmarks.
    static func landmarkSection(_ profile: String) -> String { "landmarks:\(profile):time" }

    /// Measures every profile's time landmarks now, when they are not yet (seconds on a map of millions of junctions),
    /// so that ``mapSections()`` writes them; `progress` is told how long ones go, per profile.
    public func measureLandmarks(progress: @escaping @Sendable (String) -> Void = { _ in }) {
        let state = state
        for (profile, speedUp) in zip(state.network.profiles, state.speedUps) {
            _ = speedUp.timeGoal.measuredLandmarks(waiting: true) { progress("\(profile.name): " + $0) }
        }
    }
}
