import Testing
@testable import Routing
@Test func builds() { #expect(Bool(true)) }
