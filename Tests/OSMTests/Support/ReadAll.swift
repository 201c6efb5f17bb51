import Foundation
@testable import OSM

/// Every entity of a file, in order.
func readAll(_ url: URL, _ kinds: OSMEntityKinds = .all) throws -> [OSMEntity] {
    var entities: [OSMEntity] = []
    try OSMReader(url: url).read(kinds) { entities.append($0) }
    return entities
}

/// The error reading `url` throws, if it is an `OSMError`.
func osmError(reading url: URL) -> OSMError? {
    do {
        _ = try readAll(url)
        return nil
    } catch {
        return error as? OSMError
    }
}

/// The error opening `url` throws, or `nil` if it opens.
func openError(_ url: URL) -> OSMError? {
    do {
        _ = try OSMReader(url: url)
        return nil
    } catch {
        return error
    }
}
