/// Gathers features into a ``Basemap``'s columns and indexes them.
struct BasemapBuilder {
    private var map = Basemap(layers: [], geometries: [], kindIndices: [], nameIndices: [], minZooms: [], ranks: [],
                              partStarts: [0], pointStarts: [0], xs: [], ys: [], kinds: [], names: [""],
                              index: FeatureIndex(boxes: []))
    private var kindNumbers: [String: UInt16] = [:]
    private var nameNumbers: [String: UInt32] = ["": 0]
    private var boxes: [WorldBox] = []

    /// Adds a feature made of `parts` (a point: one part of one point; a polygon: its outer ring first).
    mutating func add(_ layer: BasemapLayer, _ geometry: BasemapGeometry, kind: String, name: String = "",
                      minZoom: Int, rank: Int = 0, parts: [[WorldPoint]]) {
        guard let box = WorldBox(enclosing: parts.joined()) else { return }
        map.layers.append(layer.rawValue)
        map.geometries.append(geometry.rawValue)
        map.kindIndices.append(Self.number(of: kind, in: &kindNumbers, list: &map.kinds))
        map.nameIndices.append(Self.number(of: name, in: &nameNumbers, list: &map.names))
        map.minZooms.append(UInt8(clamping: minZoom))
        map.ranks.append(UInt8(clamping: rank))
        for part in parts {
            for point in part {
                map.xs.append(point.x)
                map.ys.append(point.y)
            }
            map.pointStarts.append(UInt32(map.xs.count))
        }
        map.partStarts.append(UInt32(map.pointStarts.count - 1))
        boxes.append(box)
    }

    /// Adds a polygon (outer ring, then holes; rings closed), split into pieces when it has many points.
    mutating func addPolygon(_ layer: BasemapLayer, kind: String, name: String = "", minZoom: Int, rings: [[WorldPoint]]) {
        for piece in PolygonSplitter.pieces(rings) {
            add(layer, .polygon, kind: kind, name: name, minZoom: minZoom, parts: piece)
        }
    }

    /// The basemap, indexed.
    func build() -> Basemap {
        var built = map
        built.index = FeatureIndex(boxes: boxes)
        return built
    }

    private static func number<N: FixedWidthInteger>(of value: String, in numbers: inout [String: N], list: inout [String]) -> N {
        if let known = numbers[value] { return known }
        let next = N(list.count)
        numbers[value] = next
        list.append(value)
        return next
    }
}
