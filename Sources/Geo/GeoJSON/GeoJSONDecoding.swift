/// Shared steps of decoding GeoJSON objects: required members with clear errors, "type", and "bbox".
enum GeoJSONDecoding {
    /// The value of `key`, turning a missing member or a wrong JSON type into a `GeoJSONError`.
    static func require<T: Decodable, K: CodingKey>(
        _ type: T.Type, _ key: K, in container: KeyedDecodingContainer<K>, expected: String
    ) throws -> T {
        let location = GeoJSONLocation(container.codingPath)
        do {
            return try container.decode(T.self, forKey: key)
        } catch DecodingError.keyNotFound, DecodingError.valueNotFound {
            throw GeoJSONError.missingMember(key.stringValue, location: location)
        } catch DecodingError.typeMismatch {
            throw GeoJSONError.wrongMemberType(key.stringValue, expected: expected, location: location)
        }
    }

    /// The keyed container of an object, or a clear error when the value is not an object.
    static func object<K: CodingKey>(_ decoder: any Decoder, keyedBy: K.Type, what: String) throws
        -> KeyedDecodingContainer<K>
    {
        do {
            return try decoder.container(keyedBy: K.self)
        } catch DecodingError.typeMismatch {
            throw GeoJSONError.invalidJSON("\(GeoJSONLocation(decoder.codingPath)) must be \(what) object")
        }
    }

    /// The next number of a position.
    static func number(in container: inout any UnkeyedDecodingContainer, path: [any CodingKey]) throws -> Double {
        do {
            return try container.decode(Double.self)
        } catch DecodingError.typeMismatch, DecodingError.valueNotFound {
            throw GeoJSONError.invalidJSON(
                "a position in \(GeoJSONLocation(path)) contains something other than a number")
        }
    }

    /// The optional "bbox" member: 4 numbers (or 6 with altitudes, which are dropped).
    static func bbox<K: CodingKey>(_ key: K, in container: KeyedDecodingContainer<K>) throws -> BoundingBox? {
        let location = GeoJSONLocation(container.codingPath)
        guard container.contains(key),
            let numbers = try require([Double]?.self, key, in: container, expected: "an array of numbers")
        else { return nil }
        let half = numbers.count / 2
        guard numbers.count == 4 || numbers.count == 6, numbers.allSatisfy(\.isFinite) else {
            throw GeoJSONError.invalidBoundingBox(numbers, location: location)
        }
        let box = BoundingBox(south: numbers[1], west: numbers[0], north: numbers[half + 1], east: numbers[half])
        guard box.south <= box.north, abs(box.south) <= 90, abs(box.north) <= 90 else {
            throw GeoJSONError.invalidBoundingBox(numbers, location: location)
        }
        return box
    }

    /// Encodes `box` as [west, south, east, north] when present.
    static func encode<K: CodingKey>(_ box: BoundingBox?, _ key: K, in container: inout KeyedEncodingContainer<K>)
        throws
    {
        guard let box else { return }
        try container.encode([box.west, box.south, box.east, box.north], forKey: key)
    }
}
