extension SpeedLimit {
    /// Implicit limits by `maxspeed` zone value (`CC:type`), in km/h; edit one line to change one country.
    ///
    /// Sources: the OSM wiki's "Default speed limits" page. Values used on signs in mph are converted.
    /// A `CC:type` not listed here falls back to ``genericZones`` by its `type`.
    public static let zones: [String: SpeedLimit] = [
        "AT:urban": .kmh(50), "AT:rural": .kmh(100), "AT:trunk": .kmh(100), "AT:motorway": .kmh(130),
        "BE-VLG:rural": .kmh(70), "BE-WAL:rural": .kmh(90), "BE:urban": .kmh(50), "BE:motorway": .kmh(120),
        "BY:urban": .kmh(60), "BY:rural": .kmh(90), "BY:motorway": .kmh(120),
        "CH:urban": .kmh(50), "CH:rural": .kmh(80), "CH:trunk": .kmh(100), "CH:motorway": .kmh(120),
        "CZ:urban": .kmh(50), "CZ:rural": .kmh(90), "CZ:trunk": .kmh(110), "CZ:motorway": .kmh(130),
        "DE:urban": .kmh(50), "DE:rural": .kmh(100), "DE:motorway": .unlimited,
        "DE:living_street": .kmh(7), "DE:bicycle_road": .kmh(30),
        "DK:urban": .kmh(50), "DK:rural": .kmh(80), "DK:motorway": .kmh(130),
        "ES:urban": .kmh(50), "ES:rural": .kmh(90), "ES:trunk": .kmh(100), "ES:motorway": .kmh(120),
        "FI:urban": .kmh(50), "FI:rural": .kmh(80), "FI:motorway": .kmh(120),
        "FR:urban": .kmh(50), "FR:rural": .kmh(80), "FR:trunk": .kmh(110), "FR:motorway": .kmh(130),
        "GB:nsl_single": .kmh(96.56), "GB:nsl_dual": .kmh(112.65), "GB:motorway": .kmh(112.65),
        "UK:nsl_single": .kmh(96.56), "UK:nsl_dual": .kmh(112.65), "UK:motorway": .kmh(112.65),
        "UK:nsl_restricted": .kmh(48.28),
        "HU:urban": .kmh(50), "HU:rural": .kmh(90), "HU:trunk": .kmh(110), "HU:motorway": .kmh(130),
        "IT:urban": .kmh(50), "IT:rural": .kmh(90), "IT:trunk": .kmh(110), "IT:motorway": .kmh(130),
        "NL:urban": .kmh(50), "NL:rural": .kmh(80), "NL:trunk": .kmh(100), "NL:motorway": .kmh(130),
        "NO:urban": .kmh(50), "NO:rural": .kmh(80),
        "PL:urban": .kmh(50), "PL:rural": .kmh(90), "PL:trunk": .kmh(100), "PL:motorway": .kmh(140),
        "PT:urban": .kmh(50), "PT:rural": .kmh(90), "PT:trunk": .kmh(100), "PT:motorway": .kmh(120),
        "RO:urban": .kmh(50), "RO:rural": .kmh(90), "RO:trunk": .kmh(100), "RO:motorway": .kmh(130),
        "RU:urban": .kmh(60), "RU:rural": .kmh(90), "RU:living_street": .kmh(20), "RU:motorway": .kmh(110),
        "SE:urban": .kmh(50), "SE:rural": .kmh(70), "SE:motorway": .kmh(110),
        "SK:urban": .kmh(50), "SK:rural": .kmh(90), "SK:motorway": .kmh(130),
        "UA:urban": .kmh(50), "UA:rural": .kmh(90), "UA:trunk": .kmh(110), "UA:motorway": .kmh(130),
        "UA:living_street": .kmh(20),
    ]

    /// Limits by zone type for countries not in ``zones``: `urban` 50, `rural` 90, `living_street` 10,
    /// `motorway` and `trunk` unlimited (the road class default then applies).
    public static let genericZones: [String: SpeedLimit] = [
        "urban": .kmh(50), "rural": .kmh(90), "living_street": .kmh(10),
        "motorway": .unlimited, "trunk": .unlimited,
    ]
}
