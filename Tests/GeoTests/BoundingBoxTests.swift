import Testing
@testable import Geo

@Suite struct BoundingBoxTests {
    let europe = BoundingBox(south: 35, west: -10, north: 70, east: 40)
    let fiji = BoundingBox(south: -21, west: 177, north: -12, east: -178)  // crosses 180°

    @Test func containsPoints() {
        #expect(europe.contains(Places.kyiv))
        #expect(!europe.contains(c(0, 0)))
        #expect(europe.contains(c(35, -10)))  // edge
        #expect(fiji.contains(c(-17, 179)))
        #expect(fiji.contains(c(-17, -179)))
        #expect(fiji.contains(c(-17, 180)) && fiji.contains(c(-17, -180)))
        #expect(!fiji.contains(c(-17, 0)))
        #expect(!fiji.contains(c(-17, 176)) && !fiji.contains(c(-17, -177)))
    }

    @Test func intersects() {
        #expect(europe.intersects(BoundingBox(south: 60, west: 30, north: 80, east: 60)))
        #expect(!europe.intersects(BoundingBox(south: -10, west: 30, north: 0, east: 60)))
        #expect(fiji.intersects(BoundingBox(south: -15, west: -179, north: -10, east: -170)))
        #expect(fiji.intersects(BoundingBox(south: -15, west: 170, north: -10, east: 178)))
        #expect(!fiji.intersects(BoundingBox(south: -15, west: -170, north: -10, east: 170)))
        #expect(BoundingBox(south: -15, west: -179.5, north: -10, east: -179).intersects(fiji))
    }

    @Test func unionIsTheSmallestCover() {
        let u = europe.union(BoundingBox(south: 10, west: 50, north: 20, east: 60))
        #expect(u == BoundingBox(south: 10, west: -10, north: 70, east: 60))
        let east = BoundingBox(south: 0, west: 170, north: 1, east: 175)
        let west = BoundingBox(south: 0, west: -175, north: 1, east: -170)
        let across = east.union(west)
        #expect(across == BoundingBox(south: 0, west: 170, north: 1, east: -170))
        #expect(across.crossesAntimeridian && abs(across.longitudeSpan - 20) < 1e-9)
        #expect(fiji.union(europe).contains(fiji) && fiji.union(europe).contains(europe))
    }

    @Test func centerAcrossTheAntimeridian() {
        #expect(abs(fiji.center.longitude - 179.5) < 1e-9 && fiji.center.latitude == -16.5)
        #expect(europe.center == c(52.5, 15))
    }

    @Test func expandedByMetresHoldsEveryNearbyPoint() {
        let box = BoundingBox(south: 50, west: 30, north: 51, east: 31)
        let grown = box.expanded(byMetres: 1_000)
        for bearing in stride(from: 0.0, to: 360, by: 15) {
            for corner in [c(50, 30), c(51, 31), c(50, 31), c(51, 30)] {
                #expect(grown.contains(corner.destination(bearing: bearing, distance: 999)))
            }
        }
        #expect(!grown.contains(c(50, 30).destination(bearing: 225, distance: 2_000)))
        let wrapped = BoundingBox(south: 0, west: 179.99, north: 1, east: 180).expanded(byMetres: 5_000)
        #expect(wrapped.crossesAntimeridian && wrapped.contains(c(0.5, -179.99)))
        #expect(BoundingBox(south: 89.99, west: 0, north: 90, east: 1).expanded(byMetres: 10_000).longitudeSpan == 360)
    }

    @Test func enclosingCoordinates() {
        #expect(BoundingBox(enclosing: [Coordinate]()) == nil)
        #expect(BoundingBox(enclosing: [c(1, 2), c(-3, 4), c(0, -5)])
            == BoundingBox(south: -3, west: -5, north: 1, east: 4))
        let continuous = BoundingBox(enclosing: [c(0, 179), c(1, 181)])
        #expect(continuous == BoundingBox(south: 0, west: 179, north: 1, east: -179))
    }
}
