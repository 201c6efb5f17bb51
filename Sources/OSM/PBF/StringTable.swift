/// A PrimitiveBlock's string table, turned into `String`s only when an entity that needs them is decoded.
struct StringTable {
    private let bytes: UnsafeRawBufferPointer
    private var strings: [String]?

    /// The table in its encoded form (a StringTable message: repeated bytes s = 1).
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The strings, decoded on first use (each entry decoded once per block).
    mutating func decoded() throws(PBFDecodingError) -> [String] {
        if let strings { return strings }
        var reader = ProtobufReader(bytes)
        var table: [String] = []
        while !reader.isAtEnd {
            let (field, wireType) = try reader.readFieldKey()
            if field == 1, wireType == .lengthDelimited {
                table.append(String(decoding: try reader.readBytes(), as: UTF8.self))
            } else {
                try reader.skipField(wireType)
            }
        }
        strings = table
        return table
    }
}

extension Array where Element == String {
    /// The string at a string-table index read from the file, checked.
    @inline(__always)
    func entry(_ index: UInt64) throws(PBFDecodingError) -> String {
        guard index < UInt64(count) else {
            throw PBFDecodingError(reason: "string index \(index) outside a table of \(count)")
        }
        return self[Int(index)]
    }

    /// Tags from parallel key and value index lists.
    func tags(keys: [UInt64], values: [UInt64]) throws(PBFDecodingError) -> OSMTags {
        guard keys.count == values.count else {
            throw PBFDecodingError(reason: "\(keys.count) tag keys but \(values.count) values")
        }
        if keys.isEmpty { return OSMTags() }
        var pairs: [OSMTag] = []
        pairs.reserveCapacity(keys.count)
        for (key, value) in zip(keys, values) {
            pairs.append(OSMTag(key: try entry(key), value: try entry(value)))
        }
        return OSMTags(pairs)
    }
}
