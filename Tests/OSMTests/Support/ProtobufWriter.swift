/// Protobuf wire-format encoding, the mirror of the reader, for building PBF files in tests.
struct ProtobufWriter {
    var bytes: [UInt8] = []

    mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func key(_ field: Int, wireType: Int) { varint(UInt64(field << 3 | wireType)) }

    /// An `int64`/`int32`/`uint32`/enum field.
    mutating func int(_ field: Int, _ value: Int64) {
        key(field, wireType: 0)
        varint(UInt64(bitPattern: value))
    }

    /// A zigzag `sint64` field.
    mutating func sint(_ field: Int, _ value: Int64) {
        key(field, wireType: 0)
        varint(Self.zigzag(value))
    }

    mutating func bytes(_ field: Int, _ content: [UInt8]) {
        key(field, wireType: 2)
        varint(UInt64(content.count))
        bytes += content
    }

    mutating func string(_ field: Int, _ text: String) { bytes(field, Array(text.utf8)) }

    /// A repeated varint field, packed (one run) or not (one key per value).
    mutating func repeated(_ field: Int, _ values: [UInt64], packed: Bool) {
        if packed {
            var run = ProtobufWriter()
            for value in values { run.varint(value) }
            if !values.isEmpty { bytes(field, run.bytes) }
        } else {
            for value in values {
                key(field, wireType: 0)
                varint(value)
            }
        }
    }

    static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }

    /// Delta-codes and zigzags a sequence.
    static func deltas(_ values: [Int64]) -> [UInt64] {
        var previous: Int64 = 0
        return values.map { value in
            defer { previous = value }
            return zigzag(value - previous)
        }
    }
}
