import Testing
@testable import TourOptimizer
@Test func builds() { #expect(Bool(true)) }
