/// One level of a profile's access hierarchy: a key such as `motor_vehicle`, with its directional forms.
///
/// The directional keys (`motor_vehicle:forward`, `motor_vehicle:backward`) are built once, when the profile
/// is made, so that reading tags never builds a string.
/// ```swift
/// let key = AccessKey("bicycle")   // key "bicycle", forward "bicycle:forward", backward "bicycle:backward"
/// ```
public struct AccessKey: Sendable, Hashable {
    /// The plain key, e.g. `motorcar`.
    public let key: String
    /// The key for the way's drawn direction, e.g. `motorcar:forward`.
    public let forward: String
    /// The key against the way's drawn direction, e.g. `motorcar:backward`.
    public let backward: String

    /// Creates a level for `key` and its `:forward` / `:backward` forms.
    public init(_ key: String) {
        self.key = key
        self.forward = key + ":forward"
        self.backward = key + ":backward"
    }
}
