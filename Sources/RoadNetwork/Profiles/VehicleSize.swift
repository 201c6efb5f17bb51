/// A vehicle's size, against which physical and legal limits on ways and nodes are checked.
///
/// Limits are read from `maxheight(:physical)`, `maxwidth(:physical)` (else the way's own `width` or
/// `est_width`), `maxlength` and `maxweight`; a limit at or below the vehicle's size closes the way (or
/// blocks the node). Lengths in metres (`2.5`, `2.5 m`) or feet and inches (`6'`, `6'2"`); weights in
/// tonnes (`3.5`, `3.5 t`), `kg` or `lbs`. A value that does not parse (`default`, `none`, `below_default`)
/// sets no limit.
/// ```swift
/// VehicleSize.car.fits(["maxheight": "1.9"])     // false
/// VehicleSize.car.fits(["width": "6'2\""])       // false: 1.88 m
/// ```
public struct VehicleSize: Sendable, Hashable {
    /// Metres.
    public var height: Double
    /// Metres.
    public var width: Double
    /// Metres.
    public var length: Double
    /// Tonnes.
    public var weight: Double

    /// Creates a size.
    public init(height: Double, width: Double, length: Double, weight: Double) {
        self.height = height
        self.width = width
        self.length = length
        self.weight = weight
    }

    /// Whether the vehicle passes the limits in `tags`.
    public func fits(_ tags: some TagLookup) -> Bool {
        func limit(_ keys: [String], _ parse: (String) -> Double?) -> Double? {
            for key in keys { if let value = tags[key].flatMap(parse) { return value } }
            return nil
        }
        if let limit = limit(["maxheight:physical", "maxheight"], Self.metres), limit <= height { return false }
        if let limit = limit(["maxwidth:physical", "maxwidth", "width", "est_width"], Self.metres), limit <= width { return false }
        if let limit = limit(["maxlength"], Self.metres), limit <= length { return false }
        if let limit = limit(["maxweight"], Self.tonnes), limit < weight { return false }
        return true
    }

    /// A length in metres from `2.5`, `2.5 m`, `2.5m`, `6'` or `6'2"`; nil otherwise.
    static func metres(_ text: String) -> Double? {
        let value = Substring(text).trimmingSpaces()
        if let feet = value.firstIndex(of: "'") {
            guard let whole = Double(value[..<feet]) else { return nil }
            let rest = value[value.index(after: feet)...].filter { $0 != "\"" && $0 != " " }
            let inches = rest.isEmpty ? 0 : Double(rest)
            return inches.map { whole * 0.3048 + $0 * 0.0254 }
        }
        let number = value.hasSuffix("m") ? value.dropLast().trimmingSpaces() : value
        return Double(number).flatMap { $0 > 0 ? $0 : nil }
    }

    /// A weight in tonnes from `3.5`, `3.5 t`, `3500 kg` or `7700 lbs`; nil otherwise.
    static func tonnes(_ text: String) -> Double? {
        let value = Substring(text).trimmingSpaces()
        for (unit, factor) in [("kg", 0.001), ("lbs", 0.000_453_592_37), ("t", 1.0)] where value.hasSuffix(unit) {
            return Double(value.dropLast(unit.count).trimmingSpaces()).map { $0 * factor }
        }
        return Double(value).flatMap { $0 > 0 ? $0 : nil }
    }
}
