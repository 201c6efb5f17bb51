import Foundation
import Testing
@testable import WayfarerServer

/// A map file copied onto (changed in place) is told from one renamed over the path: only the first damages the map a
/// server maps.
@Suite struct MapFileIdentityTests {
    @Test func aFileChangedInPlaceIsToldFromOneRenamedOver() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let map = folder.appendingPathComponent("city.wayfarer")
        try Data("first map".utf8).write(to: map)
        let served = try #require(MapFileIdentity(map))
        #expect(!served.isChangedInPlace(try #require(MapFileIdentity(map))), "unchanged")

        // Renamed over: another file at the path, the served one untouched.
        let next = folder.appendingPathComponent("city.wayfarer.new")
        try Data("second map, longer".utf8).write(to: next)
        #expect(rename(next.path, map.path) == 0)
        let renamed = try #require(MapFileIdentity(map))
        #expect(!served.isChangedInPlace(renamed))

        // Copied onto: the same file, truncated and rewritten.
        let handle = try FileHandle(forWritingTo: map)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("garbage".utf8))
        try handle.close()
        #expect(renamed.isChangedInPlace(try #require(MapFileIdentity(map))))
        #expect(MapFileIdentity(folder.appendingPathComponent("missing.wayfarer")) == nil)
    }
}
