import Foundation
import MemorizeTestSupport
import Testing

/// Plays `memorize --plain` through pipes as a player who reads only its lines: the built binary,
/// lines in, lines out, with an environment of its own (no real scores or themes are touched).
struct PlainPlayer {
    let directory: TemporaryDirectory
    let arguments: [String]
    /// `LC_ALL` for the game: UTF-8 unless a test asks for another; nil leaves it unset.
    let locale: String?
    /// More of the environment, such as `LANG`.
    let extraEnvironment: [String: String]

    /// A player of `memorize` with `arguments`, in plain mode as `plain` asks (`--plain=full` for full lines).
    init(
        _ arguments: [String], plain: String = "--plain", locale: String? = "C.UTF-8",
        environment: [String: String] = [:]
    ) throws {
        directory = try TemporaryDirectory()
        self.arguments = [plain] + arguments
        self.locale = locale
        extraEnvironment = environment
    }

    /// Runs the game once with `lines` as its whole input, and checks what every plain run must be:
    /// an exit status of 0 at the end of input, and no escape byte or box-drawing character at all.
    func play(_ lines: [String]) async throws -> [String] {
        let input = Array(lines.map { $0 + "\n" }.joined().utf8)
        let result = try await ChildProcess.run(
            Places.builtExecutable("memorize"), arguments, environment: environment, in: directory.path, input: input,
            timeout: .seconds(60))
        #expect(result.status == 0, "exit status \(result.status): \(result.errorText)")
        #expect(result.errorText == "")
        #expect(!result.output.contains(0x1B), "an escape byte in the output")
        let boxDrawing = result.outputText.unicodeScalars.filter { (0x2500...0x257F).contains($0.value) }
        #expect(boxDrawing.isEmpty, "box drawing in the output: \(String(String.UnicodeScalarView(boxDrawing)))")
        return result.outputText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Runs `script` with `sh` in the player's directory and environment, the game's command line
    /// (binary and arguments, quoted) in `$GAME`: for what whole input given at once cannot do, such as a
    /// signal sent while the game waits for its next line.
    func shell(_ script: String) async throws -> ProcessResult {
        let game = ([try Places.builtExecutable("memorize")] + arguments)
            .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        return try await ChildProcess.run(
            "/bin/sh", ["-c", script], environment: environment.merging(["GAME": game]) { $1 }, in: directory.path,
            timeout: .seconds(60))
    }

    /// The game's environment: its own home, configuration and state, so no real scores or themes
    /// are touched.
    private var environment: [String: String] {
        var environment = [
            "PATH": "/usr/bin:/bin", "HOME": directory.path, "TERM": "dumb",
            "XDG_CONFIG_HOME": directory.url.appendingPathComponent("config").path,
            "XDG_STATE_HOME": directory.url.appendingPathComponent("state").path,
        ]
        environment["LC_ALL"] = locale
        return environment.merging(extraEnvironment) { $1 }
    }

    /// What the player remembers: the name of each card a `Card N: name face` line told.
    static func faces(in lines: [String]) -> [Int: String] {
        var faces: [Int: String] = [:]
        for line in lines where line.hasPrefix("Card ") {
            guard let colon = line.firstIndex(of: ":"),
                let number = Int(line[line.index(line.startIndex, offsetBy: 5)..<colon]),
                let name = name(in: line)
            else { continue }
            faces[number] = name
        }
        return faces
    }

    /// The face a line that turned a card names: `Card 5: ghost.` (brief) or `Card 5: ghost 👻` (full);
    /// nil for an answer about a card (`Card 5: ghost, matched.`, `Card 5: face down.`).
    static func name(in line: String) -> String? {
        guard line.hasPrefix("Card "), let colon = line.firstIndex(of: ":") else { return nil }
        let rest = line[line.index(after: colon)...].dropFirst()
        if rest.contains(",") || rest == "face down." { return nil }
        if rest.hasSuffix(".") { return String(rest.dropLast()) }
        // Full lines: the name, then the face, which is the last word.
        return rest.split(separator: " ").dropLast().joined(separator: " ")
    }

    /// The cards to choose to match every pair not matched yet: each pair of cards that the lines
    /// named alike, leaving out the pairs a `Match!` line already followed.
    static func pairsToMatch(seen: [Int: String], after lines: [String]) -> [String] {
        var matched: Set<String> = []
        var lastName: String?
        for line in lines {
            if let name = name(in: line) { lastName = name }
            let isMatch = line == "Match." || line.hasPrefix("Match!") || line.hasPrefix("Match,")
            if isMatch, let lastName { matched.insert(lastName) }
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
