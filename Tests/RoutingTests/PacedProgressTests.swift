import Testing
@testable import Routing

@Suite struct PacedProgressTests {
    /// A line at most once per interval, none for a stage that is over or not begun, and the time left at the pace so far.
    @Test func linesComeAtTheirPaceWithTheTimeLeft() async throws {
        let pace = PacedProgress("partitioning", every: .milliseconds(300))
        #expect(pace.line(after: 0.5) == nil)
        try await Task.sleep(for: .milliseconds(400))
        #expect(pace.line(after: 0) == nil)
        #expect(pace.line(after: 1) == nil)
        let line = try #require(pace.line(after: 0.1))
        // A tenth in at least 0.4 s: at least 3.6 s to go.
        #expect(line.hasPrefix("partitioning: 10 %, about "))
        let seconds = try #require(Int(line.split(separator: " ")[4]))
        #expect(seconds >= 3)
        #expect(line.hasSuffix(" s left"))
        #expect(pace.line(after: 0.2) == nil)
    }
}
