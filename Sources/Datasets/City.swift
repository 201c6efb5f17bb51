/// A city of the built-in Ukraine network.
///
/// ```swift
/// let network = try UkraineNetwork.load()
/// if let lviv = network.city(id: "lviv") {
///     print(lviv.nameUk, lviv.latitude, lviv.longitude)   // Львів 49.8397 24.0297
/// }
/// ```
public struct City: Sendable, Codable, Hashable, Identifiable {
    /// Stable ASCII slug, e.g. `"bila-tserkva"`. Unique in the network.
    public let id: String
    /// Name in Ukrainian, e.g. `"Біла Церква"`.
    public let nameUk: String
    /// Name in English (official Ukrainian transliteration), e.g. `"Bila Tserkva"`.
    public let nameEn: String
    /// The oblast (or city with special status) in English, e.g. `"Kyiv Oblast"`; used to colour the city's dot.
    public let region: String
    /// The broad part of the country, for a small palette.
    public let macroRegion: MacroRegion
    /// Latitude of the city centre in degrees (WGS 84).
    public let latitude: Double
    /// Longitude of the city centre in degrees (WGS 84).
    public let longitude: Double
    /// Whether the city is the administrative centre of an oblast (or Kyiv, Simferopol, Sevastopol).
    public let isOblastCentre: Bool
    /// Other names users may type: historic names and Russian or Polish transliterations, e.g. `"Lvov"`, `"Lemberg"`.
    public let aliases: [String]
    /// A remark about the city's present status (e.g. under occupation, no rail service), or `nil`.
    public let note: String?

    /// Creates a city; every field is stored as given.
    public init(
        id: String, nameUk: String, nameEn: String, region: String, macroRegion: MacroRegion,
        latitude: Double, longitude: Double, isOblastCentre: Bool, aliases: [String] = [], note: String? = nil
    ) {
        self.id = id
        self.nameUk = nameUk
        self.nameEn = nameEn
        self.region = region
        self.macroRegion = macroRegion
        self.latitude = latitude
        self.longitude = longitude
        self.isOblastCentre = isOblastCentre
        self.aliases = aliases
        self.note = note
    }

    private enum CodingKeys: String, CodingKey {
        case id, nameUk, nameEn, region, macroRegion, latitude, longitude, isOblastCentre, aliases, note
    }

    /// Decodes a city; `aliases` and `isOblastCentre` may be absent (empty, `false`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        nameUk = try c.decode(String.self, forKey: .nameUk)
        nameEn = try c.decode(String.self, forKey: .nameEn)
        region = try c.decode(String.self, forKey: .region)
        macroRegion = try c.decode(MacroRegion.self, forKey: .macroRegion)
        latitude = try c.decode(Double.self, forKey: .latitude)
        longitude = try c.decode(Double.self, forKey: .longitude)
        isOblastCentre = try c.decodeIfPresent(Bool.self, forKey: .isOblastCentre) ?? false
        aliases = try c.decodeIfPresent([String].self, forKey: .aliases) ?? []
        note = try c.decodeIfPresent(String.self, forKey: .note)
    }

    /// Every name this city answers to: English, Ukrainian, the id, then the aliases.
    public var allNames: [String] { [nameEn, nameUk, id] + aliases }
}
