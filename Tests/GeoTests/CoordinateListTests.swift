import Testing
@testable import Geo

/// `lon,lat;…` lists as OSRM URLs and the CLI write them.
@Suite struct CoordinateListTests {
    @Test("a pair valid only the other way round says to give the longitude first; one valid neither way does not")
    func swappedPairs() throws {
        #expect(try CoordinateList.parse("151.2093,-33.8688;-46.63,-23.55") == [Coordinate(latitude: -33.8688, longitude: 151.2093),
                                                                                Coordinate(latitude: -23.55, longitude: -46.63)])
        #expect { try CoordinateList.parse("151.2093,-33.8688;-33.8688,151.2093") } throws: { error in
            "\(error)".contains("coordinate 2 '-33.8688,151.2093'") && "\(error)".contains("151.2093,-33.8688 would be: give the longitude first")
        }
        #expect { try CoordinateList.parse("14.5,35.9;200,95") } throws: { error in
            "\(error)".contains("latitude within ±90") && !"\(error)".contains("longitude first")
        }
    }
}
