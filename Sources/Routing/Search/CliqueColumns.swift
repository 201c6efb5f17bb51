import Dispatch
import NIOConcurrencyHelpers
import RoadNetwork
import Synchronization

/// One level's cliques stored column by column — per cell, each exit's costs from every entry, one after another —
/// for backward searches. Read down a column of the row-major weights, every cost is a cache line of its own: on
/// the top level of a city of a million junctions a column's costs lie 3.5 KB apart, and reading them took about a
/// quarter of a route's search. Made in the background from the first time they are asked for (a map loads without
/// them), in memory the size of the level's weights; until then searches read down the rows' columns. Only levels
/// whose cells' cliques outgrow a core's cache have them (see ``pay(_:)``).
final class CliqueColumns: Sendable {
    private let boundary: OverlayLevel
    private let rows: MappedArray<Float>
    /// The columns' address once made, else 0 (read without a lock: searches ask at every step of the level).
    private let address = Atomic<Int>(0)
    private let started = Atomic<Bool>(false)
    private let making = NIOLock()

    /// Whether columns pay on a level with the cells of `boundary`: when its cells' cliques take 256 KB or more on
    /// average, more than a core keeps in its cache while a search crosses them. Below that, a clique read down its
    /// columns stays in the cache after the first ones. On a city of a million junctions, columns on its top two
    /// levels (cliques of 3.3 MB and 470 KB) each took about 1.3 ms off a route of 13; on the third (60 KB), nothing.
    static func pay(_ boundary: OverlayLevel) -> Bool {
        boundary.cellCount > 0 && boundary.weightCount * MemoryLayout<Float>.size >= 256 * 1024 * boundary.cellCount
    }

    /// Whether level `level` (of `levelCount`), whose cells have the boundary `boundary`, gets columns: where they pay
    /// (``pay(_:)``), and on the level below the top, whose columns tables' backward bundles read as their rows
    /// (``Overlay/innerLevelBackward``; on a city of a million junctions a 100×100 table took 0.26 s with them, 0.32–0.36
    /// without, its targets searched one at a time).
    static func wanted(_ boundary: OverlayLevel, level: Int, levelCount: Int) -> Bool { pay(boundary) || level == levelCount - 1 }

    /// The columns of the cliques `rows` of the cells of `boundary`.
    init(boundary: OverlayLevel, rows: MappedArray<Float>) {
        self.boundary = boundary
        self.rows = rows
    }

    deinit {
        made?.deallocate()
    }

    private var made: UnsafeMutablePointer<Float>? { UnsafeMutablePointer(bitPattern: address.load(ordering: .acquiring)) }

    /// Per cell `c`: exit `x`'s column (its cost from each entry, in the cell's order of entries) starts at
    /// `cliqueStart[c] + x * entryCount(c)`; valid while this object lives. Nil until made; asking starts making them.
    var values: UnsafeBufferPointer<Float>? {
        if let columns = made { return UnsafeBufferPointer(start: columns, count: rows.count) }
        if started.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged {
            DispatchQueue.global(qos: .utility).async { _ = self.madeNow() }
        }
        return nil
    }

    /// The columns, made now when nobody has made them yet.
    func madeNow() -> UnsafeBufferPointer<Float> {
        making.withLock {
            if let columns = made { return UnsafeBufferPointer(start: columns, count: rows.count) }
            let columns = UnsafeMutablePointer<Float>.allocate(capacity: rows.count)
            for c in 0..<boundary.cellCount {
                let start = boundary.cliqueStart[c], exitCount = boundary.exitCount(c)
                let entryCount = boundary.entryCount(c)
                for i in 0..<entryCount {
                    for x in 0..<exitCount { columns[start + x * entryCount + i] = rows.buffer[start + i * exitCount + x] }
                }
            }
            address.store(Int(bitPattern: columns), ordering: .releasing)
            return UnsafeBufferPointer(start: columns, count: rows.count)
        }
    }
}
