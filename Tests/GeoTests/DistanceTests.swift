import Testing
@testable import Geo

@Suite struct DistanceTests {
    @Test func kyivToLvivIsAbout468Kilometres() {
        let d = Places.kyiv.distance(to: Places.lviv)
        #expect(abs(d - 468_000) < 4_680)
        #expect(abs(Places.lviv.distance(to: Places.kyiv) - d) < 1e-6)
    }

    @Test func oneDegreeOfLatitudeIsMetresPerDegree() {
        #expect(abs(c(0, 0).distance(to: c(1, 0)) - 111_195.08) < 0.1)
        #expect(abs(Earth.meanRadius - 6_371_008.8) < 1e-9)
    }

    @Test func antipodesAreHalfTheCircumference() {
        #expect(abs(c(0, 0).distance(to: c(0, 180)) - .pi * Earth.meanRadius) < 1e-3)
        #expect(c(10, 20).distance(to: c(10, 20)) == 0)
    }

    @Test(arguments: [
        (c(0, 0), c(1, 0), 0.0), (c(0, 0), c(0, 1), 90.0),
        (c(0, 0), c(-1, 0), 180.0), (c(0, 0), c(0, -1), 270.0),
        (c(0, 179.9), c(0, -179.9), 90.0), (c(0, -179.9), c(0, 179.9), 270.0),
    ])
    func bearingOfCardinalDirections(from: Coordinate, to: Coordinate, expected: Double) {
        #expect(abs(from.bearing(to: to) - expected) < 1e-9)
    }

    @Test func bearingIsWithinZeroTo360() {
        let b = Places.kyiv.bearing(to: Places.lviv)
        #expect(b >= 0 && b < 360)
        #expect(abs(b - 263) < 3)  // Lviv is west, slightly south, of Kyiv
    }

    @Test(arguments: [0.0, 45, 90, 135, 180, 225, 270, 315])
    func destinationLiesAtDistanceAndBearing(bearing: Double) {
        let end = Places.kyiv.destination(bearing: bearing, distance: 10_000)
        #expect(abs(Places.kyiv.distance(to: end) - 10_000) < 1e-3)
        let back = Places.kyiv.bearing(to: end)
        #expect(abs(Coordinate.longitudeDifference(from: bearing, to: back)) < 1e-6)
    }

    @Test func destinationOverTheAntimeridianIsNormalized() {
        let end = c(0, 179.99).destination(bearing: 90, distance: 5_000)
        #expect(end.longitude < -179.9 && end.longitude >= -180)
        #expect(abs(c(0, 179.99).distance(to: end) - 5_000) < 1e-3)
    }

    @Test func equirectangularMatchesHaversineForShortDistances() {
        for bearing in stride(from: 0.0, to: 360, by: 30) {
            let end = Places.kyiv.destination(bearing: bearing, distance: 2_000)
            let exact = Places.kyiv.distance(to: end)
            #expect(abs(Places.kyiv.equirectangularDistance(to: end) - exact) / exact < 1e-3)
        }
    }

    @Test func distancesAcrossTheAntimeridianAreShort() {
        let east = c(0, 179.9), west = c(0, -179.9)
        let expected = 0.2 * Earth.metresPerDegree
        #expect(abs(east.distance(to: west) - expected) < 1)
        #expect(abs(east.equirectangularDistance(to: west) - expected) < 1)
    }
}
