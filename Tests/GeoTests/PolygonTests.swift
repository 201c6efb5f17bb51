import Testing
@testable import Geo

@Suite struct PolygonTests {
    /// A 10°×10° square at the origin with a 4°×4° hole in its middle.
    let square: Polygon
    init() throws {
        square = try Polygon(
            outer: [c(0, 0), c(0, 10), c(10, 10), c(10, 0), c(0, 0)],
            holes: [[c(3, 3), c(7, 3), c(7, 7), c(3, 7)]])
    }

    @Test func storesRingsOpenAndCachesItsBox() {
        #expect(square.outer.count == 4 && square.holes[0].count == 4)
        #expect(square.boundingBox == BoundingBox(south: 0, west: 0, north: 10, east: 10))
        #expect(square.closedRings[0].first == square.closedRings[0].last)
    }

    @Test(arguments: [
        (c(1, 1), true), (c(9, 5), true), (c(5, 5), false),  // inside, inside, in the hole
        (c(11, 5), false), (c(-1, 5), false), (c(5, 20), false),
        (c(0, 5), true), (c(0, 0), true), (c(10, 10), true),  // on the outer boundary
        (c(3, 5), true), (c(7, 7), true),  // on the hole's boundary
    ])
    func pointInPolygon(point: Coordinate, inside: Bool) {
        #expect(square.contains(point) == inside)
    }

    @Test(arguments: [
        (Segment(from: c(5, -5), to: c(5, 1)), true),     // enters
        (Segment(from: c(1, -5), to: c(1, 15)), true),    // crosses through
        (Segment(from: c(1, 1), to: c(2, 2)), true),      // inside
        (Segment(from: c(5, -1), to: c(5, 11)), true),    // crosses the hole but also the area
        (Segment(from: c(4, 4), to: c(6, 6)), false),     // inside the hole
        (Segment(from: c(-5, 10), to: c(0, 15)), false),  // outside, diagonal past a corner
        (Segment(from: c(-1, -1), to: c(-5, -5)), false), // outside
        (Segment(from: c(-5, 0), to: c(0, -5)), false),
        (Segment(from: c(-5, 5), to: c(0, 5)), true),     // touching the boundary
        (Segment(from: c(-1, -1), to: c(11, -1)), false), // passing beside
        (Segment(from: c(0, -5), to: c(0, 15)), true),    // running along an edge
    ])
    func segmentAgainstPolygon(segment: Segment, blocked: Bool) {
        #expect(square.intersects(segment) == blocked)
        #expect(square.intersects(Segment(from: segment.end, to: segment.start)) == blocked)
        // Told the ends' sides (as a caller walking a line piece by piece is), the same answer.
        let sides = (square.contains(segment.start), square.contains(segment.end))
        #expect(square.intersects(segment, startInside: sides.0, endInside: sides.1) == blocked)
        #expect(square.intersects(segment, startInside: sides.0, endInside: nil) == blocked)
        #expect(square.intersects(segment, startInside: nil, endInside: sides.1) == blocked)
    }

    @Test func concaveShape() throws {
        // A U shape: the gap between the arms is outside.
        let u = try Polygon(outer: [c(0, 0), c(0, 3), c(3, 3), c(3, 2), c(1, 2), c(1, 1), c(3, 1), c(3, 0)])
        #expect(u.contains(c(0.5, 1.5)))
        #expect(!u.contains(c(2, 1.5)))
        #expect(!u.intersects(Segment(from: c(1.5, 1.2), to: c(2.5, 1.8))))
        #expect(u.intersects(Segment(from: c(2, 1.5), to: c(2, 2.5))))
    }

    @Test func polygonAcrossTheAntimeridian() throws {
        let across = try Polygon(outer: [c(-1, 179), c(-1, 181), c(1, 181), c(1, 179)])
        #expect(across.boundingBox.crossesAntimeridian)
        #expect(across.contains(c(0, 179.5)) && across.contains(c(0, -179.5)) && across.contains(c(0, 180)))
        #expect(!across.contains(c(0, 178.5)) && !across.contains(c(0, -178.5)) && !across.contains(c(0, 0)))
        #expect(across.intersects(Segment(from: c(0, 178), to: c(0, 178.9999))) == false)
        #expect(across.intersects(Segment(from: c(0, 178), to: c(0, -178))))
        #expect(across.intersects(Segment(from: c(5, -179.5), to: c(-5, -179.5))))
    }

    @Test func rejectsBadRings() {
        #expect(throws: GeometryError.ringTooShort(ring: 0, vertexCount: 2)) {
            try Polygon(outer: [c(0, 0), c(1, 1), c(0, 0)])
        }
        #expect(throws: GeometryError.ringTooShort(ring: 1, vertexCount: 1)) {
            try Polygon(outer: [c(0, 0), c(1, 1), c(1, 0)], holes: [[c(0.5, 0.5)]])
        }
        #expect(throws: GeometryError.self) { try Polygon(outer: [c(0, 0), c(.nan, 1), c(1, 0)]) }
        #expect(throws: GeometryError.self) { try Polygon(outer: [c(0, 0), c(91, 1), c(1, 0)]) }
        #expect("\(GeometryError.ringTooShort(ring: 0, vertexCount: 2))".contains("at least 3"))
    }

    @Test func multiPolygonCombinesMembers() throws {
        let a = try Polygon(outer: [c(0, 0), c(0, 1), c(1, 1), c(1, 0)])
        let b = try Polygon(outer: [c(5, 5), c(5, 6), c(6, 6), c(6, 5)])
        let both = MultiPolygon([a, b])
        #expect(both.contains(c(0.5, 0.5)) && both.contains(c(5.5, 5.5)) && !both.contains(c(3, 3)))
        #expect(both.intersects(Segment(from: c(5.5, 4), to: c(5.5, 5.2))))
        #expect(!both.intersects(Segment(from: c(3, 3), to: c(4, 4))))
        #expect(both.boundingBox == BoundingBox(south: 0, west: 0, north: 6, east: 6))
        #expect(MultiPolygon([]).boundingBox == nil && !MultiPolygon([]).contains(c(0, 0)))
    }
}
