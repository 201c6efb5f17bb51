import Geo
import RoadNetwork
@testable import Routing
import TestSupport
import Testing

/// The snapper: its growing squares find the nearest piece, and the pieces it skips as plainly farther than the best so
/// far are farther indeed.
@Suite("Snapping")
struct SnapperTests {
    @Test("the growing squares find the nearest usable piece: stops from on a road to 600 m off it snap as a look at every piece would")
    func snapsToTheNearestPieceOfAll() throws {
        let url = try SharedData.url("osm/monaco.osm.pbf")
        let network = try RoadNetwork.build(from: url, profiles: [.car])
        let graph = network.graph, profile = try #require(network.profile(named: "car"))
        let snapper = Snapper(network: network)
        var random = SeededGenerator(seed: 5)
        var distances: [Double] = []
        for _ in 0..<300 {
            // A point of a random road moved up to 600 m (half the stops within 40 m, where the first square decides).
            let s = Int(random.unit() * Double(graph.segmentCount)) % graph.segmentCount
            let on = graph.point(Int(graph.firstPoint[s]))
            let offset = random.unit() < 0.5 ? 40 * random.unit() : 600 * random.unit()
            let stop = on.destination(bearing: 360 * random.unit(), distance: offset)
            var nearest = Double.infinity
            for t in 0..<graph.segmentCount where profile.componentSize(ofSegment: t) >= 1 && (profile.isOpen(2 * t) || profile.isOpen(2 * t + 1)) {
                for i in Int(graph.firstPoint[t])..<(Int(graph.firstPoint[t + 1]) - 1) {
                    nearest = min(nearest, Segment(from: graph.point(i), to: graph.point(i + 1)).projection(of: stop).distance)
                }
            }
            let snap = snapper.snap(stop, profile: profile, radius: 1000, isExcluded: { _ in false })
            if nearest <= 1000 {
                let found = try #require(snap, "\(stop): nothing within 1000 m, the nearest piece is \(nearest) m off")
                #expect(abs(found.distance - nearest) < 1e-6, "\(stop): snapped \(found.distance) m off, the nearest piece is \(nearest) m off")
                distances.append(nearest)
            } else {
                #expect(snap == nil)
            }
        }
        // Both the first square and the wider ones were put to the test.
        #expect(distances.filter { $0 < Snapper.firstReach }.count > 50 && distances.filter { $0 > 3 * Snapper.firstReach }.count > 20)
    }

    @Test("a piece called farther than a distance is farther on the sphere, anywhere on Earth, across the antimeridian too")
    func roughDistanceNeverOverstates() {
        var random = SeededGenerator(seed: 77)
        var skipped = 0
        for latitude in [-84.0, -60, -33.9, 0, 35.9, 51.5, 70, 84] {
            for longitude in [-179.999, -58.4, 0, 14.5, 179.999] {
                let origin = Coordinate(latitude: latitude, longitude: longitude)
                let rough = Snapper.RoughDistance(around: origin)
                for _ in 0..<400 {
                    // A piece up to 300 m long starting up to 6 km away, in any direction.
                    let start = origin.destination(bearing: 360 * random.unit(), distance: 6_000 * random.unit())
                    let end = start.destination(bearing: 360 * random.unit(), distance: 300 * random.unit())
                    let exact = Segment(from: start, to: end).projection(of: origin).distance
                    let limit = 5_000 * random.unit()
                    if rough.isFarther(start, end, than: limit) {
                        skipped += 1
                        #expect(exact > limit, "\(origin) \(start) \(end)")
                    }
                }
            }
        }
        // The shortcut does skip most pieces farther than the best (else it is no shortcut).
        #expect(skipped > 4_000)
    }
}
