/// A direct connection between two cities of the network, usable in both directions.
///
/// Road links follow real highways between neighbouring cities; train links join consecutive stops
/// (among the network's cities) of a real passenger service.
///
/// In the JSON a road link is `{"from", "to", "roadKm", "driveMinutes", "ref"?}` and a train link is
/// `{"from", "to", "railKm", "trainMinutes", "service"?}`.
public struct Link: Sendable, Codable, Hashable {
    /// Id of one end (the order carries no meaning).
    public let from: String
    /// Id of the other end.
    public let to: String
    /// Road or train.
    public let mode: TravelMode
    /// Length along the road or railway, in kilometres.
    public let km: Double
    /// Typical travel time in minutes: driving time for roads, the fastest regular train for rail.
    public let minutes: Double
    /// Highway number for roads, e.g. `"M-06"`, when known.
    public let ref: String?
    /// Train category for rail, e.g. `"Intercity+"`.
    public let service: String?

    /// Creates a link.
    public init(from: String, to: String, mode: TravelMode, km: Double, minutes: Double, ref: String? = nil, service: String? = nil) {
        self.from = from
        self.to = to
        self.mode = mode
        self.km = km
        self.minutes = minutes
        self.ref = ref
        self.service = service
    }

    /// Length in metres.
    public var meters: Double { km * 1000 }
    /// Travel time in seconds.
    public var seconds: Double { minutes * 60 }
    /// Average speed in km/h.
    public var averageKmh: Double { minutes > 0 ? km / (minutes / 60) : 0 }

    /// Whether the link has `id` at one of its ends.
    public func touches(_ id: String) -> Bool { from == id || to == id }

    /// The end opposite `id`, or `nil` when the link does not touch `id`.
    public func other(than id: String) -> String? {
        if from == id { return to }
        if to == id { return from }
        return nil
    }

    private enum CodingKeys: String, CodingKey {
        case from, to, roadKm, driveMinutes, railKm, trainMinutes, ref, service
    }

    /// Decodes either JSON shape; the keys present decide the mode.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        from = try c.decode(String.self, forKey: .from)
        to = try c.decode(String.self, forKey: .to)
        ref = try c.decodeIfPresent(String.self, forKey: .ref)
        service = try c.decodeIfPresent(String.self, forKey: .service)
        if c.contains(.roadKm) {
            mode = .road
            km = try c.decode(Double.self, forKey: .roadKm)
            minutes = try c.decode(Double.self, forKey: .driveMinutes)
        } else {
            mode = .train
            km = try c.decode(Double.self, forKey: .railKm)
            minutes = try c.decode(Double.self, forKey: .trainMinutes)
        }
    }

    /// Encodes the JSON shape of its mode.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
        switch mode {
        case .road:
            try c.encode(km, forKey: .roadKm)
            try c.encode(minutes, forKey: .driveMinutes)
        case .train:
            try c.encode(km, forKey: .railKm)
            try c.encode(minutes, forKey: .trainMinutes)
        }
        try c.encodeIfPresent(ref, forKey: .ref)
        try c.encodeIfPresent(service, forKey: .service)
    }
}
