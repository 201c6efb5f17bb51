import Foundation

/// Writes test content to a unique temporary file and removes it afterwards.
enum TemporaryFile {
    static func with<T>(
        _ bytes: [UInt8], suffix: String = ".osm.pbf", _ body: (URL) throws -> T
    ) throws -> T {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfarer-osm-\(UUID().uuidString)\(suffix)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url)
    }

    static func with<T>(xml: String, _ body: (URL) throws -> T) throws -> T {
        try with(Array(xml.utf8), suffix: ".osm", body)
    }
}
