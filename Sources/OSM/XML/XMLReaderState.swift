/// The element stack and the entity being assembled while `XMLReader` walks the tags.
struct XMLReaderState {
    /// An open element: its name and the line of its start tag.
    private struct OpenElement {
        var name: String
        var line: Int
    }

    /// The entity being assembled from an open `<node>`, `<way>` or `<relation>`.
    private struct Pending {
        var type: OSMEntityType
        var wanted: Bool
        var depth: Int
        var line: Int
        var id: Int64 = 0
        var latitude: Int64 = 0
        var longitude: Int64 = 0
    }

    let kinds: OSMEntityKinds
    var tokenizer: XMLTokenizer
    private var stack: [OpenElement] = []
    private var pending: Pending?
    private var tags: [OSMTag] = []
    private var nodeIDs: [Int64] = []
    private var members: [OSMMember] = []
    private var sawElement = false

    init(kinds: OSMEntityKinds, tokenizer: XMLTokenizer) {
        self.kinds = kinds
        self.tokenizer = tokenizer
    }

    /// Handles a start tag.
    mutating func start(_ token: XMLToken, visitor: (OSMEntity) throws -> Void) throws {
        sawElement = true
        let element = XMLElementName(tokenizer.buffer, token.name)
        switch element {
        case .node, .way, .relation:
            try open(element, token: token)
            if token.selfClosing { try emit(visitor) }
        case .tag:
            if let pending, pending.wanted {
                let key = try tokenizer.string(try tokenizer.required("k", of: .tag, line: token.line), line: token.line)
                let value = try tokenizer.string(try tokenizer.required("v", of: .tag, line: token.line), line: token.line)
                tags.append(OSMTag(key: key, value: value))
            }
        case .nd:
            if let pending, pending.wanted, pending.type == .way {
                nodeIDs.append(try tokenizer.integer(try tokenizer.required("ref", of: .nd, line: token.line), line: token.line))
            }
        case .member:
            if let pending, pending.wanted, pending.type == .relation { try appendMember(line: token.line) }
        case .other:
            break
        }
        if !token.selfClosing {
            let name = element == .other ? tokenizer.text(token.name) : element.text
            stack.append(OpenElement(name: name, line: token.line))
        }
    }

    /// Handles an end tag: checks it matches the open element and completes an entity.
    mutating func end(_ token: XMLToken, visitor: (OSMEntity) throws -> Void) throws {
        let element = XMLElementName(tokenizer.buffer, token.name)
        let name = element == .other ? tokenizer.text(token.name) : element.text
        guard let open = stack.popLast() else {
            throw OSMError.malformedXML(line: token.line, reason: "</\(name)> closes an element that is not open")
        }
        guard open.name == name else {
            throw OSMError.malformedXML(
                line: token.line, reason: "</\(name)> does not match <\(open.name)> opened at line \(open.line)")
        }
        if let pending, pending.depth == stack.count { try emit(visitor) }
    }

    /// Checks that the file ended with every element closed.
    func finish() throws(OSMError) {
        if let open = stack.last {
            throw .malformedXML(
                line: tokenizer.line, reason: "the file ends before <\(open.name)> opened at line \(open.line) is closed")
        }
        if !sawElement { throw .malformedXML(line: tokenizer.line, reason: "the file has no <osm> element") }
    }

    /// Starts an entity, reading its attributes only if its kind is wanted.
    private mutating func open(_ element: XMLElementName, token: XMLToken) throws(OSMError) {
        if let pending {
            throw .malformedXML(
                line: token.line, reason: "<\(element.text)> inside <\(pending.type.rawValue)> opened at line \(pending.line)")
        }
        let type: OSMEntityType = element == .node ? .node : (element == .way ? .way : .relation)
        let kind: OSMEntityKinds = type == .node ? .nodes : (type == .way ? .ways : .relations)
        var entity = Pending(type: type, wanted: kinds.contains(kind), depth: stack.count, line: token.line)
        if entity.wanted {
            entity.id = try tokenizer.integer(try tokenizer.required("id", of: element, line: token.line), line: token.line)
            if type == .node {
                entity.latitude = try tokenizer.nanodegrees(
                    try tokenizer.required("lat", of: element, line: token.line), line: token.line)
                entity.longitude = try tokenizer.nanodegrees(
                    try tokenizer.required("lon", of: element, line: token.line), line: token.line)
            }
        }
        pending = entity
    }

    /// Reads a `<member type ref role>`.
    private mutating func appendMember(line: Int) throws(OSMError) {
        let typeText = try tokenizer.string(try tokenizer.required("type", of: .member, line: line), line: line)
        guard let type = OSMEntityType(rawValue: typeText) else {
            throw .malformedXML(line: line, reason: "member type \"\(typeText)\" is not node, way or relation")
        }
        let ref = try tokenizer.integer(try tokenizer.required("ref", of: .member, line: line), line: line)
        let role = try tokenizer.attribute("role").map { attribute throws(OSMError) in
            try tokenizer.string(attribute, line: line)
        } ?? ""
        members.append(OSMMember(type: type, ref: ref, role: role))
    }

    /// Hands the pending entity to the visitor (if wanted) and resets.
    private mutating func emit(_ visitor: (OSMEntity) throws -> Void) throws {
        guard let entity = pending else { return }
        pending = nil
        defer {
            tags.removeAll(keepingCapacity: true)
            nodeIDs.removeAll(keepingCapacity: true)
            members.removeAll(keepingCapacity: true)
        }
        guard entity.wanted else { return }
        let entityTags = tags.isEmpty ? OSMTags() : OSMTags(tags)
        switch entity.type {
        case .node:
            try visitor(.node(OSMNode(
                id: entity.id, latitudeNano: entity.latitude, longitudeNano: entity.longitude, tags: entityTags)))
        case .way:
            try visitor(.way(OSMWay(id: entity.id, nodeIDs: nodeIDs, tags: entityTags)))
        case .relation:
            try visitor(.relation(OSMRelation(id: entity.id, members: members, tags: entityTags)))
        }
    }
}
