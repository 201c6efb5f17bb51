import Foundation
import Geo
import RoadNetwork

/// Finds the nearest point on a road a profile can use, searching the segment index in growing squares.
struct Snapper {
    let network: RoadNetwork

    /// The half-width of the first square searched, metres; each next one is three times as wide. Stops lie on or
    /// near a road (clicks on the map, sample points, GPS fixes): a square of 50 m touches one or two of the index's
    /// cells (0.0025° across: 280 m north–south, less east–west), where one of 300 m touches four to nine, each listing
    /// a city's streets' hundreds of pieces.
    /// Malta, alternated with 150 m first: routes p50 0.22–0.27 against 0.28–0.30 ms, 1,000×1,000 table 78–90 against
    /// 103–106 ms (a table snaps each of its stops).
    static let firstReach = 25.0

    /// Whether `coordinate` taken the other way round (``Coordinate/swapped``) lies within `radius` of a road `snap` would
    /// take: what a stop given latitude first is told when it lies near none.
    func isNearWhenSwapped(_ coordinate: Coordinate, profile: ProfileGraph, radius: Double, isExcluded: (Int) -> Bool) -> Bool {
        coordinate.swapped.map { snap($0, profile: profile, radius: radius, isExcluded: isExcluded) != nil } ?? false
    }

    /// The nearest point within `radius` metres of `coordinate` on a road the profile may travel whose
    /// piece of network (strongly connected component) holds at least `minimumComponentSize` directed
    /// segments, skipping segments for which `isExcluded` is true; nil if there is none.
    ///
    /// With a `bearing`, only roads travelled within it there count, and the snap allows just those directions;
    /// an `approach` other than ``Approach/unrestricted`` then keeps, on a two-way road, only the direction
    /// that passes the coordinate on the side it asks for (the road's own driving side decides which is the kerb).
    func snap(_ coordinate: Coordinate, profile: ProfileGraph, radius: Double, minimumComponentSize: Int = 1,
              bearing: BearingRange? = nil, approach: Approach = .unrestricted, isExcluded: (Int) -> Bool) -> Snap? {
        let graph = network.graph
        func usable(_ s: Int) -> Bool {
            profile.componentSize(ofSegment: s) >= max(1, minimumComponentSize) && !isExcluded(s)
        }
        /// The directions of piece `i` of segment `s` the bearing allows (both without one).
        func directions(_ s: Int, piece i: Int) -> Snap.Directions {
            guard let bearing else { return .both }
            let a = graph.point(i), b = graph.point(i + 1)
            guard a != b else { return [] }
            let along = a.bearing(to: b)
            var allowed: Snap.Directions = []
            if profile.isOpen(2 * s), bearing.allows(along) { allowed.insert(.forward) }
            if profile.isOpen(2 * s + 1), bearing.allows(along + 180) { allowed.insert(.backward) }
            return allowed
        }
        let rough = RoughDistance(around: coordinate)
        var reach = min(radius, Self.firstReach)
        while true {
            var best: (segment: Int, point: Int, projection: SegmentProjection, directions: Snap.Directions)? = nil
            network.index.piecePoints(in: Self.box(around: coordinate, metres: reach)) { i in
                let a = graph.point(i), b = graph.point(i + 1)
                // Most pieces in the box are plainly farther than the best so far: skip their segment and exact projection.
                if let best, rough.isFarther(a, b, than: best.projection.distance) { return }
                let s = network.index.segment(holding: i)
                guard usable(s) else { return }
                let projection = Segment(from: a, to: b).projection(of: coordinate)
                guard projection.distance < (best?.projection.distance ?? .infinity) else { return }
                let allowed = directions(s, piece: i)
                if !allowed.isEmpty { best = (s, i, projection, allowed) }
            }
            if let best, best.projection.distance <= reach {
                guard best.projection.distance <= radius else { return nil }
                let (along, metres) = fraction(of: best.segment, point: best.point, projection: best.projection)
                var snap = Snap(segment: best.segment, fraction: along, piece: best.point, location: best.projection.point, input: coordinate,
                                distance: best.projection.distance, junction: nil, directions: best.directions)
                snap.directions = sides(of: snap, piece: best.point, approach: approach, profile: profile)
                let junction = along * metres <= 0.5 ? Int(graph.segmentFrom[best.segment])
                    : ((1 - along) * metres <= 0.5 ? Int(graph.segmentTo[best.segment]) : nil)
                if let junction, let bearing, approach == .unrestricted {
                    // Which segment at the junction came nearest is chance: the bearing chooses among all of them (as
                    // long as it leaves a way out and a way in; else the nearest segment's directions stand).
                    if takesBearing(bearing, at: junction, profile: profile, usable: usable) {
                        snap.junction = junction
                        snap.bearing = bearing
                    }
                } else if snap.directions == .both {
                    snap.junction = junction
                }
                return snap
            }
            if reach >= radius { return nil }
            reach = min(radius, reach * 3)
        }
    }

    /// Whether a route can both leave `junction` and arrive there along open, usable segments within `bearing`.
    private func takesBearing(_ bearing: BearingRange, at junction: Int, profile: ProfileGraph, usable: (Int) -> Bool) -> Bool {
        let graph = network.graph, leaving = graph.leaving(junction).map(Int.init).filter { usable($0 >> 1) }
        return leaving.contains { profile.isOpen($0) && bearing.allows(graph.bearing(of: $0, atEnd: false)) }
            && leaving.contains { profile.isOpen($0 ^ 1) && bearing.allows(graph.bearing(of: $0 ^ 1, atEnd: true)) }
    }

    /// The directions of `snap` that pass its input on the side `approach` asks for. As in OSRM, an approach
    /// only chooses between two open directions; a one-way road, or a stop on the road itself, keeps its own.
    private func sides(of snap: Snap, piece i: Int, approach: Approach, profile: ProfileGraph) -> Snap.Directions {
        let graph = network.graph, s = snap.segment
        guard approach != .unrestricted, snap.directions == .both, profile.isOpen(2 * s), profile.isOpen(2 * s + 1),
              snap.distance > 0.01 else { return snap.directions }
        let turn = (snap.location.bearing(to: snap.input) - graph.point(i).bearing(to: graph.point(i + 1)) + 720)
            .truncatingRemainder(dividingBy: 360)
        let stopOnRight = turn < 180
        let leftHand = graph.isLeftHandTraffic(segment: s)
        return approach.allows(stopOnRight: stopOnRight, leftHandTraffic: leftHand) ? .forward : .backward
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

    /// Distances from one coordinate to nearby pieces of road in a plane around it (metres east scaled by the cosine
    /// of its latitude): within a fraction of a percent of the exact distance a few kilometres out, and a hundred
    /// times cheaper than the projection on the sphere. Off near the poles, where the plane bends too fast, and beyond
    /// 5 km, where it strays.
    struct RoughDistance {
        let origin: Coordinate
        let metresEast: Double
        let works: Bool
        static let metresNorth = 111_195.0

        init(around origin: Coordinate) {
            self.origin = origin
            metresEast = cos(origin.latitude * .pi / 180) * Self.metresNorth
            works = abs(origin.latitude) < 85
        }

        /// Whether the piece `a`–`b` is certainly farther than `metres` (by 2 % and a metre, well beyond the plane's
        /// error): false when in doubt.
        func isFarther(_ a: Coordinate, _ b: Coordinate, than metres: Double) -> Bool {
            guard works, metres < 5_000 else { return false }
            let ax = Coordinate.longitudeDifference(from: origin.longitude, to: a.longitude) * metresEast
            let ay = (a.latitude - origin.latitude) * Self.metresNorth
            let dx = Coordinate.longitudeDifference(from: a.longitude, to: b.longitude) * metresEast
            let dy = (b.latitude - a.latitude) * Self.metresNorth
            let lengthSquared = dx * dx + dy * dy
            let t = lengthSquared > 0 ? max(0, min(1, -(ax * dx + ay * dy) / lengthSquared)) : 0
            let x = ax + t * dx, y = ay + t * dy
            let limit = metres * 1.02 + 1
            return x * x + y * y > limit * limit
        }
    }

    /// A box of `metres` around a coordinate.
    static func box(around c: Coordinate, metres: Double) -> BoundingBox {
        let dLat = metres / 111_195
        let dLon = metres / (111_195 * max(0.01, cos(c.latitude * .pi / 180)))
        return BoundingBox(south: c.latitude - dLat, west: c.longitude - dLon, north: c.latitude + dLat, east: c.longitude + dLon)
    }
}
