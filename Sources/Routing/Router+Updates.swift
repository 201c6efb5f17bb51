import Foundation
import NIOConcurrencyHelpers
import RoadNetwork

/// Changing what a router serves while it serves: live speeds (only the time metric is rebuilt) and a new map
/// file. Each swaps the router's data whole; queries under way finish on the data they started with.
extension Router {
    /// Applies live speeds to `profile`: its durations, its time graph's weights and its overlay's time
    /// customization are rebuilt (the partition stays, so this takes seconds, not an import); its contraction
    /// hierarchy, built for the old times, is dropped, so plain time queries use the overlay. Says how many
    /// directed segments changed, and how many speeds named no stretch the profile travels. Routes report the speeds they used (``RouteLeg/datasources``).
    /// - Throws: ``SegmentSpeedsError`` for an unknown profile or a map without OSM node ids.
    @discardableResult
    public func update(speeds: SegmentSpeeds, profile name: String, progress: (String) -> Void = { _ in }) throws(SegmentSpeedsError) -> SpeedsApplied {
        updating.lock()
        defer { updating.unlock() }
        let state = state
        guard let index = Self.profileIndex(named: name, in: state.network) else {
            throw .unknownProfile(name, available: state.network.profiles.map(\.name))
        }
        let (profile, applied) = try state.network.profiles[index].applying(speeds, on: state.network.graph)
        guard applied.changed > 0 else { return applied }
        progress("\(profile.name): \(applied.changed) directed segments have new times")
        var profiles = state.network.profiles
        profiles[index] = profile
        var speedUps = state.speedUps
        speedUps[index] = state.speedUps[index].recustomized(for: profile, progress: { progress("\(profile.name): " + $0) })
        let network = RoadNetwork(graph: state.network.graph, profiles: profiles, index: state.network.index)
        swap(to: RouterState(network: network, speedUps: speedUps))
        return applied
    }

    /// Serves the map file at `url` from now on (e.g. one imported anew, or customized with new speeds).
    /// - Throws: ``MapFileError`` when it cannot be read; the router then goes on serving what it served.
    public func reload(mapFile url: URL) throws(MapFileError) {
        serve(try Router(mapFile: url))
    }

    /// Serves what `other` serves from now on (e.g. a router read from a new map file's sections).
    public func serve(_ other: Router) {
        updating.withLock { swap(to: other.state) }
    }
}
