@testable import OSM

/// Serializes entities as OSM XML, independently of the reader, for round-trip tests.
enum OSMXMLTestWriter {
    static func document(_ entities: [OSMEntity]) -> String {
        var xml = "<?xml version='1.0' encoding='UTF-8'?>\n<osm version=\"0.6\" generator=\"test\">\n"
        for entity in entities {
            switch entity {
            case .node(let node):
                xml += "  <node id=\"\(node.id)\" lat=\"\(degrees(node.latitudeE7))\" lon=\"\(degrees(node.longitudeE7))\""
                xml += node.tags.isEmpty ? "/>\n" : ">\n\(tags(node.tags))  </node>\n"
            case .way(let way):
                xml += "  <way id=\"\(way.id)\">\n"
                for ref in way.nodeIDs { xml += "    <nd ref=\"\(ref)\"/>\n" }
                xml += tags(way.tags) + "  </way>\n"
            case .relation(let relation):
                xml += "  <relation id=\"\(relation.id)\">\n"
                for member in relation.members {
                    xml += "    <member type=\"\(member.type.rawValue)\" ref=\"\(member.ref)\" role=\"\(escape(member.role))\"/>\n"
                }
                xml += tags(relation.tags) + "  </relation>\n"
            }
        }
        return xml + "</osm>\n"
    }

    /// 1e-7 degrees as a decimal string with 7 places, e.g. -12345 → "-0.0012345".
    static func degrees(_ e7: Int32) -> String {
        let magnitude = abs(Int64(e7))
        let fraction = String(magnitude % 10_000_000)
        return (e7 < 0 ? "-" : "") + "\(magnitude / 10_000_000)." + String(repeating: "0", count: 7 - fraction.count) + fraction
    }

    static func tags(_ tags: OSMTags) -> String {
        tags.map { "    <tag k=\"\(escape($0.key))\" v=\"\(escape($0.value))\"/>\n" }.joined()
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\r", "\t": result += "&#\(scalar.value);"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
