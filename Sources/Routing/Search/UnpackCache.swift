import NIOConcurrencyHelpers

/// Cliques already unpacked, by level and ends: the plain nodes of the cheapest way inside the cell, as
/// ``Overlay``'s unpacking found it. Routes share the main roads, and so their cliques: of 600 random routes on a
/// synthetic city of a million junctions, half the cliques unpacked had been unpacked by an earlier route.
///
/// A path holds for its overlay's weights only, so each overlay has its own cache (new speeds make a new overlay).
/// It never holds a blocked node: a clique is used only where nothing in its cell is blocked, and its path stays in
/// the cell. Kept in shards, each behind its own lock, so that the threads of a busy server seldom wait on one
/// another; a shard that outgrows its share of ``maximumNodes`` starts again empty.
final class UnpackCache: Sendable {
    private struct Shard {
        var paths: [CliqueStep: [UInt32]] = [:]
        var nodes = 0
    }

    private let shards: [NIOLockedValueBox<Shard>]
    /// The most path nodes kept over all shards (4 bytes each).
    let maximumNodes: Int

    /// An empty cache of at most `maximumNodes` path nodes (16 MB by default).
    init(maximumNodes: Int = 1 << 22, shards: Int = 16) {
        self.maximumNodes = maximumNodes
        self.shards = (0 ..< shards).map { _ in NIOLockedValueBox(Shard()) }
    }

    /// The plain nodes (exit included, entry not) of the clique of `level` from `entry` to `exit`, when kept.
    func path(level: Int, from entry: UInt32, to exit: UInt32) -> [UInt32]? {
        let key = CliqueStep(entry: entry, exit: exit, level: level)
        return shard(key).withLockedValue { $0.paths[key] }
    }

    /// Keeps the plain nodes of the clique of `level` from `entry` to `exit`.
    func keep(_ nodes: [UInt32], level: Int, from entry: UInt32, to exit: UInt32) {
        let key = CliqueStep(entry: entry, exit: exit, level: level), share = maximumNodes / shards.count
        guard nodes.count <= share else { return }
        shard(key).withLockedValue { shard in
            if shard.nodes + nodes.count > share { shard = Shard() }
            if shard.paths.updateValue(nodes, forKey: key) == nil { shard.nodes += nodes.count }
        }
    }

    /// The number of paths kept.
    var pathCount: Int { shards.reduce(0) { count, shard in count + shard.withLockedValue { $0.paths.count } } }

    private func shard(_ key: CliqueStep) -> NIOLockedValueBox<Shard> {
        shards[Int((key.entry &* 0x9E37_79B1 ^ key.exit) >> 7) % shards.count]
    }
}
