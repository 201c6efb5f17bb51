/// Appends little-endian numbers and arrays of plain values to a byte buffer: the writing half of the map
/// file format.
public struct BinaryWriter: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty writer.
    public init() {}

    /// Appends an integer in little-endian order.
    public mutating func write<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends a Float's bit pattern.
    public mutating func write(_ value: Float) { write(value.bitPattern) }

    /// Appends a Double's bit pattern.
    public mutating func write(_ value: Double) { write(value.bitPattern) }

    /// Appends a count and then the raw bytes of an array of fixed-size values (integers, Floats).
    /// The file is little-endian: this machine's order on every platform Swift runs on Linux.
    public mutating func write<T: BitwiseCopyable>(array: [T]) {
        write(UInt64(array.count))
        array.withUnsafeBytes { bytes.append(contentsOf: $0) }
    }

    /// Appends a length-prefixed UTF-8 string.
    public mutating func write(_ string: String) {
        write(array: Array(string.utf8))
    }

    /// Appends a count and then each string.
    public mutating func write(strings: [String]) {
        write(UInt64(strings.count))
        for string in strings { write(string) }
    }
}
