import Foundation

/// A free TCP port on the loopback interface, as the system hands one out: servers that tests start listen there.
public enum FreePort {
    /// Why no port could be had.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// A port nothing listens on now (the system's choice for a socket bound to port 0, then closed).
    public static func find() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "no socket") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw Failure(description: "cannot bind a port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
