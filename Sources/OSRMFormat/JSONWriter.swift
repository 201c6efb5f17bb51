/// A small, fast JSON writer that appends UTF-8 straight into a byte array — no intermediate dictionaries,
/// no `Encodable` reflection. Commas between members and elements are inserted automatically.
///
/// ```swift
/// var json = JSONWriter()
/// json.object {
///     json.member("code", "Ok")
///     json.member("distance", 1234.5)
///     json.key("location"); json.coordinate(longitude: 14.5, latitude: 35.9)
/// }
/// json.bytes   // {"code":"Ok","distance":1234.5,"location":[14.5,35.9]}
/// ```
/// Non-finite numbers are written as `null` (JSON has no NaN or infinity).
public struct JSONWriter: Sendable {
    /// The JSON text written so far, UTF-8.
    public private(set) var bytes: [UInt8] = []
    /// Whether the next value at the current nesting level needs a comma before it.
    private var needsComma = false

    /// An empty writer; `capacity` bytes are reserved up front.
    public init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Containers

    /// Writes `{`, the members `body` writes, then `}`.
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// Writes `[`, the elements `body` writes, then `]`.
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "["))
        body(&self)
        close(UInt8(ascii: "]"))
    }

    /// Writes an object member's key and colon; the next value written is its value.
    public mutating func key(_ name: String) {
        separate()
        writeString(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: Values

    /// Writes a string value.
    public mutating func value(_ string: String) {
        separate()
        writeString(string)
        needsComma = true
    }

    /// Writes a number (integral values without a fraction; `null` if not finite).
    public mutating func value(_ number: Double) {
        separate()
        writeNumber(number)
        needsComma = true
    }

    /// Writes an integer.
    public mutating func value(_ number: Int) {
        separate()
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        writeDigits(UInt64(number.magnitude))
        needsComma = true
    }

    /// Writes `true` or `false`.
    public mutating func value(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        needsComma = true
    }

    /// Writes `null`.
    public mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
        needsComma = true
    }

    /// Writes JSON text that is already valid (e.g. a document encoded elsewhere) as one value.
    public mutating func raw(_ json: [UInt8]) {
        separate()
        bytes.append(contentsOf: json)
        needsComma = true
    }

    /// Writes `[longitude, latitude]` rounded to 6 decimals (about 0.1 m), as OSRM and GeoJSON order them.
    public mutating func coordinate(longitude: Double, latitude: Double) {
        separate()
        bytes.append(UInt8(ascii: "["))
        writeNumber((longitude * 1e6).rounded() / 1e6)
        bytes.append(UInt8(ascii: ","))
        writeNumber((latitude * 1e6).rounded() / 1e6)
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    // MARK: Members

    /// Writes `"name": string`.
    public mutating func member(_ name: String, _ string: String) { key(name); value(string) }
    /// Writes `"name": number`.
    public mutating func member(_ name: String, _ number: Double) { key(name); value(number) }
    /// Writes `"name": integer`.
    public mutating func member(_ name: String, _ number: Int) { key(name); value(number) }
    /// Writes `"name": true|false`.
    public mutating func member(_ name: String, _ flag: Bool) { key(name); value(flag) }

    // MARK: Internals

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        needsComma = true
    }

    /// Numbers with at most six decimals (all of OSRM's rounded values) are written digit by digit without
    /// allocating; others fall back to Swift's shortest representation.
    private mutating func writeNumber(_ number: Double) {
        guard number.isFinite else {
            bytes.append(contentsOf: "null".utf8)
            return
        }
        let scaled = number * 1e6
        let micro = scaled.rounded()
        guard abs(micro) < 9e15, abs(scaled - micro) <= scaled.ulp * 4 else {
            bytes.append(contentsOf: number.description.utf8)
            return
        }
        let value = Int64(micro)
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        writeDigits(magnitude / 1_000_000)
        var fraction = magnitude % 1_000_000
        guard fraction > 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var digits = 6
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let start = bytes.count
        for _ in 0..<digits {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
            fraction /= 10
        }
        bytes[start...].reverse()
    }

    private mutating func writeDigits(_ value: UInt64) {
        var rest = value
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            // Most strings (names, polylines) need no escaping: copy them whole.
            if utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
                bytes.append(contentsOf: utf8)
            } else {
                for byte in utf8 { writeEscaped(byte) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func writeEscaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
        case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
        case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
        case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
        case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
        case 0..<0x20:
            bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                      Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0xF)]])
        default: bytes.append(byte)
        }
    }
}
