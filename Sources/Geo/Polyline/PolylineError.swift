/// Why an encoded polyline could not be decoded. Offsets count UTF-8 bytes from 0.
///
/// ```swift
/// do { _ = try Polyline.decode("_p~iF~ps|", precision: .five) }
/// catch { print(error) }  // "polyline ends in the middle of a value starting at byte 5 …"
/// ```
public enum PolylineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A byte outside the polyline alphabet `?` (63) … `~` (126).
    case invalidCharacter(UInt8, offset: Int)
    /// The text ends inside a value that began at `offset`.
    case truncated(offset: Int)
    /// The text ends after a latitude, before its longitude.
    case missingLongitude(offset: Int)
    /// A value that began at `offset` has more 5-bit chunks than any coordinate needs.
    case valueTooLong(offset: Int)
    /// The coordinate at `index` decodes outside ±90° latitude or ±180° longitude.
    case coordinateOutOfRange(index: Int, Coordinate)

    /// A message saying what is wrong and what to check.
    public var description: String {
        let hint = " (is it an encoded polyline, with the right precision, copied whole?)"
        switch self {
        case .invalidCharacter(let byte, let offset):
            let shown = byte >= 32 && byte < 127 ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
            return "polyline has invalid character \(shown) at byte \(offset); only '?' to '~' are allowed" + hint
        case .truncated(let offset):
            return "polyline ends in the middle of a value starting at byte \(offset)" + hint
        case .missingLongitude(let offset):
            return "polyline ends at byte \(offset) after a latitude without its longitude" + hint
        case .valueTooLong(let offset):
            return "polyline value starting at byte \(offset) is too long to be a coordinate" + hint
        case .coordinateOutOfRange(let index, let c):
            return "polyline point \(index) decodes to latitude \(c.latitude), longitude \(c.longitude), "
                + "outside ±90°/±180°" + hint
        }
    }
}
