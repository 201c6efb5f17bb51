import Foundation
import GRDB
import RoadNetwork

extension PlaceStore {
    /// Writes `places` as a new database at `url`, replacing any database there atomically.
    ///
    /// The database is built in a temporary file in the same folder, flushed to the disk and moved into place
    /// with `rename(2)` only once complete (``DurableFile/commit(_:to:)``): readers of the old file keep reading
    /// it, and a failure or crash mid-build leaves the old database untouched (and the temporary file removed,
    /// on failure).
    /// - Throws: ``PlacesError/database(path:reason:)``, e.g. when two places share an OSM id or the
    ///   folder is not writable.
    public static func write(_ places: [Place], to url: URL) throws(PlacesError) {
        let temporary = DurableFile.temporaryURL(for: url)
        let leftovers = [temporary.path, temporary.path + "-journal", temporary.path + "-wal", temporary.path + "-shm"]
        defer { for path in leftovers { try? FileManager.default.removeItem(atPath: path) } }
        try catching(url.path) {
            let queue = try DatabaseQueue(path: temporary.path)
            try PlaceSchema.migrator.migrate(queue)
            try queue.write { try PlaceSchema.insert(places, into: $0) }
            try queue.close()
        }
        do throws(DurableFile.Failure) { try DurableFile.commit(temporary, to: url) } catch {
            throw .database(path: url.path, reason: error.description)
        }
    }
}
