/// What one access tag value (`access=*`, `motorcar=*`, `bicycle=*`, `foot=*`, …) means for routing.
///
/// | value | meaning |
/// |---|---|
/// | `yes`, `permissive`, `designated`, `official`, `public` | ``allowed`` |
/// | `destination`, `customers`, `permit` | ``destinationOnly``: allowed to start or end there, not to pass through |
/// | `no`, `private`, `agricultural`, `forestry`, `delivery`, `military`, `emergency`, `restricted`, `use_sidepath`, `discouraged`, `psv`, `bus` | ``denied`` |
/// | `dismount` | ``dismount``: walk beside the vehicle (bicycles: pushing speed) |
///
/// A `;` list means its most permissive understood part. Any other value (a typo, `unknown`, a conditional)
/// is not understood: the next, more general key decides.
/// ```swift
/// AccessValue("customers")   // .destinationOnly
/// AccessValue("maybe")       // nil
/// ```
public enum AccessValue: UInt8, Sendable, Hashable {
    /// The mode may use the way or pass the node.
    case allowed
    /// Allowed only to reach a destination on it (`destination`, `customers`).
    case destinationOnly
    /// The mode may not use it.
    case denied
    /// Allowed on foot beside the vehicle (`bicycle=dismount`).
    case dismount

    /// The meaning of an access value, or nil when the value is not understood.
    ///
    /// A `;` list (`agricultural;forestry`) means its most permissive understood part.
    /// Complexity: O(length of value), no allocation.
    public init?(_ value: String) {
        if let single = AccessValue.single(Substring(value)) {
            self = single
            return
        }
        var best: AccessValue?
        for part in TagValueList(value) {
            guard let meaning = AccessValue.single(part) else { continue }
            if best.map({ meaning.permissiveness > $0.permissiveness }) ?? true { best = meaning }
        }
        guard let best else { return nil }
        self = best
    }

    /// One value without `;`.
    private static func single(_ value: Substring) -> AccessValue? {
        switch value {
        case "yes", "permissive", "designated", "official", "public": .allowed
        case "destination", "customers", "permit": .destinationOnly
        case "no", "private", "agricultural", "forestry", "delivery", "military", "emergency",
             "restricted", "use_sidepath", "discouraged", "psv", "bus":
            .denied
        case "dismount": .dismount
        default: nil
        }
    }

    /// Order for choosing among list parts: denied < dismount < destination only < allowed.
    private var permissiveness: Int {
        switch self {
        case .denied: 0
        case .dismount: 1
        case .destinationOnly: 2
        case .allowed: 3
        }
    }
}
