/// Why an OSM file could not be read. Every message says where the problem is and what to do.
public enum OSMError: Error, Sendable, Hashable, CustomStringConvertible {
    /// There is no file at `path`.
    case fileNotFound(path: String)
    /// The file exists but cannot be opened or read (`reason` is the system's message).
    case unreadable(path: String, reason: String)
    /// The content is neither `.osm.pbf` nor OSM XML; `reason` says what was found instead.
    case notOSMFile(path: String, reason: String)
    /// The file ends inside a blob: the blob starting at `blobOffset` needs `needed` bytes, the file has `fileSize`.
    case truncatedPBF(blobOffset: Int, needed: Int, fileSize: Int)
    /// A compressed blob could not be decompressed (`reason` is zlib's message).
    case corruptBlob(blobOffset: Int, reason: String)
    /// A blob uses a compression this reader does not implement (`LZMA`, `ZSTD`, `LZ4`, `bzip2`).
    case unsupportedCompression(name: String, blobOffset: Int)
    /// The OSMHeader requires a feature this reader does not implement, e.g. `HistoricalInformation`.
    case unsupportedFeature(name: String)
    /// A blob decompressed but its content violates the PBF format.
    case malformedPBF(blobOffset: Int, reason: String)
    /// The XML is not well-formed or not valid OSM at `line` (1-based).
    case malformedXML(line: Int, reason: String)

    /// A message a user can act on.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "OSM file not found: \(path) (check the path)"
        case .unreadable(let path, let reason):
            "cannot read OSM file \(path): \(reason)"
        case .notOSMFile(let path, let reason):
            "\(path) is not an OSM file (expected .osm.pbf or .osm XML): \(reason)"
        case .truncatedPBF(let offset, let needed, let size):
            "truncated PBF: blob at byte offset \(offset) needs \(needed) bytes, file ends at \(size)"
                + " (the download or copy is incomplete; fetch the file again)"
        case .corruptBlob(let offset, let reason):
            "corrupt PBF blob at byte offset \(offset): \(reason) (the file is damaged; fetch it again)"
        case .unsupportedCompression(let name, let offset):
            "PBF blob at byte offset \(offset) uses \(name) compression, which is not supported"
                + " (only zlib and uncompressed blobs are; re-encode, e.g. `osmium cat in.osm.pbf -o out.osm.pbf`)"
        case .unsupportedFeature(let name):
            "the PBF requires the feature \"\(name)\", which is not supported"
                + (name == "HistoricalInformation"
                    ? " (this is a history file; use a current-state extract)" : "")
        case .malformedPBF(let offset, let reason):
            "malformed PBF blob at byte offset \(offset): \(reason)"
        case .malformedXML(let line, let reason):
            "malformed OSM XML at line \(line): \(reason)"
        }
    }
}
