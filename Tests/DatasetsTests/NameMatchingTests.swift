import Testing
@testable import Datasets

@Suite("City name matching")
struct NameMatchingTests {
    @Test(arguments: [
        ("kyiv", "kyiv"), ("KYIV", "kyiv"), ("Київ", "kyiv"), ("Kiev", "kyiv"), ("  Kyiv ", "kyiv"), ("киев", "kyiv"),
        ("Lviv", "lviv"), ("Lvov", "lviv"), ("Lwów", "lviv"), ("Lemberg", "lviv"), ("ЛЬВІВ", "lviv"),
        ("Bila Tserkva", "bila-tserkva"), ("bila-tserkva", "bila-tserkva"), ("bilatserkva", "bila-tserkva"),
        ("Біла Церква", "bila-tserkva"),
        ("Zaporizhzhia", "zaporizhzhia"), ("Zaporizhia", "zaporizhzhia"), ("Zaporozhye", "zaporizhzhia"),
        ("Kharkov", "kharkiv"), ("Odessa", "odesa"), ("Odesa", "odesa"), ("Dnepr", "dnipro"),
        ("Dnipropetrovsk", "dnipro"), ("Kirovohrad", "kropyvnytskyi"), ("Kirovograd", "kropyvnytskyi"),
        ("Ivano-Frankovsk", "ivano-frankivsk"), ("ivano frankivsk", "ivano-frankivsk"), ("Nikolaev", "mykolaiv"),
        ("Rovno", "rivne"), ("Chernigov", "chernihiv"), ("Chernovtsy", "chernivtsi"), ("Uzhgorod", "uzhhorod"),
        ("Кам'янець-Подільський", "kamianets-podilskyi"), ("Кам’янець-Подільський", "kamianets-podilskyi"),
        ("Kamianets Podilskyi", "kamianets-podilskyi"), ("Krivoy Rog", "kryvyi-rih"), ("Дрогобич", "drohobych"),
        ("Умань", "uman"), ("Kremenchug", "kremenchuk"), ("Khmelnitsky", "khmelnytskyi"),
    ])
    func matchesKnownNames(query: String, id: String) throws {
        let net = try UkraineNetwork.load()
        let match = net.matchCity(query)
        #expect(match.city?.id == id, "\(query) → \(match.message)")
        #expect(match.error == nil)
        #expect(try net.city(named: query).id == id)
    }

    @Test func cityByID() throws {
        let net = try UkraineNetwork.load()
        #expect(net.city(id: "lviv")?.nameUk == "Львів")
        #expect(net.city(id: "Lviv") == nil)
        #expect(net.city(id: "nowhere") == nil)
    }

    @Test func unknownNameSuggestsThreeClosest() throws {
        let net = try UkraineNetwork.load()
        let match = net.matchCity("Lvok")
        #expect(match.city == nil)
        #expect(match.suggestions.count == 3)
        #expect(match.suggestions.first?.id == "lviv")
        #expect(match.message.hasPrefix("unknown city \"Lvok\": did you mean Lviv, "))
        #expect(match.message.hasSuffix("?"))
        #expect(match.message == "unknown city \"Lvok\": did you mean Lviv, Lutsk, Kovel?")
        #expect(throws: DatasetError.self) { try net.city(named: "Lvok") }
        do {
            _ = try net.city(named: "Lvok")
        } catch {
            #expect(error.description == match.message)
        }
    }

    @Test func suggestionsWorkInUkrainian() throws {
        let net = try UkraineNetwork.load()
        #expect(net.matchCity("Харкив").suggestions.first?.id == "kharkiv")
        #expect(net.matchCity("Odesaa").suggestions.first?.id == "odesa")
        #expect(net.matchCity("Zhytomir").suggestions.first?.id == "zhytomyr")
    }

    @Test func emptyQueryHasNoSuggestions() throws {
        let net = try UkraineNetwork.load()
        let match = net.matchCity("  ")
        #expect(match.city == nil)
        #expect(match.suggestions.isEmpty)
        #expect(match.message == "unknown city \"  \"")
    }

    @Test func everyNameOfEveryCityMatchesItself() throws {
        let net = try UkraineNetwork.load()
        for city in net.cities {
            for name in city.allNames {
                #expect(net.matchCity(name).city?.id == city.id, "\(name)")
            }
        }
    }

    @Test func normalizationAndDistance() {
        #expect(NameKey.normalize("Кам’янець-Подільський") == NameKey.normalize("кам'янець подільський"))
        #expect(NameKey.normalize("Lwów") == "lwow")
        #expect(NameKey.editDistance("lvov", "lviv") == 1)
        #expect(NameKey.editDistance("", "abc") == 3)
        #expect(NameKey.editDistance("kitten", "sitting") == 3)
    }
}
