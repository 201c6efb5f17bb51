import Geo
import Places
import Testing

@Suite("Diverse selection")
struct DiverseSelectionTests {
    /// Three places of each category on a 150 m grid, plus a better attraction 60 m and 90 m from two others.
    static let candidates: [Place] = {
        var places: [Place] = []
        var id: Int64 = 1
        for (row, category) in PlaceCategory.allCases.enumerated() {
            for column in 0..<3 {
                places.append(Fixtures.place(id, category, score: category.scoreWeight + Double(column) * 0.01,
                                             north: Double(row) * 150, east: Double(column) * 150))
                id += 1
            }
        }
        places.append(Fixtures.place(100, .attraction, score: 0.99, north: 0, east: 60))
        return places
    }()

    @Test("quotas first, best first, at least 100 m apart", arguments: [6, 8, 10, 12])
    func rules(count: Int) {
        let quotas = CategoryQuota.targets(count: count, categories: PlaceCategory.allCases, present: Set(PlaceCategory.allCases))
        let chosen = DiverseSelection.choose(from: Self.candidates, count: count, quotas: quotas, minimumSpacing: 100)
        #expect(chosen.count == min(count, 17))
        #expect(Set(chosen.map(\.id)).count == chosen.count)
        for (i, a) in chosen.enumerated() {
            for b in chosen[(i + 1)...] { #expect(a.coordinate.distance(to: b.coordinate) >= 100) }
        }
        for category in PlaceCategory.allCases {
            let spaced = category == .attraction ? 2 : 3
            #expect(chosen.filter { $0.category == category }.count >= min(quotas[category, default: 0], spaced))
        }
        // The best attraction wins its spot; the two within 100 m of it are skipped.
        #expect(chosen.first?.id == PlaceID(type: .node, id: 100))
        #expect(!chosen.contains { $0.id == PlaceID(type: .node, id: 1) })
    }

    @Test("the choice does not depend on the candidates' order; ties go to the smaller id")
    func deterministic() {
        let quotas = CategoryQuota.targets(count: 8, categories: PlaceCategory.allCases, present: Set(PlaceCategory.allCases))
        let a = DiverseSelection.choose(from: Self.candidates, count: 8, quotas: quotas, minimumSpacing: 100)
        let b = DiverseSelection.choose(from: Self.candidates.reversed(), count: 8, quotas: quotas, minimumSpacing: 100)
        #expect(a == b)
        let twins = [Fixtures.place(7, .park, score: 0.5, north: 0, east: 0), Fixtures.place(3, .park, score: 0.5, north: 500, east: 0)]
        #expect(DiverseSelection.choose(from: twins, count: 1, quotas: [.park: 1], minimumSpacing: 100).map(\.id.id) == [3])
    }
}
