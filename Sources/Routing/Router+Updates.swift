import Foundation
import NIOConcurrencyHelpers
import RoadNetwork

/// Changing what a router serves while it serves: live speeds (only the time metric is rebuilt) and a new map
/// file. Each swaps the router's data whole; queries under way finish on the data they started with.
extension Router {
    /// Applies live speeds to `profile`: its durations, its time graph's weights and its overlay's time
    /// customization are rebuilt (the partition stays, so this takes seconds, not an import); its contraction
    /// hierarchy, built for the profile's own times, is set aside while speeds are on (plain time queries use the
    /// overlay) and serves again once they are reset. With `fromProfileTimes`,
    /// the speeds apply to the profile's own times (what earlier speeds set is dropped first; no speeds: a reset). Says
    /// how many directed segments changed (and took the profile's time back), and how many speeds named no stretch the
    /// profile travels. Routes report the speeds they used (``RouteLeg/datasources``).
    /// - Throws: ``SegmentSpeedsError`` for an unknown profile, a map without OSM node ids, or earlier speeds that
    ///   cannot be reset.
    @discardableResult
    public func update(speeds: SegmentSpeeds, profile name: String, fromProfileTimes: Bool = false,
                       progress: (String) -> Void = { _ in }) throws(SegmentSpeedsError) -> SpeedsApplied {
        updating.lock()
        defer { updating.unlock() }
        let state = state
        guard let index = Self.profileIndex(named: name, in: state.network) else {
            throw .unknownProfile(name, available: state.network.profiles.map(\.name))
        }
        var profile = state.network.profiles[index], reset = 0
        if fromProfileTimes {
            (profile, reset) = try profile.resettingSpeeds()
            if reset > 0 { progress("\(profile.name): \(reset) directed segments have the profile's times again") }
        }
        let result = try profile.applying(speeds, on: state.network.graph)
        profile = result.profile
        var applied = result.applied
        applied.reset = reset
        guard applied.changed + reset > 0 else { return applied }
        if applied.changed > 0 { progress("\(profile.name): \(applied.changed) directed segments have new times") }
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
