/// Why a TSPLIB file could not be read; malformed content names the line.
public enum TSPLIBError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The content is malformed at `line` (1-based).
    case malformed(line: Int, message: String)
    /// The file uses a feature this reader does not support.
    case unsupported(line: Int, feature: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .malformed(let line, let message): "line \(line): \(message)"
        case .unsupported(let line, let feature): "line \(line): unsupported \(feature)"
        }
    }
}
