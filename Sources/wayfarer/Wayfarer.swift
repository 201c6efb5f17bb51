import ArgumentParser

@main
struct Wayfarer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wayfarer",
        abstract: "Route planning on OpenStreetMap streets, around barriers, in the best order."
    )
}
