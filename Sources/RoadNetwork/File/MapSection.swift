/// A named section of a map file, encoded only when it is written (``MapFile/write(_:to:)``).
public struct MapSection: Sendable {
    /// A piece of a section's bytes: encoded bytes, or a large array of weights written from its own memory (so
    /// that writing a map never holds a second copy of its largest arrays).
    public enum Part: Sendable {
        case bytes([UInt8])
        case floats([Float])

        /// The number of bytes.
        public var byteCount: Int {
            switch self {
            case .bytes(let bytes): bytes.count
            case .floats(let values): values.count * MemoryLayout<Float>.size
            }
        }

        /// Calls `body` with the bytes (little-endian, as the file holds them).
        public func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
            switch self {
            case .bytes(let bytes): try bytes.withUnsafeBytes(body)
            case .floats(let values): try values.withUnsafeBytes(body)
            }
        }
    }

    /// The section's name (`roads`, `profile:car`, …).
    public let name: String
    /// Its bytes, made on demand, as parts written one after another.
    public let parts: @Sendable () -> [Part]

    /// A section named `name` whose bytes `encode` makes.
    public init(_ name: String, encode: @escaping @Sendable () -> [UInt8]) {
        self.name = name
        parts = { [.bytes(encode())] }
    }

    /// A section named `name` whose bytes are the `parts` made on demand, one after another.
    public init(_ name: String, parts: @escaping @Sendable () -> [Part]) {
        self.name = name
        self.parts = parts
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
