import OSM

/// What the graph needs from an OSM file, gathered in two passes: the routable ways and turn restrictions
/// (first pass), then the coordinates and barrier tags of just the nodes those ways use (second pass).
/// Memory grows with the routable network, not with the file.
struct OSMExtract {
    /// A way some profile may travel.
    struct Way {
        var osmID: Int64
        /// Dense node indices (into ``OSMExtract/latitudeE7`` …).
        var nodes: [Int32]
        /// Per profile, its access (nil: closed to it).
        var access: [WayAccess?]
        var name: String
        var ref: String
        var roadClass: RoadClass
        var isRoundabout: Bool
        var isFerry: Bool
        /// Whether using the way costs a toll (`toll=yes`).
        var isToll: Bool
        /// The way's own `driving_side` (true: left), if it has one.
        var leftHandTraffic: Bool?
    }

    /// A restriction relation: from ways, via a node or ways, to ways; `kinds[p]` for profile `p`.
    struct Restriction {
        var path: TurnRestrictionPath
        var kinds: [TurnRestrictionKind?]
    }

    let ways: [Way]
    let restrictions: [Restriction]
    /// OSM node id → dense index.
    let nodeIndex: [Int64: Int32]
    /// Per dense node: how many times routable ways use it (capped), and its coordinates once known.
    let usage: [UInt8]
    let latitudeE7: [Int32]
    let longitudeE7: [Int32]
    let hasCoordinate: [Bool]
    /// Per dense node: bit `p` set when the node blocks profile `p`.
    let barrierMask: [UInt8]
    /// Per dense node: whether it is a place built for turning round (`highway=turning_circle`, `turning_loop`
    /// or `mini_roundabout`), where a U-turn is allowed as at a dead end.
    let isTurningPlace: [Bool]
    /// The `highway` values of ``isTurningPlace``.
    static let turningPlaces: Set<String> = ["turning_circle", "turning_loop", "mini_roundabout"]
    /// How many restriction relations had a shape the graph cannot use (e.g. via a way).
    let skippedRestrictions: Int
    /// What the file lacks or gets wrong about the roads, one line each (none for a sound file): nodes the ways use
    /// that it does not hold (an extract cut at its edge) or places off the Earth — the roads are cut there — and node
    /// or way ids given twice (the first kept: files joined with their overlap, e.g. by `osmium cat`).
    let problems: [String]
    /// Whether traffic keeps to the left on ways without a `driving_side` of their own: when the file's
    /// country boundaries (`admin_level=2`) that say so all say `driving_side=left`. The extract's roads are
    /// taken to lie in those countries; a file spanning both kinds keeps to the right unless a way says otherwise.
    let leftHandTraffic: Bool

    /// Reads `reader` twice and keeps what `profiles` need.
    init(reader: OSMReader, profiles: [Profile], progress: (String) -> Void) throws {
        // The reader's visitors are escaping closures: gather into locals, then store.
        var ways: [Way] = [], restrictions: [Restriction] = [], skipped = 0
        var nodeIndex: [Int64: Int32] = [:], nodeCount: Int32 = 0
        var drivingSides: Set<String> = []
        progress("reading ways and relations")
        try reader.read(ways: { way in
            guard way.nodeIDs.count >= 2 else { return }
            let access = profiles.map { $0.wayAccess(way.tags) }
            guard let any = access.compactMap({ $0 }).first else { return }
            var nodes: [Int32] = []
            nodes.reserveCapacity(way.nodeIDs.count)
            for id in way.nodeIDs {
                let index: Int32
                if let known = nodeIndex[id] {
                    index = known
                } else {
                    index = nodeCount
                    nodeIndex[id] = index
                    nodeCount += 1
                }
                nodes.append(index)
            }
            ways.append(Way(osmID: way.id, nodes: nodes, access: access, name: way.tags["name"] ?? "",
                            ref: way.tags["ref"] ?? "", roadClass: any.roadClass, isRoundabout: any.isRoundabout,
                            isFerry: any.isFerry, isToll: way.tags["toll"] == "yes" || way.tags["toll:motorcar"] == "yes",
                            leftHandTraffic: way.tags["driving_side"].flatMap { ["left": true, "right": false][$0] }))
        }, relations: { relation in
            if relation.tags["boundary"] == "administrative", relation.tags["admin_level"] == "2",
               let side = relation.tags["driving_side"] {
                drivingSides.insert(side)
            }
            guard relation.tags["type"] == "restriction" else { return }
            guard profiles.contains(where: { $0.turnRestriction(relation.tags) != nil }) else { return }
            let members = relation.members.map { member in
                RestrictionMember(member.type == .node ? .node : (member.type == .way ? .way : .relation), id: member.ref, role: member.role)
            }
            do {
                let path = try TurnRestrictionPath(members: members)
                let kinds = profiles.map { $0.turnRestriction(relation.tags, path: path) }
                if kinds.allSatisfy({ $0 == nil }) { skipped += 1 } else { restrictions.append(Restriction(path: path, kinds: kinds)) }
            } catch {
                skipped += 1
            }
        })
        let repeatedWays = Self.droppingRepeatedIDs(&ways)
        var usage = [UInt8](repeating: 0, count: Int(nodeCount))
        for way in ways {
            for (position, index) in way.nodes.enumerated() {
                // Way ends count twice so that they always become junctions.
                let weight: UInt8 = position == 0 || position == way.nodes.count - 1 ? 2 : 1
                usage[Int(index)] = min(usage[Int(index)] &+ weight, 100)
            }
        }
        progress("reading \(usage.count) road nodes")
        var latitudes = [Int32](repeating: 0, count: usage.count)
        var longitudes = [Int32](repeating: 0, count: usage.count)
        var known = [Bool](repeating: false, count: usage.count)
        var barriers = [UInt8](repeating: 0, count: usage.count)
        var turningPlaces = [Bool](repeating: false, count: usage.count)
        var seen = [Bool](repeating: false, count: usage.count), offEarth = 0, repeated = 0
        try reader.read(nodes: { node in
            guard let index = nodeIndex[node.id].map(Int.init) else { return }
            // The first of a node id given twice is kept, wherever it lies.
            guard !seen[index] else {
                repeated += 1
                return
            }
            seen[index] = true
            guard abs(Int(node.latitudeE7)) <= 900_000_000, abs(Int(node.longitudeE7)) <= 1_800_000_000 else {
                offEarth += 1
                return
            }
            latitudes[index] = node.latitudeE7
            longitudes[index] = node.longitudeE7
            known[index] = true
            guard !node.tags.isEmpty else { return }
            if let highway = node.tags["highway"], Self.turningPlaces.contains(highway) { turningPlaces[index] = true }
            for (p, profile) in profiles.enumerated() where profile.nodeBarrier(node.tags) {
                barriers[index] |= 1 << UInt8(p)
            }
        })
        self.ways = ways
        self.restrictions = restrictions
        self.skippedRestrictions = skipped
        let missing = seen.indices.lazy.filter { !seen[$0] && usage[$0] > 0 }.count
        func nodes(_ count: Int) -> String { count == 1 ? "1 node" : "\(count) nodes" }
        self.problems = [
            missing > 0 ? "\(nodes(missing)) the roads use not in the file (an extract cut at its edge?): the roads are cut there" : nil,
            offEarth > 0 ? "\(nodes(offEarth)) the roads use off the Earth (latitude beyond ±90° or longitude beyond ±180°): left out, the roads cut there" : nil,
            repeated > 0 ? "\(repeated == 1 ? "1 repetition" : "\(repeated) repetitions") of node ids the roads use: the first of each id is kept" : nil,
            repeatedWays > 0 ? "\(repeatedWays == 1 ? "1 repetition" : "\(repeatedWays) repetitions") of way ids (files joined with their overlap?): the first of each id is kept" : nil,
        ].compactMap { $0 }
        self.leftHandTraffic = drivingSides == ["left"]
        self.nodeIndex = nodeIndex
        self.usage = usage
        self.latitudeE7 = latitudes
        self.longitudeE7 = longitudes
        self.hasCoordinate = known
        self.barrierMask = barriers
        self.isTurningPlace = turningPlaces
    }

    /// Drops each way whose id an earlier way had, keeping the order of the others; returns how many it dropped. A
    /// file sorted by id (as OSM files are, unless joined) is checked in one pass.
    private static func droppingRepeatedIDs(_ ways: inout [Way]) -> Int {
        guard zip(ways, ways.dropFirst()).contains(where: { $0.osmID >= $1.osmID }) else { return 0 }
        let order = ways.indices.sorted { (ways[$0].osmID, $0) < (ways[$1].osmID, $1) }
        var repeated = [Bool](repeating: false, count: ways.count)
        for (a, b) in zip(order, order.dropFirst()) where ways[a].osmID == ways[b].osmID { repeated[b] = true }
        let count = repeated.count { $0 }
        if count > 0 { ways = ways.indices.filter { !repeated[$0] }.map { ways[$0] } }
        return count
    }
}
