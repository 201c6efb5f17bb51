/// A profile name that is not one of the built-in profiles.
public struct UnknownProfile: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name given.
    public var name: String

    /// The error for `name`.
    public init(name: String) { self.name = name }

    public var description: String {
        "unknown profile '\(name)'; choose from \(Profile.all.map(\.name).joined(separator: ", "))"
    }
}
