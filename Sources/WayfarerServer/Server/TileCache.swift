import Basemap
import NIOConcurrencyHelpers

/// The basemap's vector tiles, cut on first request and kept gzip'd up to a byte budget (the oldest dropped
/// first), so panning back over a map costs nothing.
final class TileCache: Sendable {
    /// What a tile request gets: the gzip'd tile, or nil when nothing of the basemap is there.
    typealias Tile = [UInt8]?

    let tiles: VectorTiles
    /// The most gzip'd bytes kept.
    let budget: Int
    private let state = NIOLockedValueBox(State())

    private struct State {
        var tiles: [TileID: Tile] = [:]
        var order: [TileID] = []
        var first = 0
        var bytes = 0
    }

    init(basemap: Basemap, budget: Int = 64 << 20) {
        tiles = VectorTiles(basemap: basemap)
        self.budget = budget
    }

    /// The tile `id`, gzip'd (nil: empty), from the cache or cut now.
    func tile(_ id: TileID) -> Tile {
        if let known = state.withLockedValue({ $0.tiles[id] }) { return known }
        let bytes = tiles.tile(id)
        let tile: Tile = bytes.isEmpty ? nil : Gzip.compress(bytes)
        state.withLockedValue { state in
            guard state.tiles.updateValue(tile, forKey: id) == nil else { return }
            state.order.append(id)
            state.bytes += tile?.count ?? 0
            while state.bytes > budget, state.first < state.order.count {
                let oldest = state.order[state.first]
                state.first += 1
                state.bytes -= state.tiles.removeValue(forKey: oldest)??.count ?? 0
            }
            if state.first > 4096 && state.first * 2 > state.order.count {
                state.order.removeFirst(state.first)
                state.first = 0
            }
        }
        return tile
    }
}
