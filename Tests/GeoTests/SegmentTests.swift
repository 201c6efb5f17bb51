import Testing
@testable import Geo

@Suite struct SegmentTests {
    @Test func projectsOntoTheMiddle() {
        let segment = Segment(from: c(0, 0), to: c(0, 1))
        let p = segment.projection(of: c(0.01, 0.5))
        #expect(abs(p.fraction - 0.5) < 1e-9)
        #expect(abs(p.point.latitude) < 1e-12 && abs(p.point.longitude - 0.5) < 1e-9)
        #expect(abs(p.distance - 0.01 * Earth.metresPerDegree) < 0.01)
    }

    @Test func clampsToTheEnds() {
        let segment = Segment(from: c(0, 0), to: c(0, 1))
        let before = segment.projection(of: c(0, -1))
        #expect(before.fraction == 0 && before.point == c(0, 0))
        let after = segment.projection(of: c(1, 2))
        #expect(after.fraction == 1 && after.point == c(0, 1))
        #expect(abs(after.distance - c(1, 2).distance(to: c(0, 1))) < 1e-6)
    }

    @Test func degenerateSegmentProjectsToItsStart() {
        let p = Segment(from: c(5, 5), to: c(5, 5)).projection(of: c(5, 6))
        #expect(p.fraction == 0 && p.point == c(5, 5))
    }

    @Test func boxTheShortWayRound() {
        let across = Segment(from: c(-16.5, 179.9), to: c(-16.4, -179.9)).boundingBox
        #expect(across.crossesAntimeridian && abs(across.longitudeSpan - 0.2) < 1e-9)
        #expect(abs(across.west - 179.9) < 1e-9 && abs(across.east + 179.9) < 1e-9 && across.south == -16.5 && across.north == -16.4)
        #expect(Segment(from: c(1, 2), to: c(0, 3)).boundingBox == BoundingBox(south: 0, west: 2, north: 1, east: 3))
    }

    @Test func projectionAcrossTheAntimeridian() {
        let segment = Segment(from: c(0, 179.9), to: c(0, -179.9))
        let p = segment.projection(of: c(0.001, 180))
        #expect(abs(p.fraction - 0.5) < 1e-6)
        #expect(abs(abs(p.point.longitude) - 180) < 1e-9)
        #expect(p.distance < 112)  // 0.001° of latitude, not half the world
        let q = segment.projection(of: c(0, -179.95))
        #expect(abs(q.fraction - 0.75) < 1e-6 && q.distance < 1e-6)
    }

    @Test(arguments: [
        (Segment(from: c(0, 0), to: c(2, 2)), Segment(from: c(0, 2), to: c(2, 0)), true),   // crossing
        (Segment(from: c(0, 0), to: c(1, 1)), Segment(from: c(1, 1), to: c(2, 0)), true),   // sharing an end
        (Segment(from: c(0, 0), to: c(2, 0)), Segment(from: c(1, 0), to: c(3, 0)), true),   // overlapping
        (Segment(from: c(0, 0), to: c(2, 0)), Segment(from: c(1, 0), to: c(1, 5)), true),   // T-junction
        (Segment(from: c(0, 0), to: c(1, 0)), Segment(from: c(2, 0), to: c(3, 0)), false),  // collinear apart
        (Segment(from: c(0, 0), to: c(1, 1)), Segment(from: c(0, 1), to: c(0.4, 0.6)), false),
        (Segment(from: c(0, 0), to: c(0, 1)), Segment(from: c(1, 0), to: c(1, 1)), false),  // parallel
        (Segment(from: c(-1, 179.9), to: c(1, -179.9)), Segment(from: c(1, 179.9), to: c(-1, -179.9)), true),
        (Segment(from: c(-1, 179.9), to: c(1, -179.9)), Segment(from: c(-1, 0), to: c(1, 0)), false),
    ])
    func segmentIntersection(a: Segment, b: Segment, expected: Bool) {
        #expect(a.intersects(b) == expected)
        #expect(b.intersects(a) == expected)
    }

    @Test func lengthIsTheGreatCircleDistance() {
        #expect(Segment(from: Places.kyiv, to: Places.lviv).length == Places.kyiv.distance(to: Places.lviv))
    }
}
