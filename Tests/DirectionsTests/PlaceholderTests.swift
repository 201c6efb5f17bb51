import Testing
@testable import Directions
@Test func builds() { #expect(Bool(true)) }
