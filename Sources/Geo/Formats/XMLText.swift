/// Escaping for XML text and attribute values (GPX, SVG).
///
/// ```swift
/// XMLText.escape("A & B <C>")   // "A &amp; B &lt;C&gt;"
/// ```
public enum XMLText {
    /// `value` with `& < > " '` replaced by entities, valid in text and in attributes. O(length).
    public static func escape(_ value: String) -> String {
        guard value.contains(where: { "&<>\"'".contains($0) }) else { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count + 16)
        for character in value {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
