/// Appends little-endian numbers and arrays of plain values to a byte buffer: the writing half of the map
/// file format. Arrays start at multiples of 8 bytes into the section. Large arrays are kept as they are, not copied, until the bytes are asked for: a map file takes them
/// as ``parts``, one after another.
public struct BinaryWriter: Sendable {
    /// Arrays of at least this many bytes are kept as parts of their own.
    static let separateArray = 1 << 16
    /// The parts before `current`, and the small values written since.
    private var finished: [MapSection.Part] = []
    private var current: [UInt8] = []

    /// The bytes written so far, in one array.
    public var bytes: [UInt8] {
        guard !finished.isEmpty else { return current }
        var bytes: [UInt8] = []
        for part in parts { part.withBytes { bytes.append(contentsOf: $0) } }
        return bytes
    }

    /// The bytes written so far as parts: the runs of small values, and each large array as it was given.
    public var parts: [MapSection.Part] { current.isEmpty ? finished : finished + [MapSection.Part(current)] }

    /// Creates an empty writer.
    public init() {}

    /// Appends an integer in little-endian order.
    public mutating func write<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { current.append(contentsOf: $0) }
    }

    /// Appends a Float's bit pattern.
    public mutating func write(_ value: Float) { write(value.bitPattern) }

    /// Appends a Double's bit pattern.
    public mutating func write(_ value: Double) { write(value.bitPattern) }

    /// Appends a count and then the raw bytes of an array of fixed-size values (integers, Floats).
    /// The file is little-endian: this machine's order on every platform Swift runs on Linux.
    public mutating func write<T: BitwiseCopyable & Sendable>(array: [T]) {
        alignArray()
        write(UInt64(array.count))
        guard array.count * MemoryLayout<T>.stride >= Self.separateArray else {
            return array.withUnsafeBytes { current.append(contentsOf: $0) }
        }
        keep(MapSection.Part(array))
    }

    /// Appends a count and then the raw bytes of `array`, as ``write(array:)`` does for an ordinary array (the values
    /// are not copied when large).
    public mutating func write<T: BitwiseCopyable>(array: MappedArray<T>) {
        alignArray()
        write(UInt64(array.count))
        guard array.count * MemoryLayout<T>.stride >= Self.separateArray else {
            return current.append(contentsOf: UnsafeRawBufferPointer(array.buffer))
        }
        keep(MapSection.Part(array))
    }

    /// The number of bytes written so far.
    public var byteCount: Int { finished.reduce(current.count) { $0 + $1.byteCount } }

    /// Appends a count and then the raw bytes of `array`, as ``write(array:)`` does, after zero bytes that put the
    /// values at a multiple of `alignment` bytes (at most ``MapFile/sectionAlignment``) into the section: where the map
    /// file puts them too, for ``BinaryReader/readMappedArray(of:alignedTo:)``.
    public mutating func write<T: BitwiseCopyable>(array: MappedArray<T>, alignedTo alignment: Int) {
        let padding = (alignment - (byteCount + 8) % alignment) % alignment
        current.append(contentsOf: [UInt8](repeating: 0, count: padding))
        write(array: array)
    }

    /// Zero bytes up to the next multiple of 8 into the section, where an array's count and values start (so that a
    /// reader can use every array in place: see ``BinaryReader/readMappedArray(of:)``).
    private mutating func alignArray() {
        current.append(contentsOf: [UInt8](repeating: 0, count: (8 - byteCount % 8) % 8))
    }

    /// Ends the run of small values and keeps `part` after it.
    private mutating func keep(_ part: MapSection.Part) {
        if !current.isEmpty { finished.append(MapSection.Part(current)) }
        current = []
        finished.append(part)
    }

    /// Appends `values` (each within 64 signed bits) as what ``BinaryReader/readDeltas(of:)`` reads: their count, then
    /// each one's difference from the one before (the first's from 0) as a ``Varint``: one or two bytes where neighbours
    /// are close, as a line's points are.
    public mutating func write<T: FixedWidthInteger>(deltas values: some Collection<T>) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 2)
        var previous: Int64 = 0
        for value in values {
            let value = Int64(truncatingIfNeeded: value)
            Varint.append(value &- previous, to: &bytes)
            previous = value
        }
        write(UInt64(values.count))
        write(array: bytes)
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
