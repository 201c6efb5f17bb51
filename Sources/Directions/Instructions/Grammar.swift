import Foundation

/// Puts street names into a grammatical case with a language's regular-expression rules, so that e.g.
/// Ukrainian "вулиця Хрещатик" becomes "вулицю Хрещатик" after "на".
struct Grammar: Sendable, Hashable {
    /// Per case, the ordered `[pattern, replacement]` rules (replacement may use `$1`, …).
    let cases: [String: [[String]]]
    /// The same rules with their patterns compiled once (a rule that does not compile is left out;
    /// ``problem()`` reports it).
    private let compiled: [String: [Rule]]

    /// One rule: a compiled pattern and its replacement template.
    private struct Rule: Sendable {
        let pattern: NSRegularExpression
        let replacement: String
    }

    /// Compiles the rules of every case.
    init(cases: [String: [[String]]]) {
        self.cases = cases
        compiled = cases.mapValues { rules in
            rules.compactMap { rule in
                guard rule.count == 2, let pattern = try? NSRegularExpression(pattern: rule[0]) else { return nil }
                return Rule(pattern: pattern, replacement: rule[1])
            }
        }
    }

    static func == (a: Grammar, b: Grammar) -> Bool { a.cases == b.cases }

    func hash(into hasher: inout Hasher) { hasher.combine(cases) }

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
        guard let rules = compiled[grammaticalCase] else { return name }
        let padded = " \(name) "
        let range = NSRange(padded.startIndex..., in: padded)
        for rule in rules where rule.pattern.firstMatch(in: padded, range: range) != nil {
            return rule.pattern.stringByReplacingMatches(in: padded, range: range, withTemplate: rule.replacement)
                .trimmingCharacters(in: .whitespaces)
        }
        return name
    }
}
