import Foundation

/// Wayfarer's map file: magic bytes, a format version, then named sections of bytes, each starting at a multiple
/// of 64 bytes into the file (a cache line: records of that size read in place cost one line each), their arrays at
/// multiples of 8 bytes (so that every array can be read in place). Written durably (a temporary file flushed and renamed into place), so a crash never
/// leaves a half-written map; memory-mapped read-only to read, so large arrays can be used in place.
public enum MapFile {
    /// The first 8 bytes of every map file.
    static let magic = Array("WAYFARER".utf8)
    /// The format version this build reads and writes (10: each profile's overlay numbering, and its partition in
    /// those numbers, rather than the partition alone; 9: the roads' points, their first points and ways as
    /// differences, the points' OSM ids as differences in blocks; 8: no distance weights, they are the arcs' lengths;
    /// the spatial index without its entries' segments, found from their points; the cell partition as its lowest level
    /// and each cell's parent). Maps of other formats are refused, to be imported again.
    public static let version: UInt32 = 10
    /// Where sections start: at a multiple of this many bytes into the file.
    public static let sectionAlignment = 64

    /// The most bytes of a part written at once: a mapped part's pages are let go after each run, so writing holds
    /// at most this much of it in memory.
    static let writtenAtOnce = 64 << 20

    /// Writes `sections` to `url`, each encoded just before it is written, its large arrays straight from their
    /// memory (so a large map is never held twice in memory; mapped ones run by run, see ``writtenAtOnce``), durably:
    /// a crash at any moment leaves the previous map file (or none) in place, never a torn one (see ``DurableFile``).
    public static func write(_ sections: [MapSection], to url: URL) throws(MapFileError) {
        var header = BinaryWriter()
        for byte in magic { header.write(byte) }
        header.write(version)
        header.write(UInt32(sections.count))
        do throws(DurableFile.Failure) {
            try DurableFile.replace(url) { (file: borrowing DurableFile) throws(DurableFile.Failure) in
                try file.write(header.bytes)
                var written = header.bytes.count
                for section in sections {
                    let parts = section.parts()
                    let count = parts.reduce(0) { $0 + $1.byteCount }
                    var prefix = BinaryWriter()
                    prefix.write(section.name)
                    prefix.write(UInt64(count))
                    let padding = (Self.sectionAlignment - (written + prefix.bytes.count) % Self.sectionAlignment) % Self.sectionAlignment
                    try file.write(prefix.bytes + [UInt8](repeating: 0, count: padding))
                    for part in parts {
                        var failure: DurableFile.Failure?
                        part.withBytes { bytes in
                            for start in stride(from: 0, to: bytes.count, by: Self.writtenAtOnce) where failure == nil {
                                let range = start..<min(bytes.count, start + Self.writtenAtOnce)
                                do throws(DurableFile.Failure) { try file.write(UnsafeRawBufferPointer(rebasing: bytes[range])) } catch { failure = error }
                                part.releasePages(range)
                            }
                        }
                        if let failure { throw failure }
                    }
                    written += prefix.bytes.count + padding + count
                }
            }
        } catch {
            throw .unwritable(path: url.path, reason: "\(error.step): \(error.reason)")
        }
    }

    /// Reads the sections of the map file at `url`: regions of the file, mapped read-only.
    public static func read(_ url: URL) throws(MapFileError) -> [String: MapBytes] {
        let contents = try bytes(of: url)
        // The header is written in pieces: its names' arrays are not aligned.
        var reader = BinaryReader(contents, arraysAligned: false)
        for byte in magic {
            guard (try? reader.read(UInt8.self)) == byte else { throw .notAMapFile(path: url.path) }
        }
        let found = try reader.read(UInt32.self)
        guard found == version else { throw .unsupportedVersion(found: found, expected: version) }
        let count = try reader.read(UInt32.self)
        var sections: [String: MapBytes] = [:]
        for _ in 0..<count {
            let name = try reader.readString()
            let announced = try reader.read(UInt64.self)
            try reader.skip((sectionAlignment - reader.offset % sectionAlignment) % sectionAlignment)
            guard announced <= UInt64(contents.count - reader.offset) else {
                throw .truncated(needed: reader.offset + Int(min(announced, UInt64(Int32.max))), available: contents.count)
            }
            let length = Int(announced)
            sections[name] = contents.slice(reader.offset, count: length)
            try reader.skip(length)
        }
        return sections
    }

    /// The whole file, mapped read-only (read into memory where it cannot be mapped).
    private static func bytes(of url: URL) throws(MapFileError) -> MapBytes {
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(path: url.path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: url.path, reason: String(cString: strerror(errno))) }
        let size = Int(status.st_size)
        guard size > 0 else { throw .notAMapFile(path: url.path) }
        if let storage = MapBytes.Storage(mapping: descriptor, size: size) { return MapBytes(storage: storage, range: 0..<size) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .unreadable(path: url.path, reason: String(cString: strerror(errno)))
        }
        return MapBytes(data)
    }
}
