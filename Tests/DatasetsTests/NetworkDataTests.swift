import Foundation
import Geo
import Testing
@testable import Datasets

/// Great-circle distance in km (haversine, mean Earth radius 6371 km).
func haversineKm(_ a: City, _ b: City) -> Double {
    let rad = Double.pi / 180
    let dLat = (b.latitude - a.latitude) * rad
    let dLon = (b.longitude - a.longitude) * rad
    let h = sin(dLat / 2) * sin(dLat / 2)
        + cos(a.latitude * rad) * cos(b.latitude * rad) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * 6371 * asin(min(1, h.squareRoot()))
}

/// Even-odd rule: is (lon, lat) inside the ring of [lon, lat] points?
func ringContains(_ ring: [[Double]], longitude: Double, latitude: Double) -> Bool {
    var inside = false
    var j = ring.count - 1
    for i in 0..<ring.count {
        let (xi, yi) = (ring[i][0], ring[i][1])
        let (xj, yj) = (ring[j][0], ring[j][1])
        if (yi > latitude) != (yj > latitude) {
            let x = xi + (latitude - yi) / (yj - yi) * (xj - xi)
            if longitude < x { inside.toggle() }
        }
        j = i
    }
    return inside
}

func network() throws -> UkraineNetwork { try UkraineNetwork.load() }

@Suite("Ukraine network data")
struct NetworkDataTests {
    @Test func loadsAndValidates() throws {
        let net = try network()
        #expect(net.validationProblems().isEmpty, "\(net.validationProblems())")
        #expect(net.sources.contains("Ukrzaliznytsia"))
        #expect(net.sources.contains("OpenStreetMap"))
    }

    @Test func hasEnoughCities() throws {
        #expect(try network().cities.count >= 36)
    }

    @Test func idsAndNamesAreUnique() throws {
        let net = try network()
        #expect(Set(net.cities.map(\.id)).count == net.cities.count)
        #expect(Set(net.cities.map(\.nameEn)).count == net.cities.count)
        #expect(Set(net.cities.map(\.nameUk)).count == net.cities.count)
        for city in net.cities {
            #expect(city.id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }, "\(city.id)")
            #expect(!city.region.isEmpty)
        }
    }

    @Test func everyOblastCentreIsPresent() throws {
        let net = try network()
        let centres = [
            "Vinnytsia", "Lutsk", "Dnipro", "Donetsk", "Zhytomyr", "Uzhhorod", "Zaporizhzhia", "Ivano-Frankivsk",
            "Kropyvnytskyi", "Luhansk", "Lviv", "Mykolaiv", "Odesa", "Poltava", "Rivne", "Sumy", "Ternopil",
            "Kharkiv", "Kherson", "Khmelnytskyi", "Cherkasy", "Chernivtsi", "Chernihiv", "Kyiv",
            "Simferopol", "Sevastopol",
        ]
        for name in centres {
            let city = net.cities.first { $0.nameEn == name }
            #expect(city != nil, "missing \(name)")
            #expect(city?.isOblastCentre == true, "\(name) should be marked as an oblast centre")
        }
        #expect(net.cities.filter(\.isOblastCentre).count == centres.count)
        // The cities the seed names.
        for name in ["Drohobych", "Uman"] {
            #expect(net.cities.contains { $0.nameEn == name }, "missing \(name)")
        }
    }

    @Test func outlineIsAClosedRingOfReasonableSize() throws {
        let ring = try network().outline
        #expect((80...200).contains(ring.count), "\(ring.count) vertices")
        #expect(ring.first == ring.last)
        let box = try network().outlineBounds
        // Ukraine spans about 22.1°–40.2° E and 44.4°–52.4° N.
        #expect(box.west > 21.5 && box.west < 22.5)
        #expect(box.east > 39.8 && box.east < 40.6)
        #expect(box.south > 44.2 && box.south < 44.5)
        #expect(box.north > 52.2 && box.north < 52.6)
    }

    @Test func everyCityIsInsideTheOutline() throws {
        let net = try network()
        let box = net.outlineBounds
        for city in net.cities {
            #expect(box.contains(Coordinate(latitude: city.latitude, longitude: city.longitude)), "\(city.id) outside the bbox")
            #expect(ringContains(net.outline, longitude: city.longitude, latitude: city.latitude), "\(city.id) outside the outline")
        }
        // And a few places that are not Ukraine are outside.
        #expect(!ringContains(net.outline, longitude: 27.56, latitude: 53.90))   // Minsk
        #expect(!ringContains(net.outline, longitude: 21.01, latitude: 52.23))   // Warsaw
        #expect(!ringContains(net.outline, longitude: 28.86, latitude: 47.01))   // Chișinău
        #expect(!ringContains(net.outline, longitude: 31.00, latitude: 45.00))   // Black Sea
    }

    @Test(arguments: [TravelMode.road, .train])
    func linksJoinKnownCitiesOnce(mode: TravelMode) throws {
        let net = try network()
        let links = mode == .road ? net.roads : net.trains
        #expect(!links.isEmpty)
        var seen = Set<Set<String>>()
        for link in links {
            #expect(link.mode == mode)
            #expect(net.city(id: link.from) != nil, "unknown \(link.from)")
            #expect(net.city(id: link.to) != nil, "unknown \(link.to)")
            #expect(link.from != link.to)
            #expect(seen.insert([link.from, link.to]).inserted, "duplicate \(link.from)–\(link.to)")
        }
    }

    @Test(arguments: [TravelMode.road, .train])
    func lengthsAndSpeedsArePlausible(mode: TravelMode) throws {
        let net = try network()
        let links = mode == .road ? net.roads : net.trains
        let speeds: ClosedRange<Double> = mode == .road ? 40...110 : 30...160
        for link in links {
            guard let a = net.city(id: link.from), let b = net.city(id: link.to) else {
                Issue.record("unknown city in \(link.from)–\(link.to)")
                continue
            }
            let straight = haversineKm(a, b)
            #expect(link.km >= straight, "\(link.from)–\(link.to): \(link.km) km < straight \(straight)")
            #expect(link.km <= 2 * straight, "\(link.from)–\(link.to): \(link.km) km > 2 × \(straight)")
            #expect(speeds.contains(link.averageKmh), "\(link.from)–\(link.to): \(link.averageKmh) km/h")
            if mode == .train { #expect(link.service?.isEmpty == false) }
        }
    }

    @Test func roadNetworkIsConnected() throws {
        let net = try network()
        var adjacency: [String: [String]] = [:]
        for link in net.roads {
            adjacency[link.from, default: []].append(link.to)
            adjacency[link.to, default: []].append(link.from)
        }
        guard let start = net.cities.first?.id else {
            Issue.record("no cities")
            return
        }
        var reached: Set<String> = [start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let id = queue[head]
            head += 1
            for next in adjacency[id, default: []] where reached.insert(next).inserted {
                queue.append(next)
            }
        }
        let missing = Set(net.cities.map(\.id)).subtracting(reached)
        #expect(missing.isEmpty, "not reachable by road: \(missing.sorted())")
    }

    @Test func knownFiguresAreClose() throws {
        let net = try network()
        func road(_ a: String, _ b: String) -> Link? { net.roads.first { Set([$0.from, $0.to]) == [a, b] } }
        // Kyiv–Zhytomyr on the M-06 is about 140 km.
        let m06 = try #require(road("kyiv", "zhytomyr"))
        #expect(abs(m06.km - 140) <= 14)
        #expect(m06.ref == "M-06")
        #expect(m06.meters == m06.km * 1000)
        #expect(m06.seconds == m06.minutes * 60)
        // Kyiv–Odesa via Bila Tserkva and Uman on the M-05 is about 475 km.
        let m05 = ["kyiv", "bila-tserkva", "uman", "odesa"]
        let total = zip(m05, m05.dropFirst()).compactMap { road($0, $1)?.km }.reduce(0, +)
        #expect(abs(total - 475) <= 30, "\(total)")
    }

    @Test func jsonRoundTrips() throws {
        let net = try network()
        let data = try JSONEncoder().encode(net)
        let again = try UkraineNetwork.decode(data)
        #expect(again == net)
        #expect(again.matchCity("Kiev").city?.id == "kyiv")
    }

    @Test func inconsistentDataIsReported() throws {
        let json = """
        {"sources": "test", "outline": [[0,0],[1,0],[1,1],[0,0]],
         "cities": [{"id": "a", "nameUk": "А", "nameEn": "A", "region": "R", "macroRegion": "West", "latitude": 0.5, "longitude": 0.7}],
         "roads": [{"from": "a", "to": "b", "roadKm": 10, "driveMinutes": 10}], "trains": []}
        """
        #expect(throws: DatasetError.self) { try UkraineNetwork.decode(Data(json.utf8)) }
        do {
            _ = try UkraineNetwork.decode(Data(json.utf8))
        } catch {
            #expect(error.description.contains("unknown city b"))
        }
        #expect(throws: DatasetError.self) { try UkraineNetwork.decode(Data("{".utf8)) }
    }
}
