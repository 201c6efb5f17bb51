import Testing
@testable import OSM
@Test func builds() { #expect(Bool(true)) }
