import Testing
@testable import Geo

@Suite struct PolylineTests {
    static let published = [c(38.5, -120.2), c(40.7, -120.95), c(43.252, -126.453)]

    @Test func publishedExample() throws {
        #expect(Polyline.encode(Self.published) == "_p~iF~ps|U_ulLnnqC_mqNvxq`@")
        let decoded = try Polyline.decode("_p~iF~ps|U_ulLnnqC_mqNvxq`@")
        #expect(decoded.count == 3)
        for (a, b) in zip(decoded, Self.published) {
            #expect(abs(a.latitude - b.latitude) < 1e-9 && abs(a.longitude - b.longitude) < 1e-9)
        }
    }

    @Test(arguments: Polyline.Precision.allCases)
    func roundTrips(precision: Polyline.Precision) throws {
        let path = [Places.kyiv, Places.lviv, c(-89.999999, 179.999999), c(0, 0), c(0.000001, -180), c(90, -0.5)]
        let decoded = try Polyline.decode(Polyline.encode(path, precision: precision), precision: precision)
        #expect(decoded.count == path.count)
        let tolerance = 0.5 / precision.factor + 1e-12
        for (a, b) in zip(decoded, path) {
            #expect(abs(a.latitude - b.latitude) <= tolerance && abs(a.longitude - b.longitude) <= tolerance)
        }
    }

    @Test func precisionSixIsFinerThanFive() throws {
        let point = [c(50.1234567, 30.7654321)]
        let six = try Polyline.decode(Polyline.encode(point, precision: .six), precision: .six)
        #expect(six == [c(50.123457, 30.765432)])
        #expect(Polyline.encode(point, precision: .six) != Polyline.encode(point, precision: .five))
    }

    @Test func emptyAndInvalidValues() throws {
        #expect(Polyline.encode([]) == "")
        #expect(try Polyline.decode("") == [])
        #expect(try Polyline.decode(Polyline.encode([c(.nan, .infinity)])) == [c(0, 0)])
    }

    @Test(arguments: [
        ("_p~iF~ps|", PolylineError.truncated(offset: 5)),
        ("_p~iF", PolylineError.missingLongitude(offset: 5)),
        ("_p~iF ~ps|U", PolylineError.invalidCharacter(32, offset: 5)),
        ("_p~iF~ps|U\n", PolylineError.invalidCharacter(10, offset: 10)),
        ("~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~?", PolylineError.valueTooLong(offset: 0)),
    ])
    func malformedInputThrows(text: String, expected: PolylineError) {
        #expect(throws: expected) { try Polyline.decode(text) }
        #expect(!expected.description.isEmpty)
    }

    @Test func outOfRangeThrows() {
        // A single latitude of 100° encodes fine but is not a coordinate.
        let text = Polyline.encode([c(80, 0), c(80, 0)]) + Polyline.encode([c(20, 0)])
        #expect(throws: PolylineError.coordinateOutOfRange(index: 2, c(100, 0))) { try Polyline.decode(text) }
        #expect(throws: PolylineError.self) { try Polyline.decode("ééé") }
    }
}
