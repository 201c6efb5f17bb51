import Foundation

/// Fills `{placeholder}` and `{placeholder:case}` tokens in an instruction phrase.
enum Template {
    /// `template` with each token replaced by `value(name, grammaticalCase)`; a token it returns `nil`
    /// for is kept as written. Runs of spaces left by empty values are collapsed and the ends trimmed.
    static func render(_ template: String, value: (String, String?) -> String?) -> String {
        var output = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            output += rest[..<open]
            let token = rest[rest.index(after: open)..<close]
            let parts = token.split(separator: ":", maxSplits: 1).map(String.init)
            if let name = parts.first, let filled = value(name, parts.count > 1 ? parts[1] : nil) {
                output += filled
            } else {
                output += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        output += rest
        return output.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            .replacingOccurrences(of: " ,", with: ",")
    }
}
