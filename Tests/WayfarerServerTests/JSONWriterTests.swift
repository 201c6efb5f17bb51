import Foundation
import Geo
@testable import OSRMFormat
import Testing
@testable import WayfarerServer

@Suite struct JSONWriterTests {
    @Test func writesValidEscapedJSON() throws {
        var json = JSONWriter()
        json.object { json in
            json.member("text", "quote \" slash \\ line\n tab\t bell\u{7} україна")
            json.member("whole", 12.0)
            json.member("fraction", 0.1)
            json.member("infinite", Double.infinity)
            json.key("list")
            json.array { json in json.value(1); json.value(true); json.null(); json.coordinate(longitude: 14.1234567, latitude: -35.5) }
        }
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any])
        #expect(decoded["text"] as? String == "quote \" slash \\ line\n tab\t bell\u{7} україна")
        #expect(json.string.contains(#""whole":12,"#))
        #expect(decoded["fraction"] as? Double == 0.1)
        var numbers = JSONWriter()
        numbers.array { json in for value in [0.5, -0.25, 1234.5, -7.0, 0.000001, 1e-9, 123456789.123, 14.123457] { json.value(value) } }
        #expect(numbers.string == "[0.5,-0.25,1234.5,-7,0.000001,1e-09,123456789.123,14.123457]")
        #expect(decoded["infinite"] is NSNull)
        #expect((decoded["list"] as? [Any])?.last as? [Double] == [14.123457, -35.5])
    }

    @Test func simplifierKeepsEndsAndCorners() {
        let straight = (0...100).map { Coordinate(latitude: 35.9, longitude: 14.4 + Double($0) * 0.0001) }
        let corner = straight + (1...100).map { Coordinate(latitude: 35.9 + Double($0) * 0.0001, longitude: 14.41) }
        let simplified = Simplifier.simplify(corner)
        #expect(simplified.first == corner.first && simplified.last == corner.last)
        #expect(simplified.contains(straight[100]))
        #expect(simplified.count < 10)
    }
}
