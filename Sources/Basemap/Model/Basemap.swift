/// What a map needs to be drawn under its routes, kept from the OpenStreetMap extract at import: land and sea,
/// water, land cover, buildings, roads by class and names, in Web Mercator world units (``WorldPoint``),
/// indexed for cutting vector tiles (``VectorTiles``).
///
/// Stored column-wise: feature `f` has parts `partStarts[f]..<partStarts[f + 1]` (a line's pieces, or a
/// polygon's outer ring then its holes), and part `p` has points `pointStarts[p]..<pointStarts[p + 1]`.
public struct Basemap: Sendable {
    /// Per feature: its ``BasemapLayer``.
    public internal(set) var layers: [UInt8]
    /// Per feature: its ``BasemapGeometry``.
    public internal(set) var geometries: [UInt8]
    /// Per feature: its kind (`ocean`, `park`, `primary`, `town`, …), an index into ``kinds``.
    public internal(set) var kindIndices: [UInt16]
    /// Per feature: its name, an index into ``names`` (0: unnamed).
    public internal(set) var nameIndices: [UInt32]
    /// Per feature: the lowest zoom level whose tiles carry it.
    public internal(set) var minZooms: [UInt8]
    /// Per feature: its rank (places: 1 = city … 6 = neighbourhood; 0 otherwise).
    public internal(set) var ranks: [UInt8]
    /// Per feature + 1: where its parts start in ``pointStarts``.
    public internal(set) var partStarts: [UInt32]
    /// Per part + 1: where its points start in ``xs`` and ``ys``.
    public internal(set) var pointStarts: [UInt32]
    public internal(set) var xs: [Int32]
    public internal(set) var ys: [Int32]
    /// The distinct kinds.
    public internal(set) var kinds: [String]
    /// The distinct names; the first is the empty name.
    public internal(set) var names: [String]
    /// The features' bounding boxes, for finding those a tile touches.
    public internal(set) var index: FeatureIndex

    /// How many features there are.
    public var count: Int { layers.count }

    /// The layer of feature `f`.
    public func layer(_ f: Int) -> BasemapLayer { BasemapLayer(rawValue: layers[f]) ?? .earth }

    /// The geometry type of feature `f`.
    public func geometry(_ f: Int) -> BasemapGeometry { BasemapGeometry(rawValue: geometries[f]) ?? .point }

    /// The kind of feature `f`.
    public func kind(_ f: Int) -> String { kinds[Int(kindIndices[f])] }

    /// The name of feature `f` ("" when unnamed).
    public func name(_ f: Int) -> String { names[Int(nameIndices[f])] }

    /// The parts of feature `f`, each a range of point indices.
    public func parts(_ f: Int) -> [Range<Int>] {
        (Int(partStarts[f])..<Int(partStarts[f + 1])).map { Int(pointStarts[$0])..<Int(pointStarts[$0 + 1]) }
    }

    /// The bounding box of every feature, or nil for an empty basemap.
    public var bounds: WorldBox? { index.bounds }
}
