import Geo
import MapRender
import Testing

@Suite struct MapFrameTests {
    private let world = BoundingBox(south: -90, west: -180, north: 90, east: 180)

    @Test func equirectangularWorldIsThePlateCarreeFormula() {
        let frame = MapFrame(bounds: world, width: 360, height: 180, margin: 0, projection: .equirectangular)
        let origin = frame.point(Coordinate(latitude: 0, longitude: 0))
        #expect(abs(origin.x - 180) < 1e-9 && abs(origin.y - 90) < 1e-9)
        let p = frame.point(Coordinate(latitude: 45, longitude: 90))
        #expect(abs(p.x - 270) < 1e-9 && abs(p.y - 45) < 1e-9)
    }

    @Test func aBoxIsCentredAndFitsInsideTheMargin() {
        let box = BoundingBox(south: 44, west: 22, north: 52, east: 40)
        let frame = MapFrame(bounds: box, width: 800, height: 800, margin: 20, projection: .webMercator)
        let southWest = frame.point(Coordinate(latitude: 44, longitude: 22))
        let northEast = frame.point(Coordinate(latitude: 52, longitude: 40))
        #expect(abs(southWest.x - 20) < 1e-6 && abs(northEast.x - 780) < 1e-6)   // width is the limiting side
        #expect(northEast.y < southWest.y)                                         // north is up
        #expect(abs((southWest.y + northEast.y) / 2 - 400) < 1e-6)                 // centred vertically
    }

    @Test func aBoxAcrossTheAntimeridianIsUnwrapped() {
        let fiji = BoundingBox(south: -21, west: 177, north: -12, east: -179)
        let frame = MapFrame(bounds: fiji, width: 400, height: 400, margin: 0, projection: .equirectangular)
        let west = frame.point(Coordinate(latitude: -16, longitude: 178))
        let east = frame.point(Coordinate(latitude: -16, longitude: -179.5))
        #expect(west.x < east.x)
        #expect(east.x <= 400 + 1e-9)
    }
}
