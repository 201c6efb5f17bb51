import Foundation

/// Runs the command-line tools a benchmark drives (`wrk`, `curl`), found on `PATH`.
enum Subprocess {
    /// A tool failed to start or exited with an error.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `arguments` (the tool first) to the end and returns its standard output.
    static func output(_ arguments: [String]) throws -> String {
        var text = ""
        try lines(arguments) { line in
            text += line + "\n"
            return true
        }
        return text
    }

    /// Runs `arguments` and hands each line of its standard output to `line` as it arrives; when `line`
    /// returns false the tool is stopped.
    static func lines(_ arguments: [String], _ line: (String) -> Bool) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch {
            throw Failure(description: "cannot run \(arguments[0]): \(error) (is it installed?)")
        }
        let reader = pipe.fileHandleForReading
        var pending = Data()
        var reading = true
        while reading {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while reading, let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let text = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                reading = line(text)
            }
        }
        if reading, !pending.isEmpty { _ = line(String(decoding: pending, as: UTF8.self)) }
        if !reading {
            // Tools started from Dispatch's threads inherit its blocked signals (SIGTERM would wait forever):
            // stop reading and kill.
            try? reader.close()
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        // A tool stopped on purpose may exit with any status.
        if reading, process.terminationStatus != 0 {
            throw Failure(description: "\(arguments[0]) exited with status \(process.terminationStatus)")
        }
    }
}
