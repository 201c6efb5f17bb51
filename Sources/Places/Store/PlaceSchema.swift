import GRDB

/// The places database's tables, created by versioned GRDB migrations:
///
/// - `place`: one row per place (`id` is an internal row id; `osmType`+`osmId` is unique).
/// - `place_rtree`: an R*Tree of each place's position (`minLat = maxLat`, `minLon = maxLon`), for
///   boxes and radii.
/// - `place_fts`: an FTS5 index of names (external content: `place`), diacritics folded.
enum PlaceSchema {
    /// The migrations, oldest first. A database is usable when all of them have been applied.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: places, R*Tree, FTS5") { db in
            try db.execute(sql: """
                CREATE TABLE place (
                    id INTEGER PRIMARY KEY,
                    osmType TEXT NOT NULL,
                    osmId INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    latitude REAL NOT NULL,
                    longitude REAL NOT NULL,
                    category TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    phone TEXT,
                    website TEXT,
                    openingHours TEXT,
                    score REAL NOT NULL,
                    UNIQUE (osmType, osmId)
                );
                CREATE INDEX place_category ON place (category);
                CREATE VIRTUAL TABLE place_rtree USING rtree (id, minLat, maxLat, minLon, maxLon);
                CREATE VIRTUAL TABLE place_fts USING fts5 (
                    name, content = 'place', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
                );
                """)
        }
        return migrator
    }()

    /// Inserts `places` (in one transaction the caller opens) and indexes them in the R*Tree and FTS5
    /// tables. Throws on SQLite errors, e.g. two places with the same OSM id.
    static func insert(_ places: [Place], into db: Database) throws {
        let placeRow = try db.makeStatement(sql: """
            INSERT INTO place (osmType, osmId, name, latitude, longitude, category, kind, phone, website, openingHours, score)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let treeRow = try db.makeStatement(sql: "INSERT INTO place_rtree (id, minLat, maxLat, minLon, maxLon) VALUES (?, ?, ?, ?, ?)")
        for place in places {
            try placeRow.execute(arguments: [
                place.id.type.rawValue, place.id.id, place.name, place.coordinate.latitude, place.coordinate.longitude,
                place.category.rawValue, place.kind, place.phone, place.website, place.openingHours, place.score,
            ])
            let row = db.lastInsertedRowID
            let c = place.coordinate
            try treeRow.execute(arguments: [row, c.latitude, c.latitude, c.longitude, c.longitude])
        }
        try db.execute(sql: "INSERT INTO place_fts (place_fts) VALUES ('rebuild')")
    }
}
