import Datasets
import Foundation
import Geo
import MapRender
import Routing
import TestSupport
import Testing

@Suite struct LayerTests {
    @Test func oneDotPerCityAndOnePathPerLinkWithTrainsAsCurves() throws {
        let network = try UkraineNetwork.load()
        var picture = MapPicture(width: 900, height: 600)
        picture.add(LinksLayer(network: network))
        picture.add(CitiesLayer(cities: network.cities))
        let parsed = try ParsedSVG(picture.svg())
        #expect(parsed.count("circle", class: "city") == network.cities.count)
        #expect(parsed.count("text", class: "city-label") == network.cities.count)
        let trains = parsed.elements("path", class: "train")
        #expect(trains.count == network.trains.count)
        #expect(trains.allSatisfy { ($0.attributes["d"] ?? "").contains("Q") })
        let roads = parsed.elements("path", class: "road", within: "links")
        #expect(roads.count == network.roads.count)
        #expect(roads.allSatisfy { !($0.attributes["d"] ?? "Q").contains("Q") })
        let fills = Set(parsed.elements("circle", class: "city").compactMap { $0.attributes["fill"] })
        #expect(fills.count >= 5)   // coloured by region
    }

    @Test func countriesAreOnePathPerFeatureWithHolesByEvenOdd() throws {
        let data = try Data(contentsOf: try SharedData.url("world/ne_110m_admin_0_countries.geojson"))
        let features = try GeoJSON(data: data).features
        var picture = MapPicture(width: 1000, height: 500, projection: .equirectangular)
        picture.add(CountriesLayer(features: features, selected: "Ukraine"))
        let parsed = try ParsedSVG(picture.svg())
        let withAreas = features.filter { (try? $0.geometry?.polygons().isEmpty == false) ?? false }
        #expect(parsed.count("path", class: "country") == withAreas.count)
        #expect(parsed.count("path", class: "selected") == 1)
        #expect(picture.document().style.contains("fill-rule: evenodd"))
    }

    @Test func aPolygonWithAHoleIsTwoSubpaths() throws {
        let outer = [[0.0, 0.0], [10, 0], [10, 10], [0, 10], [0, 0]].map { Position(longitude: $0[0], latitude: $0[1]) }
        let hole = [[2.0, 2.0], [4, 2], [4, 4], [2, 2]].map { Position(longitude: $0[0], latitude: $0[1]) }
        let layer = CountriesLayer(features: [Feature(geometry: .polygon([outer, hole]), properties: ["NAME": "Donut"])])
        let frame = MapFrame(bounds: try #require(layer.bounds), width: 100, height: 100)
        let path = try #require(layer.draw(in: frame).children.first)
        let d = try #require(path.attributes.first { $0.name == "d" }?.value)
        #expect(d.filter { $0 == "M" }.count == 2 && d.filter { $0 == "Z" }.count == 2)
    }

    @Test func roadsAreOnePathPerKind() throws {
        let graph = try UkraineNetwork.load().roadNetwork().graph
        var picture = MapPicture(width: 600, height: 400)
        picture.add(RoadNetworkLayer(graph: graph))
        let parsed = try ParsedSVG(picture.svg())
        #expect(parsed.count("path", within: "roads") == 2)   // trunk roads and rail
        #expect(parsed.count("path", class: "road-major") == 1)
        #expect(parsed.count("path", class: "road-rail") == 1)
        #expect(RoadNetworkLayer(graph: graph, detailLimit: 1).drawnKinds.contains(.path) == false)
    }

    @Test func barriersAndStopsAreDrawnOnePerItem() throws {
        let centre = Coordinate(latitude: 35.9, longitude: 14.5)
        let circle = try Polygon.circle(center: centre, radius: 200)
        var picture = MapPicture(width: 400, height: 400)
        picture.add(BarriersLayer(polygons: [circle, circle]))
        picture.add(StopsLayer(stops: [centre, Coordinate(latitude: 35.91, longitude: 14.51), Coordinate(latitude: 35.92, longitude: 14.49)]))
        let parsed = try ParsedSVG(picture.svg())
        #expect(parsed.count("path", class: "barrier") == 2)
        #expect(parsed.elements("text", within: "stops").map(\.text) == ["1", "2", "3"])
    }
}
