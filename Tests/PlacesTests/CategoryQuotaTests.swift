import Places
import Testing

@Suite("Category quotas")
struct CategoryQuotaTests {
    let all = PlaceCategory.allCases

    @Test("quotas add up to the count, follow the shares, and give every present category one", arguments: 1...30)
    func quotas(count: Int) {
        let quota = CategoryQuota.targets(count: count, categories: all, present: Set(all))
        #expect(quota.values.reduce(0, +) == count)
        for category in all {
            let exact = Double(count) * category.targetShare
            // Largest remainder is within 1 of the exact share; the minimum of one moves at most one more.
            #expect(abs(Double(quota[category, default: 0]) - exact) < 2, "\(category) \(quota)")
            if count >= all.count { #expect(quota[category, default: 0] >= 1) }
        }
    }

    @Test("largest remainder without adjustment when no category would be empty")
    func largestRemainder() {
        let quota = CategoryQuota.targets(count: 20, categories: all, present: Set(all))
        #expect(quota == [.attraction: 7, .museum: 4, .park: 3, .restaurant: 3, .cultural: 2, .shopping: 1])
        let eight = CategoryQuota.targets(count: 8, categories: all, present: Set(all))
        #expect(eight == [.attraction: 3, .museum: 1, .park: 1, .restaurant: 1, .cultural: 1, .shopping: 1])
    }

    @Test("a category without places gives its stop to one that has places")
    func absentDonates() {
        let quota = CategoryQuota.targets(count: 8, categories: all, present: Set(all).subtracting([.museum]))
        #expect(quota[.shopping] == 1)
        #expect(quota[.attraction] == 3)
        #expect(quota.values.reduce(0, +) == 8)
    }

    @Test("shares are renormalised over the chosen categories")
    func filtered() {
        let quota = CategoryQuota.targets(count: 7, categories: [.park, .museum], present: [.park, .museum])
        #expect(quota == [.museum: 4, .park: 3])
    }
}
