import Foundation

/// A TSPLIB tour file (`.opt.tour`): the node ids (1-based) in visiting order.
public struct TSPLIBTour: Sendable, Hashable {
    /// The `NAME` field.
    public var name: String
    /// The 1-based node ids in visiting order.
    public var nodes: [Int]

    /// Reads a tour file.
    public init(contentsOf url: URL) throws(TSPLIBError) {
        try self.init(parsing: try TSPLIBTokens.text(of: url))
    }

    /// Parses a tour: header lines, then `TOUR_SECTION` ids ending with -1.
    public init(parsing text: String) throws(TSPLIBError) {
        var tokens = TSPLIBTokens(text)
        var name = ""
        var nodes: [Int] = []
        var inTour = false
        reading: while let line = tokens.nextLine() {
            if !inTour {
                if line.uppercased().hasPrefix("TOUR_SECTION") { inTour = true; continue }
                if line.uppercased().hasPrefix("NAME"), let colon = line.firstIndex(of: ":") {
                    name = String(line[line.index(after: colon)...].trimmingWhitespace)
                }
                continue
            }
            for field in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                guard let id = Int(field) else {
                    throw .malformed(line: tokens.lineNumber, message: "'\(field)' is not a node id")
                }
                if id == -1 { break reading }
                nodes.append(id)
            }
        }
        guard !nodes.isEmpty else { throw .malformed(line: tokens.lineNumber, message: "no TOUR_SECTION with node ids") }
        self.name = name
        self.nodes = nodes
    }

    /// The length of this closed tour under `matrix`. - Throws: if an id is outside the matrix.
    public func length(in matrix: CostMatrix) throws(TSPLIBError) -> Double {
        guard let bad = nodes.first(where: { $0 < 1 || $0 > matrix.count }) else {
            return matrix.cost(of: nodes.map { $0 - 1 }, roundTrip: true)
        }
        throw .malformed(line: 0, message: "node id \(bad) is outside 1…\(matrix.count)")
    }
}

/// Published optimal tour lengths, as listed in an `OPTIMA.txt` file (`name length` per line, `#` comments).
public enum TSPLIBOptima {
    /// Parses the list.
    public static func parse(_ text: String) -> [String: Double] {
        var optima: [String: Double] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if fields.count >= 2, let value = Double(fields[1]) { optima[String(fields[0])] = value }
        }
        return optima
    }

    /// The optimum of the instance at `url` from an `OPTIMA.txt` beside it, looked up by the instance's
    /// `NAME` and then by the file name without its extension; nil if unknown.
    public static func optimum(besides url: URL, name: String) -> Double? {
        let list = url.deletingLastPathComponent().appendingPathComponent("OPTIMA.txt")
        guard let text = try? String(contentsOf: list, encoding: .utf8) else { return nil }
        let optima = parse(text)
        return optima[name] ?? optima[url.deletingPathExtension().lastPathComponent]
    }
}
