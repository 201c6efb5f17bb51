/// Why places could not be read, stored or queried; each message says what to do about it.
public enum PlacesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A category name that is not one of ``PlaceCategory``'s.
    case unknownCategory(String)
    /// The OSM extract could not be read.
    case unreadableExtract(path: String, reason: String)
    /// There is no places database where one was expected.
    case missingDatabase(path: String)
    /// The places database was written by another version of Wayfarer.
    case incompatibleDatabase(path: String)
    /// SQLite failed to read or write the database.
    case database(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownCategory(let name):
            "unknown category '\(name)'; choose from \(PlaceCategory.allCases.map(\.rawValue).joined(separator: ", "))"
        case .unreadableExtract(let path, let reason):
            "cannot read points of interest from \(path): \(reason)"
        case .missingDatabase(let path):
            "no places database at \(path); run 'wayfarer import' on the OSM extract to build it beside the map file"
        case .incompatibleDatabase(let path):
            "the places database \(path) has a schema this version of Wayfarer does not know; re-run 'wayfarer import'"
        case .database(let path, let reason):
            "places database \(path): \(reason)"
        }
    }
}
