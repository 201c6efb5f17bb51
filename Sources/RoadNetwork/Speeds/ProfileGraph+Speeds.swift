import Geo

extension ProfileGraph {
    /// Where the time of a directed segment comes from: its OSM tags under the profile, or a speed file.
    public enum Datasource: UInt8, Sendable, CaseIterable {
        case profile = 0
        case speeds = 1

        /// The name OSRM's `metadata.datasource_names` gives it.
        public var name: String { self == .profile ? "profile" : "speeds" }
    }

    /// The profile with `speeds` applied: each directed segment some of whose stretches have a speed gets
    /// the time those speeds give (its other stretches keep their time: their share of the old time, or what earlier
    /// speeds gave them; each stretch's time kept in ``stretchTimes``), and every turn onto
    /// it costs that time plus the same turn penalty as before; a speed of 0 closes the segment, and a later speed above
    /// 0 opens it again (``closedBySpeeds``). Segments the profile may not travel stay closed. Says how many directed segments changed, and how many of the speeds named
    /// no stretch the profile travels.
    /// - Throws: ``SegmentSpeedsError/noNodeIDs`` when the graph keeps no OSM node ids (and `speeds` is not empty).
    public func applying(_ speeds: SegmentSpeeds, on graph: RoadGraph) throws(SegmentSpeedsError) -> (profile: ProfileGraph, applied: SpeedsApplied) {
        guard speeds.count > 0 else { return (self, SpeedsApplied(changed: 0, unmatched: 0)) }
        guard !graph.pointNode.isEmpty else { throw .noNodeIDs }
        var duration = self.duration
        var source = datasource.isEmpty ? [UInt8](repeating: Datasource.profile.rawValue, count: duration.count) : datasource
        // Each half of the segments on a thread of its own (a segment's two directions are written by its half only).
        let found = duration.withUnsafeMutableBufferPointer { duration in
            source.withUnsafeMutableBufferPointer { source in
                nonisolated(unsafe) let duration = duration, source = source
                let (first, second) = concurrently(halvesOf: 0..<graph.segmentCount) {
                    timesFromSpeeds(speeds, segments: $0, on: graph, into: duration, source: source)
                }
                return (stretches: first.stretches + second.stretches, matched: first.matched + second.matched)
            }
        }
        var updated = withTimes(duration, source: source)
        updated.stretchTimes = stretchTimes.updated(with: found.stretches)
        // A stretch (a pair of consecutive nodes, one way) lies on one segment: each row matches at most one.
        return (updated, SpeedsApplied(changed: found.stretches.count, unmatched: max(0, speeds.count - found.matched)))
    }

    /// Whether live speeds set some segments' times (each such segment keeps its stretch times).
    public var hasLiveSpeeds: Bool { !stretchTimes.segments.isEmpty }

    /// The profile without live speeds: every directed segment speeds changed or closed takes the time the profile gave
    /// it again, and every turn onto it the profile's cost. Says how many directed segments changed.
    /// - Throws: ``SegmentSpeedsError/noProfileTimes`` when the speeds were applied before the profile's times were kept.
    public func resettingSpeeds() throws(SegmentSpeedsError) -> (profile: ProfileGraph, changed: Int) {
        // Maps whose speeds came before stretch times were kept mark segments `speeds` with no time to go back to.
        guard hasLiveSpeeds else {
            if datasource.contains(Datasource.speeds.rawValue) { throw .noProfileTimes }
            return (self, 0)
        }
        // Every segment speeds set has stretch times with the profile's time, unless older speeds set some.
        guard stretchTimes.knowsProfileTimes,
              datasource.lazy.filter({ $0 == Datasource.speeds.rawValue }).count == stretchTimes.segments.count else { throw .noProfileTimes }
        var duration = self.duration
        var source = datasource.isEmpty ? [UInt8](repeating: Datasource.profile.rawValue, count: duration.count) : datasource
        for (d, seconds) in zip(stretchTimes.segments, stretchTimes.profileSeconds) {
            duration[Int(d)] = seconds
            source[Int(d)] = Datasource.profile.rawValue
        }
        var updated = withTimes(duration, source: source)
        updated.stretchTimes = StretchTimes()
        return (updated, stretchTimes.segments.count)
    }

    /// The profile with directed segments taking the times `duration` (from `source`): every turn onto a segment whose
    /// time changed costs that time plus the turn penalty it had (kept in ``closedBySpeeds`` while the segment was closed).
    private func withTimes(_ duration: [Float], source: [UInt8]) -> ProfileGraph {
        // Arcs into a node cost its segment's time plus the turn penalty, which stays as it was.
        let old = timeGraph, times = duration
        var weight = Array(old.weight)
        weight.withUnsafeMutableBufferPointer { weight in
            nonisolated(unsafe) let weight = weight
            _ = concurrently(halvesOf: weight.indices) { arcs in
                for arc in arcs {
                    let d = segment(ofNode: Int(old.target[arc]))
                    guard times[d] != self.duration[d] else { continue }
                    let penalty = self.duration[d].isFinite ? max(0, Double(old.weight[arc]) - Double(self.duration[d]))
                        : Double(closedBySpeeds.penalty(ofArc: arc) ?? 0)
                    weight[arc] = times[d].isFinite ? Float(Double(times[d]) + penalty) : .infinity
                }
            }
        }
        let time = SearchGraph(nodeCount: old.nodeCount, firstArc: old.firstArc, target: old.target, weight: MappedArray(weight))
        var updated = self
        updated.duration = duration
        updated.timeGraph = time
        updated.datasource = source
        updated.closedBySpeeds = closedBySpeeds.updated(before: self.duration, after: duration, graph: old) { segment(ofNode: $0) }
        return updated
    }

    /// The new times of the directed segments of `segments` some of whose stretches have a speed, written to
    /// `duration` with their source; returns their stretches' times, and how many stretches had a speed.
    private func timesFromSpeeds(_ speeds: SegmentSpeeds, segments: Range<Int>, on graph: RoadGraph,
                                 into duration: UnsafeMutableBufferPointer<Float>, source: UnsafeMutableBufferPointer<UInt8>)
        -> (stretches: [(segment: UInt32, times: StretchTimes.Segment)], matched: Int) {
        var changes: [(segment: UInt32, times: StretchTimes.Segment)] = [], stretches = 0
        for s in segments {
            let points = Int(graph.firstPoint[s])..<Int(graph.firstPoint[s + 1])
            // The time each direction takes now, or took before speeds closed it; nil where the profile may not travel it.
            func before(_ d: Int) -> Float? { self.duration[d].isFinite ? self.duration[d] : closedBySpeeds.seconds(before: d) }
            let forward = before(2 * s), backward = before(2 * s + 1)
            guard forward != nil || backward != nil else { continue }
            let ids = graph.pointNode.ids(points)
            for direction in 0...1 {
                guard let previous = direction == 0 ? forward : backward else { continue }
                let d = 2 * s + direction
                let earlier = stretchTimes.times(of: d)
                // The profile's own time: kept with earlier stretch times, else the time now unless older speeds set it.
                let profileSeconds = earlier?.profileSeconds ?? (datasource(of: d) == .speeds ? .nan : previous)
                var times = StretchTimes.Segment(seconds: [], named: [], profileSeconds: profileSeconds), matched = false
                // The stretches in travel order.
                for k in 0..<(points.count - 1) {
                    let a = direction == 0 ? points.lowerBound + k : points.upperBound - 1 - k, b = direction == 0 ? a + 1 : a - 1
                    let metres = graph.point(a).distance(to: graph.point(b))
                    if let speed = speeds.speed(from: ids[a - points.lowerBound], to: ids[b - points.lowerBound]) {
                        matched = true
                        stretches += 1
                        times.seconds.append(speed > 0 ? Float(metres / (speed / 3.6)) : .infinity)
                        times.named.append(true)
                    } else if let earlier {
                        times.seconds.append(earlier.seconds[k])
                        times.named.append(earlier.named[k])
                    } else {
                        times.seconds.append(Float(Double(previous) * metres / Double(max(graph.length[s], 0.01))))
                        times.named.append(false)
                    }
                }
                // A file that gives the stretches the times they have changes nothing (the same file sent again).
                guard matched, times.seconds != earlier?.seconds || times.named != earlier?.named else { continue }
                duration[d] = times.seconds.reduce(0, +)
                source[d] = Datasource.speeds.rawValue
                changes.append((UInt32(d), times))
            }
        }
        return (changes, stretches)
    }
}

/// What applying live speeds to a profile did.
public struct SpeedsApplied: Sendable, Hashable {
    /// The directed segments that got new times.
    public var changed: Int
    /// The speeds (rows of the file) that named no stretch the profile travels: a file for another map or profile,
    /// nodes swapped, or not consecutive.
    public var unmatched: Int
    /// The directed segments that took the profile's own time back (speeds reset first), before the speeds applied.
    public var reset: Int

    public init(changed: Int, unmatched: Int, reset: Int = 0) {
        self.changed = changed
        self.unmatched = unmatched
        self.reset = reset
    }
}
