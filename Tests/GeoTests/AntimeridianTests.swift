import Testing
@testable import Geo

@Suite struct AntimeridianTests {
    @Test(arguments: [
        (0.0, 0.0), (180, 180), (-180, -180), (190, -170), (-190, 170),
        (360, 0), (540, 180), (-540, -180), (725, 5), (179.5, 179.5),
    ])
    func normalizesLongitude(input: Double, expected: Double) {
        #expect(abs(Coordinate.normalizedLongitude(input) - expected) < 1e-9)
    }

    @Test(arguments: [
        (179.9, -179.9, 0.2), (-179.9, 179.9, -0.2), (10.0, 20.0, 10.0), (-170, 170, -20), (0, 180, 180),
    ])
    func shortestLongitudeDifference(from: Double, to: Double, expected: Double) {
        #expect(abs(Coordinate.longitudeDifference(from: from, to: to) - expected) < 1e-9)
    }

    @Test func normalizedKeepsLatitude() {
        #expect(c(12, 370).normalized == c(12, 10))
        #expect(Coordinate.normalizedLongitude(.nan).isNaN)
    }
}
