import Foundation
import Testing
import TestSupport
import TourOptimizer

@Suite("TSPLIB reader")
struct TSPLIBTests {
    static let toursWithOptima = ["a280", "att48", "bayg29", "berlin52", "ch130", "ch150", "eil51", "eil76", "eil101",
                                  "fri26", "gr96", "gr120", "gr202", "kroA100", "kroC100", "kroD100", "lin105",
                                  "pcb442", "pr76", "pr1002", "pr2392", "rd100", "st70", "ulysses16", "ulysses22"]

    @Test("the published optimal tours have the published lengths", arguments: toursWithOptima)
    func optimalTourLengths(name: String) throws {
        let instance = try TSPLIBInstance(contentsOf: try SharedData.url("tsplib/\(name).tsp"))
        let tour = try TSPLIBTour(contentsOf: try SharedData.url("tsplib/\(name).opt.tour"))
        let optima = TSPLIBOptima.parse(try String(contentsOf: try SharedData.url("tsplib/OPTIMA.txt"), encoding: .utf8))
        #expect(tour.nodes.sorted() == Array(1...instance.dimension))
        #expect(try tour.length(in: #require(instance.matrix)) == optima[name], "\(name) (\(instance.edgeWeightType))")
    }

    @Test("asymmetric instances are read as asymmetric", arguments: ["br17", "ft53", "ftv33", "p43", "ry48p", "rbg323"])
    func atsp(name: String) throws {
        let instance = try TSPLIBInstance(contentsOf: try SharedData.url("tsplib/\(name).atsp"))
        #expect(instance.type == "ATSP")
        #expect(instance.matrix?.count == instance.dimension)
    }

    @Test("the explicit formats describe the same matrix")
    func explicitFormats() throws {
        let full = [[0, 1, 2, 3], [1, 0, 4, 5], [2, 4, 0, 6], [3, 5, 6, 0]]
        let bodies = [
            "FULL_MATRIX": full.flatMap { $0 },
            "UPPER_ROW": [1, 2, 3, 4, 5, 6], "LOWER_COL": [1, 2, 3, 4, 5, 6],
            "LOWER_ROW": [1, 2, 4, 3, 5, 6], "UPPER_COL": [1, 2, 4, 3, 5, 6],
            "UPPER_DIAG_ROW": [0, 1, 2, 3, 0, 4, 5, 0, 6, 0],
            "LOWER_DIAG_ROW": [0, 1, 0, 2, 4, 0, 3, 5, 6, 0],
        ]
        for (format, numbers) in bodies {
            let text = """
                NAME : tiny
                TYPE : TSP
                DIMENSION : 4
                EDGE_WEIGHT_TYPE : EXPLICIT
                EDGE_WEIGHT_FORMAT : \(format)
                EDGE_WEIGHT_SECTION
                \(numbers.map(String.init).joined(separator: " "))
                EOF
                """
            let instance = try TSPLIBInstance(parsing: text)
            #expect(instance.matrix == (try CostMatrix(rows: full.map { $0.map(Double.init) })), "\(format)")
        }
    }

    @Test("rounding rules of the coordinate distances")
    func distanceFunctions() {
        #expect(TSPLIBDistance.euclidean2D.distance((0, 0, 0), (3, 4.4, 0)) == 5)   // 5.35 → 5
        #expect(TSPLIBDistance.euclidean2D.distance((0, 0, 0), (3, 4.6, 0)) == 5)   // 5.49 → 5
        #expect(TSPLIBDistance.euclidean2D.distance((0, 0, 0), (3.5, 4.6, 0)) == 6) // 5.78 → 6
        #expect(TSPLIBDistance.ceiling2D.distance((0, 0, 0), (3, 4.1, 0)) == 6)
        #expect(TSPLIBDistance.ceiling2D.distance((0, 0, 0), (3, 4, 0)) == 5)
        #expect(TSPLIBDistance.pseudoEuclidean.distance((0, 0, 0), (10, 0, 0)) == 4) // √10 = 3.16 → 4
        #expect(TSPLIBDistance.manhattan2D.distance((0, 0, 0), (1.2, 2.2, 0)) == 3)
        #expect(TSPLIBDistance.maximum2D.distance((0, 0, 0), (1.2, 2.6, 0)) == 3)
    }

    @Test("a CEIL_2D instance reads its coordinates")
    func ceilInstance() throws {
        let instance = try TSPLIBInstance(parsing: """
            NAME: c3
            TYPE: TSP
            DIMENSION: 3
            EDGE_WEIGHT_TYPE: CEIL_2D
            NODE_COORD_SECTION
            1 0 0
            2 3 4.1
            3 0 1
            EOF
            """)
        #expect(instance.matrix?[from: 0, to: 1] == 6 && instance.matrix?[from: 0, to: 2] == 1)
    }

    @Test("malformed files name the line", arguments: [
        ("NAME: x\nTYPE: TSP\nDIMENSION: 3\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 1 oops\n3 2 2\nEOF", 7),
        ("NAME: x\nTYPE: TSP\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n", 4),
        ("NAME: x\nTYPE: TSP\nDIMENSION: 3\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 1 1\n", 7),
        ("NAME: x\nthis is not a header\n", 2),
        // A node numbered twice (and so one missing): not the instance the file meant.
        ("NAME: x\nTYPE: TSP\nDIMENSION: 3\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 1 1\n2 5 5\nEOF", 8),
        ("NAME: x\nTYPE: TSP\nDIMENSION: 3\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n1 1 1\n3 5 5\nEOF", 7),
        ("NAME: x\nTYPE: TSP\nDIMENSION: -4\n", 3),
        // A DIMENSION changed after the weights were read by it (found by fuzzing: an index out of range).
        ("NAME: x\nTYPE: TSP\nDIMENSION: 2\nEDGE_WEIGHT_TYPE: EXPLICIT\nEDGE_WEIGHT_FORMAT: LOWER_DIAG_ROW\nEDGE_WEIGHT_SECTION\n0 1 0\nDIMENSION: 8\nEOF", 8),
    ])
    func malformed(text: String, line: Int) {
        #expect {
            _ = try TSPLIBInstance(parsing: text)
        } throws: { error in
            guard case .malformed(let at, _) = error as? TSPLIBError else { return false }
            return at == line
        }
    }

    @Test("an unsupported type names the line that gives it")
    func unsupported() {
        #expect(throws: TSPLIBError.unsupported(line: 2, feature: "problem type CVRP (only TSP and ATSP)")) {
            try TSPLIBInstance(parsing: "NAME: x\nTYPE: CVRP\nDIMENSION: 2\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 1 1\nEOF")
        }
        #expect(throws: TSPLIBError.unsupported(line: 4, feature: "EDGE_WEIGHT_TYPE XRAY1")) {
            try TSPLIBInstance(parsing: "NAME: x\nTYPE: TSP\nDIMENSION: 2\nEDGE_WEIGHT_TYPE: XRAY1\nNODE_COORD_SECTION\n1 0 0\n2 1 1\nEOF")
        }
    }

    @Test("messages count nodes, not numbers, and number them from 1, as the file does")
    func messagesInTheFilesTerms() {
        let header = "NAME: x\nTYPE: TSP\nDIMENSION: 3\n"
        #expect(throws: TSPLIBError.malformed(line: 7, message: "the file ends after 2 of 3 nodes")) {
            try TSPLIBInstance(parsing: header + "EDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 1 1\n")
        }
        #expect(throws: TSPLIBError.malformed(line: 8, message: "the weight from node 2 to node 3 is negative (-4.0); weights must be ≥ 0")) {
            try TSPLIBInstance(parsing: "NAME: x\nTYPE: ATSP\nDIMENSION: 3\nEDGE_WEIGHT_TYPE: EXPLICIT\nEDGE_WEIGHT_FORMAT: FULL_MATRIX\n"
                               + "\n\nEDGE_WEIGHT_SECTION\n0 1 2\n1 0 -4\n2 1 0\nEOF")
        }
        // Distances that overflow would read as no link at all ("stop 1 has no link out of it").
        #expect {
            try TSPLIBInstance(parsing: header + "EDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 1e300 0\n3 -1e300 5\nEOF")
        } throws: { error in
            guard case .malformed(4, let message) = error as? TSPLIBError else { return false }
            return message.contains("EUC_2D distances between them overflow")
        }
    }
}
