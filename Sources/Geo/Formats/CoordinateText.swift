/// Coordinates as request text writes them: decimal numbers — an optional `-`, digits, and optionally `.` and
/// more digits (no exponent, no `+`, no spaces) — with the longitude within ±180 and the latitude within ±90.
/// ``longitudePattern`` and ``latitudePattern`` say exactly the same as regular expressions, for API documents.
///
/// ```swift
/// CoordinateText.coordinate("14.51,35.89")   // Coordinate(latitude: 35.89, longitude: 14.51)
/// CoordinateText.number("1e5")               // nil
/// ```
public enum CoordinateText {
    /// A longitude as text: the numbers of ``number(_:)`` from −180 to 180.
    public static let longitudePattern = #"-?0*(180(\.0+)?|(1[0-7][0-9]|[1-9]?[0-9])(\.[0-9]+)?)"#
    /// A latitude as text: the numbers of ``number(_:)`` from −90 to 90.
    public static let latitudePattern = #"-?0*(90(\.0+)?|[1-8]?[0-9](\.[0-9]+)?)"#
    /// `longitude,latitude`.
    public static let coordinatePattern = longitudePattern + "," + latitudePattern

    /// The value of `text` if it is `-?[0-9]+(\.[0-9]+)?`, else nil.
    public static func number(_ text: Substring) -> Double? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : text
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return Double(text)
    }

    /// `longitude,latitude` as a coordinate, or nil when either number is malformed or out of range.
    public static func coordinate(_ text: Substring) -> Coordinate? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let longitude = number(parts[0]), let latitude = number(parts[1]) else { return nil }
        let coordinate = Coordinate(latitude: latitude, longitude: longitude)
        return coordinate.isValid ? coordinate : nil
    }
}

extension Character {
    /// Whether the character is one of 0–9.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
