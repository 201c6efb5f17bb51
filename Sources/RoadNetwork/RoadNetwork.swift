import Foundation
import Geo
import OSM

/// A loaded road network: the shared ``RoadGraph``, one ``ProfileGraph`` per travel profile, and the
/// ``SegmentIndex`` for snapping.
///
/// ```swift
/// let network = try RoadNetwork.build(from: URL(fileURLWithPath: "malta.osm.pbf"))
/// print(network.graph.segmentCount, network.profiles.map(\.name))
/// ```
public struct RoadNetwork: Sendable {
    /// The streets.
    public let graph: RoadGraph
    /// One turn graph per profile, in the order imported.
    public let profiles: [ProfileGraph]
    /// The spatial index over the streets.
    public let index: SegmentIndex

    /// Creates a network from its parts.
    public init(graph: RoadGraph, profiles: [ProfileGraph], index: SegmentIndex) {
        self.graph = graph
        self.profiles = profiles
        self.index = index
    }

    /// The profile called `name`, if the network has it.
    public func profile(named name: String) -> ProfileGraph? { profiles.first { $0.name == name } }

    /// Reads an OSM file (`.osm.pbf` or `.osm`) and builds the network for `profiles`.
    ///
    /// Two streaming passes over the file (ways and relations, then the nodes they use); memory grows with
    /// the routable network. `progress` receives a line per stage, and one per problem with the roads' nodes (missing,
    /// off the Earth, given twice) or ways (given twice).
    /// - Throws: ``OSMError`` for unreadable or malformed files, ``RoadNetworkError/noRoads`` when no way is
    ///   routable for any of the profiles.
    public static func build(from url: URL, profiles: [Profile] = Profile.all,
                             progress: (String) -> Void = { _ in }) throws -> RoadNetwork {
        let extract = try OSMExtract(reader: try OSMReader(url: url), profiles: profiles, progress: progress)
        guard !extract.ways.isEmpty else { throw RoadNetworkError.noRoads(path: url.path) }
        for problem in extract.problems { progress(problem) }
        progress("splitting \(extract.ways.count) ways into segments")
        let roads = RoadGraphBuilder(extract: extract)
        let graph = roads.graph
        var wayIndex: [Int64: Int] = [:]
        for (index, way) in extract.ways.enumerated() { wayIndex[way.osmID] = index }
        let builder = ProfileGraphBuilder(graph: graph, extract: extract, roads: roads, wayIndex: wayIndex)
        var profileGraphs: [ProfileGraph] = []
        for (index, profile) in profiles.enumerated() {
            progress("building the \(profile.name) turn graph")
            profileGraphs.append(builder.build(profile, index: index))
        }
        progress("indexing \(graph.segmentCount) segments")
        return RoadNetwork(graph: graph, profiles: profileGraphs, index: SegmentIndex(graph: graph))
    }
}

/// Why a road network could not be built.
public enum RoadNetworkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file has no way any profile may travel.
    case noRoads(path: String)

    public var description: String {
        switch self {
        case .noRoads(let path): "\(path) contains no roads any travel profile can use"
        }
    }
}
