import Foundation

/// A TSPLIB95 instance (`.tsp` or `.atsp`): its header and its cost matrix.
///
/// Reads node coordinates under EUC_2D, EUC_3D, CEIL_2D, MAN_2D, MAX_2D, ATT and GEO, and EXPLICIT weights
/// as FULL_MATRIX, UPPER_ROW, LOWER_ROW, UPPER_DIAG_ROW, LOWER_DIAG_ROW (and their column twins).
/// ```swift
/// let instance = try TSPLIBInstance(contentsOf: URL(fileURLWithPath: "berlin52.tsp"))
/// let result = try await TourOptimizer().solve(instance.matrix!)
/// ```
public struct TSPLIBInstance: Sendable {
    /// The `NAME` field.
    public var name: String
    /// `TSP` or `ATSP`.
    public var type: String
    /// The `COMMENT` field, if any.
    public var comment: String
    /// The number of nodes.
    public var dimension: Int
    /// The `EDGE_WEIGHT_TYPE` field.
    public var edgeWeightType: String
    /// The node coordinates, when the instance has them.
    public var coordinates: [(x: Double, y: Double)]
    /// The distances between nodes, as TSPLIB defines them; nil for a planar instance of more than
    /// ``largestMatrix`` nodes (then ``planar`` holds it).
    public var matrix: CostMatrix?
    /// The nodes as points in the plane, for EUC_2D, CEIL_2D and ATT instances: what
    /// ``TourOptimizer/start(_:)-(PlanarInstance)`` solves without a matrix.
    public var planar: PlanarInstance?

    /// The most nodes of a planar instance given a matrix too.
    public static let largestMatrix = 10_000

    /// Reads an instance from a file.
    public init(contentsOf url: URL) throws(TSPLIBError) {
        try self.init(parsing: try TSPLIBTokens.text(of: url))
    }

    /// Parses the text of an instance.
    public init(parsing text: String) throws(TSPLIBError) {
        var tokens = TSPLIBTokens(text)
        var header: [String: String] = [:]
        var headerLine: [String: Int] = [:]
        var points: [(Double, Double, Double)] = []
        var weights: [Double]?
        var weightsLine = 0
        while let line = tokens.nextLine() {
            let keyword = line.prefix { $0 != ":" && $0 != " " && $0 != "\t" }.uppercased()
            switch keyword {
            case "EOF":
                break
            case "NODE_COORD_SECTION":
                let dimension = try Self.dimension(header, line: tokens.lineNumber)
                let is3D = header["NODE_COORD_TYPE"] == "THREED_COORDS" || header["EDGE_WEIGHT_TYPE"]?.hasSuffix("_3D") == true
                let firstLine = tokens.lineNumber + 1
                let stride = is3D ? 4 : 3
                let values = try tokens.numbers(dimension * stride, what: "node coordinates", items: (stride, "nodes"))
                // Each node 1…DIMENSION once, in any order.
                var placed = [(Double, Double, Double)?](repeating: nil, count: dimension)
                for i in 0..<dimension {
                    let id = values[i * stride]
                    guard id == id.rounded(), id >= 1, id <= Double(dimension), placed[Int(id) - 1] == nil else {
                        // A node to a line, as TSPLIB writes them.
                        throw .malformed(line: min(firstLine + i, tokens.lineNumber), message: "node \(abs(id) < 1e9 && id == id.rounded() ? String(Int(id)) : String(id)) in NODE_COORD_SECTION: nodes are numbered "
                                         + "1…\(dimension) (DIMENSION), each once")
                    }
                    placed[Int(id) - 1] = (values[i * stride + 1], values[i * stride + 2], is3D ? values[i * stride + 3] : 0)
                }
                points = placed.compactMap { $0 }
            case "EDGE_WEIGHT_SECTION":
                weightsLine = tokens.lineNumber
                let dimension = try Self.dimension(header, line: weightsLine)
                let format = header["EDGE_WEIGHT_FORMAT"] ?? "FULL_MATRIX"
                weights = try tokens.numbers(try Self.weightCount(format, dimension, line: weightsLine), what: "edge weights")
            case "DISPLAY_DATA_SECTION":
                let dimension = try Self.dimension(header, line: tokens.lineNumber)
                _ = try tokens.numbers(dimension * 3, what: "display coordinates")
            case "FIXED_EDGES_SECTION", "DEPOT_SECTION", "DEMAND_SECTION", "TOUR_SECTION":
                throw .unsupported(line: tokens.lineNumber, feature: "section \(keyword) in a TSP instance")
            default:
                guard let colon = line.firstIndex(of: ":") else {
                    throw .malformed(line: tokens.lineNumber, message: "expected 'KEY : value' or a section name, found '\(line.prefix(40))'")
                }
                let key = line[..<colon].trimmingWhitespace.uppercased()
                let value = String(line[line.index(after: colon)...].trimmingWhitespace)
                // A DIMENSION or format changed after a section was read by it would no longer fit its numbers.
                if key == "COMMENT", let earlier = header[key] {
                    header[key] = earlier + "\n" + value
                } else if header[key] != nil {
                    throw .malformed(line: tokens.lineNumber, message: "\(key) is given twice")
                } else {
                    header[key] = value
                    headerLine[key] = tokens.lineNumber
                }
            }
            if keyword == "EOF" { break }
        }
        let dimension = try Self.dimension(header, line: tokens.lineNumber)
        type = header["TYPE"] ?? "TSP"
        guard type == "TSP" || type == "ATSP" else {
            throw .unsupported(line: headerLine["TYPE"] ?? 1, feature: "problem type \(type) (only TSP and ATSP)")
        }
        name = header["NAME"] ?? ""
        comment = header["COMMENT"] ?? ""
        self.dimension = dimension
        edgeWeightType = header["EDGE_WEIGHT_TYPE"] ?? "EXPLICIT"
        coordinates = points.map { ($0.0, $0.1) }
        if edgeWeightType == "EXPLICIT" {
            guard let weights else { throw .malformed(line: tokens.lineNumber, message: "EXPLICIT weights but no EDGE_WEIGHT_SECTION") }
            matrix = try Self.explicitMatrix(weights, format: header["EDGE_WEIGHT_FORMAT"] ?? "FULL_MATRIX",
                                             dimension: dimension, line: weightsLine)
        } else {
            guard let function = TSPLIBDistance(rawValue: edgeWeightType) else {
                throw .unsupported(line: headerLine["EDGE_WEIGHT_TYPE"] ?? 1, feature: "EDGE_WEIGHT_TYPE \(edgeWeightType)")
            }
            guard points.count == dimension else {
                throw .malformed(line: tokens.lineNumber, message: "\(edgeWeightType) needs a NODE_COORD_SECTION")
            }
            try Self.checkSpan(points, function: function, line: headerLine["EDGE_WEIGHT_TYPE"] ?? 1)
            planar = function.planarRounding.map { PlanarInstance(x: points.map(\.0), y: points.map(\.1), rounding: $0) }
            if planar == nil || dimension <= Self.largestMatrix {
                do {
                    matrix = try CostMatrix(count: dimension) { function.distance(points[$0], points[$1]) }
                } catch {
                    throw .malformed(line: headerLine["EDGE_WEIGHT_TYPE"] ?? 1, message: Self.nodeMessage(error))
                }
            }
        }
    }

    /// Refuses coordinates so far apart that the distance between them is no finite number (it would read as no link
    /// at all): the distance between the corners of their bounding box is at least any pair's (GEO's are bounded).
    private static func checkSpan(_ points: [(Double, Double, Double)], function: TSPLIBDistance, line: Int) throws(TSPLIBError) {
        guard function != .geographical, let first = points.first else { return }
        var low = first, high = first
        for point in points {
            low = (min(low.0, point.0), min(low.1, point.1), min(low.2, point.2))
            high = (max(high.0, point.0), max(high.1, point.1), max(high.2, point.2))
        }
        guard function.distance(low, high).isFinite else {
            throw .malformed(line: line, message: "the coordinates span so far (x \(low.0)…\(high.0), y \(low.1)…\(high.1)) that "
                             + "\(function.rawValue) distances between them overflow")
        }
    }

    /// The largest DIMENSION read (the matrix built from it is limited further by ``CostMatrix/maximumCount``).
    public static let maximumDimension = 10_000_000

    private static func dimension(_ header: [String: String], line: Int) throws(TSPLIBError) -> Int {
        guard let text = header["DIMENSION"] else { throw .malformed(line: line, message: "DIMENSION must come before the data") }
        guard let value = Int(text), value > 0 else { throw .malformed(line: line, message: "DIMENSION '\(text)' is not a positive integer") }
        guard value <= maximumDimension else {
            throw .malformed(line: line, message: "DIMENSION \(value) is more than the \(maximumDimension) nodes a TSPLIB file may have here")
        }
        return value
    }

    private static func weightCount(_ format: String, _ n: Int, line: Int) throws(TSPLIBError) -> Int {
        switch format {
        case "FULL_MATRIX": return n * n
        case "UPPER_ROW", "LOWER_ROW", "UPPER_COL", "LOWER_COL": return n * (n - 1) / 2
        case "UPPER_DIAG_ROW", "LOWER_DIAG_ROW", "UPPER_DIAG_COL", "LOWER_DIAG_COL": return n * (n + 1) / 2
        default: throw .unsupported(line: line, feature: "EDGE_WEIGHT_FORMAT \(format)")
        }
    }

    /// Expands the listed weights into a full matrix. A column-wise upper triangle lists the same numbers as
    /// a row-wise lower one, and vice versa.
    private static func explicitMatrix(_ weights: [Double], format: String, dimension n: Int, line: Int) throws(TSPLIBError) -> CostMatrix {
        var full = [Double](repeating: 0, count: n * n)
        var next = 0
        func put(_ i: Int, _ j: Int) {
            full[i * n + j] = weights[next]
            full[j * n + i] = weights[next]
            next += 1
        }
        switch format {
        case "FULL_MATRIX": full = weights
        case "UPPER_ROW", "LOWER_COL": for i in 0..<n { for j in (i + 1)..<max(i + 1, n) { put(i, j) } }
        case "LOWER_ROW", "UPPER_COL": for i in 0..<n { for j in 0..<i { put(i, j) } }
        case "UPPER_DIAG_ROW", "LOWER_DIAG_COL": for i in 0..<n { for j in i..<n { put(i, j) } }
        case "LOWER_DIAG_ROW", "UPPER_DIAG_COL": for i in 0..<n { for j in 0...i { put(i, j) } }
        default: throw .unsupported(line: line, feature: "EDGE_WEIGHT_FORMAT \(format)")
        }
        do { return try CostMatrix(count: n, costs: full) } catch { throw .malformed(line: line, message: nodeMessage(error)) }
    }

    /// What is wrong with the matrix, its stops named as the file numbers its nodes (from 1).
    private static func nodeMessage(_ error: TourError) -> String {
        switch error {
        case .notANumber(let from, let to): "the weight from node \(from + 1) to node \(to + 1) is not a number"
        case .negativeCost(let from, let to, let value): "the weight from node \(from + 1) to node \(to + 1) is negative (\(value)); weights must be ≥ 0"
        default: error.description
        }
    }
}
