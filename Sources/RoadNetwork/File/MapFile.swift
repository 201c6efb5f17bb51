import Foundation

/// Wayfarer's map file: magic bytes, a format version, then named sections of bytes. Written to a temporary
/// file and renamed into place, so a crash never leaves a half-written map; read in one go.
public enum MapFile {
    /// The first 8 bytes of every map file.
    static let magic = Array("WAYFARER".utf8)
    /// The format version this build reads and writes.
    public static let version: UInt32 = 1

    /// Writes `sections` (name → bytes) to `url`, atomically.
    public static func write(_ sections: [(name: String, bytes: [UInt8])], to url: URL) throws(MapFileError) {
        var writer = BinaryWriter()
        for byte in magic { writer.write(byte) }
        writer.write(version)
        writer.write(UInt32(sections.count))
        for section in sections {
            writer.write(section.name)
            writer.write(array: section.bytes)
        }
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(writer.bytes).write(to: temporary)
        } catch {
            throw .unwritable(path: url.path, reason: (error as NSError).localizedDescription)
        }
        // rename(2) replaces the target atomically: readers see the old file or the new one, never a mix.
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritable(path: url.path, reason: reason)
        }
    }

    /// Reads the sections of the map file at `url`.
    public static func read(_ url: URL) throws(MapFileError) -> [String: [UInt8]] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(path: url.path, reason: (error as NSError).localizedDescription)
        }
        var reader = BinaryReader([UInt8](data))
        for byte in magic {
            guard (try? reader.read(UInt8.self)) == byte else { throw .notAMapFile(path: url.path) }
        }
        let found = try reader.read(UInt32.self)
        guard found == version else { throw .unsupportedVersion(found: found, expected: version) }
        let count = try reader.read(UInt32.self)
        var sections: [String: [UInt8]] = [:]
        for _ in 0..<count {
            let name = try reader.readString()
            sections[name] = try reader.readArray(of: UInt8.self)
        }
        return sections
    }
}
