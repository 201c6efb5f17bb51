import Geo

/// The contours an isochrone request asks for: one to four limits in minutes (for time) or metres (for
/// distance), as `5,10,15` in a URL or on the command line.
///
/// ```swift
/// let contours = try ContourList("5,10,15", metric: .time)   // limits 300, 600, 900 s
/// ```
public struct ContourList: Sendable, Hashable {
    /// What the limits bound.
    public let metric: Metric
    /// The limits in the metric's unit (seconds, metres).
    public let limits: [Double]

    /// The most contours in one list, and the largest one in minutes and in metres.
    public static let maximumCount = 4, maximumMinutes = 120.0, maximumMeters = 100_000.0

    /// What one unit of the text is in the metric's unit: 60 seconds a minute, 1 metre a metre.
    public static func unit(of metric: Metric) -> Double { metric == .time ? 60 : 1 }

    /// Reads `text`: comma-separated decimal numbers (``CoordinateText/number(_:)``), each above 0 and at most
    /// ``maximumMinutes`` or ``maximumMeters``, none twice.
    /// - Throws: a message saying what the list must be ("1 to 4 comma-separated numbers …"), or which is given twice.
    public init(_ text: some StringProtocol, metric: Metric) throws(ContourListError) {
        let maximum = metric == .time ? Self.maximumMinutes : Self.maximumMeters
        let values = text.split(separator: ",", omittingEmptySubsequences: false).map { CoordinateText.number(Substring($0)) }
        guard (1...Self.maximumCount).contains(values.count), values.allSatisfy({ ($0 ?? 0) > 0 && ($0 ?? 0) <= maximum }) else {
            throw ContourListError(description: "1 to \(Self.maximumCount) comma-separated numbers above 0 and at most \(maximum.wholeText)")
        }
        if let twice = values.indices.first(where: { values[..<$0].contains(values[$0]) }) {
            throw ContourListError(description: "each contour once: \(values[twice]!.wholeText) is given twice")
        }
        self.metric = metric
        limits = values.map { $0! * Self.unit(of: metric) }
    }
}

/// Why a contour list could not be read.
public struct ContourListError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
}
