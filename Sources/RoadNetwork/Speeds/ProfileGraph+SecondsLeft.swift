import Geo

extension ProfileGraph {
    /// The seconds directed segment `d` takes from `position` (0…1 of its drawn length, in its own direction) to its
    /// end: its stretches' own times where live speeds set them (``stretchTimes``, as OSRM weighs a snapped point by
    /// its node pairs), else that share of its time. What a search starting or ending part-way along `d` costs, so
    /// that a table and a route agree with the times a route reports stretch by stretch.
    public func secondsLeft(on d: Int, from position: Double, in graph: RoadGraph) -> Double {
        let whole = Double(duration[d])
        guard position > 0 else { return whole }
        guard position < 1 else { return 0 }
        guard let times = stretchTimes.times(of: d) else { return (1 - position) * whole }
        let lengths = graph.geometry(of: d).stretchLengths
        var ahead = position * lengths.reduce(0, +), left = 0.0
        for (k, metres) in lengths.enumerated() {
            if ahead >= metres {
                ahead -= metres
            } else {
                left += Double(times.seconds[k]) * (1 - ahead / metres)
                ahead = 0
            }
        }
        return left
    }

    /// The seconds from each point of directed segment `d`'s geometry to its end, where live speeds timed its
    /// stretches (``stretchTimes``); nil where they did not (its time is then shared by length).
    public func secondsLeft(atPointsOf d: Int) -> [Double]? {
        guard let times = stretchTimes.times(of: d) else { return nil }
        var left = [0.0]
        for seconds in times.seconds.reversed() { left.append(left[left.count - 1] + Double(seconds)) }
        return left.reversed()
    }
}
