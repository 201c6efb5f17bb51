// swift-tools-version: 6.2
// Wayfarer: route planning on OpenStreetMap streets, around barriers, in the best order.
// The targets follow the pipeline in DESIGN.md: Geo → OSM → RoadNetwork → Routing → TourOptimizer → … → wayfarer.
import PackageDescription

let package = Package(
    name: "Wayfarer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "wayfarer", targets: ["wayfarer"]),
        .library(name: "Geo", targets: ["Geo"]),
        .library(name: "OSM", targets: ["OSM"]),
        .library(name: "RoadNetwork", targets: ["RoadNetwork"]),
        .library(name: "Routing", targets: ["Routing"]),
        .library(name: "Directions", targets: ["Directions"]),
        .library(name: "TourOptimizer", targets: ["TourOptimizer"]),
        .library(name: "Datasets", targets: ["Datasets"]),
        .library(name: "TripPlanning", targets: ["TripPlanning"]),
        .library(name: "Places", targets: ["Places"]),
        .library(name: "WalkingTours", targets: ["WalkingTours"]),
        .library(name: "MapRender", targets: ["MapRender"]),
        .library(name: "OSRMFormat", targets: ["OSRMFormat"]),
        .library(name: "Basemap", targets: ["Basemap"]),
        .library(name: "WayfarerServer", targets: ["WayfarerServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.0.0"),
    ],
    targets: [
        // Coordinates, distances, polygons, projections, polylines, GeoJSON and GPX.
        .target(name: "Geo"),
        // The system zlib, for compressed PBF blobs.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // Streaming readers for .osm.pbf and .osm XML.
        .target(name: "OSM", dependencies: ["CZlib"]),
        // Travel profiles, the road graph and its file, snapping index.
        .target(name: "RoadNetwork", dependencies: ["Geo", "OSM"]),
        // Clique rows relaxed in C (for one cost, or for eight at once), with AVX2 where the processor has it.
        .target(name: "CRowScan"),
        // Build/: contraction hierarchies and landmarks (once per map); Data/: what the map file stores;
        // Query/: snapping, routes, tables, request-time barriers, one engine per file; Search/: heaps and workspaces both use.
        .target(name: "Routing", dependencies: ["RoadNetwork", "Geo", "CRowScan", .product(name: "NIOConcurrencyHelpers", package: "swift-nio")]),
        // What a map draws under its routes (land, water, land cover, buildings, roads, names), kept at import and cut
        // into Mapbox Vector Tiles.
        .target(name: "Basemap", dependencies: ["Geo", "OSM", "RoadNetwork", "CZlib"]),
        // Maneuvers and instruction text from a route.
        .target(name: "Directions", dependencies: ["Routing", "RoadNetwork", "Geo", .product(name: "NIOConcurrencyHelpers", package: "swift-nio")], resources: [.process("Languages")]),
        // The best order of stops on any cost matrix, with live progress; TSPLIB reader.
        .target(name: "TourOptimizer", dependencies: [.product(name: "NIOConcurrencyHelpers", package: "swift-nio")]),
        // Stops → travel matrix → best order → routed legs, with live progress: trips, solve jobs, tours.
        .target(name: "TripPlanning", dependencies: ["Routing", "TourOptimizer", "Geo"]),
        // Points of interest in SQLite (R*Tree, FTS5), categories, quality score, diverse selection within a walk.
        .target(name: "Places", dependencies: ["OSM", "Geo", "RoadNetwork", "Routing", .product(name: "GRDB", package: "GRDB.swift")]),
        // Walking tours: varied places around a start, ordered as a trip within a distance, with directions.
        .target(name: "WalkingTours", dependencies: ["Places", "TripPlanning", "TourOptimizer", "Directions", "Routing", "Geo"]),
        // Data authored in this repository: the Ukraine intercity network.
        .target(name: "Datasets", dependencies: ["RoadNetwork", "Geo"], resources: [.process("Resources")]),
        // SVG pictures of map layers, routes, stops, barriers and solver timelines.
        .target(name: "MapRender", dependencies: ["Geo", "Routing", "RoadNetwork", "Datasets", "TourOptimizer", "TripPlanning"]),
        // OSRM v1 JSON shapes (route, table, trip, nearest, errors) and the trip and walking tour result documents,
        // for the CLI and the server alike.
        .target(name: "OSRMFormat", dependencies: ["Directions", "TripPlanning", "WalkingTours", "Places", "Routing", "RoadNetwork", "Geo"]),
        // The HTTP service: OSRM v1 API, solve and walking-tour jobs with live progress (SSE) in this process or in
        // PostgreSQL shared by replicas, places, the web page's static files.
        .target(
            name: "WayfarerServer",
            dependencies: [
                "Routing", "RoadNetwork", "Directions", "TripPlanning", "TourOptimizer", "Datasets", "Places", "WalkingTours", "Geo", "OSRMFormat",
                "Basemap",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Public")]
        ),
        // The command-line tool.
        .executableTarget(
            name: "wayfarer",
            dependencies: [
                "Geo", "RoadNetwork", "Routing", "Directions", "TourOptimizer", "TripPlanning", "Datasets", "Places", "WalkingTours", "MapRender",
                "OSRMFormat", "WayfarerServer", "Basemap", "OSM",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Release-mode benchmarks: `swift run -c release wayfarer-bench routing|server MAP.osm.pbf`.
        .executableTarget(
            name: "wayfarer-bench",
            dependencies: ["Geo", "RoadNetwork", "Routing", "TourOptimizer", "TripPlanning", "WayfarerServer", "Basemap", "OSM",
                           .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           .product(name: "Logging", package: "swift-log"), .product(name: "NIOConcurrencyHelpers", package: "swift-nio")]
        ),

        // Fuzz targets for every reader of outside input: `scripts/fuzz.sh TARGET SECONDS` (libFuzzer), or replay files.
        .executableTarget(
            name: "wayfarer-fuzz",
            dependencies: ["Datasets", "Geo", "OSM", "Routing", "TourOptimizer", "WayfarerServer", "Basemap", "RoadNetwork"]
        ),

        // Test helpers: where the shared data lives.
        .target(name: "TestSupport", dependencies: ["Geo", "RoadNetwork", "Routing"], path: "Tests/TestSupport"),
        .testTarget(name: "GeoTests", dependencies: ["Geo", "TestSupport"]),
        .testTarget(name: "OSMTests", dependencies: ["OSM", "TestSupport"]),
        .testTarget(name: "RoadNetworkTests", dependencies: ["RoadNetwork"]),
        .testTarget(name: "RoutingTests", dependencies: ["Routing", "CRowScan", "RoadNetwork", "Geo", "TestSupport",
                                                         .product(name: "NIOConcurrencyHelpers", package: "swift-nio")]),
        .testTarget(name: "BasemapTests", dependencies: ["Basemap", "OSM", "RoadNetwork", "Geo", "TestSupport"]),
        .testTarget(name: "DirectionsTests", dependencies: ["Directions", "Routing", "RoadNetwork", "Geo"]),
        .testTarget(name: "TourOptimizerTests", dependencies: ["TourOptimizer", "TestSupport"]),
        .testTarget(name: "DatasetsTests", dependencies: ["Datasets", "Routing", "TripPlanning", "TourOptimizer", "Geo"]),
        .testTarget(name: "PlacesTests", dependencies: ["Places", "Geo", "OSM"]),
        .testTarget(name: "WalkingToursTests", dependencies: ["WalkingTours", "Places", "TestSupport", "Routing", "RoadNetwork", "Geo"]),
        .testTarget(name: "MapRenderTests", dependencies: ["MapRender", "TestSupport", "Geo", "Routing", "Datasets", "TourOptimizer", "TripPlanning"]),
        // Browser tests of the web map through chromedriver against a running `wayfarer serve`.
        .testTarget(name: "WebTests", dependencies: ["TestSupport"]),
        .testTarget(
            name: "WayfarerServerTests",
            dependencies: [
                "WayfarerServer", "OSRMFormat", "Routing", "RoadNetwork", "Places", "Datasets", "Geo", "TestSupport", "Basemap",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            exclude: ["Golden"]
        ),
        // The `wayfarer` executable run as a user would (built by `swift build --build-tests`).
        .testTarget(name: "CommandLineTests", dependencies: ["TestSupport", "RoadNetwork"]),
        // Replays the committed fuzz corpora (Fuzz/corpus) through every target.
        .testTarget(name: "FuzzTests", dependencies: ["wayfarer-fuzz"]),
        .testTarget(name: "TripPlanningTests", dependencies: ["TripPlanning", "Routing", "TourOptimizer", "Geo", "TestSupport"]),
    ]
)
