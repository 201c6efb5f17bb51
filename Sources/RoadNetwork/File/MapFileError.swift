/// Why a map file could not be read or written.
public enum MapFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)
    /// The file does not start with Wayfarer's magic bytes.
    case notAMapFile(path: String)
    /// The file was written by another format version.
    case unsupportedVersion(found: UInt32, expected: UInt32)
    /// The file ends before the data it announces.
    case truncated(needed: Int, available: Int)
    /// The content is inconsistent.
    case corrupt(String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read map file \(path): \(reason)"
        case .unwritable(let path, let reason): "cannot write map file \(path): \(reason)"
        case .notAMapFile(let path): "\(path) is not a Wayfarer map file (import an .osm.pbf or .osm file with 'wayfarer import')"
        case .unsupportedVersion(let found, let expected):
            "the map file has format version \(found), this Wayfarer reads version \(expected): import the OSM file again"
        case .truncated(let needed, let available):
            "the map file is truncated: it needs at least \(needed) bytes but has \(available)"
        case .corrupt(let detail): "the map file is corrupt: \(detail)"
        }
    }
}
