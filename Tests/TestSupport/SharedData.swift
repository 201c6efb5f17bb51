import Foundation

/// Locates the shared test data (`../shared/data` beside the repository), read in place.
///
/// Set `WAYFARER_DATA` to point at another copy. Example:
/// ```swift
/// let monaco = try SharedData.url("osm/monaco.osm.pbf")
/// ```
public enum SharedData {
    /// The data folder: `$WAYFARER_DATA`, or `../shared/data` beside the package root.
    public static var root: URL {
        if let override = ProcessInfo.processInfo.environment["WAYFARER_DATA"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        // This file is Tests/TestSupport/SharedData.swift: three levels up is the package root.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data")
    }

    /// The URL of `relativePath` inside the data folder; throws if the file is missing.
    public static func url(_ relativePath: String) throws -> URL {
        let url = root.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw MissingData(path: url.path)
        }
        return url
    }

    /// A shared data file that is not where it should be.
    public struct MissingData: Error, CustomStringConvertible {
        public let path: String
        /// Creates the error for a file that is not there.
        public init(path: String) { self.path = path }
        public var description: String { "shared test data not found at \(path) (set WAYFARER_DATA)" }
    }
}
