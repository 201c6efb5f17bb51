/// The parts of a `;`-separated tag value (`50;30`, `psv;bicycle`), trimmed of spaces, empty parts skipped.
///
/// Iterating does not allocate: the parts are slices of the value.
/// ```swift
/// for part in TagValueList("psv; bicycle") { print(part) }   // "psv", "bicycle"
/// ```
struct TagValueList: Sequence, IteratorProtocol {
    /// What is left to split.
    private var rest: Substring

    /// A list over `value`.
    init(_ value: String) {
        rest = Substring(value)
    }

    /// The next non-empty part, or nil at the end.
    mutating func next() -> Substring? {
        while !rest.isEmpty {
            let part: Substring
            if let semicolon = rest.firstIndex(of: ";") {
                part = rest[..<semicolon]
                rest = rest[rest.index(after: semicolon)...]
            } else {
                part = rest
                rest = rest[rest.endIndex...]
            }
            let trimmed = part.trimmingSpaces()
            if !trimmed.isEmpty { return trimmed }
        }
        return nil
    }
}

extension Substring {
    /// The text without leading and trailing spaces (ASCII space only; no allocation).
    func trimmingSpaces() -> Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
