import Foundation
import Testing
import TestSupport
@testable import Geo

@Suite struct NaturalEarthTests {
    let countries: [Feature]
    init() throws {
        let data = try Data(contentsOf: SharedData.url("world/ne_110m_admin_0_countries.geojson"))
        countries = try GeoJSON(data: data).features
    }

    func country(_ name: String) throws -> MultiPolygon {
        let feature = try #require(countries.first { $0.properties["NAME"]?.stringValue == name })
        return MultiPolygon(try #require(feature.geometry).polygons())
    }

    @Test func readsEveryCountry() throws {
        #expect(countries.count == 177)
        #expect(countries.allSatisfy { $0.bbox != nil })
        for feature in countries {
            let geometry = try #require(feature.geometry)
            let polygons = try geometry.polygons()
            #expect(!polygons.isEmpty)
            // The file's bbox is the min/max of the geometry.
            let box = try #require(feature.bbox), computed = try #require(geometry.boundingBox)
            #expect(abs(box.south - computed.south) < 1e-6 && abs(box.north - computed.north) < 1e-6)
        }
    }

    @Test func kyivIsInUkraineNotPoland() throws {
        let ukraine = try country("Ukraine"), poland = try country("Poland")
        #expect(ukraine.contains(Places.kyiv) && !poland.contains(Places.kyiv))
        #expect(poland.contains(Places.warsaw) && !ukraine.contains(Places.warsaw))
        // The Kyiv–Warsaw road leaves Ukraine and enters Poland.
        let road = Segment(from: Places.kyiv, to: Places.warsaw)
        #expect(ukraine.intersects(road) && poland.intersects(road))
        #expect(!(try country("France")).intersects(road))
    }

    @Test func countriesAtTheAntimeridian() throws {
        let fiji = try country("Fiji"), russia = try country("Russia")
        #expect(fiji.polygons.count >= 2)
        #expect(russia.contains(c(65, 175)) && russia.contains(c(66, -175)))  // Chukotka on both sides of 180°
        #expect(!russia.contains(c(0, 175)))
    }

    @Test func encodesAndReadsBackTheWholeFile() throws {
        let document = GeoJSON.featureCollection(FeatureCollection(features: countries))
        #expect(try GeoJSON(data: document.encoded()) == document)
    }
}
