/// Writes the Mapbox Vector Tile encoding (version 2.1): a protocol-buffer `Tile` of named layers, each with
/// its features' geometry as zig-zag command streams and their attributes in shared key and value tables.
struct VectorTileEncoder {
    /// One layer being written.
    struct Layer {
        let name: String
        private var features = ProtobufWriter()
        private(set) var count = 0
        private var keys: [String] = []
        private var keyNumbers: [String: UInt32] = [:]
        private var values: [Value] = []
        private var valueNumbers: [Value: UInt32] = [:]

        init(name: String) { self.name = name }

        /// Adds a feature: `type` 1 point, 2 line, 3 polygon; `geometry` its command stream.
        mutating func add(id: UInt64, type: BasemapGeometry, attributes: [(String, Value)], geometry: [UInt32]) {
            var tags: [UInt32] = []
            for (key, value) in attributes {
                tags.append(Self.number(key, in: &keyNumbers, list: &keys))
                tags.append(Self.number(value, in: &valueNumbers, list: &values))
            }
            var feature = ProtobufWriter()
            feature.varint(field: 1, id)
            feature.packed(field: 2, tags)
            feature.varint(field: 3, UInt64(type.rawValue))
            feature.packed(field: 4, geometry)
            features.message(field: 2, feature.bytes)
            count += 1
        }

        /// The encoded layer.
        func encoded(extent: UInt32) -> [UInt8] {
            var layer = ProtobufWriter()
            layer.varint(field: 15, 2)
            layer.string(field: 1, name)
            layer.raw(features.bytes)
            for key in keys { layer.string(field: 3, key) }
            for value in values {
                var encoded = ProtobufWriter()
                switch value {
                case .string(let text): encoded.string(field: 1, text)
                case .unsigned(let number): encoded.varint(field: 5, number)
                }
                layer.message(field: 4, encoded.bytes)
            }
            layer.varint(field: 5, UInt64(extent))
            return layer.bytes
        }

        private static func number<T: Hashable>(_ value: T, in numbers: inout [T: UInt32], list: inout [T]) -> UInt32 {
            if let known = numbers[value] { return known }
            numbers[value] = UInt32(list.count)
            list.append(value)
            return UInt32(list.count - 1)
        }
    }

    /// An attribute value.
    enum Value: Hashable {
        case string(String)
        case unsigned(UInt64)
    }

    /// The command stream of points, lines or rings (each given without repeating its first point): MoveTo,
    /// LineTo and, for rings, ClosePath, with zig-zag deltas from the previous point.
    struct Geometry {
        private(set) var commands: [UInt32] = []
        private var cursor = (x: Int32(0), y: Int32(0))

        init() {}

        /// Adds a path: `points` moved to and lined through, then closed when `closed`.
        mutating func add(_ points: [(x: Int32, y: Int32)], closed: Bool) {
            guard let first = points.first else { return }
            commands.append(Self.command(1, count: 1))
            move(to: first)
            if points.count > 1 {
                commands.append(Self.command(2, count: points.count - 1))
                for point in points.dropFirst() { move(to: point) }
            }
            if closed { commands.append(Self.command(7, count: 1)) }
        }

        /// Adds points as one MoveTo with several points (a multi-point).
        mutating func add(points: [(x: Int32, y: Int32)]) {
            guard !points.isEmpty else { return }
            commands.append(Self.command(1, count: points.count))
            for point in points { move(to: point) }
        }

        private mutating func move(to point: (x: Int32, y: Int32)) {
            commands.append(Self.zigzag(point.x &- cursor.x))
            commands.append(Self.zigzag(point.y &- cursor.y))
            cursor = point
        }

        private static func command(_ id: UInt32, count: Int) -> UInt32 { (id & 7) | (UInt32(count) << 3) }
        private static func zigzag(_ value: Int32) -> UInt32 { UInt32(bitPattern: (value << 1) ^ (value >> 31)) }
    }
}

/// The few protocol-buffer writes a vector tile needs.
struct ProtobufWriter {
    private(set) var bytes: [UInt8]

    init() { bytes = [] }

    mutating func raw(_ more: [UInt8]) { bytes += more }

    mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func varint(field: Int, _ value: UInt64) {
        varint(UInt64(field << 3))
        varint(value)
    }

    mutating func message(field: Int, _ payload: [UInt8]) {
        varint(UInt64(field << 3 | 2))
        varint(UInt64(payload.count))
        bytes += payload
    }

    mutating func string(field: Int, _ text: String) { message(field: field, Array(text.utf8)) }

    mutating func packed(field: Int, _ values: [UInt32]) {
        guard !values.isEmpty else { return }
        var payload = ProtobufWriter()
        for value in values { payload.varint(UInt64(value)) }
        message(field: field, payload.bytes)
    }
}
