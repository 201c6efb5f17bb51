/// How a link is travelled.
public enum TravelMode: String, Sendable, Codable, CaseIterable, Hashable {
    /// By car on a highway.
    case road
    /// By passenger train.
    case train
}
