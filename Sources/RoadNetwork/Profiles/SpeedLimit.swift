/// A legal speed limit read from a `maxspeed` value.
///
/// Understood forms (anything else, e.g. `walk`, `signals`, `variable`, gives nil and is ignored):
/// - a number in km/h: `50`, `50.5`, `50 km/h`, `50 kmh`, `50 kph`;
/// - a number with a unit: `30 mph` (× 1.609344), `10 knots` (× 1.852);
/// - `none`: no limit (``unlimited``);
/// - a zone or implicit limit, `CC:type`, from ``SpeedLimit/zones`` (`DE:urban` → 50, `DE:rural` → 100,
///   `DE:motorway` → unlimited, `UK:nsl_single` → 60 mph, …); an unknown country falls back to the generic
///   `urban` 50, `rural` 90, `living_street` 10, `motorway`/`trunk` unlimited;
/// - a numbered zone: `zone:30`, `zone30`, `DE:zone30`, `DE:zone:30` → 30;
/// - several values separated by `;` (`50;30`): the lowest limit.
/// ```swift
/// SpeedLimit("30 mph")      // .kmh(48.28032)
/// SpeedLimit("DE:urban")    // .kmh(50)
/// SpeedLimit("none")        // .unlimited
/// ```
public enum SpeedLimit: Sendable, Hashable {
    /// A limit in kilometres per hour.
    case kmh(Double)
    /// No limit (`maxspeed=none`, German Autobahn).
    case unlimited

    /// Parses a `maxspeed` value; nil when it is not understood.
    ///
    /// Complexity: O(length of value); no heap allocation for values up to 15 bytes per `;` part.
    public init?(_ value: String) {
        var result: SpeedLimit?
        for part in TagValueList(value) {
            guard let limit = SpeedLimit.single(part) else { continue }
            result = result.map { $0.lower(limit) } ?? limit
        }
        guard let result else { return nil }
        self = result
    }

    /// The limit in km/h, or nil when unlimited.
    public var kilometresPerHour: Double? {
        if case .kmh(let value) = self { value } else { nil }
    }

    /// The stricter of two limits.
    func lower(_ other: SpeedLimit) -> SpeedLimit {
        switch (self, other) {
        case (.unlimited, _): other
        case (_, .unlimited): self
        case (.kmh(let a), .kmh(let b)): .kmh(min(a, b))
        }
    }

    /// One value without `;`.
    private static func single(_ text: Substring) -> SpeedLimit? {
        if text == "none" { return .unlimited }
        if let number = SpeedNumber(text) { return number.limit }
        return zone(text)
    }

    /// `CC:type`, `zone:30`, `CC:zone30`, … (see ``zones``).
    private static func zone(_ text: Substring) -> SpeedLimit? {
        if let known = zones[String(text)] { return known }
        // Drop a country prefix (`DE:`) unless the text itself starts with `zone`.
        var type = text
        if !type.hasPrefix("zone"), let colon = type.firstIndex(of: ":") {
            type = type[type.index(after: colon)...]
        }
        if type.hasPrefix("zone") {
            var digits = type.dropFirst(4)
            if digits.first == ":" { digits = digits.dropFirst() }
            return SpeedNumber(digits)?.limit
        }
        return genericZones[String(type)]
    }
}

/// A number with an optional unit, parsed by hand (no Foundation): `50`, `50.5`, `30 mph`, `10 knots`.
struct SpeedNumber {
    /// The value converted to km/h.
    let kmh: Double

    /// The value as a limit.
    var limit: SpeedLimit { .kmh(kmh) }

    /// Parses digits with an optional fraction, spaces, and an optional unit; nil for anything else.
    init?(_ text: Substring) {
        var value = 0.0
        var scale = 0.0  // 0 while in the integer part; the current decimal place after the point
        var digitCount = 0
        var unitStart = text.utf8.endIndex
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            if byte >= 0x30 && byte <= 0x39 {
                let digit = Double(byte - 0x30)
                if scale == 0 {
                    value = value * 10 + digit
                } else {
                    value += digit * scale
                    scale /= 10
                }
                digitCount += 1
            } else if byte == 0x2E || byte == 0x2C, scale == 0, digitCount > 0 {  // "." or ","
                scale = 0.1
            } else {
                unitStart = index
                break
            }
        }
        guard digitCount > 0 else { return nil }
        let unit = Substring(text.utf8[unitStart...]).trimmingSpaces()
        switch unit {
        case "", "km/h", "kmh", "kph", "kmph": kmh = value
        case "mph": kmh = value * 1.609344
        case "knots", "kn": kmh = value * 1.852
        default: return nil
        }
        guard kmh > 0 else { return nil }
    }
}
