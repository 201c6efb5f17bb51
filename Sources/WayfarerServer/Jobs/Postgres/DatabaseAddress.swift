import Foundation
import PostgresNIO

/// Where the job database is, read from a `postgres://` URL — `postgres://user[:password]@host[:port]/database`, or a
/// Unix socket, `postgres://user@/database?host=/run/postgresql[&port=5433]` as libpq reads it (a `host` not starting
/// with `/` is a host name) — with TLS off (the database is on a private network or a socket): an `sslmode` that asks
/// for TLS is refused, not ignored.
struct DatabaseAddress {
    /// The configuration of the replica's pool of connections.
    let client: PostgresClient.Configuration
    /// The configuration of one connection (the first, which says why it fails).
    let connection: PostgresConnection.Configuration
    /// Where, for messages: `host:port` or the socket's path.
    let place: String

    /// How long the first connection may take.
    static let connectTimeout = TimeAmount.seconds(5)

    init(_ url: String) throws(JobSchemaError) {
        guard let parts = URLComponents(string: url), ["postgres", "postgresql"].contains(parts.scheme ?? "") else {
            throw JobSchemaError(message: "the job database must be a postgres:// URL, e.g. postgres://wayfarer@localhost:5432/wayfarer")
        }
        let user = parts.user ?? ProcessInfo.processInfo.environment["USER"] ?? "postgres"
        let database = parts.path.split(separator: "/").first.map(String.init)
        let query = { (name: String) in parts.queryItems?.first { $0.name == name }?.value }
        let port = parts.port ?? query("port").flatMap(Int.init) ?? 5432
        if let mode = query("sslmode"), !["disable", "allow", "prefer"].contains(mode) {
            throw JobSchemaError(message: "sslmode=\(mode): this server connects to the job database without TLS (keep it on a private network or its socket)")
        }
        let hostParameter = query("host")
        var connection: PostgresConnection.Configuration
        if let socketFolder = hostParameter, socketFolder.hasPrefix("/"), parts.host?.isEmpty ?? true {
            place = "\(socketFolder)/.s.PGSQL.\(port)"
            client = .init(unixSocketPath: place, username: user, password: parts.password, database: database)
            connection = .init(unixSocketPath: place, username: user, password: parts.password, database: database)
        } else {
            guard let host = parts.host.flatMap({ $0.isEmpty ? nil : $0 }) ?? hostParameter else {
                throw JobSchemaError(message: "the job database URL needs a host (postgres://user@host/database) or a socket folder (?host=/run/postgresql)")
            }
            place = "\(host):\(port)"
            client = .init(host: host, port: port, username: user, password: parts.password, database: database, tls: .disable)
            connection = .init(host: host, port: port, username: user, password: parts.password, database: database, tls: .disable)
        }
        connection.options.connectTimeout = Self.connectTimeout
        self.connection = connection
    }

    /// Why a connection failed, in one line: the server's message (a wrong password, no such database or role), or
    /// the network's (refused, no such host, timed out).
    static func reason(_ error: any Error) -> String {
        guard let failure = error as? PSQLError else { return "\(error)" }
        if let message = failure.serverInfo?[.message] { return message }
        if let underlying = failure.underlying { return "\(underlying)" }
        return "\(failure.code)"
    }
}
