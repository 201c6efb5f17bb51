/// Land and sea from OSM coastline chains (land on the left of each way) within an extract's box: closed
/// chains are islands; open ones, cut by the extract's edge, are closed along the box's edge counter-clockwise
/// (keeping land on the left), as osmcoastline does for the planet.
struct Coastline {
    /// Land polygons' rings, closed.
    let land: [[WorldPoint]]
    /// Closed chains that turn clockwise: sea enclosed by land.
    let enclosedSea: [[WorldPoint]]

    init(chains: [[WorldPoint]], box: WorldBox) {
        var land: [[WorldPoint]] = [], enclosed: [[WorldPoint]] = []
        var open: [[WorldPoint]] = []
        for chain in chains where chain.count >= 2 {
            if chain.first == chain.last {
                guard chain.count >= 4 else { continue }
                if Ring.doubleSignedArea(chain) < 0 { land.append(chain) } else { enclosed.append(chain) }
            } else {
                open.append(chain)
            }
        }
        land += Self.closeAlongEdge(open, box: box)
        self.land = land
        self.enclosedSea = enclosed
    }

    /// Rings made of the open chains joined along the box's edge.
    private static func closeAlongEdge(_ chains: [[WorldPoint]], box: WorldBox) -> [[WorldPoint]] {
        let edge = BoxEdge(box)
        let starts = chains.map { edge.position(of: $0[0]) }
        let ends = chains.map { edge.position(of: $0[$0.count - 1]) }
        var used = [Bool](repeating: false, count: chains.count)
        var rings: [[WorldPoint]] = []
        for first in chains.indices where !used[first] {
            var ring: [WorldPoint] = []
            var current = first
            while true {
                used[current] = true
                ring.append(edge.point(at: starts[current]))
                ring += chains[current]
                ring.append(edge.point(at: ends[current]))
                // The chain whose start comes next going counter-clockwise along the edge (the first one included).
                let from = ends[current]
                let next = chains.indices.filter { !used[$0] || $0 == first }
                    .min { BoxEdge.ahead(from, starts[$0]) < BoxEdge.ahead(from, starts[$1]) }!
                ring += edge.corners(from: from, to: starts[next])
                if next == first { break }
                current = next
            }
            ring.append(ring[0])
            rings.append(ring)
        }
        return rings
    }
}

/// Positions along a box's edge, counted counter-clockwise on the map from its south-west corner: 0…1 the
/// south side, 1…2 the east, 2…3 the north, 3…4 the west.
struct BoxEdge {
    let box: WorldBox

    init(_ box: WorldBox) { self.box = box }

    /// How far `to` lies ahead of `from` going counter-clockwise, in 0..<4.
    static func ahead(_ from: Double, _ to: Double) -> Double {
        let d = (to - from).truncatingRemainder(dividingBy: 4)
        return d < 0 ? d + 4 : d
    }

    /// The position of the point of the edge nearest to `point`.
    func position(of point: WorldPoint) -> Double {
        let w = max(Double(box.maxX - box.minX), 1), h = max(Double(box.maxY - box.minY), 1)
        let x = min(max(Double(point.x), Double(box.minX)), Double(box.maxX))
        let y = min(max(Double(point.y), Double(box.minY)), Double(box.maxY))
        let distances = [Double(box.maxY) - y, Double(box.maxX) - x, y - Double(box.minY), x - Double(box.minX)]
        let side = distances.indices.min { distances[$0] < distances[$1] }!
        switch side {
        case 0: return (x - Double(box.minX)) / w
        case 1: return 1 + (Double(box.maxY) - y) / h
        case 2: return 2 + (Double(box.maxX) - x) / w
        default: return 3 + (y - Double(box.minY)) / h
        }
    }

    /// The point of the edge at `position`.
    func point(at position: Double) -> WorldPoint {
        let w = Double(box.maxX - box.minX), h = Double(box.maxY - box.minY)
        let side = min(Int(position), 3), f = position - Double(side)
        let (x, y): (Double, Double) = switch side {
        case 0: (Double(box.minX) + f * w, Double(box.maxY))
        case 1: (Double(box.maxX), Double(box.maxY) - f * h)
        case 2: (Double(box.maxX) - f * w, Double(box.minY))
        default: (Double(box.minX), Double(box.minY) + f * h)
        }
        return WorldPoint(x: Int32(x.rounded()), y: Int32(y.rounded()))
    }

    /// The corners passed going counter-clockwise from `from` to `to`.
    func corners(from: Double, to: Double) -> [WorldPoint] {
        let span = Self.ahead(from, to)
        var corners: [WorldPoint] = []
        var next = from.rounded(.down) + 1
        while next - from < span {
            corners.append(box.corners[Int(next.truncatingRemainder(dividingBy: 4))])
            next += 1
        }
        return corners
    }
}
