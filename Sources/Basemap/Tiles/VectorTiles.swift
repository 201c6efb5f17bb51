/// Cuts a ``Basemap`` into Mapbox Vector Tiles: per tile, the features it touches at its zoom, simplified to
/// half a pixel, clipped to the tile plus a small buffer, in layers named by ``BasemapLayer/name``.
///
/// ```swift
/// let tiles = VectorTiles(basemap: basemap)
/// let bytes = tiles.tile(TileID(z: 14, x: 8800, y: 6430)!)   // protobuf, empty when nothing is there
/// ```
public struct VectorTiles: Sendable {
    /// The most detailed zoom level cut; clients draw deeper zooms from its tiles.
    public static let maximumZoom = 16
    /// Tile coordinates run over 0..<extent on both axes.
    public static let extent = 4096
    /// How far features reach past a tile's edges, in tile units (so strokes meet across edges).
    static let buffer = 64.0

    public let basemap: Basemap

    public init(basemap: Basemap) { self.basemap = basemap }

    /// The tile's bytes (uncompressed protobuf); empty when no feature touches it.
    public func tile(_ id: TileID) -> [UInt8] {
        let size = Double(Int64(WorldPoint.size) >> id.z)
        let scale = Double(Self.extent) / size
        let originX = Double(id.x) * size, originY = Double(id.y) * size
        let reach = Self.buffer / scale
        let query = WorldBox(minX: Int32(clamping: Int64((originX - reach).rounded(.down))),
                             minY: Int32(clamping: Int64((originY - reach).rounded(.down))),
                             maxX: Int32(clamping: Int64((originX + size + reach).rounded(.up))),
                             maxY: Int32(clamping: Int64((originY + size + reach).rounded(.up))))
        var found: [Int] = []
        basemap.index.search(query) { feature in
            if Int(basemap.minZooms[feature]) <= id.z { found.append(feature) }
        }
        guard !found.isEmpty else { return [] }
        found.sort()
        // Half a pixel of a 512-pixel tile; none at the deepest zoom, whose tiles are overzoomed.
        let tolerance = id.z >= Self.maximumZoom ? 0 : Double(Self.extent) / 1024
        let low = -Self.buffer, high = Double(Self.extent) + Self.buffer
        var layers = BasemapLayer.allCases.map { VectorTileEncoder.Layer(name: $0.name) }
        for feature in found {
            let transform = { (i: Int) -> TileGeometry.Point in
                ((Double(basemap.xs[i]) - originX) * scale, (Double(basemap.ys[i]) - originY) * scale)
            }
            var geometry = VectorTileEncoder.Geometry()
            switch basemap.geometry(feature) {
            case .point:
                let points = basemap.parts(feature).joined().map(transform).filter { (0..<Double(Self.extent)).contains($0.x) && (0..<Double(Self.extent)).contains($0.y) }
                geometry.add(points: points.map(Self.rounded))
            case .line:
                for part in basemap.parts(feature) {
                    let line = TileGeometry.simplify(part.map(transform), tolerance: tolerance)
                    for piece in TileGeometry.clip(line: line, low: low, high: high) {
                        let points = Self.deduplicated(piece.map(Self.rounded))
                        if points.count >= 2 { geometry.add(points, closed: false) }
                    }
                }
            case .polygon:
                for (number, part) in basemap.parts(feature).enumerated() {
                    var ring = TileGeometry.simplify(part.map(transform), tolerance: tolerance)
                    ring.removeLast()  // the repeated first point
                    let points = Self.deduplicated(TileGeometry.clip(ring: ring, low: low, high: high).map(Self.rounded))
                    guard points.count >= 3 else {
                        if number == 0 { break } else { continue }
                    }
                    let area = Self.doubleSignedArea(points)
                    guard area != 0 else { if number == 0 { break } else { continue } }
                    // Outer rings clockwise on screen (positive area), holes the other way.
                    geometry.add((area > 0) == (number == 0) ? points : points.reversed(), closed: true)
                }
            }
            guard !geometry.commands.isEmpty else { continue }
            var attributes: [(String, VectorTileEncoder.Value)] = [("kind", .string(basemap.kind(feature)))]
            let name = basemap.name(feature)
            if !name.isEmpty { attributes.append(("name", .string(name))) }
            if basemap.ranks[feature] > 0 { attributes.append(("rank", .unsigned(UInt64(basemap.ranks[feature])))) }
            layers[Int(basemap.layers[feature])].add(id: UInt64(feature + 1), type: basemap.geometry(feature),
                                                     attributes: attributes, geometry: geometry.commands)
        }
        var tile = ProtobufWriter()
        for layer in layers where layer.count > 0 { tile.message(field: 3, layer.encoded(extent: UInt32(Self.extent))) }
        return tile.bytes
    }

    private static func rounded(_ point: TileGeometry.Point) -> (x: Int32, y: Int32) {
        (Int32(point.x.rounded()), Int32(point.y.rounded()))
    }

    private static func deduplicated(_ points: [(x: Int32, y: Int32)]) -> [(x: Int32, y: Int32)] {
        var result: [(x: Int32, y: Int32)] = []
        result.reserveCapacity(points.count)
        for point in points where result.last.map({ $0 != point }) ?? true { result.append(point) }
        if result.count > 1, result[0] == result[result.count - 1] { result.removeLast() }
        return result
    }

    private static func doubleSignedArea(_ ring: [(x: Int32, y: Int32)]) -> Int64 {
        var sum: Int64 = 0
        for i in ring.indices {
            let a = ring[i], b = ring[(i + 1) % ring.count]
            sum += Int64(a.x) * Int64(b.y) - Int64(b.x) * Int64(a.y)
        }
        return sum
    }
}

/// A tile's address: zoom, column (from the antimeridian eastwards) and row (from the north).
public struct TileID: Hashable, Sendable, CustomStringConvertible {
    public let z: Int
    public let x: Int
    public let y: Int

    /// The tile, or nil when `z` is outside 0…``VectorTiles/maximumZoom`` or `x`, `y` outside 0..<2^z.
    public init?(z: Int, x: Int, y: Int) {
        guard (0...VectorTiles.maximumZoom).contains(z), (0..<(1 << z)).contains(x), (0..<(1 << z)).contains(y) else { return nil }
        self.z = z
        self.x = x
        self.y = y
    }

    public var description: String { "\(z)/\(x)/\(y)" }
}
