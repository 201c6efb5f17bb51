import Foundation
import Logging
import PostgresNIO

/// The job database's tables, made and migrated by the server itself: each migration runs once, in order, in a
/// transaction, under an advisory lock so that replicas starting together do not race; `wayfarer_migrations`
/// records the versions applied. A migration is never edited once released: a change is a new one.
enum JobSchema {
    /// The migrations, version 1 first.
    static let migrations: [String] = [
        """
        CREATE TABLE wayfarer_jobs (
            id text PRIMARY KEY,
            kind text NOT NULL,
            body bytea NOT NULL,
            description text NOT NULL,
            status text NOT NULL CHECK (status IN ('queued', 'running', 'finished', 'failed', 'cancelled')),
            cancel_requested boolean NOT NULL DEFAULT false,
            owner text,
            lease_until timestamptz,
            attempts integer NOT NULL DEFAULT 0,
            best text,
            document bytea,
            created timestamptz NOT NULL DEFAULT clock_timestamp(),
            ended timestamptz
        );
        CREATE INDEX wayfarer_jobs_waiting ON wayfarer_jobs (created) WHERE status IN ('queued', 'running');
        CREATE INDEX wayfarer_jobs_ended ON wayfarer_jobs (ended) WHERE ended IS NOT NULL;
        CREATE TABLE wayfarer_job_events (
            job text NOT NULL REFERENCES wayfarer_jobs (id) ON DELETE CASCADE,
            seq integer NOT NULL,
            name text NOT NULL,
            data text NOT NULL,
            at timestamptz NOT NULL DEFAULT clock_timestamp(),
            PRIMARY KEY (job, seq)
        );
        """,
    ]

    /// Applies the migrations the database lacks; returns the schema's version.
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws -> Int {
        do { return try await migrateInTransaction(connection, logger: logger) } catch let error as PostgresTransactionError {
            // A schema this server cannot use is said as it is, not as a failed transaction.
            if let schema = error.closureError as? JobSchemaError { throw schema }
            throw error
        }
    }

    private static func migrateInTransaction(_ connection: PostgresConnection, logger: Logger) async throws -> Int {
        try await connection.withTransaction(logger: logger) { connection in
            // One replica migrates at a time: the others wait here, then find nothing left to do.
            try await connection.query("SELECT pg_advisory_xact_lock(7315006)", logger: logger)
            try await connection.query("CREATE TABLE IF NOT EXISTS wayfarer_migrations (version integer PRIMARY KEY, applied timestamptz NOT NULL DEFAULT now())",
                                       logger: logger)
            var applied = 0
            for try await version in try await connection.query("SELECT coalesce(max(version), 0) FROM wayfarer_migrations", logger: logger).decode(Int.self) {
                applied = version
            }
            guard applied <= migrations.count else {
                throw JobSchemaError(message: "the job database is at schema version \(applied), newer than this server's \(migrations.count): upgrade the server")
            }
            for (index, migration) in migrations.enumerated() where index + 1 > applied {
                for statement in migration.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) }) where !statement.isEmpty {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query("INSERT INTO wayfarer_migrations (version) VALUES (\(index + 1))", logger: logger)
                logger.notice("job database migrated", metadata: ["version": "\(index + 1)"])
            }
            return migrations.count
        }
    }
}

/// A job database this server cannot use, or a `--jobs-db` URL it cannot read.
public struct JobSchemaError: Error, CustomStringConvertible {
    /// What is wrong, in one line.
    public var message: String
    public var description: String { message }
}
