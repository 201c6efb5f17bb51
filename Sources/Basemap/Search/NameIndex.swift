import Foundation
import Geo

/// The named streets and settlements of a basemap, found by what a user types: every word of the query is the
/// start of a word of the name, diacritics and case ignored ("triq rep" finds "Triq ir-Repubblika"), nearest first.
///
/// A street is one entry per name per neighbourhood (its pieces within about 2 km), at the middle of its longest piece.
public struct NameIndex: Sendable {
    /// A street or settlement.
    public struct Entry: Sendable, Hashable {
        public let name: String
        /// `street`, or the settlement's kind (`city`, `town`, `village`, `suburb`, `hamlet`, `neighbourhood`).
        public let kind: String
        public let coordinate: Coordinate
        /// Settlements 1 (city) … 6; streets 7.
        public let rank: Int
        /// Other names it is found by (a city's historic names and transliterations: "Kiev" for Kyiv); results show `name`.
        public let aliases: [String]

        /// An entry as given.
        public init(name: String, kind: String, coordinate: Coordinate, rank: Int, aliases: [String] = []) {
            self.name = name
            self.kind = kind
            self.coordinate = coordinate
            self.rank = rank
            self.aliases = aliases
        }

        /// The names it is found by: its own, then its aliases.
        var names: [String] { [name] + aliases }
    }

    public let entries: [Entry]
    /// The cities, towns, villages and suburbs.
    private let settlements: [Entry]
    /// Every word of every name, folded, with its entry; sorted by word.
    private let words: [(word: String, entry: Int32)]

    /// The index of `basemap`'s named roads and places.
    public init(basemap: Basemap) {
        var entries: [Entry] = []
        var streets: [String: [Int: (length: Double, middle: WorldPoint)]] = [:]
        let cell = 1 << 16   // world units: about 2.4 km at the equator
        for f in 0..<basemap.count where basemap.nameIndices[f] != 0 {
            switch basemap.layer(f) {
            case .place:
                let i = basemap.parts(f)[0].lowerBound
                entries.append(Entry(name: basemap.name(f), kind: basemap.kind(f),
                                     coordinate: WorldPoint(x: basemap.xs[i], y: basemap.ys[i]).coordinate, rank: Int(basemap.ranks[f])))
            case .road:
                for part in basemap.parts(f) where part.count >= 2 {
                    var length = 0.0
                    for i in part.dropFirst() {
                        length += hypot(Double(basemap.xs[i] - basemap.xs[i - 1]), Double(basemap.ys[i] - basemap.ys[i - 1]))
                    }
                    let middle = part.lowerBound + part.count / 2
                    let point = WorldPoint(x: basemap.xs[middle], y: basemap.ys[middle])
                    let key = Int(point.x) / cell &* 40_000 &+ Int(point.y) / cell
                    if length > streets[basemap.name(f), default: [:]][key]?.length ?? -1 {
                        streets[basemap.name(f), default: [:]][key] = (length, point)
                    }
                }
            default: break
            }
        }
        for (name, pieces) in streets.sorted(by: { $0.key < $1.key }) {
            for (_, piece) in pieces.sorted(by: { $0.key < $1.key }) {
                entries.append(Entry(name: name, kind: "street", coordinate: piece.middle.coordinate, rank: 7))
            }
        }
        self.init(entries: entries)
    }

    /// The index of `entries` (e.g. a built-in network's cities, with or without a basemap's).
    public init(entries: [Entry]) {
        self.entries = entries
        settlements = entries.filter { $0.rank <= 4 }
        words = entries.enumerated().flatMap { index, entry in
            Set(entry.names.flatMap(Self.words(of:))).map { (word: $0, entry: Int32(index)) }
        }.sorted { $0.word < $1.word }
    }

    /// The entries matching `query`, best first (``rankOrder(name:rank:coordinate:key:near:)``); at most `limit`.
    public func search(_ query: String, near: Coordinate? = nil, limit: Int = 10) -> [Entry] {
        let tokens = Self.words(of: query)
        guard let first = tokens.max(by: { $0.count < $1.count }), limit > 0 else { return [] }
        // Entries with a word starting with the longest token, then checked for every token.
        var low = 0, high = words.count
        while low < high {
            let mid = (low + high) / 2
            if words[mid].word < first { low = mid + 1 } else { high = mid }
        }
        var candidates = Set<Int32>()
        while low < words.count, words[low].word.hasPrefix(first) {
            candidates.insert(words[low].entry)
            low += 1
        }
        // An entry matches when one of its names has, for every token, a word starting with it.
        let matches = candidates.map { entries[Int($0)] }.filter { entry in
            entry.names.contains { name in
                let words = Self.words(of: name)
                return tokens.allSatisfy { token in words.contains { $0.hasPrefix(token) } }
            }
        }
        // Each entry's place worked out once (folding names is dear), then sorted.
        let key = Self.searchKey(of: query)
        let ranked = matches.map { entry in
            (entry, entry.names.map { Self.rankOrder(name: $0, rank: entry.rank, coordinate: entry.coordinate, key: key, near: near) }.min { $0 < $1 }!)
        }
        return ranked.sorted { $0.1 < $1.1 }.prefix(limit).map(\.0)
    }

    /// A query's folded words, as ``rankOrder(name:rank:coordinate:key:near:)`` compares names with them.
    public static func searchKey(of query: String) -> String {
        words(of: query).joined(separator: " ")
    }

    /// Where a result named `name` of `rank` (settlements 1 … 6, anything else 7) at `coordinate` comes among those of
    /// the query whose ``searchKey(of:)`` is `key`, lowest first: villages and bigger settlements, then the rest; within
    /// each, names starting with the query's words, then larger settlements, then the nearest to `near`. One order for
    /// the index's entries and the points of interest a search adds to them.
    public static func rankOrder(name: String, rank: Int, coordinate: Coordinate, key: String, near: Coordinate?) -> (Int, Int, Int, Double) {
        let starts = searchKey(of: name).hasPrefix(key) ? 0 : 1
        return (min(rank, 7) < 4 ? 0 : 1, starts, min(rank, 7), near.map { coordinate.distance(to: $0) } ?? 0)
    }

    /// The nearest settlement (a suburb or bigger) to `coordinate`, to tell apart streets of the same name.
    public func area(of coordinate: Coordinate) -> String? {
        settlements.min { $0.coordinate.distance(to: coordinate) < $1.coordinate.distance(to: coordinate) }?.name
    }

    /// Lower case without diacritics, letters with a stroke (ħ, ł, ø, đ) as their plain letter.
    static func fold(_ text: String) -> String {
        String(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).map { Self.plain[$0] ?? $0 })
    }

    private static let plain: [Character: Character] = ["ħ": "h", "ł": "l", "ø": "o", "đ": "d", "ı": "i", "ŧ": "t"]

    /// The folded words of `text` (split at anything but letters and digits).
    public static func words(of text: String) -> [String] {
        fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
