/// An instruction phrase with `{placeholder}` and `{placeholder:case}` tokens, split into text and tokens
/// once when its language file is read, so filling it in is a few appends.
///
/// ```swift
/// let template = Template("Turn {modifier} onto {name:accusative}")
/// template.render { token, grammaticalCase in token == "modifier" ? "left" : "Main Street" }
/// // "Turn left onto Main Street"
/// ```
struct Template: Sendable, Hashable, Decodable {
    /// The phrase as written.
    let text: String
    private let parts: [Part]

    private enum Part: Sendable, Hashable {
        case text(String)
        /// A token's name, its grammatical case, and the token as written (kept when there is no value).
        case token(String, grammaticalCase: String?, written: String)
    }

    /// Parses `text`; a `{` without a closing `}` is plain text.
    init(_ text: String) {
        self.text = text
        var parts: [Part] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            let token = rest[rest.index(after: open)..<close]
            let colon = token.firstIndex(of: ":")
            parts.append(.token(String(token[..<(colon ?? token.endIndex)]),
                                grammaticalCase: colon.map { String(token[token.index(after: $0)...]) },
                                written: String(rest[open...close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        self.parts = parts
    }

    /// Reads the phrase from a JSON string.
    init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// The phrase with each token replaced by `value(name, grammaticalCase)`; a token it returns `nil` for is
    /// kept as written. Runs of spaces left by empty values are collapsed, the ends trimmed and a space
    /// before a comma dropped.
    func render(value: (String, String?) -> String?) -> String {
        var filled: [UInt8] = []
        filled.reserveCapacity(text.utf8.count + 64)
        for part in parts {
            switch part {
            case .text(let text): filled.append(contentsOf: text.utf8)
            case .token(let name, let grammaticalCase, let written): filled.append(contentsOf: (value(name, grammaticalCase) ?? written).utf8)
            }
        }
        return Self.tidy(filled)
    }

    /// The UTF-8 `text` with runs of spaces collapsed to one, no space at either end and none before a comma.
    private static func tidy(_ text: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var spacePending = false
        for byte in text {
            if byte == UInt8(ascii: " ") {
                spacePending = !result.isEmpty
                continue
            }
            if spacePending && byte != UInt8(ascii: ",") { result.append(UInt8(ascii: " ")) }
            spacePending = false
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
