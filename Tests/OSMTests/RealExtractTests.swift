import Foundation
import Testing
import TestSupport
@testable import OSM

/// Reads the shared real extracts and checks what any correct reader must find.
@Suite struct RealExtractTests {
    struct Extract: Sendable, CustomStringConvertible {
        var file: String
        var latitude: ClosedRange<Double>
        var longitude: ClosedRange<Double>
        var wayID: Int64
        var wayTags: OSMTags
        var hasRelations = true
        var description: String { file }
    }

    static let extracts = [
        Extract(
            file: "osm/monaco.osm.pbf", latitude: 43.6...43.8, longitude: 7.3...7.5, wayID: 4_226_740,
            wayTags: ["name": "Boulevard Albert 1er", "lanes": "2", "oneway": "yes", "highway": "primary"]),
        Extract(
            file: "osm/andorra.osm.pbf", latitude: 42.3...42.8, longitude: 1.3...1.9, wayID: 144_382_952,
            wayTags: ["highway": "secondary", "name": "Avinguda Meritxell", "oneway": "-1"]),
        Extract(
            file: "osm/liechtenstein.osm.pbf", latitude: 46.9...47.4, longitude: 9.3...9.8, wayID: 6_065_800,
            wayTags: ["name": "Städtle", "highway": "residential", "surface": "paved", "maxspeed": "20",
                      "sidewalk": "both"]),
        Extract(
            file: "osm/malta.osm.pbf", latitude: 35.7...36.1, longitude: 14.1...14.6, wayID: 30_419_473,
            wayTags: ["name": "Triq ir-Repubblika", "highway": "residential"]),
        Extract(
            file: "osm/bautzen.osm", latitude: 51.18...51.22, longitude: 14.39...14.43, wayID: 4_267_762,
            wayTags: ["cycleway": "no", "destination:forward": "Bautzen;Oppach",
                      "destination:lang:hsb:backward": "Wopaka", "hazmat": "designated", "highway": "primary",
                      "lanes": "3", "lanes:backward": "2", "maxspeed": "50", "name": "Hoyerswerdaer Straße",
                      "name:hsb": "Wojerowska", "ref": "B 96", "surface": "asphalt",
                      "turn:lanes:backward": "left|through"],
            hasRelations: false),
    ]

    @Test(arguments: extracts)
    func countsCoordinatesAndAWellKnownWay(extract: Extract) throws {
        let reader = try OSMReader(url: try SharedData.url(extract.file))
        #expect(reader.format == (extract.file.hasSuffix(".pbf") ? .pbf : .xml))
        var nodes = 0, ways = 0, relations = 0, outside = 0, far = 0
        var nodeIDs = Set<Int64>()
        var referenced: [Int64] = []
        var known: OSMWay?
        try reader.read { entity in
            switch entity {
            case .node(let node):
                nodes += 1
                nodeIDs.insert(node.id)
                if !extract.latitude.contains(node.latitude) || !extract.longitude.contains(node.longitude) {
                    outside += 1
                }
                if abs(node.latitude - extract.latitude.lowerBound) > 5 || abs(node.longitude - extract.longitude.lowerBound) > 5 {
                    far += 1
                }
                #expect(abs(Double(node.latitudeE7) / 1e7 - node.latitude) < 1e-7)
            case .way(let way):
                ways += 1
                referenced += way.nodeIDs.prefix(1)
                if way.id == extract.wayID { known = way }
            case .relation(let relation):
                relations += 1
                #expect(!relation.members.isEmpty)
            }
        }
        #expect(nodes > ways && ways > 0)
        #expect(relations > 0 || !extract.hasRelations)
        // Extracts keep whole ways and relations, so some nodes lie outside the country; most must be inside,
        // and none far away (a sign or scale error would move them all).
        #expect(outside * 50 < nodes, "\(outside) of \(nodes) nodes outside the box")
        #expect(far == 0)
        #expect(referenced.filter(nodeIDs.contains).count * 10 > referenced.count * 9)
        #expect(known?.tags == extract.wayTags)
        #expect(known.map { $0.nodeIDs.count >= 2 } == true)

        var waysOnly = 0
        try reader.read(.ways) { entity in
            #expect(entity.type == .way)
            waysOnly += 1
        }
        #expect(waysOnly == ways)
    }
}
