import Testing
@testable import Geo

@Suite struct BufferTests {
    @Test(arguments: [(Places.kyiv, 100.0, 32), (c(0, 0), 5_000, 64), (c(70, 20), 250, 12), (c(0, 179.999), 1_000, 32)])
    func circleVerticesLieAtTheRadius(center: Coordinate, radius: Double, vertices: Int) throws {
        let circle = try Polygon.circle(center: center, radius: radius, vertexCount: vertices)
        #expect(circle.outer.count == vertices)
        for vertex in circle.outer {
            #expect(abs(center.distance(to: vertex) - radius) <= radius * 0.005)
        }
        #expect(circle.contains(center))
        #expect(circle.contains(center.destination(bearing: 33, distance: radius * 0.95)))
        #expect(!circle.contains(center.destination(bearing: 33, distance: radius * 1.05)))
    }

    @Test func circleIsCounterClockwise() throws {
        let ring = try Polygon.circle(center: c(0, 0), radius: 1_000).outer
        var area = 0.0  // shoelace in (lon, lat): positive for counter-clockwise
        for i in ring.indices {
            let a = ring[i], b = ring[(i + 1) % ring.count]
            area += a.longitude * b.latitude - b.longitude * a.latitude
        }
        #expect(area > 0)
    }

    @Test func circleAcrossTheAntimeridianBlocksBothSides() throws {
        let circle = try Polygon.circle(center: c(0, 180), radius: 2_000)
        #expect(circle.contains(c(0, 179.995)) && circle.contains(c(0, -179.995)))
        #expect(circle.intersects(Segment(from: c(-1, -179.99), to: c(1, -179.99))))
        #expect(!circle.contains(c(0, 0)))
    }

    @Test func corridorCoversThePolylineAtItsHalfWidth() throws {
        let line = [c(50.40, 30.50), c(50.40, 30.55), c(50.45, 30.55), c(50.46, 30.60)]  // east, left to north, right to east
        let halfWidth = 200.0
        let corridor = try Polygon.corridor(along: line, halfWidth: halfWidth)
        let segments = zip(line, line.dropFirst()).map { Segment(from: $0, to: $1) }
        func distanceToLine(_ p: Coordinate) -> Double { segments.map { $0.projection(of: p).distance }.min() ?? 0 }
        for vertex in corridor.outer {
            #expect(abs(distanceToLine(vertex) - halfWidth) <= halfWidth * 0.005)
        }
        for segment in segments {
            let middle = segment.interpolated(at: 0.5)
            #expect(corridor.contains(middle))
            let side = segment.start.bearing(to: segment.end) + 90
            #expect(corridor.contains(middle.destination(bearing: side, distance: halfWidth * 0.9)))
            #expect(corridor.contains(middle.destination(bearing: side + 180, distance: halfWidth * 0.9)))
            #expect(!corridor.contains(middle.destination(bearing: side, distance: halfWidth * 1.1)))
        }
        for point in line { #expect(corridor.contains(point)) }
        // Round caps beyond the ends, nothing further.
        #expect(corridor.contains(line[0].destination(bearing: 270, distance: halfWidth * 0.9)))
        #expect(!corridor.contains(line[0].destination(bearing: 270, distance: halfWidth * 1.1)))
    }

    @Test func corridorOfOnePointIsACircle() throws {
        let corridor = try Polygon.corridor(along: [Places.kyiv, Places.kyiv], halfWidth: 50)
        #expect(corridor == (try Polygon.circle(center: Places.kyiv, radius: 50)))
    }

    @Test func rejectsBadInput() {
        #expect(throws: GeometryError.invalidRadius(0)) { try Polygon.circle(center: Places.kyiv, radius: 0) }
        #expect(throws: GeometryError.self) { try Polygon.circle(center: Places.kyiv, radius: .infinity) }
        #expect(throws: GeometryError.invalidVertexCount(2)) {
            try Polygon.circle(center: Places.kyiv, radius: 10, vertexCount: 2)
        }
        #expect(throws: GeometryError.emptyPolyline) { try Polygon.corridor(along: [], halfWidth: 10) }
        #expect(throws: GeometryError.self) { try Polygon.circle(center: c(.nan, 0), radius: 10) }
    }
}
