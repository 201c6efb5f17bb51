/// Reads protobuf wire format (varints, zigzag, length-delimited fields) from a byte buffer.
///
/// Every read is checked against the end of the buffer and throws on malformed input; the buffer must stay
/// alive while the reader is used (it is used inside `withUnsafeBytes`).
struct ProtobufReader {
    /// The wire types this reader understands.
    enum WireType: Int {
        case varint = 0, fixed64 = 1, lengthDelimited = 2, fixed32 = 5
    }

    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    /// A reader over `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Whether every byte has been consumed.
    var isAtEnd: Bool { position >= bytes.count }

    /// The next field's number and wire type.
    @inline(__always)
    mutating func readFieldKey() throws(PBFDecodingError) -> (field: Int, wireType: WireType) {
        let key = try readVarint()
        guard let wireType = WireType(rawValue: Int(key & 7)) else {
            throw PBFDecodingError(reason: "unsupported wire type \(key & 7) at byte \(position)")
        }
        let field = key >> 3
        guard field > 0, field < 1 << 29 else {
            throw PBFDecodingError(reason: "invalid field number \(field)")
        }
        return (Int(field), wireType)
    }

    /// A base-128 varint of up to 10 bytes.
    @inline(__always)
    mutating func readVarint() throws(PBFDecodingError) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
            if shift >= 70 { throw PBFDecodingError(reason: "varint longer than 10 bytes") }
        }
        throw PBFDecodingError(reason: "varint runs past the end of the message")
    }

    /// An `int64`/`int32` (two's complement in a varint).
    @inline(__always)
    mutating func readInt64() throws(PBFDecodingError) -> Int64 {
        Int64(bitPattern: try readVarint())
    }

    /// The bytes of a length-delimited field (a string, a sub-message or a packed array).
    mutating func readBytes() throws(PBFDecodingError) -> UnsafeRawBufferPointer {
        let length = try readVarint()
        guard length <= UInt64(bytes.count - position) else {
            throw PBFDecodingError(
                reason: "field of \(length) bytes at byte \(position) runs past the end of its message")
        }
        let start = position
        position += Int(length)
        return UnsafeRawBufferPointer(rebasing: bytes[start..<position])
    }

    /// Skips a field of `wireType` whose key has just been read.
    mutating func skipField(_ wireType: WireType) throws(PBFDecodingError) {
        switch wireType {
        case .varint: _ = try readVarint()
        case .lengthDelimited: _ = try readBytes()
        case .fixed64: try advance(8)
        case .fixed32: try advance(4)
        }
    }

    /// Appends the values of a repeated varint field, accepting both packed (one length-delimited run)
    /// and non-packed (one varint per key) encodings.
    mutating func appendVarints(_ wireType: WireType, to values: inout [UInt64]) throws(PBFDecodingError) {
        switch wireType {
        case .varint:
            values.append(try readVarint())
        case .lengthDelimited:
            var packed = ProtobufReader(try readBytes())
            while !packed.isAtEnd { values.append(try packed.readVarint()) }
        default:
            throw PBFDecodingError(reason: "repeated integer field has wire type \(wireType.rawValue)")
        }
    }

    /// Decodes a zigzag-encoded value.
    @inline(__always)
    static func zigzag(_ raw: UInt64) -> Int64 {
        Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }

    private mutating func advance(_ count: Int) throws(PBFDecodingError) {
        guard count <= bytes.count - position else {
            throw PBFDecodingError(reason: "fixed-size field runs past the end of its message")
        }
        position += count
    }
}
