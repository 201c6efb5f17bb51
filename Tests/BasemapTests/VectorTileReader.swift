/// Decodes a Mapbox Vector Tile as clients do, to check what ``VectorTiles`` writes.
struct VectorTileReader {
    struct Feature {
        var id: UInt64 = 0
        var type = 0
        var attributes: [String: String] = [:]
        /// Paths in tile units: a point's points, a line's pieces, a polygon's rings (open).
        var paths: [[(x: Int, y: Int)]] = []
    }

    struct Layer {
        var name = ""
        var extent = 4096
        var version = 0
        var features: [Feature] = []
    }

    var layers: [String: Layer] = [:]

    init(_ bytes: [UInt8]) throws {
        var tile = Protobuf(bytes[...])
        while let (field, value) = try tile.next() {
            guard field == 3, case .bytes(let layerBytes) = value else { continue }
            var layer = Layer(), keys: [String] = [], values: [String] = []
            var rawFeatures: [ArraySlice<UInt8>] = []
            var reader = Protobuf(layerBytes)
            while let (field, value) = try reader.next() {
                switch (field, value) {
                case (1, .bytes(let text)): layer.name = String(decoding: text, as: UTF8.self)
                case (2, .bytes(let feature)): rawFeatures.append(feature)
                case (3, .bytes(let text)): keys.append(String(decoding: text, as: UTF8.self))
                case (4, .bytes(let encoded)):
                    var valueReader = Protobuf(encoded)
                    while let (kind, inner) = try valueReader.next() {
                        switch (kind, inner) {
                        case (1, .bytes(let text)): values.append(String(decoding: text, as: UTF8.self))
                        case (5, .varint(let number)): values.append(String(number))
                        default: values.append("?")
                        }
                    }
                case (5, .varint(let extent)): layer.extent = Int(extent)
                case (15, .varint(let version)): layer.version = Int(version)
                default: break
                }
            }
            for raw in rawFeatures {
                var feature = Feature()
                var reader = Protobuf(raw)
                var tags: [UInt64] = [], commands: [UInt64] = []
                while let (field, value) = try reader.next() {
                    switch (field, value) {
                    case (1, .varint(let id)): feature.id = id
                    case (2, .bytes(let packed)): tags = try Protobuf.packed(packed)
                    case (3, .varint(let type)): feature.type = Int(type)
                    case (4, .bytes(let packed)): commands = try Protobuf.packed(packed)
                    default: break
                    }
                }
                for pair in stride(from: 0, to: tags.count - 1, by: 2) { feature.attributes[keys[Int(tags[pair])]] = values[Int(tags[pair + 1])] }
                var x = 0, y = 0, i = 0
                func zigzag(_ value: UInt64) -> Int { Int(value >> 1) ^ -Int(value & 1) }
                while i < commands.count {
                    let id = commands[i] & 7, count = Int(commands[i] >> 3)
                    i += 1
                    switch id {
                    case 1, 2:
                        for _ in 0..<count {
                            x += zigzag(commands[i]); y += zigzag(commands[i + 1]); i += 2
                            if id == 1 && feature.type != 1 { feature.paths.append([]) }
                            if feature.paths.isEmpty { feature.paths.append([]) }
                            feature.paths[feature.paths.count - 1].append((x, y))
                        }
                    default: break
                    }
                }
                layer.features.append(feature)
            }
            layers[layer.name] = layer
        }
    }
}

/// Protocol-buffer wire format, just enough for vector tiles.
struct Protobuf {
    enum Value { case varint(UInt64), bytes(ArraySlice<UInt8>) }
    struct Malformed: Error {}

    var bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0, shift: UInt64 = 0
        while let byte = bytes.popFirst() {
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        throw Malformed()
    }

    mutating func next() throws -> (Int, Value)? {
        guard !bytes.isEmpty else { return nil }
        let key = try varint()
        switch key & 7 {
        case 0: return (Int(key >> 3), .varint(try varint()))
        case 2:
            let length = Int(try varint())
            guard length <= bytes.count else { throw Malformed() }
            let payload = bytes.prefix(length)
            bytes = bytes.dropFirst(length)
            return (Int(key >> 3), .bytes(payload))
        default: throw Malformed()
        }
    }

    static func packed(_ bytes: ArraySlice<UInt8>) throws -> [UInt64] {
        var reader = Protobuf(bytes), values: [UInt64] = []
        while !reader.bytes.isEmpty { values.append(try reader.varint()) }
        return values
    }
}
