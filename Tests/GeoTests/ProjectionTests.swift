import Testing
@testable import Geo

@Suite struct ProjectionTests {
    static let samples = [c(0, 0), Places.kyiv, c(-33.9, 151.2), c(85, -179.9), c(-60, 179.9), c(40.7, -74)]

    @Test func equirectangularFormula() {
        let map = EquirectangularProjection(width: 1000, height: 500)
        #expect(map.project(c(0, 0)) == ProjectedPoint(x: 500, y: 250))
        #expect(map.project(c(90, -180)) == ProjectedPoint(x: 0, y: 0))
        #expect(map.project(c(-90, 180)) == ProjectedPoint(x: 1000, y: 500))
        let kyiv = map.project(Places.kyiv)
        #expect(abs(kyiv.x - (30.5234 + 180) * 1000 / 360) < 1e-9 && abs(kyiv.y - (90 - 50.4501) * 500 / 180) < 1e-9)
    }

    @Test(arguments: samples)
    func roundTrips(coordinate: Coordinate) {
        let projections: [any MapProjection] = [
            EquirectangularProjection(width: 800, height: 400), WebMercatorProjection.metres, WebMercatorProjection.unitSquare,
        ]
        for projection in projections {
            let back = projection.coordinate(at: projection.project(coordinate))
            #expect(abs(back.latitude - coordinate.latitude) < 1e-9, "\(projection)")
            #expect(abs(back.longitude - coordinate.longitude) < 1e-9, "\(projection)")
        }
    }

    @Test func webMercatorKnownValues() {
        let edge = WebMercatorProjection.metres.project(c(0, 180))
        #expect(abs(edge.x - 20_037_508.342789244) < 1e-6 && abs(edge.y) < 1e-6)
        let top = WebMercatorProjection.metres.project(c(WebMercatorProjection.maximumLatitude, 0))
        #expect(abs(top.y - 20_037_508.342789244) < 1e-3)
        #expect(WebMercatorProjection.unitSquare.project(c(0, 0)) == ProjectedPoint(x: 0.5, y: 0.5))
        let corner = WebMercatorProjection.unitSquare.project(c(90, -180))  // clamped to the map's top
        #expect(abs(corner.x) < 1e-12 && abs(corner.y) < 1e-9)
        // Kyiv is in tile 10/598/345 (OpenStreetMap's numbering).
        let kyiv = WebMercatorProjection.unitSquare.project(Places.kyiv)
        #expect(Int(kyiv.x * 1024) == 598 && Int(kyiv.y * 1024) == 345)
    }
}
