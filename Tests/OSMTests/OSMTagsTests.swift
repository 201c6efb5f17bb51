import Testing
@testable import OSM

@Suite struct OSMTagsTests {
    @Test func lookupIterationAndEmptiness() {
        let empty = OSMTags()
        #expect(empty.isEmpty)
        #expect(empty["highway"] == nil)
        let tags: OSMTags = ["highway": "primary", "name": "Rue Grimaldi"]
        #expect(!tags.isEmpty)
        #expect(tags.count == 2)
        #expect(tags["highway"] == "primary")
        #expect(tags["name"] == "Rue Grimaldi")
        #expect(tags["oneway"] == nil)
        #expect(tags.map(\.key) == ["highway", "name"])
        #expect(tags.description == "highway=primary, name=Rue Grimaldi")
    }

    @Test func appendKeepsOrderAndFirstValueWins() {
        var tags = OSMTags()
        tags.append(key: "b", value: "1")
        tags.append(key: "a", value: "2")
        tags.append(key: "b", value: "3")
        #expect(tags.map(\.value) == ["1", "2", "3"])
        #expect(tags["b"] == "1")
    }

    @Test func anEmptyValueSaysNothing() {
        let tags: OSMTags = ["highway": "", "bridge": "movable", "name": "", "name": "Pont"]
        #expect(tags["highway"] == nil)
        #expect(tags["bridge"] == "movable")
        #expect(tags["name"] == "Pont")
        #expect(tags.count == 4)
    }
}
