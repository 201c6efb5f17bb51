import Foundation

/// JSON over HTTP/1.1 on loopback sockets, for the WebDriver client and the server checks.
///
/// Not URLSession: FoundationNetworking rejects chromedriver's responses, whose headers have no space after
/// the colon (`Content-Length:249`), with "Failed writing header".
enum HTTP {
    /// Sends a request and returns the response's `value` (WebDriver) or the whole JSON body.
    static func call(_ url: URL, method: String, body: Any?) async throws -> Any? {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let (status, data) = try await Task.detached { try exchange(url, method: method, body: payload) }.value
        let json = data.isEmpty ? nil : try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        let value = (json as? [String: Any]).map { $0["value"] ?? $0 } ?? json
        if status >= 400 {
            throw WebDriverError.unexpected("\(method) \(url.path) → \(status): \(String(decoding: data.prefix(500), as: UTF8.self))")
        }
        return value is NSNull ? nil : value
    }

    /// Waits up to `timeout` seconds until `url` answers with status 200.
    static func waitUntilAnswering(_ url: URL, timeout: Double = 60) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let (status, _) = try? exchange(url, method: "GET", body: Data()), status == 200 { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw WebDriverError.timeout("\(url) to answer")
    }

    /// One request on a fresh connection (`Connection: close`); returns the status and the body.
    static func exchange(_ url: URL, method: String, body: Data) throws -> (Int, Data) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw WebDriverError.unexpected("no socket") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(url.port ?? 80).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { throw WebDriverError.unexpected("cannot connect to \(url)") }
        let target = url.path.isEmpty ? "/" : url.path + (url.query.map { "?" + $0 } ?? "")
        var request = Data("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(url.port ?? 80)\r\nConnection: close\r\n".utf8)
        request += Data("Content-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body
        try request.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let n = send(fd, buffer.baseAddress! + sent, buffer.count - sent, 0)
                guard n > 0 else { throw WebDriverError.unexpected("send failed") }
                sent += n
            }
        }
        var response = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        // Read until the body is complete: servers may keep the connection open despite `Connection: close`.
        while !isComplete(response) {
            let n = recv(fd, &chunk, chunk.count, 0)
            if n <= 0 { break }
            response.append(contentsOf: chunk[0..<n])
        }
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else { throw WebDriverError.unexpected("no HTTP response from \(url)") }
        let head = String(decoding: response[..<split.lowerBound], as: UTF8.self)
        let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        var payload = Data(response[split.upperBound...])
        if head.lowercased().contains("transfer-encoding: chunked") || head.lowercased().contains("transfer-encoding:chunked") {
            payload = dechunk(payload)
        }
        return (status, payload)
    }

    /// Whether `response` holds the whole head and body (by Content-Length, or the last chunk).
    private static func isComplete(_ response: Data) -> Bool {
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else { return false }
        let head = String(decoding: response[..<split.lowerBound], as: UTF8.self).lowercased()
        let bodyCount = response.distance(from: split.upperBound, to: response.endIndex)
        for line in head.split(separator: "\r\n") where line.hasPrefix("content-length:") {
            return bodyCount >= Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
        }
        if head.contains("chunked") { return response.suffix(5) == Data("0\r\n\r\n".utf8) }
        return false
    }

    /// The body of a chunked transfer encoding.
    private static func dechunk(_ data: Data) -> Data {
        var result = Data()
        var rest = data[...]
        while let line = rest.range(of: Data("\r\n".utf8)),
              let size = Int(String(decoding: rest[..<line.lowerBound], as: UTF8.self), radix: 16), size > 0,
              rest.distance(from: line.upperBound, to: rest.endIndex) >= size {
            let start = line.upperBound
            let end = rest.index(start, offsetBy: size)
            result += rest[start..<end]
            rest = rest[rest.index(end, offsetBy: min(2, rest.distance(from: end, to: rest.endIndex)))...]
        }
        return result
    }
}
