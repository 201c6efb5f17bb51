import Foundation

/// Normalization and distance of city names, for forgiving lookups.
enum NameKey {
    /// The comparison key of a name: lower-cased, accents and other combining marks removed,
    /// apostrophes, hyphens, spaces and punctuation dropped. `"Kam'yanets-Podilskyi"`,
    /// `"kamyanets podilskyi"` and `"Кам’янець-Подільський"` → their letters only.
    static func normalize(_ name: String) -> String {
        let decomposed = name.lowercased().decomposedStringWithCanonicalMapping
        var scalars = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .otherLetter, .decimalNumber:
                scalars.append(replacement(for: scalar))
            default:
                continue  // marks, apostrophes, dashes, spaces, dots
            }
        }
        return String(scalars)
    }

    /// Letters that have no decomposition but an obvious plain form.
    private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "ł": return "l"
        case "ø": return "o"
        case "ß": return "s"
        default: return scalar
        }
    }

    /// Levenshtein distance between two strings, by Unicode scalar. O(a·b) time, O(b) memory.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
