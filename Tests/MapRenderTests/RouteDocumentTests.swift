import Foundation
import Geo
import MapRender
import Testing

@Suite struct RouteDocumentTests {
    @Test func readsTheGeoJSONOfRouteAndTrip() throws {
        let text = """
            {"type":"FeatureCollection","features":[
             {"type":"Feature","geometry":{"type":"LineString","coordinates":[[24.03,49.84],[30.52,50.45]]},"properties":{"mode":"train"}},
             {"type":"Feature","geometry":{"type":"LineString","coordinates":[[30.52,50.45],[30.7,46.48]]},"properties":{"mode":"car"}},
             {"type":"Feature","geometry":{"type":"Point","coordinates":[24.03,49.84]},"properties":{"stop":1}}]}
            """
        let document = try RouteDocument(data: Data(text.utf8))
        #expect(document.lines.map(\.mode) == [.train, .road])
        #expect(document.stops == [Coordinate(latitude: 49.84, longitude: 24.03)])
    }

    @Test func readsAnOSRMRouteResponse() throws {
        let text = """
            {"code":"Ok","routes":[{"distance":10,"duration":2,"weight":2,"weight_name":"duration",
              "geometry":{"type":"LineString","coordinates":[[14.5,35.9],[14.51,35.91],[14.52,35.9]]},"legs":[]}],
             "waypoints":[{"location":[14.5,35.9],"distance":0,"name":"","hint":""},{"location":[14.52,35.9],"distance":0,"name":"","hint":""}]}
            """
        let document = try RouteDocument(data: Data(text.utf8))
        #expect(document.lines.count == 1 && document.lines[0].coordinates.count == 3)
        #expect(document.stops.count == 2)
    }

    @Test func somethingElseIsAnErrorThatSaysWhatToWrite() {
        #expect(throws: RouteDocumentError.self) { try RouteDocument(data: Data("{\"hello\":1}".utf8)) }
        #expect(throws: RouteDocumentError.noRoute) {
            try RouteDocument(data: Data(#"{"type":"Point","coordinates":[1,2]}"#.utf8))
        }
    }
}
