import Foundation
import Geo
import RoadNetwork

/// Finds the nearest point on a road a profile can use, searching the segment index in growing squares.
struct Snapper {
    let network: RoadNetwork

    /// The nearest point within `radius` metres of `coordinate` on a road the profile may travel whose
    /// piece of network (strongly connected component) holds at least `minimumComponentSize` directed
    /// segments, skipping segments for which `isExcluded` is true; nil if there is none.
    func snap(_ coordinate: Coordinate, profile: ProfileGraph, radius: Double, minimumComponentSize: Int = 1,
              isExcluded: (Int) -> Bool) -> Snap? {
        let graph = network.graph
        func usable(_ s: Int) -> Bool {
            profile.componentSize(ofSegment: s) >= max(1, minimumComponentSize) && !isExcluded(s)
        }
        var reach = min(radius, 150)
        while true {
            var best: (segment: Int, point: Int, projection: SegmentProjection)? = nil
            network.index.pieces(in: Self.box(around: coordinate, metres: reach)) { s, i in
                guard usable(s) else { return }
                let projection = Segment(from: graph.point(i), to: graph.point(i + 1)).projection(of: coordinate)
                if projection.distance < (best?.projection.distance ?? .infinity) { best = (s, i, projection) }
            }
            if let best, best.projection.distance <= reach {
                guard best.projection.distance <= radius else { return nil }
                let (along, metres) = fraction(of: best.segment, point: best.point, projection: best.projection)
                let junction = along * metres <= 0.5 ? Int(graph.segmentFrom[best.segment])
                    : ((1 - along) * metres <= 0.5 ? Int(graph.segmentTo[best.segment]) : nil)
                return Snap(segment: best.segment, fraction: along, location: best.projection.point, input: coordinate,
                            distance: best.projection.distance, junction: junction)
            }
            if reach >= radius { return nil }
            reach = min(radius, reach * 3)
        }
    }

    /// The fraction along segment `s` of a projection onto its piece starting at point `i`, measured on the
    /// drawn geometry (which may be shorter than the segment's recorded length), and that geometry's length.
    private func fraction(of s: Int, point i: Int, projection: SegmentProjection) -> (fraction: Double, metres: Double) {
        let graph = network.graph
        var before = 0.0, total = 0.0
        for p in Int(graph.firstPoint[s])..<(Int(graph.firstPoint[s + 1]) - 1) {
            let piece = graph.point(p).distance(to: graph.point(p + 1))
            if p < i { before += piece }
            if p == i { before += projection.fraction * piece }
            total += piece
        }
        return (total > 0 ? min(1, max(0, before / total)) : 0, total)
    }

    /// A box of `metres` around a coordinate.
    static func box(around c: Coordinate, metres: Double) -> BoundingBox {
        let dLat = metres / 111_195
        let dLon = metres / (111_195 * max(0.01, cos(c.latitude * .pi / 180)))
        return BoundingBox(south: c.latitude - dLat, west: c.longitude - dLon, north: c.latitude + dLat, east: c.longitude + dLon)
    }
}
