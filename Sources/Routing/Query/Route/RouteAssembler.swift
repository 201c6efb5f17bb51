import Geo
import RoadNetwork

/// Turns a path of directed segments between two snapped stops into a ``RouteLeg``: the pieces travelled
/// (the first and last cut at the stops), their geometry, distance and duration, and the other roads at
/// each junction passed.
struct RouteAssembler {
    let graph: RoadGraph
    let profile: ProfileGraph
    /// Whether each piece lists the other exits at the junction where it starts (what steps are made of).
    var steps = true
    /// Whether each piece carries the OSM node of each of its points (``RoutePiece/nodes``).
    var nodes = true

    /// The leg along `path` (turn-graph nodes, first to last) from `source` to `target`.
    func leg(nodes path: [UInt32], from source: Snap, to target: Snap) -> RouteLeg {
        var pieces: [RoutePiece] = []
        pieces.reserveCapacity(path.count)
        for (index, node) in path.enumerated() {
            let d = profile.segment(ofNode: Int(node))
            let from = index == 0 ? source.position(on: d, in: graph) : 0
            let to = index == path.count - 1 ? target.position(on: d, in: graph) : 1
            let portion = max(0, to - from)
            let s = d >> 1
            var duration = portion * Double(profile.duration[d])
            let turn = index > 0 ? turnCost(from: Int(path[index - 1]), to: Int(node)) : 0
            let (geometry, points) = from == 0 && to == 1 ? (graph.geometry(of: d), nil) : slice(d, from: from, to: to)
            let stretches = profile.stretchTimes.times(of: d).map { stretchValues($0, of: d, geometry: geometry, points: points, turn: turn) }
            duration = (stretches?.seconds.reduce(0, +) ?? duration + turn)
            var piece = RoutePiece(
                geometry: geometry,
                distance: portion * Double(graph.length[s]),
                duration: duration,
                name: graph.name(ofSegment: s),
                ref: graph.ref(ofSegment: s),
                roadClass: graph.roadClass(ofSegment: s),
                isRoundabout: graph.isRoundabout(segment: s),
                isFerry: graph.isFerry(segment: s),
                otherExits: index == 0 || !steps ? [] : otherExits(at: d, arrivedBy: profile.segment(ofNode: Int(path[index - 1]))),
                otherRoads: index == 0 ? 0 : max(0, graph.leaving(graph.start(of: d)).count - 2),
                datasource: profile.datasource(of: d),
                nodes: nodes ? osmNodes(of: d, points: points) : [],
                isPushed: profile.isPushed(d),
                isLeftHandTraffic: graph.isLeftHandTraffic(segment: s),
                classes: RoadExclusions.classes(ofSegment: s, in: graph))
            if let stretches {
                piece.stretchDurations = stretches.seconds
                piece.stretchDatasources = stretches.sources
            }
            pieces.append(piece)
        }
        // The leg starts and ends exactly at the snapped stops.
        pieces[0].geometry[0] = source.location
        pieces[pieces.count - 1].geometry[pieces[pieces.count - 1].geometry.count - 1] = target.location
        var geometry: [Coordinate] = []
        geometry.reserveCapacity(pieces.reduce(0) { $0 + $1.geometry.count })
        for piece in pieces { geometry.append(skippingRepeats: piece.geometry) }
        return RouteLeg(distance: pieces.reduce(0) { $0 + $1.distance }, duration: pieces.reduce(0) { $0 + $1.duration },
                        geometry: geometry.asLine, pieces: pieces)
    }

    /// Per pair of consecutive points of a piece of directed segment `d` (its `geometry`; cut at `points` as
    /// ``slice(_:from:to:)`` gives them, or whole), the seconds of the stretch it lies on in proportion to its length,
    /// plus its share by length of the `turn`'s cost, and where they come from.
    private func stretchValues(_ times: StretchTimes.Segment, of d: Int, geometry: [Coordinate], points: [Int]?, turn: Double)
        -> (seconds: [Double], sources: [ProfileGraph.Datasource]) {
        // A whole piece is the segment's geometry already.
        let whole = points == nil ? geometry : graph.geometry(of: d)
        let lengths = geometry.stretchLengths
        let total = lengths.reduce(0, +)
        var seconds: [Double] = [], sources: [ProfileGraph.Datasource] = []
        for (j, metres) in lengths.enumerated() {
            // The stretch the pair lies on: the node it ends at less one (a cut stands for the node after it).
            let k = min(max(0, (points?[j + 1] ?? j + 1) - 1), times.seconds.count - 1)
            let stretch = whole[k].distance(to: whole[k + 1])
            let own = metres > 0 && stretch > 0 ? Double(times.seconds[k]) * min(1, metres / stretch) : 0
            seconds.append(own + (total > 0 ? turn * metres / total : turn / Double(lengths.count)))
            sources.append(times.named[k] ? .speeds : .profile)
        }
        return (seconds, sources)
    }

    /// The turn's cost beyond the next segment's own duration (e.g. a U-turn penalty), between turn-graph nodes.
    private func turnCost(from n: Int, to m: Int) -> Double {
        let time = profile.timeGraph
        for arc in Int(time.firstArc[n])..<Int(time.firstArc[n + 1]) where Int(time.target[arc]) == m {
            return max(0, Double(time.weight[arc]) - Double(profile.duration[profile.segment(ofNode: m)]))
        }
        return 0
    }

    /// Bearings of the roads the profile could take at the start of `d`, other than `d` and the way back.
    private func otherExits(at d: Int, arrivedBy previous: Int) -> [Double] {
        let junction = graph.start(of: d)
        return graph.leaving(junction).compactMap { next in
            let e = Int(next)
            guard e != d, e != previous ^ 1, profile.isOpen(e) else { return nil }
            return initialBearing(of: e)
        }
    }

    /// The bearing of the first ~15 m of a directed segment (read in place, without copying its geometry).
    func initialBearing(of d: Int) -> Double {
        let s = d >> 1
        let firstIndex = Int(graph.firstPoint[s]), lastIndex = Int(graph.firstPoint[s + 1]) - 1
        let forward = d & 1 == 0
        let start = graph.point(forward ? firstIndex : lastIndex)
        var ahead = graph.point(forward ? lastIndex : firstIndex)
        for step in 1...max(1, lastIndex - firstIndex) {
            let candidate = graph.point(forward ? firstIndex + step : lastIndex - step)
            if start.distance(to: candidate) >= 15 {
                ahead = candidate
                break
            }
        }
        return start.bearing(to: ahead)
    }

    /// The OSM node ids of directed segment `d`'s points in travel order — all of them, or those at positions
    /// `points` (as ``slice(_:from:to:)`` gives them); empty when the map keeps no ids.
    private func osmNodes(of d: Int, points: [Int]?) -> [Int64] {
        guard !graph.pointNode.isEmpty else { return [] }
        let s = d >> 1
        var ids = graph.pointNode.ids(Int(graph.firstPoint[s]) ..< Int(graph.firstPoint[s + 1]))
        if d & 1 == 1 { ids.reverse() }
        return points.map { $0.map { ids[$0] } } ?? ids
    }

    /// The part of directed segment `d` between fractions `from` and `to` of its length, in travel order, and for
    /// each of its coordinates the position in the segment's points (travel order) of the node it stands for: a
    /// point cut between two nodes at the start stands for the node before it, at the end for the node after; a cut
    /// on a node stands for that node (OSM's consecutive nodes, as `annotation.nodes` lists them).
    func slice(_ d: Int, from: Double, to: Double) -> (geometry: [Coordinate], points: [Int]) {
        let points = graph.geometry(of: d)
        // Fractions are of the drawn geometry (which may be shorter than the recorded length).
        let lengths = points.stretchLengths, total = lengths.reduce(0, +)
        let start = from * total, end = to * total
        var result: [Coordinate] = [], sources: [Int] = []
        var travelled = 0.0
        for i in 0..<(points.count - 1) {
            let a = points[i], b = points[i + 1], length = lengths[i]
            let next = travelled + length
            // A cut within a millimetre of a node is on it (the fractions come from the stops' projections).
            if result.isEmpty && (next > start + 0.001 || i == points.count - 2) {
                result.append(interpolate(a, b, length > 0 ? (start - travelled) / length : 0))
                sources.append(i)
            }
            if !result.isEmpty {
                if next >= end - 0.001 {
                    result.append(interpolate(a, b, length > 0 ? (end - travelled) / length : 0))
                    sources.append(i + 1)
                    return (result, sources)
                }
                result.append(b)
                sources.append(i + 1)
            }
            travelled = next
        }
        if result.isEmpty, let last = points.last { result = [last]; sources = [points.count - 1] }
        if result.count == 1 { result.append(result[0]); sources.append(sources[0]) }
        return (result, sources)
    }

    private func interpolate(_ a: Coordinate, _ b: Coordinate, _ t: Double) -> Coordinate {
        let t = min(1, max(0, t))
        return Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * t,
                          longitude: a.longitude + Coordinate.longitudeDifference(from: a.longitude, to: b.longitude) * t)
    }
}
