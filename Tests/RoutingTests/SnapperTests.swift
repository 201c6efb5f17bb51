import Geo
@testable import Routing
import TestSupport
import Testing

/// The snapper's shortcut: pieces it skips as plainly farther than the best so far must be farther indeed.
@Suite("Snapping's rough distances")
struct SnapperTests {
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
