import Foundation
import MemorizeTestSupport
import Testing

/// Plays `memorize --plain` through pipes as a player who reads only its lines: the built binary,
/// lines in, lines out, with an environment of its own (no real scores or themes are touched).
struct PlainPlayer {
    let directory: TemporaryDirectory
    let arguments: [String]

    init(_ arguments: [String]) throws {
        directory = try TemporaryDirectory()
        self.arguments = ["--plain"] + arguments
    }

    /// Runs the game once with `lines` as its whole input, and checks what every plain run must be:
    /// an exit status of 0 at the end of input, and no escape byte or box-drawing character at all.
    func play(_ lines: [String]) async throws -> [String] {
        let input = Array(lines.map { $0 + "\n" }.joined().utf8)
        let result = try await ChildProcess.run(
            Places.builtExecutable("memorize"), arguments,
            environment: [
                "PATH": "/usr/bin:/bin", "HOME": directory.path, "TERM": "dumb",
                "XDG_CONFIG_HOME": directory.url.appendingPathComponent("config").path,
                "XDG_STATE_HOME": directory.url.appendingPathComponent("state").path,
            ],
            in: directory.path, input: input, timeout: .seconds(60))
        #expect(result.status == 0, "exit status \(result.status): \(result.errorText)")
        #expect(result.errorText == "")
        #expect(!result.output.contains(0x1B), "an escape byte in the output")
        let boxDrawing = result.outputText.unicodeScalars.filter { (0x2500...0x257F).contains($0.value) }
        #expect(boxDrawing.isEmpty, "box drawing in the output: \(String(String.UnicodeScalarView(boxDrawing)))")
        return result.outputText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// What the player remembers: the name of each card a `Card N: name face` line told.
    static func faces(in lines: [String]) -> [Int: String] {
        var faces: [Int: String] = [:]
        for line in lines where line.hasPrefix("Card ") {
            guard let colon = line.firstIndex(of: ":"),
                let number = Int(line[line.index(line.startIndex, offsetBy: 5)..<colon])
            else { continue }
            // The name is everything between the colon and the face, which is the last word.
            let rest = line[line.index(after: colon)...].split(separator: " ")
            faces[number] = rest.dropLast().joined(separator: " ")
        }
        return faces
    }

    /// The cards to choose to match every pair not matched yet: each pair of cards that the lines
    /// named alike, leaving out the pairs a `Match!` line already followed.
    static func pairsToMatch(seen: [Int: String], after lines: [String]) -> [String] {
        var matched: Set<String> = []
        var lastName: String?
        for line in lines {
            if line.hasPrefix("Card "), let colon = line.firstIndex(of: ":") {
                lastName = line[line.index(after: colon)...].split(separator: " ").dropLast().joined(separator: " ")
            }
            if line.hasPrefix("Match!"), let lastName { matched.insert(lastName) }
        }
        var pairs: [String: [Int]] = [:]
        for (card, name) in seen.sorted(by: { $0.key < $1.key }) where !matched.contains(name) {
            pairs[name, default: []].append(card)
        }
        return pairs.values.sorted { $0[0] < $1[0] }.flatMap { $0.map(String.init) }
    }

    /// The number of cards, from the opening line (`… 12 cards in 3 rows of 4 …`).
    static func cardCount(in lines: [String]) -> Int? {
        guard let opening = lines.first, let range = opening.range(of: ": ") else { return nil }
        return Int(opening[range.upperBound...].prefix { $0.isNumber })
    }
}
