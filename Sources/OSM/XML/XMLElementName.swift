/// The OSM XML elements the reader acts on; everything else is `other` and skipped.
enum XMLElementName {
    case node, way, relation, tag, nd, member, other

    /// Classifies the name bytes `buffer[range]` without creating a String.
    init(_ buffer: [UInt8], _ range: Range<Int>) {
        func equals(_ literal: StaticString) -> Bool {
            guard range.count == literal.utf8CodeUnitCount else { return false }
            for offset in 0..<range.count where buffer[range.lowerBound + offset] != literal.utf8Start[offset] {
                return false
            }
            return true
        }
        switch range.count {
        case 2: self = equals("nd") ? .nd : .other
        case 3: self = equals("tag") ? .tag : (equals("way") ? .way : .other)
        case 4: self = equals("node") ? .node : .other
        case 6: self = equals("member") ? .member : .other
        case 8: self = equals("relation") ? .relation : .other
        default: self = .other
        }
    }

    /// The element's name for messages.
    var text: String {
        switch self {
        case .node: "node"
        case .way: "way"
        case .relation: "relation"
        case .tag: "tag"
        case .nd: "nd"
        case .member: "member"
        case .other: "element"
        }
    }
}
