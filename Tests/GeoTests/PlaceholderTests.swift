import Testing
@testable import Geo
@Test func builds() { #expect(Bool(true)) }
