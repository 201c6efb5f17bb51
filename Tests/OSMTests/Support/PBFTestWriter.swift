import CZlib
@testable import OSM

/// A minimal `.osm.pbf` writer, independent of the reader, so tests can build files with exactly the
/// features they need (dense or plain nodes, packed or not, several blocks, odd granularity, bad blobs).
struct PBFTestWriter {
    enum Compression { case raw, zlib }

    var dense = true
    var packed = true
    var granularity: Int64 = 100
    var latitudeOffset: Int64 = 0
    var longitudeOffset: Int64 = 0
    /// Entities per PrimitiveBlock; small values force deltas to restart across blocks.
    var blockSize = 8000
    var compression = Compression.zlib
    var requiredFeatures = ["OsmSchema-V0.6", "DenseNodes"]

    /// The whole file: an OSMHeader blob, then data blobs of nodes, ways, relations.
    func file(nodes: [OSMNode], ways: [OSMWay] = [], relations: [OSMRelation] = []) -> [UInt8] {
        var header = ProtobufWriter()
        for feature in requiredFeatures { header.string(4, feature) }
        header.string(16, "PBFTestWriter")
        var output = Self.blob(type: "OSMHeader", blobMessage: blobMessage(header.bytes))
        for chunk in chunks(nodes) { output += Self.blob(type: "OSMData", blobMessage: blobMessage(nodeBlock(chunk))) }
        for chunk in chunks(ways) { output += Self.blob(type: "OSMData", blobMessage: blobMessage(wayBlock(chunk))) }
        for chunk in chunks(relations) {
            output += Self.blob(type: "OSMData", blobMessage: blobMessage(relationBlock(chunk)))
        }
        return output
    }

    /// Length prefix + BlobHeader + Blob.
    static func blob(type: String, blobMessage: [UInt8]) -> [UInt8] {
        var header = ProtobufWriter()
        header.string(1, type)
        header.int(3, Int64(blobMessage.count))
        let length = UInt32(header.bytes.count)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            + header.bytes + blobMessage
    }

    /// A Blob message holding `content`, raw or zlib-compressed.
    func blobMessage(_ content: [UInt8]) -> [UInt8] {
        var blob = ProtobufWriter()
        switch compression {
        case .raw:
            blob.bytes(1, content)
        case .zlib:
            blob.int(2, Int64(content.count))
            blob.bytes(3, Self.deflate(content))
        }
        return blob.bytes
    }

    static func deflate(_ content: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(content.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let status = compress(&output, &size, content, uLong(content.count))
        return status == Z_OK ? Array(output.prefix(Int(size))) : []
    }

    private func chunks<T>(_ items: [T]) -> [[T]] {
        stride(from: 0, to: items.count, by: blockSize).map { Array(items[$0..<min($0 + blockSize, items.count)]) }
    }

    /// A PrimitiveBlock: string table, one group, then the coordinate fields (in field order, as real writers do).
    private func block(strings: StringTableBuilder, group: [UInt8]) -> [UInt8] {
        var table = ProtobufWriter()
        for string in strings.strings { table.string(1, string) }
        var block = ProtobufWriter()
        block.bytes(1, table.bytes)
        block.bytes(2, group)
        if granularity != 100 { block.int(17, granularity) }
        if latitudeOffset != 0 { block.int(19, latitudeOffset) }
        if longitudeOffset != 0 { block.int(20, longitudeOffset) }
        return block.bytes
    }

    private func stored(_ e7: Int32, offset: Int64) -> Int64 { (Int64(e7) * 100 - offset) / granularity }

    private func nodeBlock(_ nodes: [OSMNode]) -> [UInt8] {
        var strings = StringTableBuilder()
        var group = ProtobufWriter()
        let latitudes = nodes.map { stored($0.latitudeE7, offset: latitudeOffset) }
        let longitudes = nodes.map { stored($0.longitudeE7, offset: longitudeOffset) }
        if dense {
            var message = ProtobufWriter()
            message.repeated(1, ProtobufWriter.deltas(nodes.map(\.id)), packed: packed)
            message.repeated(8, ProtobufWriter.deltas(latitudes), packed: packed)
            message.repeated(9, ProtobufWriter.deltas(longitudes), packed: packed)
            if nodes.contains(where: { !$0.tags.isEmpty }) {
                var keysVals: [UInt64] = []
                for node in nodes {
                    for tag in node.tags { keysVals += [strings.index(tag.key), strings.index(tag.value)] }
                    keysVals.append(0)
                }
                message.repeated(10, keysVals, packed: packed)
            }
            group.bytes(2, message.bytes)
        } else {
            for (index, node) in nodes.enumerated() {
                var message = ProtobufWriter()
                message.sint(1, node.id)
                message.repeated(2, node.tags.map { strings.index($0.key) }, packed: packed)
                message.repeated(3, node.tags.map { strings.index($0.value) }, packed: packed)
                message.sint(8, latitudes[index])
                message.sint(9, longitudes[index])
                group.bytes(1, message.bytes)
            }
        }
        return block(strings: strings, group: group.bytes)
    }

    /// A Way or Relation message's id (int64), keys and vals.
    private func entityMessage(id: Int64, tags: OSMTags, strings: inout StringTableBuilder) -> ProtobufWriter {
        var message = ProtobufWriter()
        message.int(1, id)
        message.repeated(2, tags.map { strings.index($0.key) }, packed: packed)
        message.repeated(3, tags.map { strings.index($0.value) }, packed: packed)
        return message
    }

    private func wayBlock(_ ways: [OSMWay]) -> [UInt8] {
        var strings = StringTableBuilder()
        var group = ProtobufWriter()
        for way in ways {
            var message = entityMessage(id: way.id, tags: way.tags, strings: &strings)
            message.repeated(8, ProtobufWriter.deltas(way.nodeIDs), packed: packed)
            group.bytes(3, message.bytes)
        }
        return block(strings: strings, group: group.bytes)
    }

    private func relationBlock(_ relations: [OSMRelation]) -> [UInt8] {
        var strings = StringTableBuilder()
        var group = ProtobufWriter()
        for relation in relations {
            var message = entityMessage(id: relation.id, tags: relation.tags, strings: &strings)
            message.repeated(8, relation.members.map { strings.index($0.role) }, packed: packed)
            message.repeated(9, ProtobufWriter.deltas(relation.members.map(\.ref)), packed: packed)
            let types: [UInt64] = relation.members.map { $0.type == .node ? 0 : ($0.type == .way ? 1 : 2) }
            message.repeated(10, types, packed: packed)
            group.bytes(4, message.bytes)
        }
        return block(strings: strings, group: group.bytes)
    }
}

/// A string table under construction; index 0 is the empty string, as the format reserves it.
struct StringTableBuilder {
    private(set) var strings = [""]
    private var indices = ["": 0]

    mutating func index(_ string: String) -> UInt64 {
        if let index = indices[string] { return UInt64(index) }
        strings.append(string)
        indices[string] = strings.count - 1
        return UInt64(strings.count - 1)
    }
}
