extension PrimitiveBlock {
    /// A DenseNodes message: parallel delta-coded id (1), lat (8), lon (9) arrays, denseinfo (5, skipped)
    /// and keys_vals (10): each node's key/value string indices followed by a 0.
    mutating func decodeDenseNodes(
        _ bytes: UnsafeRawBufferPointer, scratch: inout PrimitiveBlockScratch, visitor: (OSMEntity) throws -> Void
    ) throws {
        scratch.ids.removeAll(keepingCapacity: true)
        scratch.latitudes.removeAll(keepingCapacity: true)
        scratch.longitudes.removeAll(keepingCapacity: true)
        scratch.keysVals.removeAll(keepingCapacity: true)
        var reader = ProtobufReader(bytes)
        while !reader.isAtEnd {
            let (field, wireType) = try reader.readFieldKey()
            switch field {
            case 1: try reader.appendVarints(wireType, to: &scratch.ids)
            case 8: try reader.appendVarints(wireType, to: &scratch.latitudes)
            case 9: try reader.appendVarints(wireType, to: &scratch.longitudes)
            case 10: try reader.appendVarints(wireType, to: &scratch.keysVals)
            default: try reader.skipField(wireType)
            }
        }
        let count = scratch.ids.count
        guard scratch.latitudes.count == count, scratch.longitudes.count == count else {
            throw PBFDecodingError(
                reason: "dense nodes have \(count) ids, \(scratch.latitudes.count) latitudes"
                    + " and \(scratch.longitudes.count) longitudes")
        }
        let table = scratch.keysVals.isEmpty ? [] : try strings.decoded()
        var id: Int64 = 0, latitude: Int64 = 0, longitude: Int64 = 0
        var tagIndex = 0
        for index in 0..<count {
            id = id &+ ProtobufReader.zigzag(scratch.ids[index])
            latitude = latitude &+ ProtobufReader.zigzag(scratch.latitudes[index])
            longitude = longitude &+ ProtobufReader.zigzag(scratch.longitudes[index])
            var tags = OSMTags()
            if !scratch.keysVals.isEmpty {
                (tags, tagIndex) = try denseTags(scratch.keysVals, from: tagIndex, table: table, node: id)
            }
            try visitor(.node(transform.node(id: id, latitude: latitude, longitude: longitude, tags: tags)))
        }
    }

    /// The tags starting at `start` in `keysVals` and the index after their terminating 0.
    private func denseTags(
        _ keysVals: [UInt64], from start: Int, table: [String], node: Int64
    ) throws(PBFDecodingError) -> (OSMTags, Int) {
        var index = start
        var tags = OSMTags()
        while true {
            guard index < keysVals.count else {
                throw PBFDecodingError(reason: "dense keys_vals end inside the tags of node \(node)")
            }
            let key = keysVals[index]
            if key == 0 { return (tags, index + 1) }
            guard index + 1 < keysVals.count else {
                throw PBFDecodingError(reason: "dense keys_vals end after a key of node \(node)")
            }
            tags.append(key: try table.entry(key), value: try table.entry(keysVals[index + 1]))
            index += 2
        }
    }
}
