import Foundation
import OSM

/// Which basemap feature an OSM object makes, from its tags: layer, kind and the lowest zoom that shows it.
struct FeatureClass: Hashable {
    var layer: BasemapLayer
    var kind: String
    var minZoom: Int
    var rank = 0

    /// The class of a closed way or multipolygon that is an area worth drawing (water, land cover, building).
    static func area(_ tags: OSMTags) -> FeatureClass? {
        if tags["area"] == "no" { return nil }
        if let building = tags["building"], building != "no" { return FeatureClass(layer: .building, kind: "building", minZoom: 13) }
        let natural = tags["natural"], landuse = tags["landuse"], leisure = tags["leisure"]
        if natural == "water" || tags["waterway"] == "riverbank" || landuse == "reservoir" || landuse == "basin" {
            return FeatureClass(layer: .water, kind: tags["water"] == "river" || tags["waterway"] == "riverbank" ? "river" : "lake", minZoom: 4)
        }
        let kind: String? = switch (natural, landuse, leisure) {
        case ("wood", _, _), (_, "forest", _): "forest"
        case (_, _, "park"), (_, _, "garden"), (_, _, "golf_course"), (_, _, "playground"): "park"
        case (_, _, "pitch"), (_, _, "stadium"), (_, _, "track"): "pitch"
        case ("grassland", _, _), ("heath", _, _), (_, "grass", _), (_, "meadow", _), (_, "village_green", _), (_, "recreation_ground", _): "grass"
        case ("scrub", _, _): "scrub"
        case (_, "farmland", _), (_, "orchard", _), (_, "vineyard", _), (_, "farmyard", _), (_, "allotments", _): "farmland"
        case ("beach", _, _), ("sand", _, _): "sand"
        case ("bare_rock", _, _), ("scree", _, _): "rock"
        case (_, "cemetery", _): "cemetery"
        case (_, "residential", _): "residential"
        case (_, "industrial", _), (_, "commercial", _), (_, "retail", _), (_, "railway", _): "industrial"
        default: tags["amenity"] == "grave_yard" ? "cemetery" : nil
        }
        return kind.map { FeatureClass(layer: .landcover, kind: $0, minZoom: 4) }
    }

    /// The class of a way drawn as a line: a road by class, or a river, canal or stream.
    static func line(_ tags: OSMTags) -> FeatureClass? {
        if let highway = tags["highway"], tags["area"] != "yes" {
            let road: (kind: String, zoom: Int)? = switch highway {
            case "motorway": ("motorway", 5)
            case "trunk": ("trunk", 6)
            case "primary": ("primary", 8)
            case "secondary": ("secondary", 9)
            case "tertiary": ("tertiary", 11)
            case "motorway_link", "trunk_link", "primary_link", "secondary_link", "tertiary_link": ("link", 12)
            case "residential", "unclassified", "living_street", "road": ("minor", 13)
            case "service", "track": ("service", 14)
            case "pedestrian", "footway", "path", "cycleway", "steps", "bridleway": ("path", 15)
            default: nil
            }
            return road.map { FeatureClass(layer: .road, kind: $0.kind, minZoom: $0.zoom) }
        }
        return switch tags["waterway"] {
        case "river": FeatureClass(layer: .waterway, kind: "river", minZoom: 8)
        case "canal": FeatureClass(layer: .waterway, kind: "canal", minZoom: 11)
        case "stream", "ditch", "drain", "brook": FeatureClass(layer: .waterway, kind: "stream", minZoom: 13)
        default: nil
        }
    }

    /// The class of a named settlement or neighbourhood node, ranked by size.
    static func place(_ tags: OSMTags) -> FeatureClass? {
        let settlement: (rank: Int, zoom: Int)? = switch tags["place"] {
        case "city": (1, 4)
        case "town": (2, 8)
        case "village": (3, 11)
        case "suburb": (4, 11)
        case "hamlet": (5, 13)
        case "neighbourhood", "quarter": (6, 14)
        default: nil
        }
        return settlement.map { FeatureClass(layer: .place, kind: tags["place"] ?? "", minZoom: $0.zoom, rank: $0.rank) }
    }

    /// The lowest zoom at which an area of `area` square world units covers at least 4 pixels of a 512-pixel tile,
    /// never below this class's own.
    func minZoom(forArea area: Double) -> Int {
        guard area > 0 else { return Int.max }
        // One pixel is 2^(21 − z) units, so the area is area / 2^(42 − 2z) pixels.
        return max(minZoom, Int(((44 - log2(area)) / 2).rounded(.up)))
    }
}
