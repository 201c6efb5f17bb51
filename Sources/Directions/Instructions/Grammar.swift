import Foundation

/// Puts street names into a grammatical case with a language's regular-expression rules, so that e.g.
/// Ukrainian "вулиця Хрещатик" becomes "вулицю Хрещатик" after "на".
struct Grammar: Sendable, Hashable {
    /// Per case, the ordered `[pattern, replacement]` rules (replacement may use `$1`, …).
    let cases: [String: [[String]]]

    /// Checks every rule: two strings, and a pattern that compiles. Returns the first problem, or `nil`.
    func problem() -> String? {
        for (name, rules) in cases {
            for rule in rules {
                guard rule.count == 2 else { return "grammar case '\(name)' has a rule that is not [pattern, replacement]" }
                if (try? NSRegularExpression(pattern: rule[0])) == nil {
                    return "grammar case '\(name)' has an invalid pattern '\(rule[0])'"
                }
            }
        }
        return nil
    }

    /// `name` in `grammaticalCase`: the first rule whose pattern matches " name " (one space each side)
    /// rewrites it; with no matching rule, or an unknown case, the name is returned unchanged.
    func inflect(_ name: String, into grammaticalCase: String) -> String {
        guard let rules = cases[grammaticalCase] else { return name }
        let padded = " \(name) "
        let range = NSRange(padded.startIndex..., in: padded)
        for rule in rules where rule.count == 2 {
            guard let regex = try? NSRegularExpression(pattern: rule[0]),
                  regex.firstMatch(in: padded, range: range) != nil else { continue }
            return regex.stringByReplacingMatches(in: padded, range: range, withTemplate: rule[1])
                .trimmingCharacters(in: .whitespaces)
        }
        return name
    }
}
