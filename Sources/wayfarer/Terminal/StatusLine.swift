import Foundation

/// A one-line status on standard error, rewritten in place while long work runs — only when standard error
/// is a terminal, so logs and pipes stay clean.
final class StatusLine: Sendable {
    /// Whether standard error is a terminal.
    let isEnabled = isatty(STDERR_FILENO) == 1

    /// Replaces the status with `text`.
    func update(_ text: String) {
        guard isEnabled else { return }
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + text).utf8))
    }

    /// Clears the status line.
    func clear() {
        guard isEnabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}

/// Writes one line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
