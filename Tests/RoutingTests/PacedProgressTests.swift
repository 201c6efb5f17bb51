import Testing
@testable import Routing

@Suite struct PacedProgressTests {
    /// A line at most once per interval, none for a stage that is over or not begun, and the time left at the pace since
    /// the first fraction heard.
    @Test func linesComeAtTheirPaceWithTheTimeLeft() async throws {
        let pace = PacedProgress("partitioning", every: .milliseconds(300))
        #expect(pace.line(after: 0.05) == nil)
        try await Task.sleep(for: .milliseconds(400))
        #expect(pace.line(after: 0) == nil)
        #expect(pace.line(after: 1) == nil)
        let line = try #require(pace.line(after: 0.15))
        // A tenth in at least 0.4 s: at least 3.4 s for the 85 % left.
        #expect(line.hasPrefix("partitioning: 15 %, about "))
        let seconds = try #require(Int(line.split(separator: " ")[4]))
        #expect(seconds >= 3)
        #expect(line.hasSuffix(" s left"))
        #expect(pace.line(after: 0.2) == nil)
    }
}
