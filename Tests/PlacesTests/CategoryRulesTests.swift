import OSM
import Places
import Testing
import Geo

@Suite("Categories and quality score")
struct CategoryRulesTests {
    static let here = Coordinate(latitude: 43.73, longitude: 7.42)

    func classified(_ tags: OSMTags) -> Place? {
        Place(id: PlaceID(type: .node, id: 1), coordinate: Self.here, tags: tags)
    }

    @Test("the first matching rule gives the category and kind", arguments: [
        (["name": "Louvre", "tourism": "museum"], PlaceCategory.museum, "museum"),
        (["name": "Castle", "historic": "castle"], .attraction, "castle"),
        (["name": "View", "tourism": "viewpoint"], .attraction, "viewpoint"),
        (["name": "Old Inn", "historic": "building", "amenity": "restaurant"], .restaurant, "restaurant"),
        (["name": "Museum in a fort", "historic": "fort", "tourism": "museum"], .museum, "museum"),
        (["name": "Stage", "amenity": "theatre"], .cultural, "theatre"),
        (["name": "Green", "leisure": "garden"], .park, "garden"),
        (["name": "Wild", "boundary": "national_park"], .park, "national_park"),
        (["name": "Market", "amenity": "marketplace"], .shopping, "marketplace"),
        (["name": "Boutique", "shop": "clothes"], .shopping, "clothes"),
    ] as [(OSMTags, PlaceCategory, String)])
    func classification(tags: OSMTags, category: PlaceCategory, kind: String) throws {
        let place = try #require(classified(tags))
        #expect(place.category == category)
        #expect(place.kind == kind)
    }

    @Test("unnamed, unclassified and absent features are not places", arguments: [
        ["tourism": "museum"],
        ["name": "  ", "tourism": "museum"],
        ["name": "Bus stop", "highway": "bus_stop"],
        ["name": "Empty unit", "shop": "vacant"],
        ["name": "Nothing", "historic": "no"],
    ] as [OSMTags])
    func notPlaces(tags: OSMTags) {
        #expect(classified(tags) == nil)
    }

    @Test("the score is category weight + phone + website + kind bonus", arguments: [
        (["name": "M", "tourism": "museum", "phone": "+1", "website": "https://m"], 0.4 + 0.1 + 0.1 + 0.3),
        (["name": "M", "tourism": "gallery"], 0.4 + 0.05),
        (["name": "C", "historic": "castle", "contact:phone": "+1", "url": "https://c"], 0.5 + 0.1 + 0.1 + 0.05),
        (["name": "P", "leisure": "park"], 0.3 + 0.2),
        (["name": "N", "leisure": "nature_reserve", "contact:website": "https://n"], 0.3 + 0.1 + 0.05),
        (["name": "NP", "boundary": "national_park"], 0.3 + 0.3),
        (["name": "T", "amenity": "theatre", "phone": "+1"], 0.3 + 0.1 + 0.2),
        (["name": "L", "amenity": "library"], 0.3 + 0.05),
        (["name": "R", "amenity": "restaurant"], 0.2 + 0.15),
        (["name": "K", "amenity": "cafe", "website": "https://k"], 0.2 + 0.1 + 0.15),
        (["name": "S", "shop": "bakery", "phone": "+1", "website": "https://s"], 0.1 + 0.1 + 0.1 + 0.1),
        (["name": "Mk", "amenity": "marketplace"], 0.1 + 0.05),
    ] as [(OSMTags, Double)])
    func score(tags: OSMTags, expected: Double) throws {
        let place = try #require(classified(tags))
        #expect(abs(place.score - expected) < 1e-9)
    }

    @Test("scores are clamped to [0, 1] for every category and kind")
    func clamped() {
        for category in PlaceCategory.allCases {
            for (key, kind) in [("tourism", "museum"), ("shop", "x"), ("other", "y")] {
                let score = QualityScore.score(category: category, key: key, kind: kind, hasPhone: true, hasWebsite: true)
                #expect((0...1).contains(score))
            }
        }
    }

    @Test("category lists parse, and unknown names are named in the error")
    func parsing() throws {
        #expect(try PlaceCategory.parseList("") == PlaceCategory.allCases)
        #expect(try PlaceCategory.parseList("park, Museum,park") == [.museum, .park])
        #expect(throws: PlacesError.unknownCategory("castles")) { try PlaceCategory.parseList("museum,castles") }
        #expect(PlacesError.unknownCategory("castles").description.contains("attraction, museum, park"))
    }

    @Test("the target shares add up to one")
    func shares() {
        #expect(abs(PlaceCategory.allCases.reduce(0) { $0 + $1.targetShare } - 1) < 1e-9)
    }
}
