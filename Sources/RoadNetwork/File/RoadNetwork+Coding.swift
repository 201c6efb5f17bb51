/// The road network's sections of a map file: `roads` (the graph), `point-nodes` (the points' OSM node ids,
/// when known; files without it load with none), `profiles` (their names, in order), `profile:NAME`
/// (each turn graph), `index` (the spatial index; rebuilt on load from files without it).
extension RoadNetwork {
    /// The network as map-file sections.
    public func mapSections() -> [MapSection] {
        let graph = graph, profiles = profiles
        var sections = [MapSection("roads") {
            var roads = BinaryWriter()
            roads.write(UInt64(graph.junctionCount))
            roads.write(array: graph.segmentFrom)
            roads.write(array: graph.segmentTo)
            roads.write(deltas: graph.firstPoint)
            roads.write(deltas: graph.latitudeE7)
            roads.write(deltas: graph.longitudeE7)
            roads.write(array: graph.length)
            roads.write(deltas: graph.segmentWay)
            roads.write(array: graph.wayName)
            roads.write(array: graph.wayRef)
            roads.write(array: graph.wayClass)
            roads.write(array: graph.wayFlags)
            roads.write(strings: graph.strings)
            return roads
        }]
        if !graph.pointNode.isEmpty {
            sections.append(MapSection("point-nodes") {
                var nodes = BinaryWriter()
                nodes.write(UInt64(graph.pointNode.count))
                nodes.write(array: graph.pointNode.blockStart)
                nodes.write(array: graph.pointNode.bytes)
                return nodes
            })
        }
        sections.append(MapSection("index") { [index] in
            var writer = BinaryWriter()
            index.encode(into: &writer)
            return writer
        })
        sections.append(MapSection("profiles") {
            var order = BinaryWriter()
            order.write(strings: profiles.map(\.name))
            return order
        })
        for profile in profiles {
            sections.append(MapSection("profile:\(profile.name)") {
                var writer = BinaryWriter()
                writer.write(profile.name)
                writer.write(array: profile.duration)
                profile.timeGraph.encode(into: &writer)
                writer.write(array: profile.copySegment)
                writer.write(array: profile.componentSize)
                writer.write(array: profile.otherComponentNode)
                writer.write(array: profile.otherComponent)
                writer.write(array: profile.datasource)
                writer.write(array: profile.nonStartpoints)
                writer.write(array: profile.pushed)
                writer.write(array: profile.closedBySpeeds.segments)
                writer.write(array: profile.closedBySpeeds.seconds)
                writer.write(array: profile.closedBySpeeds.arcs)
                writer.write(array: profile.closedBySpeeds.penalties)
                writer.write(array: profile.stretchTimes.segments)
                writer.write(array: profile.stretchTimes.first)
                writer.write(array: profile.stretchTimes.seconds)
                writer.write(array: profile.stretchTimes.named)
                writer.write(array: profile.stretchTimes.profileSeconds)
                return writer
            })
        }
        return sections
    }

    /// Whether `name` is a section of what ``mapSections()`` writes, some of which it writes only sometimes (a tool
    /// that writes a map anew keeps the other sections, never an old one of these).
    public static func writesSection(named name: String) -> Bool {
        ["roads", "point-nodes", "index", "profiles"].contains(name) || name.hasPrefix("profile:")
    }

    /// Reads a network from map-file sections, checking that the parts fit together.
    public init(sections: [String: MapBytes]) throws(MapFileError) {
        guard let roadBytes = sections["roads"] else { throw .corrupt("no road section") }
        var reader = BinaryReader(roadBytes)
        let junctions = try reader.readCount()
        let from = try reader.readMappedArray(of: UInt32.self), to = try reader.readMappedArray(of: UInt32.self)
        let firstPointRun = try reader.readDeltaRun(), latRun = try reader.readDeltaRun(), lonRun = try reader.readDeltaRun()
        let length = try reader.readMappedArray(of: Float.self), segmentWayRun = try reader.readDeltaRun()
        // The four runs of differences decoded two at a time (a 9M-junction city's 34M points: 0.5 s one after another).
        let (early, late) = concurrently(
            { Result { () throws(MapFileError) in (try firstPointRun.decoded(as: UInt32.self), try latRun.decoded(as: Int32.self)) } },
            { Result { () throws(MapFileError) in (try lonRun.decoded(as: Int32.self), try segmentWayRun.decoded(as: UInt32.self)) } })
        let (firstPoint, lats) = try early.get(), (lons, segmentWay) = try late.get()
        let wayName = try reader.readArray(of: UInt32.self), wayRef = try reader.readArray(of: UInt32.self)
        let wayClass = try reader.readArray(of: UInt8.self), wayFlags = try reader.readArray(of: UInt8.self)
        let strings = try reader.readStrings()
        let segments = from.count
        // Every junction ends a segment, so a file claiming more junctions than segment ends is damaged (or hostile).
        guard junctions <= 2 * segments, to.count == segments, firstPoint.count == segments + 1, length.count == segments,
              segmentWay.count == segments, lats.count == lons.count, Int(firstPoint.last ?? 0) == lats.count,
              firstPoint.first == 0, zip(firstPoint, firstPoint.dropFirst()).allSatisfy({ $0 < $1 }),
              from.allSatisfy({ Int($0) < junctions }), to.allSatisfy({ Int($0) < junctions }),
              wayName.count == wayRef.count, wayClass.count == wayName.count, wayFlags.count == wayName.count,
              segmentWay.allSatisfy({ Int($0) < wayName.count }),
              wayName.allSatisfy({ Int($0) < strings.count }), wayRef.allSatisfy({ Int($0) < strings.count }) else {
            throw .corrupt("inconsistent road section")
        }
        var pointNode = PointNodes.none
        if let bytes = sections["point-nodes"] {
            var nodes = BinaryReader(bytes)
            let count = try nodes.readCount()
            guard count == lats.count else { throw .corrupt("the point-nodes section does not fit the road graph") }
            pointNode = try PointNodes(count: count, blockStart: try nodes.readMappedArray(), bytes: try nodes.readMappedArray())
        }
        let graph = RoadGraph(junctionCount: junctions, segmentFrom: from, segmentTo: to, firstPoint: firstPoint,
                              latitudeE7: lats, longitudeE7: lons, length: length, segmentWay: segmentWay,
                              wayName: wayName, wayRef: wayRef, wayClass: wayClass, wayFlags: wayFlags, strings: strings,
                              pointNode: pointNode)
        // The spatial index (when the file has none) and the profiles are independent: read side by side.
        let (index, profiles) = concurrently({ () -> Result<SegmentIndex, MapFileError> in
                                                 guard let bytes = sections["index"] else { return .success(SegmentIndex(graph: graph)) }
                                                 var reader = BinaryReader(bytes)
                                                 return Result { () throws(MapFileError) in try SegmentIndex(decoding: &reader, graph: graph) }
                                             },
                                             { () -> Result<[ProfileGraph], MapFileError> in
                                                 Result { () throws(MapFileError) in try Self.profiles(sections: sections, length: length, firstPoint: firstPoint) } })
        self.init(graph: graph, profiles: try profiles.get(), index: try index.get())
    }

    /// The profiles of map-file sections, each checked against a road graph whose segments are `length` metres long.
    private static func profiles(sections: [String: MapBytes], length: MappedArray<Float>,
                                 firstPoint: MappedArray<UInt32>) throws(MapFileError) -> [ProfileGraph] {
        let segments = length.count
        var profiles: [ProfileGraph] = []
        var order = BinaryReader(sections["profiles"] ?? MapBytes([UInt8]()))
        for name in try order.readStrings() {
            guard let bytes = sections["profile:\(name)"] else { throw .corrupt("no section for profile \(name)") }
            var reader = BinaryReader(bytes)
            let profileName = try reader.readString()
            let duration = try reader.readArray(of: Float.self)
            let timeGraph = try SearchGraph(decoding: &reader)
            let copySegment = try reader.readArray(of: UInt32.self)
            let componentSize = try reader.readArray(of: UInt32.self)
            let otherNode = try reader.readArray(of: UInt32.self), other = try reader.readArray(of: UInt32.self)
            let datasource = try reader.readArray(of: UInt8.self)
            // Maps written before there were non-startpoints end here.
            let nonStartpoints = reader.isAtEnd ? [] : try reader.readArray(of: UInt32.self)
            // And before the segments where bikes are pushed.
            let pushed = reader.isAtEnd ? [] : try reader.readArray(of: UInt32.self)
            // And before segments closed by live speeds were kept.
            let closed = reader.isAtEnd ? ClosedBySpeeds()
                : ClosedBySpeeds(segments: try reader.readArray(of: UInt32.self), seconds: try reader.readArray(of: Float.self),
                                 arcs: try reader.readArray(of: UInt32.self), penalties: try reader.readArray(of: Float.self))
            // And before stretches' times were kept.
            var stretches = StretchTimes()
            if !reader.isAtEnd {
                let segments = try reader.readArray(of: UInt32.self), first = try reader.readArray(of: UInt32.self)
                let seconds = try reader.readArray(of: Float.self), named = try reader.readArray(of: UInt8.self)
                // And before the profile's own times were kept with them (such a map's speeds cannot be reset).
                let profileSeconds = reader.isAtEnd ? [Float](repeating: .nan, count: segments.count) : try reader.readArray(of: Float.self)
                stretches = StretchTimes(segments: segments, first: first, seconds: seconds, named: named, profileSeconds: profileSeconds)
            }
            guard duration.count == 2 * segments, datasource.isEmpty || datasource.count == duration.count,
                  datasource.allSatisfy({ ProfileGraph.Datasource(rawValue: $0) != nil }), timeGraph.nodeCount == 2 * segments + copySegment.count,
                  copySegment.allSatisfy({ Int($0) < 2 * segments }),
                  otherNode.count == other.count, zip(otherNode, otherNode.dropFirst()).allSatisfy({ $0 < $1 }),
                  otherNode.last.map({ Int($0) < timeGraph.nodeCount }) ?? true,
                  other.allSatisfy({ $0 == ProfileGraph.noComponent || Int($0) < componentSize.count }),
                  zip(nonStartpoints, nonStartpoints.dropFirst()).allSatisfy({ $0 < $1 }), nonStartpoints.last.map({ Int($0) < segments }) ?? true,
                  zip(pushed, pushed.dropFirst()).allSatisfy({ $0 < $1 }), pushed.last.map({ Int($0) < 2 * segments }) ?? true,
                  closed.fits(directed: 2 * segments, arcCount: timeGraph.target.count),
                  stretches.segments.isEmpty || !datasource.isEmpty, stretches.fits(directed: 2 * segments, stretchCount: { Int(firstPoint[$0 / 2 + 1]) - Int(firstPoint[$0 / 2]) - 1 }) else {
                throw .corrupt("profile \(profileName) does not fit the road graph")
            }
            profiles.append(ProfileGraph(name: profileName, duration: duration, timeGraph: timeGraph,
                                         length: length, copySegment: copySegment, componentSize: componentSize,
                                         otherComponentNode: otherNode, otherComponent: other, datasource: datasource,
                                         nonStartpoints: nonStartpoints, pushed: pushed, closedBySpeeds: closed, stretchTimes: stretches))
        }
        return profiles
    }
}
