/// Reads what a ``BinaryWriter`` wrote, checking every length against the bytes left, so a truncated or
/// corrupt file gives an error instead of a crash.
public struct BinaryReader: Sendable {
    /// The bytes to read (a map file's section: a region of the mapped file).
    private let bytes: MapBytes
    /// The read position, counted from the start of `bytes`.
    public private(set) var offset: Int
    /// Whether arrays start at multiples of 8 bytes into `bytes` (as ``BinaryWriter`` writes them in a section; a map
    /// file's header, written in pieces, has them where they fall).
    private let arraysAligned: Bool

    /// Creates a reader over `bytes`, starting at `offset`.
    public init(_ bytes: MapBytes, offset: Int = 0, arraysAligned: Bool = true) {
        self.bytes = bytes
        self.offset = offset
        self.arraysAligned = arraysAligned
    }

    /// Creates a reader over a copy of `bytes`, starting at `offset`.
    public init(_ bytes: some Collection<UInt8>, offset: Int = 0) {
        self.init(MapBytes(bytes), offset: offset)
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// Reads a little-endian integer.
    public mutating func read<T: FixedWidthInteger>(_: T.Type = T.self) throws(MapFileError) -> T {
        let size = MemoryLayout<T>.size
        guard offset + size <= bytes.count else { throw .truncated(needed: offset + size, available: bytes.count) }
        let value = bytes.buffer.loadUnaligned(fromByteOffset: offset, as: T.self)
        offset += size
        return T(littleEndian: value)
    }

    /// Reads a count of nodes or items: a UInt64 that must fit the UInt32 indices the file uses.
    /// - Throws: ``MapFileError/corrupt(_:)`` for a larger value (a damaged or hostile file).
    public mutating func readCount() throws(MapFileError) -> Int {
        let value = try read(UInt64.self)
        guard value <= UInt64(UInt32.max) else { throw .corrupt("a count of \(value) is beyond what a map file can hold") }
        return Int(value)
    }

    /// Reads a Float.
    public mutating func read(_: Float.Type) throws(MapFileError) -> Float { Float(bitPattern: try read(UInt32.self)) }

    /// Reads a Double.
    public mutating func read(_: Double.Type) throws(MapFileError) -> Double { Double(bitPattern: try read(UInt64.self)) }

    /// Reads an array written by ``BinaryWriter/write(array:)``.
    public mutating func readArray<T: BitwiseCopyable>(of _: T.Type = T.self) throws(MapFileError) -> [T] {
        let (start, count) = try arrayBounds(of: T.self)
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes.buffer[start..<offset]))
            initialized = count
        }
    }

    /// Reads an array written by ``BinaryWriter/write(array:)`` without copying it when the bytes are a mapped
    /// file and the values are aligned in it (always, for values of up to 8 bytes; a copy otherwise).
    public mutating func readMappedArray<T: BitwiseCopyable>(of _: T.Type = T.self) throws(MapFileError) -> MappedArray<T> {
        let (start, count) = try arrayBounds(of: T.self)
        return MappedArray(viewing: bytes.slice(start, count: offset - start), count: count)
    }

    /// Reads an array written by ``BinaryWriter/write(array:alignedTo:)``: in place when the bytes are a mapped file
    /// (whose sections start at multiples of ``MapFile/sectionAlignment``), a copy otherwise.
    public mutating func readMappedArray<T: BitwiseCopyable>(of _: T.Type = T.self, alignedTo alignment: Int) throws(MapFileError) -> MappedArray<T> {
        try skip((alignment - (offset + 8) % alignment) % alignment)
        return try readMappedArray(of: T.self)
    }

    /// Reads an array's count, checks that its values are there, moves past them and returns where they start.
    private mutating func arrayBounds<T>(of _: T.Type) throws(MapFileError) -> (start: Int, count: Int) {
        if arraysAligned { try skip((8 - offset % 8) % 8) }
        let count = try read(UInt64.self)
        let stride = MemoryLayout<T>.stride
        guard count <= UInt64(bytes.count), offset + Int(count) * stride <= bytes.count else {
            throw .truncated(needed: offset + Int(min(count, UInt64(Int32.max))) * stride, available: bytes.count)
        }
        let start = offset
        offset += Int(count) * stride
        return (start, Int(count))
    }

    /// Reads values written by ``BinaryWriter/write(deltas:)``, checking that the bytes hold exactly that many, each
    /// within `T`.
    public mutating func readDeltas<T: FixedWidthInteger>(of _: T.Type = T.self) throws(MapFileError) -> [T] {
        let (count, bytes) = try deltaRun()
        return try [T](unsafeUninitializedCapacity: count) { (values, initialized) throws(MapFileError) in
            try Self.decode(deltas: bytes, into: values)
            initialized = count
        }
    }

    /// Reads values written by ``BinaryWriter/write(deltas:)`` as ``readDeltas(of:)`` does, into memory of their own
    /// (for the structures that read arrays mapped or not alike).
    public mutating func readMappedDeltas<T: FixedWidthInteger>(of _: T.Type = T.self) throws(MapFileError) -> MappedArray<T> {
        try readDeltaRun().decoded()
    }

    /// Moves past values written by ``BinaryWriter/write(deltas:)``, keeping their bytes to decode later
    /// (``DeltaRun/decoded(as:)``): runs read one after another can then be decoded side by side.
    public mutating func readDeltaRun() throws(MapFileError) -> DeltaRun {
        let (count, bytes) = try deltaRun()
        return DeltaRun(count: count, bytes: bytes)
    }

    /// The bytes of a run of differences, its count checked against them, not yet decoded.
    public struct DeltaRun: Sendable {
        let count: Int
        let bytes: MappedArray<UInt8>

        /// The values, in memory of their own, as ``readMappedDeltas(of:)`` reads them.
        public func decoded<T: FixedWidthInteger>(as _: T.Type = T.self) throws(MapFileError) -> MappedArray<T> {
            var failure: MapFileError?
            let values = MappedArray<T>(count: count, alignment: MemoryLayout<T>.alignment) { values in
                do throws(MapFileError) { try BinaryReader.decode(deltas: bytes, into: values) } catch { failure = error; values.initialize(repeating: 0) }
            }
            if let failure { throw failure }
            return values
        }
    }

    /// The count and bytes of a run of differences, the count checked against the bytes.
    private mutating func deltaRun() throws(MapFileError) -> (count: Int, bytes: MappedArray<UInt8>) {
        let count = try readCount()
        let bytes = try readMappedArray(of: UInt8.self)
        guard count <= bytes.count else { throw .corrupt("\(count) values announced in \(bytes.count) bytes") }
        return (count, bytes)
    }

    /// Fills `values` from the differences `bytes` holds, which must be exactly as many, each sum within `T`.
    fileprivate static func decode<T: FixedWidthInteger>(deltas bytes: MappedArray<UInt8>, into values: UnsafeMutableBufferPointer<T>) throws(MapFileError) {
        var previous: Int64 = 0, position = 0
        let buffer = bytes.buffer
        for i in values.indices {
            guard let delta = Varint.read(buffer, at: &position, end: buffer.count) else {
                throw .corrupt("a run of differences ends early or overflows")
            }
            previous &+= delta
            guard let exact = T(exactly: previous) else { throw .corrupt("a run of differences leaves \(T.bitWidth) bits") }
            values.initializeElement(at: i, to: exact)
        }
        guard position == buffer.count else { throw .corrupt("a run of differences has bytes left over") }
    }

    /// Moves past `count` bytes.
    public mutating func skip(_ count: Int) throws(MapFileError) {
        guard count >= 0, offset + count <= bytes.count else { throw .truncated(needed: offset + count, available: bytes.count) }
        offset += count
    }

    /// Reads a length-prefixed UTF-8 string.
    public mutating func readString() throws(MapFileError) -> String {
        String(decoding: try readArray(of: UInt8.self), as: UTF8.self)
    }

    /// Reads a list written by ``BinaryWriter/write(strings:)``.
    public mutating func readStrings() throws(MapFileError) -> [String] {
        let count = try read(UInt64.self)
        guard count <= UInt64(bytes.count - offset) else { throw .corrupt("a string list claims \(count) entries") }
        var strings: [String] = []
        strings.reserveCapacity(Int(count))
        for _ in 0..<count { strings.append(try readString()) }
        return strings
    }
}
