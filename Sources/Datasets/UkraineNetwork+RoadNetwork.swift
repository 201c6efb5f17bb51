import RoadNetwork

/// The intercity network as a ``RoadNetwork``, so routes, tables, trips, directions and the server treat it
/// like any OpenStreetMap map: cities are junctions, road and train links are segments (straight lines
/// between the cities, with the link's real length and travel time), and three profiles choose the modes.
extension UkraineNetwork {
    /// The profiles a trip may use: `car` (roads), `train` (rail), `any` (both, fastest).
    public static let profiles = ["car", "train", "any"]

    /// Seconds added when a trip changes between road and rail at a city (getting to the station, waiting).
    public static let transferPenalty: Float = 30 * 60

    /// The network as a road network with the profiles `car`, `train` and `any`.
    public func roadNetwork() -> RoadNetwork {
        let index = Dictionary(uniqueKeysWithValues: cities.enumerated().map { ($1.id, $0) })
        let links = (roads + trains).filter { index[$0.from] != nil && index[$0.to] != nil }
        var strings = [""]
        func intern(_ text: String?) -> UInt32 {
            guard let text, !text.isEmpty else { return 0 }
            if let known = strings.firstIndex(of: text) { return UInt32(known) }
            strings.append(text)
            return UInt32(strings.count - 1)
        }
        var latitudes: [Int32] = [], longitudes: [Int32] = [], firstPoint: [UInt32] = [0]
        var wayName: [UInt32] = [], wayRef: [UInt32] = [], wayClass: [UInt8] = []
        for link in links {
            for id in [link.from, link.to] {
                let city = cities[index[id] ?? 0]
                latitudes.append(Int32((city.latitude * 1e7).rounded()))
                longitudes.append(Int32((city.longitude * 1e7).rounded()))
            }
            firstPoint.append(UInt32(latitudes.count))
            wayName.append(intern(link.mode == .train ? link.service ?? "train" : link.ref))
            wayRef.append(intern(link.ref))
            wayClass.append(link.mode == .train ? RoadClass.rail.rawValue : RoadClass.trunk.rawValue)
        }
        let graph = RoadGraph(
            junctionCount: cities.count,
            segmentFrom: links.map { UInt32(index[$0.from] ?? 0) }, segmentTo: links.map { UInt32(index[$0.to] ?? 0) },
            firstPoint: firstPoint, latitudeE7: latitudes, longitudeE7: longitudes, length: links.map { Float($0.meters) },
            segmentWay: (0..<links.count).map(UInt32.init), wayName: wayName, wayRef: wayRef, wayClass: wayClass,
            wayFlags: [UInt8](repeating: 0, count: links.count), strings: strings)
        let profiles = Self.profiles.map { profile in
            let duration = links.flatMap { link -> [Float] in
                let usable = profile == "any" || (profile == "train") == (link.mode == .train)
                return [Float](repeating: usable ? Float(link.seconds) : .infinity, count: 2)
            }
            return TurnGraphBuilder.build(name: profile, graph: graph, duration: duration) { turn in
                if turn.isUTurn && !turn.isDeadEnd { return nil }
                let changesMode = graph.roadClass(ofSegment: turn.from >> 1) != graph.roadClass(ofSegment: turn.to >> 1)
                return changesMode ? Self.transferPenalty : 0
            }
        }
        return RoadNetwork(graph: graph, profiles: profiles, index: SegmentIndex(graph: graph))
    }

    /// The city at a coordinate of the network (a junction), if any.
    public func city(at latitude: Double, _ longitude: Double) -> City? {
        cities.first { abs($0.latitude - latitude) < 1e-6 && abs($0.longitude - longitude) < 1e-6 }
    }
}
