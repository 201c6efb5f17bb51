import ArgumentParser
import Foundation

/// The `wayfarer` command-line tool.
@main
struct Wayfarer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wayfarer",
        abstract: "Route planning on OpenStreetMap streets, around barriers, in the best order.",
        subcommands: [ImportCommand.self, CustomizeCommand.self, RouteCommand.self, TableCommand.self, IsochroneCommand.self, MatchCommand.self, TripCommand.self, TourCommand.self, TSPCommand.self, RenderCommand.self, ServeCommand.self]
    )

    /// Runs the command, then makes sure its output reached standard output: a full disk is an error (exit 1 and a
    /// line saying so), not an empty file and a success.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asynchronous = command as? AsyncParsableCommand { try await asynchronous.run() } else { try command.run() }
        } catch {
            exit(withError: error)
        }
        // Every C stream, standard output's too (which `print` writes through), flushed: a write that cannot be done
        // fails here.
        if fflush(nil) != 0 {
            printError("Error: cannot write the output: \(String(cString: strerror(errno)))")
            exit(withError: ExitCode.failure)
        }
    }
}
