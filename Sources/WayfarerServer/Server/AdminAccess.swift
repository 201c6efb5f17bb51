import Foundation

/// Who may use the admin endpoints (live speeds, reload): the holder of a token the operator sets in the
/// environment (`WAYFARER_ADMIN_TOKEN`), sent as `Authorization: Bearer TOKEN`. Without a token they are off.
public struct AdminAccess: Sendable {
    /// The environment variable the token comes from.
    public static let environmentVariable = "WAYFARER_ADMIN_TOKEN"

    let token: [UInt8]

    /// Access for holders of `token` (nil when it is empty).
    public init?(token: String) {
        guard !token.isEmpty else { return nil }
        self.token = Array(token.utf8)
    }

    /// Access configured by ``environmentVariable``, or nil.
    public static func fromEnvironment() -> AdminAccess? {
        ProcessInfo.processInfo.environment[environmentVariable].flatMap(AdminAccess.init(token:))
    }

    /// Whether an `Authorization` header value carries the token (compared in constant time).
    func allows(authorization: String?) -> Bool {
        // The scheme's name is case-insensitive (RFC 9110 §11.1).
        guard let authorization, authorization.prefix(7).lowercased() == "bearer " else { return false }
        let given = Array(authorization.dropFirst("Bearer ".count).utf8)
        var difference = given.count ^ token.count
        for index in 0..<max(given.count, token.count) {
            difference |= Int((index < given.count ? given[index] : 0) ^ (index < token.count ? token[index] : 0))
        }
        return difference == 0
    }
}
