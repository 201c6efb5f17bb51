import Foundation
import Routing
import Testing
@testable import WayfarerServer

#if canImport(Glibc)
import Glibc
#endif

/// Each of the server's limits answers its own status and code, with a message naming the limit.
@Suite struct ServerLimitTests {
    /// A job that searches until it is cancelled (42 stops, 30 s).
    static let job = SolveJobTests.solveBody(timeLimit: 30)

    func expect(_ reply: Reply, status: Int, code: String, mentions: String) throws {
        #expect(Int(reply.status.code) == status, "\(reply.text)")
        let object = try reply.object()
        #expect(object["code"] as? String == code, "\(reply.text)")
        #expect((object["message"] as? String)?.contains(mentions) == true, "\(reply.text)")
    }

    @Test("a URL over the limit is 414 TooBig; the same request in a body is answered")
    func longURL() async throws {
        var limits = ServerLimits()
        limits.urlBytes = 300
        let stops = Array(repeating: [Monaco.palace, Monaco.casino], count: 20).flatMap { $0 }
        let (long, body) = try await Monaco.service(limits: limits).withClient { client in
            (try await client.send("/route/v1/car/\(stops.joined(separator: ";"))"),
             try await client.send("/route/v1/car", .post, json: #"{"coordinates":[\#(stops.map { "[\($0)]" }.joined(separator: ","))]}"#))
        }
        try expect(long, status: 414, code: "TooBig", mentions: "300")
        #expect(body.status == .ok, "\(body.text)")
    }

    @Test("barriers with more vertices than allowed are TooBig, on OSRM requests and solve jobs")
    func barrierVertices() async throws {
        var limits = ServerLimits()
        limits.barrierVertices = 10
        let ring = (0...11).map { i -> String in
            let angle = Double(i % 11) / 11 * 2 * .pi
            return "[\(7.42 + 0.001 * cos(angle)),\(43.735 + 0.001 * sin(angle))]"
        }.joined(separator: ",")
        let polygon = #"{"type":"Polygon","coordinates":[[\#(ring)]]}"#
        let collection = #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":\#(polygon)}]}"#
        let replies = try await Monaco.service(limits: limits).withClient { client in
            [try await client.send("/route/v1/car/\(Monaco.palace);\(Monaco.casino)?barriers=\(BarrierQueryTests.encoded(polygon))"),
             try await client.send("/api/v1/solve", .post, json: #"{"stops":[[7.4196,43.7313],[7.427,43.7384]],"barriers":\#(collection)}"#)]
        }
        for reply in replies { try expect(reply, status: 400, code: "TooBig", mentions: "vertices") }
    }

    @Test("work that outlasts the request time limit is answered 503 Timeout at the limit; quicker work its result")
    func requestTimeLimit() async throws {
        await #expect(throws: APIError(.timeout, "the request took longer than the server's limit of 0.1 s; ask for less (fewer stops or cells, "
                                       + "a smaller contour) or split it", status: .serviceUnavailable)) {
            try await Offload.run(within: 0.1) { () throws(APIError) in Thread.sleep(forTimeInterval: 1) }
        }
        #expect(try await Offload.run(within: 5) { () throws(APIError) in 42 } == 42)
        // Work that stops itself at its deadline (a table measuring distances along its paths) says so the same way.
        let stopped = APIError(RoutingError.timedOut("measuring distances along the table's 4 paths"))
        #expect(stopped.status == .serviceUnavailable && stopped.code == "Timeout")
        #expect(stopped.message == "measuring distances along the table's 4 paths ran past the request's time limit")
    }

    @Test("a full job queue is 503 Overloaded; a job's streams past the limit are 429 TooManyRequests")
    func jobLimits() async throws {
        var limits = ServerLimits()
        limits.runningJobs = 1
        limits.queuedJobs = 0
        limits.subscribersPerJob = 1
        let service = try Monaco.service(limits: limits)
        try await service.withClient { client in
            let id = try await client.submit("/api/v1/solve", Self.job)
            try expect(try await client.send("/api/v1/solve", .post, json: Self.job), status: 503, code: "Overloaded", mentions: "waiting")
            // One stream is open; a second is refused, over HTTP too, with the job's id in the message.
            let job = try #require((service.jobs as? JobStore)?.job(id))
            let first = try job.subscribe(limit: 1)
            #expect(throws: APIError.self) { try job.subscribe(limit: 1) }
            try expect(try await client.send("/api/v1/jobs/\(id)/events"), status: 429, code: "TooManyRequests", mentions: id)
            _ = try await client.send("/api/v1/jobs/\(id)/cancel", .post)
            var names: [String] = []
            for await event in first { names.append(event.name) }
            #expect(names.last == "finished")
        }
    }

    @Test("a client that stops sending mid-request is disconnected after the idle timeout")
    func idleClientIsClosed() async throws {
        var limits = ServerLimits()
        limits.idleSeconds = 0.5
        let service = try Monaco.service(limits: limits)
        let port = 18_400 + Int(getpid() % 500)
        let server = Task { try await service.run(host: "127.0.0.1", port: port) }
        defer { server.cancel() }
        let socket = try #require(Self.connect(port: port))
        defer { close(socket) }
        // Half a request head, then silence.
        _ = "GET /api/v1/health HTTP/1.1\r\nHost: x\r\n".withCString { send(socket, $0, strlen($0), 0) }
        let started = ContinuousClock.now
        var buffer = [UInt8](repeating: 0, count: 512)
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let received = recv(socket, &buffer, buffer.count, 0)
        #expect(received <= 0, "the server answered a request it never received whole")
        let waited = ContinuousClock.now - started
        #expect(waited > .milliseconds(300) && waited < .seconds(5), "closed after \(waited)")
    }

    /// A TCP connection to 127.0.0.1:`port`, retried while the server starts; nil if it never accepts.
    static func connect(port: Int) -> Int32? {
        for _ in 0..<300 {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            if connected == 0 { return fd }
            close(fd)
            usleep(100_000)
        }
        return nil
    }
}
