/// A named section of a map file, encoded only when it is written (``MapFile/write(_:to:)``).
public struct MapSection: Sendable {
    /// The section's name (`roads`, `profile:car`, …).
    public let name: String
    /// Its bytes, made on demand.
    public let encode: @Sendable () -> [UInt8]

    /// A section named `name` whose bytes `encode` makes.
    public init(_ name: String, encode: @escaping @Sendable () -> [UInt8]) {
        self.name = name
        self.encode = encode
    }
}

extension [MapSection] {
    /// The sections encoded, by name, as ``MapFile/read(_:)`` returns them (for reading a map straight from memory).
    public func encoded() -> [String: MapBytes] {
        Dictionary(map { ($0.name, MapBytes($0.encode())) }, uniquingKeysWith: { _, last in last })
    }
}
