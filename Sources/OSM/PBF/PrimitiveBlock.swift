/// Decodes one PrimitiveBlock (the content of an `OSMData` blob) and hands its entities to a visitor.
///
/// Groups of unwanted kinds are skipped without decoding; the string table is decoded only if some wanted
/// entity is present.
struct PrimitiveBlock {
    /// The string table, decoded lazily.
    var strings: StringTable
    /// Coordinate granularity and offsets (fields 17, 19, 20; they follow the groups in the file).
    var transform = CoordinateTransform()
    /// The encoded PrimitiveGroups in file order.
    var groups: [UnsafeRawBufferPointer] = []

    /// Reads the block's top-level fields.
    init(_ bytes: UnsafeRawBufferPointer) throws(PBFDecodingError) {
        var reader = ProtobufReader(bytes)
        var table = UnsafeRawBufferPointer(start: nil, count: 0)
        while !reader.isAtEnd {
            let (field, wireType) = try reader.readFieldKey()
            switch (field, wireType) {
            case (1, .lengthDelimited): table = try reader.readBytes()
            case (2, .lengthDelimited): groups.append(try reader.readBytes())
            case (17, .varint):
                transform.granularity = try reader.readInt64()
                guard transform.granularity > 0 else {
                    throw PBFDecodingError(reason: "granularity \(transform.granularity) is not positive")
                }
            case (19, .varint): transform.latitudeOffset = try reader.readInt64()
            case (20, .varint): transform.longitudeOffset = try reader.readInt64()
            default: try reader.skipField(wireType)
            }
        }
        strings = StringTable(table)
    }

    /// Calls `visitor` with every entity of `kinds`, in file order.
    mutating func decode(
        _ kinds: OSMEntityKinds, scratch: inout PrimitiveBlockScratch, visitor: (OSMEntity) throws -> Void
    ) throws {
        for group in groups {
            var reader = ProtobufReader(group)
            while !reader.isAtEnd {
                let (field, wireType) = try reader.readFieldKey()
                switch (field, wireType) {
                case (1, .lengthDelimited) where kinds.contains(.nodes):
                    let node = try decodeNode(try reader.readBytes(), scratch: &scratch)
                    try visitor(.node(node))
                case (2, .lengthDelimited) where kinds.contains(.nodes):
                    try decodeDenseNodes(try reader.readBytes(), scratch: &scratch, visitor: visitor)
                case (3, .lengthDelimited) where kinds.contains(.ways):
                    let way = try decodeWay(try reader.readBytes(), scratch: &scratch)
                    try visitor(.way(way))
                case (4, .lengthDelimited) where kinds.contains(.relations):
                    let relation = try decodeRelation(try reader.readBytes(), scratch: &scratch)
                    try visitor(.relation(relation))
                default:
                    try reader.skipField(wireType)
                }
            }
        }
    }

    /// Reads the fields Node, Way and Relation share — id (1), keys (2), vals (3), info (4, skipped) — and
    /// the integers of fields 8, 9 and 10 into the scratch arrays; returns the raw id varint.
    private func readEntity(
        _ bytes: UnsafeRawBufferPointer, kind: String, scratch: inout PrimitiveBlockScratch
    ) throws(PBFDecodingError) -> UInt64 {
        scratch.resetEntity()
        var reader = ProtobufReader(bytes)
        var id: UInt64?
        while !reader.isAtEnd {
            let (field, wireType) = try reader.readFieldKey()
            switch (field, wireType) {
            case (1, .varint): id = try reader.readVarint()
            case (2, _): try reader.appendVarints(wireType, to: &scratch.keys)
            case (3, _): try reader.appendVarints(wireType, to: &scratch.values)
            case (8, _): try reader.appendVarints(wireType, to: &scratch.field8)
            case (9, _): try reader.appendVarints(wireType, to: &scratch.field9)
            case (10, _): try reader.appendVarints(wireType, to: &scratch.field10)
            default: try reader.skipField(wireType)
            }
        }
        guard let id else { throw PBFDecodingError(reason: "\(kind) without id") }
        return id
    }

    /// One non-dense Node message (id = 1 zigzag, keys = 2, vals = 3, info = 4, lat = 8, lon = 9).
    private mutating func decodeNode(
        _ bytes: UnsafeRawBufferPointer, scratch: inout PrimitiveBlockScratch
    ) throws(PBFDecodingError) -> OSMNode {
        let id = ProtobufReader.zigzag(try readEntity(bytes, kind: "node", scratch: &scratch))
        guard let latitude = scratch.field8.last, let longitude = scratch.field9.last else {
            throw PBFDecodingError(reason: "node \(id) without lat or lon")
        }
        let tags = try strings.decoded().tags(keys: scratch.keys, values: scratch.values)
        return transform.node(
            id: id, latitude: ProtobufReader.zigzag(latitude), longitude: ProtobufReader.zigzag(longitude), tags: tags)
    }

    /// One Way message (id = 1, keys = 2, vals = 3, info = 4, refs = 8 delta-coded; lat/lon 9, 10 ignored).
    private mutating func decodeWay(
        _ bytes: UnsafeRawBufferPointer, scratch: inout PrimitiveBlockScratch
    ) throws(PBFDecodingError) -> OSMWay {
        let id = Int64(bitPattern: try readEntity(bytes, kind: "way", scratch: &scratch))
        var nodeIDs = [Int64](repeating: 0, count: scratch.field8.count)
        var ref: Int64 = 0
        for (index, delta) in scratch.field8.enumerated() {
            ref = ref &+ ProtobufReader.zigzag(delta)
            nodeIDs[index] = ref
        }
        let tags = try strings.decoded().tags(keys: scratch.keys, values: scratch.values)
        return OSMWay(id: id, nodeIDs: nodeIDs, tags: tags)
    }

    /// One Relation message (id = 1, keys = 2, vals = 3, info = 4, roles_sid = 8, memids = 9 delta-coded,
    /// types = 10).
    private mutating func decodeRelation(
        _ bytes: UnsafeRawBufferPointer, scratch: inout PrimitiveBlockScratch
    ) throws(PBFDecodingError) -> OSMRelation {
        let id = Int64(bitPattern: try readEntity(bytes, kind: "relation", scratch: &scratch))
        let count = scratch.field9.count
        guard scratch.field8.count == count, scratch.field10.count == count else {
            throw PBFDecodingError(
                reason: "relation \(id) has \(count) member ids, \(scratch.field8.count) roles"
                    + " and \(scratch.field10.count) types")
        }
        let table = try strings.decoded()
        var members: [OSMMember] = []
        members.reserveCapacity(count)
        var ref: Int64 = 0
        for index in 0..<count {
            ref = ref &+ ProtobufReader.zigzag(scratch.field9[index])
            let type: OSMEntityType
            switch scratch.field10[index] {
            case 0: type = .node
            case 1: type = .way
            case 2: type = .relation
            case let other: throw PBFDecodingError(reason: "relation \(id) has member type \(other)")
            }
            members.append(OSMMember(type: type, ref: ref, role: try table.entry(scratch.field8[index])))
        }
        let tags = try table.tags(keys: scratch.keys, values: scratch.values)
        return OSMRelation(id: id, members: members, tags: tags)
    }
}
