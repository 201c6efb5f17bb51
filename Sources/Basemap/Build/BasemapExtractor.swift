import Foundation
import OSM

extension Basemap {
    /// The basemap of an OSM extract, read in three passes (multipolygons, then ways, then the nodes they use
    /// and the named places); memory grows with what is kept, not with the file.
    ///
    /// Throws what ``OSMReader`` throws for a damaged file.
    public static func extract(from reader: OSMReader, progress: (String) -> Void = { _ in }) throws -> Basemap {
        var gathered = GatheredWays()
        progress("basemap: reading multipolygons")
        try reader.read(relations: { relation in
            guard relation.tags["type"] == "multipolygon", let kind = FeatureClass.area(relation.tags) else { return }
            var outer: [Int64] = [], inner: [Int64] = []
            for member in relation.members where member.type == .way {
                if member.role == "inner" { inner.append(member.ref) } else { outer.append(member.ref) }
            }
            gathered.multipolygons.append(.init(kind: kind, name: relation.tags["name"] ?? "", outer: outer, inner: inner))
            gathered.memberWays.formUnion(outer)
            gathered.memberWays.formUnion(inner)
        })
        progress("basemap: reading ways")
        try reader.read(ways: { way in gathered.add(way) })
        progress("basemap: reading \(gathered.nodeIndex.count) nodes")
        var points = [WorldPoint](repeating: WorldPoint(x: -1, y: -1), count: gathered.nodeIndex.count)
        var builder = BasemapBuilder()
        try reader.read(nodes: { node in
            let point = WorldPoint(latitudeE7: node.latitudeE7, longitudeE7: node.longitudeE7)
            if let index = gathered.nodeIndex[node.id] { points[Int(index)] = point }
            if !node.tags.isEmpty, let name = node.tags["name"], let kind = FeatureClass.place(node.tags) {
                builder.add(.place, .point, kind: kind.kind, name: name, minZoom: kind.minZoom, rank: kind.rank, parts: [[point]])
            }
        })
        guard let box = Self.extent(of: points.filter { $0.x >= 0 }) else { return builder.build() }
        gathered.build(into: &builder, points: points, box: box)
        return builder.build()
    }
}

extension Basemap {
    /// The area a map covers, for its sea and land: the box from the 0.2 % to the 99.8 % quantile of its
    /// points on each axis, widened by a tenth — extracts carry a few far-off nodes (a maritime boundary, a
    /// ferry's other end) that must not spread the sea over a neighbouring country.
    static func extent(of points: [WorldPoint]) -> WorldBox? {
        guard !points.isEmpty else { return nil }
        let xs = points.map(\.x).sorted(), ys = points.map(\.y).sorted()
        func quantile(_ values: [Int32], _ q: Double) -> Int64 { Int64(values[Int(Double(values.count - 1) * q)]) }
        let (x0, x1, y0, y1) = (quantile(xs, 0.002), quantile(xs, 0.998), quantile(ys, 0.002), quantile(ys, 0.998))
        let marginX = (x1 - x0) / 10 + 1000, marginY = (y1 - y0) / 10 + 1000
        let limit = Int64(WorldPoint.size - 1)
        return WorldBox(minX: Int32(max(0, x0 - marginX)), minY: Int32(max(0, y0 - marginY)),
                        maxX: Int32(min(limit, x1 + marginX)), maxY: Int32(min(limit, y1 + marginY)))
    }
}

/// The ways a basemap keeps from the second pass, by node ids, and the node ids they need.
private struct GatheredWays {
    struct Multipolygon {
        var kind: FeatureClass
        var name: String
        var outer: [Int64]
        var inner: [Int64]
    }

    var multipolygons: [Multipolygon] = []
    var memberWays = Set<Int64>()
    var memberNodes: [Int64: [Int64]] = [:]
    var coastline: [[Int64]] = []
    var areas: [(kind: FeatureClass, name: String, nodes: [Int64])] = []
    var lines: [(kind: FeatureClass, name: String, nodes: [Int64])] = []
    /// OSM node id → index of its point.
    var nodeIndex: [Int64: Int32] = [:]

    mutating func add(_ way: OSMWay) {
        guard way.nodeIDs.count >= 2 else { return }
        var kept = false
        if memberWays.contains(way.id) { memberNodes[way.id] = way.nodeIDs; kept = true }
        if way.tags["natural"] == "coastline" { coastline.append(way.nodeIDs); kept = true }
        if way.nodeIDs.count >= 4, way.nodeIDs.first == way.nodeIDs.last, let kind = FeatureClass.area(way.tags),
           way.tags["highway"] == nil || way.tags["area"] == "yes" {
            areas.append((kind, way.tags["name"] ?? "", way.nodeIDs)); kept = true
        } else if let kind = FeatureClass.line(way.tags) {
            lines.append((kind, way.tags["name"] ?? "", way.nodeIDs)); kept = true
        }
        guard kept else { return }
        for id in way.nodeIDs where nodeIndex[id] == nil { nodeIndex[id] = Int32(nodeIndex.count) }
    }

    /// Adds every gathered feature whose nodes are all known.
    func build(into builder: inout BasemapBuilder, points: [WorldPoint], box: WorldBox) {
        func resolve(_ ids: [Int64]) -> [WorldPoint]? {
            var line: [WorldPoint] = []
            line.reserveCapacity(ids.count)
            for id in ids {
                guard let index = nodeIndex[id], points[Int(index)].x >= 0 else { return nil }
                line.append(points[Int(index)])
            }
            return line
        }
        func addPolygon(_ kind: FeatureClass, name: String, outer: [WorldPoint], holes: [[WorldPoint]]) {
            let area = abs(Ring.doubleSignedArea(outer)) / 2
            let zoom = kind.minZoom(forArea: area)
            guard zoom <= VectorTiles.maximumZoom else { return }
            builder.addPolygon(kind.layer, kind: kind.kind, name: name, minZoom: zoom, rings: [outer] + holes)
        }
        // Land and sea.
        let coast = Coastline(chains: WayJoiner.chains(coastline).compactMap(resolve), box: box)
        let land = coast.land.isEmpty && coast.enclosedSea.isEmpty && coastline.isEmpty ? [box.corners + [box.corners[0]]] : coast.land
        for ring in land { builder.addPolygon(.earth, kind: "land", minZoom: 0, rings: [ring]) }
        if !coastline.isEmpty {
            builder.addPolygon(.water, kind: "ocean", minZoom: 0, rings: [box.corners + [box.corners[0]]] + coast.land)
            for ring in coast.enclosedSea { builder.addPolygon(.water, kind: "ocean", minZoom: 0, rings: [ring]) }
        }
        // Areas drawn from closed ways and multipolygons.
        for area in areas {
            guard let ring = resolve(area.nodes) else { continue }
            addPolygon(area.kind, name: area.name, outer: ring, holes: [])
        }
        for polygon in multipolygons {
            let outers = WayJoiner.rings(polygon.outer.compactMap { memberNodes[$0] }).compactMap(resolve)
            let inners = WayJoiner.rings(polygon.inner.compactMap { memberNodes[$0] }).compactMap(resolve)
            for outer in outers {
                let holes = inners.filter { Ring.contains(outer, $0[0]) }
                addPolygon(polygon.kind, name: polygon.name, outer: outer, holes: holes)
            }
        }
        // Roads and waterways.
        for line in lines {
            guard let points = resolve(line.nodes) else { continue }
            builder.add(line.kind.layer, .line, kind: line.kind.kind, name: line.name, minZoom: line.kind.minZoom, parts: [points])
        }
    }
}
