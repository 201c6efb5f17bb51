/// The two OSM file formats, detected from a file's first bytes (not its name).
public enum OSMFormat: Sendable, Hashable {
    /// Protocol-buffer binary format (`.osm.pbf`): blobs of zlib-compressed blocks.
    case pbf
    /// OSM XML (`.osm`).
    case xml

    /// The format of a file starting with `prefix`, or a reason why it is neither.
    static func detect(prefix: [UInt8]) -> Result<OSMFormat, FormatMismatch> {
        if prefix.count >= 5 {
            let length = prefix[0..<4].reduce(0) { $0 << 8 | Int($1) }
            // A BlobHeader of 1 byte…64 KiB whose first field is `type` (field 1, length-delimited).
            if length > 0, length <= PBFLimits.maxBlobHeaderSize, prefix[4] == 0x0A { return .success(.pbf) }
        }
        var start = 0
        if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }  // UTF-8 byte-order mark
        while start < prefix.count, [0x20, 0x09, 0x0A, 0x0D].contains(prefix[start]) { start += 1 }
        let rest = prefix[start...]
        for opening in ["<?xml", "<osm", "<!--"] where rest.starts(with: opening.utf8) {
            return .success(.xml)
        }
        if let compressed = compression(prefix: prefix) { return .failure(FormatMismatch(reason: compressed)) }
        if prefix.isEmpty { return .failure(FormatMismatch(reason: "the file is empty")) }
        let shown = prefix.prefix(8).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined(separator: " ")
        return .failure(FormatMismatch(reason: "it starts with bytes \(shown)"))
    }

    /// The compression a file starting with `prefix` shows, as advice ("it is gzip-compressed; decompress it first
    /// (gunzip)"), or nil: for any file read as text (an extract, a speed file).
    public static func compression(prefix: [UInt8]) -> String? {
        if prefix.starts(with: [0x1F, 0x8B]) { return "it is gzip-compressed; decompress it first (gunzip)" }
        if prefix.starts(with: "BZh".utf8) { return "it is bzip2-compressed; decompress it first (bunzip2)" }
        return nil
    }

    /// Why a file's first bytes match neither format.
    struct FormatMismatch: Error {
        let reason: String
    }
}
