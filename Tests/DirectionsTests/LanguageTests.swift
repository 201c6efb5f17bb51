@testable import Directions
import Foundation
import Geo
import RoadNetwork
import Testing

@Suite struct LanguageTests {
    @Test func unknownLanguageListsTheAvailableOnes() {
        #expect(throws: InstructionsError.unknownLanguage("xx", available: ["en", "uk"])) {
            try Instructions.language(code: "xx")
        }
        #expect(InstructionsError.unknownLanguage("xx", available: ["en", "uk"]).description.contains("en, uk"))
        #expect(throws: InstructionsError.self) { try Instructions.language(code: "../Languages/en") }
        #expect(Instructions.availableLanguages == ["en", "uk"])
    }

    @Test(arguments: [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"),
                      (21, "21st"), (22, "22nd"), (111, "111th")])
    func englishOrdinals(number: Int, expected: String) throws {
        #expect(try Languages.english().ordinal(number) == expected)
    }

    @Test func ukrainianOrdinals() throws {
        let uk = try Languages.ukrainian()
        #expect(uk.ordinal(1) == "1-й")
        #expect(uk.ordinal(3) == "3-й")
    }

    /// Every language has a phrase for every type and modifier, with and without a name, and no
    /// placeholder is left unfilled.
    @Test(arguments: ["en", "uk"])
    func everyManeuverHasText(code: String) throws {
        let language = try Instructions.language(code: code)
        let place = LegSketch.centre
        for type in ManeuverType.allCases {
            for modifier in ManeuverModifier.allCases {
                for name in ["", "вулиця Хрещатик"] {
                    let maneuver = StepManeuver(type: type, modifier: modifier, exit: 2, location: place,
                                                bearingBefore: 0, bearingAfter: 90)
                    let step = RouteStep(maneuver: maneuver, name: name, ref: "", distance: 10, duration: 1,
                                         geometry: [place, place], roadClass: .residential, instruction: "")
                    let text = language.instruction(for: step)
                    #expect(!text.isEmpty && !text.contains("{") && !text.contains("  "), "\(code) \(type) \(modifier): \(text)")
                    #expect(name.isEmpty || text.contains("Хрещатик"), "\(code) \(type) \(modifier): \(text)")
                }
            }
        }
    }

    @Test("a road's number follows its name, unless the name says it already", arguments: ["en", "uk"])
    func nameWithRef(code: String) throws {
        let language = try Instructions.language(code: code)
        let place = LegSketch.centre
        let maneuver = StepManeuver(type: .turn, modifier: .left, exit: nil, location: place, bearingBefore: 0, bearingAfter: 270)
        func text(name: String, ref: String) -> String {
            language.instruction(for: RouteStep(maneuver: maneuver, name: name, ref: ref, distance: 10, duration: 1,
                                                geometry: [place, place], roadClass: .trunk, instruction: ""))
        }
        #expect(text(name: "Kyivska Street", ref: "M-06").contains("M-06"))
        #expect(text(name: "M-06", ref: "M-06").components(separatedBy: "M-06").count == 2, "\(text(name: "M-06", ref: "M-06"))")
        #expect(text(name: "M-061 Bypass", ref: "M-06").contains("(M-06)"))
        #expect(InstructionLanguage.says("M-06 Kyiv–Chop", number: "M-06") && !InstructionLanguage.says("A10 Road", number: "A1"))
        #expect(InstructionLanguage.says("E 40 / M-06", number: "E 40;M-06") && !InstructionLanguage.says("M-06", number: "E 40;M-06"))
    }

    @Test func ukrainianNamesAreDeclined() throws {
        var sketch = LegSketch()
        sketch.go(0, 100, name: "Садова вулиця")
        sketch.go(0, 100, name: "Велика Васильківська вулиця", exits: [90, 270])
        sketch.go(90, 100, name: "площа Льва Толстого", exits: [0])
        sketch.go(0, 100, name: "проспект Перемоги", exits: [90, 270])
        let steps = Directions.steps(for: sketch.leg, language: try Languages.ukrainian())
        #expect(steps.map(\.instruction) == [
            "Рухайтеся на північ Садовою вулицею",
            "Продовжуйте рух прямо на Велику Васильківську вулицю",
            "Поверніть праворуч на площу Льва Толстого",
            "Поверніть ліворуч на проспект Перемоги",
            "Ви прибули до місця призначення: проспект Перемоги",
        ])
    }

    @Test func incompleteLanguageFileIsRejected() {
        let json = Data(#"""
            {"language": "xx", "ordinal": {"default": "{n}.", "endings": {}}, "directions": {},
             "modifiers": {}, "nameWithRef": "{name}", "instructions": {}}
            """#.utf8)
        #expect {
            try InstructionLanguage(code: "xx", json: json)
        } throws: { error in
            guard case InstructionsError.invalidLanguageFile(code: "xx", reason: let reason) = error else { return false }
            return reason.contains("depart")
        }
    }
}
