/// Whole numbers in a few bytes: zigzag-mapped (0, −1, 1, −2… to 0, 1, 2, 3…, so that small numbers of either sign
/// stay small), then written 7 bits a byte, the lowest first, a byte's top bit set when more follow. Differences
/// between neighbours — a line's points, the ids along a way — take one or two bytes.
enum Varint {
    /// The most bytes a value ``read(_:at:end:)`` reads takes: 64 bits, seven to a byte.
    static let longest = 10

    /// Appends `value` to `bytes`.
    static func append(_ value: Int64, to bytes: inout [UInt8]) {
        var zigzag = UInt64(bitPattern: (value << 1) ^ (value >> 63))
        while zigzag >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: zigzag) | 0x80)
            zigzag >>= 7
        }
        bytes.append(UInt8(zigzag))
    }

    /// The value appended at `position` of `bytes`, moving `position` past it; nil when its bytes run to `end` or on
    /// past 64 bits.
    @inline(__always) static func read(_ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int, end: Int) -> Int64? {
        var zigzag: UInt64 = 0, shift: UInt64 = 0
        while true {
            guard position < end, shift < 64 else { return nil }
            let byte = bytes[position]
            position += 1
            zigzag |= UInt64(byte & 0x7f) << shift
            shift += 7
            if byte < 0x80 { return Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1) }
        }
    }
}
