import ArgumentParser

/// The `wayfarer` command-line tool.
@main
struct Wayfarer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wayfarer",
        abstract: "Route planning on OpenStreetMap streets, around barriers, in the best order.",
        subcommands: [ImportCommand.self, CustomizeCommand.self, RouteCommand.self, TableCommand.self, IsochroneCommand.self, MatchCommand.self, TripCommand.self, TourCommand.self, TSPCommand.self, RenderCommand.self, ServeCommand.self]
    )
}
