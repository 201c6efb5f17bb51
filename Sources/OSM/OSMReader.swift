import Foundation

/// Reads an OpenStreetMap file, `.osm.pbf` or `.osm` XML (detected from its content), streaming its
/// nodes, ways and relations in file order.
///
/// Memory grows with what the visitor keeps, not with the file. Each `read` opens the file anew, so a
/// reader can make several passes, e.g. ways first to learn which nodes matter, then nodes only:
/// ```swift
/// let reader = try OSMReader(url: URL(fileURLWithPath: "malta.osm.pbf"))
/// var used = Set<Int64>()
/// try reader.read(.ways) { entity in
///     if case .way(let way) = entity, way.tags["highway"] != nil { used.formUnion(way.nodeIDs) }
/// }
/// try reader.read(.nodes) { entity in … }
/// ```
/// Unwanted kinds are skipped: in PBF, their groups are not decoded (each blob is still inflated).
public struct OSMReader: Sendable {
    /// The file being read.
    public let url: URL
    /// The detected format.
    public let format: OSMFormat

    /// Opens `url` and detects its format from its first bytes.
    ///
    /// Throws `fileNotFound`, `unreadable` or `notOSMFile`.
    public init(url: URL) throws(OSMError) {
        self.url = url
        let file = try FileInput(path: url.path)
        var prefix: [UInt8] = []
        let count = try file.read(64, into: &prefix)
        switch OSMFormat.detect(prefix: Array(prefix.prefix(count))) {
        case .success(let format): self.format = format
        case .failure(let mismatch): throw .notOSMFile(path: url.path, reason: mismatch.reason)
        }
    }

    /// Calls `visitor` with every entity of `kinds`, in file order.
    ///
    /// Throws `OSMError` for a damaged or unsupported file, and rethrows whatever `visitor` throws
    /// (which stops the read). O(file size) time; memory O(one blob or chunk).
    public func read(_ kinds: OSMEntityKinds = .all, visitor: (OSMEntity) throws -> Void) throws {
        switch format {
        case .pbf: try PBFReader(path: url.path).read(kinds, visitor: visitor)
        case .xml: try XMLReader(path: url.path).read(kinds, visitor: visitor)
        }
    }

    /// Calls a closure per kind; a kind whose closure is `nil` is skipped.
    ///
    /// ```swift
    /// try reader.read(ways: { way in roads.append(way) })
    /// ```
    public func read(
        nodes: ((OSMNode) throws -> Void)? = nil,
        ways: ((OSMWay) throws -> Void)? = nil,
        relations: ((OSMRelation) throws -> Void)? = nil
    ) throws {
        var kinds: OSMEntityKinds = []
        if nodes != nil { kinds.insert(.nodes) }
        if ways != nil { kinds.insert(.ways) }
        if relations != nil { kinds.insert(.relations) }
        try read(kinds) { entity in
            switch entity {
            case .node(let node): try nodes?(node)
            case .way(let way): try ways?(way)
            case .relation(let relation): try relations?(relation)
            }
        }
    }
}
