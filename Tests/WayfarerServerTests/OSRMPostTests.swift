import Foundation
import Testing
@testable import WayfarerServer

/// `POST /{service}/v1/{profile}` with a JSON body: the same answers as the URL form, and clear errors for bodies
/// that are not a request.
@Suite struct OSRMPostTests {
    static let barrier = #"{"type":"Polygon","coordinates":[[[7.4225,43.7330],[7.4245,43.7330],[7.4245,43.7350],[7.4225,43.7350],[7.4225,43.7330]]]}"#

    @Test("each service answers a body exactly as it answers the same request in the URL", arguments: [
        ("route", #""steps":true,"overview":"full","annotations":["duration","distance"],"radiuses":[200,200,200]"#,
         "steps=true&overview=full&annotations=duration,distance&radiuses=200;200;200"),
        ("route", #""barriers":\#(barrier),"geometries":"geojson","continue_straight":false"#,
         "barriers=\(BarrierQueryTests.encoded(barrier))&geometries=geojson&continue_straight=false"),
        ("table", #""sources":[0],"destinations":[1,2],"annotations":["distance"],"exclude":["toll"]"#,
         "sources=0&destinations=1;2&annotations=distance&exclude=toll"),
        ("trip", #""roundtrip":false,"source":"first","destination":"last","exclude":["motorway"]"#,
         "roundtrip=false&source=first&destination=last&exclude=motorway"),
        ("match", #""radiuses":[50,50,50],"exclude":["ferry"]"#, "radiuses=50;50;50&exclude=ferry"),
        ("nearest", #""number":2,"bearings":[[90,90]]"#, "number=2&bearings=90,90"),
        ("route", #""bearings":[[0,180],null,[90,180]],"approaches":["curb",null,"unrestricted"],"waypoints":[0,2]"#,
         "bearings=0,180;;90,180&approaches=curb;;unrestricted&waypoints=0;2"),
        ("table", #""fallback_speed":20,"fallback_coordinate":"snapped","scale_factor":1.5,"skip_waypoints":true"#,
         "fallback_speed=20&fallback_coordinate=snapped&scale_factor=1.5&skip_waypoints=true"),
        ("isochrone", #""contours_minutes":[2,4],"contours_meters":[500],"barrier_radius":1e-5"#,
         "contours_minutes=2,4&contours_meters=500&barrier_radius=0.00001"),
    ])
    func bodyEqualsURL(service name: String, body: String, query: String) async throws {
        let service = try Monaco.service()
        let stops = ["nearest", "isochrone"].contains(name) ? [Monaco.palace] : [Monaco.palace, Monaco.casino, Monaco.larvotto]
        let pairs = stops.map { "[\($0)]" }.joined(separator: ",")
        let replies = try await service.withClient { client in
            [try await client.send("/\(name)/v1/car", .post, json: #"{"coordinates":[\#(pairs)],\#(body)}"#),
             try await client.send("/\(name)/v1/car/\(stops.joined(separator: ";"))?\(query)")]
        }
        #expect(replies[1].status == .ok, "\(replies[1].text)")
        #expect(replies[0].status == .ok, "\(replies[0].text)")
        #expect(replies[0].body == replies[1].body)
    }

    /// Body numbers become query text, whose grammar has no exponents.
    @Test func bodyNumbersAreWrittenWithoutExponents() {
        for number in [Double.leastNonzeroMagnitude, 1e-5, 2.5, -0.1, 123456.789, 1e20, -17] {
            let text = OSRMBody.decimal(number)
            #expect(!text.contains("e"), "\(text)")
            #expect(Double(text) == number, "\(text)")
        }
        #expect(OSRMBody.decimal(1e-5) == "0.00001")
        #expect(OSRMBody.decimal(-17) == "-17")
    }

    @Test("bodies that are not a request name what is wrong", arguments: [
        ("not json", "InvalidQuery", "not JSON"),
        (#"[[7.42,43.73]]"#, "InvalidQuery", "object"),
        (#"{"steps":true}"#, "InvalidQuery", "coordinates"),
        (#"{"coordinates":[[7.42]]}"#, "InvalidQuery", "coordinates[0]"),
        (#"{"coordinates":[[7.42,43.73],[7.43,43.74]],"steps":{"a":1}}"#, "InvalidOptions", "steps"),
        (#"{"coordinates":[[7.42,43.73],[7.43,43.74]],"speed":3}"#, "InvalidQuery", "speed"),
        (#"{"coordinates":[[7.42,43.73],[7.43,43.74]],"barriers":[1,2]}"#, "InvalidOptions", "barriers"),
    ])
    func badBodies(body: String, code: String, mentions: String) async throws {
        let reply = try await Monaco.service().withClient { client in try await client.send("/route/v1/car", .post, json: body) }
        #expect(reply.status == .badRequest)
        let object = try reply.object()
        #expect(object["code"] as? String == code, "\(reply.text)")
        #expect((object["message"] as? String)?.contains(mentions) == true, "\(reply.text)")
    }

    @Test("options in the query string of a POST count as in its body; one given in both places is refused")
    func optionsInTheQueryString() async throws {
        let body = #"{"coordinates":[[\#(Monaco.palace)],[\#(Monaco.casino)]],"overview":"false"}"#
        let replies = try await Monaco.service().withClient { client in
            [try await client.send("/route/v1/car?steps=true", .post, json: body),
             try await client.send("/route/v1/car?overview=full", .post, json: body)]
        }
        let route = try #require((try replies[0].object()["routes"] as? [[String: Any]])?.first)
        let steps = (route["legs"] as? [[String: Any]])?.first?["steps"] as? [Any]
        #expect((steps?.count ?? 0) >= 2, "\(replies[0].text)")
        #expect(route["geometry"] == nil, "overview=false from the body: \(replies[0].text)")
        #expect(replies[1].status == .badRequest)
        #expect(try replies[1].object()["code"] as? String == "InvalidOptions", "\(replies[1].text)")
        #expect(replies[1].text.contains("overview"))
    }
}
