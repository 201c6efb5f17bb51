import Foundation

/// The lines of a TSPLIB file, read as `KEY : VALUE` headers and sections of numbers, each remembering its
/// line number for error messages.
struct TSPLIBTokens {
    private let lines: [Substring]
    /// The index of the next line to read.
    private var index = 0
    /// The 1-based number of the last non-empty line read (for error messages).
    private(set) var lineNumber = 0

    /// The text of a TSPLIB file.
    static func text(of url: URL) throws(TSPLIBError) -> String {
        do { return try String(contentsOf: url, encoding: .utf8) } catch {
            throw .unreadable(path: url.path, reason: (error as NSError).localizedDescription)
        }
    }

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The next non-empty line, trimmed, or nil at the end.
    mutating func nextLine() -> Substring? {
        while index < lines.count {
            let line = lines[index].trimmingWhitespace
            index += 1
            if !line.isEmpty {
                lineNumber = index
                return line
            }
        }
        return nil
    }

    /// Reads `count` numbers spread over any number of lines; with `items`, they come `items.size` to an item
    /// (a node's number and coordinates), and a file that ends early is told in items.
    mutating func numbers(_ count: Int, what: String, items: (size: Int, name: String)? = nil) throws(TSPLIBError) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(min(count, 1 << 16))   // the file may announce far more numbers than it holds
        while values.count < count {
            guard let line = nextLine() else {
                let read = items.map { "\(values.count / $0.size) of \(count / $0.size) \($0.name)" } ?? "\(values.count) of \(count) \(what)"
                throw .malformed(line: lineNumber, message: "the file ends after \(read)")
            }
            for field in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                guard let value = Double(field), value.isFinite else {
                    throw .malformed(line: lineNumber, message: "'\(field)' is not a number (reading \(what))")
                }
                values.append(value)
            }
        }
        if values.count > count {
            throw .malformed(line: lineNumber, message: "more numbers than the \(count) \(what) expected")
        }
        return values
    }
}

extension Substring {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    var trimmingWhitespace: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
