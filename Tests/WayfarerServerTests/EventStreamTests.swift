import Foundation
import Hummingbird
import NIOConcurrencyHelpers
import Testing
@testable import WayfarerServer

/// The body of a job's event stream: comment lines keep a quiet stream open through proxies, and clients skip them.
struct EventStreamTests {
    /// Collects what a response body writes.
    struct Collector: ResponseBodyWriter {
        let bytes: NIOLockedValueBox<[UInt8]>
        mutating func write(_ buffer: ByteBuffer) async throws { bytes.withLockedValue { $0 += Array(buffer: buffer) } }
        consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }

    /// A stream quiet for ten heartbeats carries comment lines between its events; a client's parser sees the events
    /// alone, and the body ends after the last one.
    @Test func quietStreamsCarryCommentLines() async throws {
        let (stream, continuation) = AsyncStream.makeStream(of: ServerSentEvent.self)
        let body = JobEndpoints.eventStream(stream, heartbeat: .milliseconds(20))
        let bytes = NIOLockedValueBox<[UInt8]>([])
        let producer = Task {
            continuation.yield(ServerSentEvent(name: "matrix", data: Array("{\"stops\":3}".utf8)))
            try await Task.sleep(for: .milliseconds(200))
            continuation.yield(ServerSentEvent(name: "finished", data: Array("{\"cost\":1}".utf8)))
            continuation.finish()
        }
        try await body.write(Collector(bytes: bytes))
        try await producer.value
        let text = String(decoding: bytes.withLockedValue { $0 }, as: UTF8.self)
        #expect(text.hasPrefix("retry: 2000\n\n"))
        #expect(try StreamEvents.parse(text).map(\.name) == ["matrix", "finished"])
        let beats = text.components(separatedBy: "\n\n").filter { $0 == ":" }.count
        #expect(beats >= 2, "\(text)")
        // Every block is the retry line, an event or a comment line.
        #expect(text.components(separatedBy: "\n\n").dropLast().allSatisfy { $0 == ":" || $0.hasPrefix("id: ") || $0 == "retry: 2000" })
        // Each event has an id, counting this connection's events.
        #expect(text.contains("id: 1\nevent: matrix\n") && text.contains("id: 2\nevent: finished\n"), "\(text)")
    }
}
