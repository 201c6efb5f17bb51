/// Which `barrier=*` values on a node stop a profile.
///
/// Cars are stopped by anything not known to open (``passable(_:)``: an unknown barrier on a road is more
/// likely a bollard than a toll booth); walkers and cyclists pass anything not known to block
/// (``blocking(_:)``).
/// ```swift
/// BarrierPolicy.passable(["gate", "toll_booth"]).blocks("bollard")   // true
/// BarrierPolicy.blocking(["wall", "fence"]).blocks("bollard")        // false
/// ```
public enum BarrierPolicy: Sendable, Hashable {
    /// These values let the mode through; every other barrier value blocks.
    case passable(Set<String>)
    /// These values block the mode; every other barrier value lets it through.
    case blocking(Set<String>)

    /// Whether a node with `barrier=value` stops the mode (before its access tags are read).
    public func blocks(_ value: String) -> Bool {
        switch self {
        case .passable(let values): !values.contains(value)
        case .blocking(let values): values.contains(value)
        }
    }
}
