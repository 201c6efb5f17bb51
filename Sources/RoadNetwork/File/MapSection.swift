/// A named section of a map file, encoded only when it is written (``MapFile/write(_:to:)``).
public struct MapSection: Sendable {
    /// A piece of a section's bytes: an array of plain values, written from its own memory (so that writing a map
    /// never holds a second copy of its large arrays).
    public struct Part: Sendable {
        /// The number of bytes.
        public let byteCount: Int
        private let bytes: @Sendable (_ body: (UnsafeRawBufferPointer) -> Void) -> Void
        private let release: @Sendable (Range<Int>) -> Void

        /// The raw bytes of `values` (little-endian, as the file holds them).
        public init<T: BitwiseCopyable & Sendable>(_ values: [T]) {
            byteCount = values.count * MemoryLayout<T>.stride
            bytes = { body in values.withUnsafeBytes { body($0) } }
            release = { _ in }
        }

        /// The raw bytes of `values`, in place (in their own memory, a scratch file, or the map file they were read from).
        public init<T: BitwiseCopyable>(_ values: MappedArray<T>) {
            byteCount = values.count * MemoryLayout<T>.stride
            bytes = { body in body(UnsafeRawBufferPointer(values.buffer)) }
            release = { values.releasePages(bytes: $0) }
        }

        /// Calls `body` with the bytes.
        public func withBytes(_ body: (UnsafeRawBufferPointer) -> Void) { bytes(body) }

        /// Lets bytes `range`, once written, leave the process's memory where they are a mapped file (so that writing
        /// a map whose weights wait in scratch files does not bring them all back in).
        func releasePages(_ range: Range<Int>) { release(range) }
    }

    /// The section's name (`roads`, `profile:car`, …).
    public let name: String
    /// Its bytes, made on demand, as parts written one after another.
    public let parts: @Sendable () -> [Part]

    /// A section named `name` whose bytes `encode` makes.
    public init(_ name: String, encode: @escaping @Sendable () -> [UInt8]) {
        self.name = name
        parts = { [Part(encode())] }
    }

    /// A section named `name` whose bytes are what `write` writes (its large arrays written from their own memory).
    public init(_ name: String, writer write: @escaping @Sendable () -> BinaryWriter) {
        self.name = name
        parts = { write().parts }
    }

    /// The section's bytes in one array.
    public func encode() -> [UInt8] {
        var bytes: [UInt8] = []
        for part in parts() { part.withBytes { bytes.append(contentsOf: $0) } }
        return bytes
    }
}

extension [MapSection] {
    /// The sections encoded, by name, as ``MapFile/read(_:)`` returns them (for reading a map straight from memory).
    public func encoded() -> [String: MapBytes] {
        Dictionary(map { ($0.name, MapBytes($0.encode())) }, uniquingKeysWith: { _, last in last })
    }
}
