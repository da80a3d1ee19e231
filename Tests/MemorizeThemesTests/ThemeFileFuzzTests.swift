import Foundation
import MemorizeTestSupport
import MemorizeText
import MemorizeThemes
import MemoryGame
import Testing

/// Random and mutated theme files: each is refused with a `ThemeError` whose message is safe to
/// print, or read into themes that keep every rule; none crashes, and none takes more than linear
/// time.
///
/// `MEMORIZE_FUZZ_THEME_FILES=1000000 swift test --filter ThemeFileFuzzTests` runs longer.
@Suite("Fuzzing the theme reader", .computing)
struct ThemeFileFuzzTests {
    /// Enough for every mutation to be tried thousands of times in the everyday suite, whose minute it
    /// shares with the languages' tests (40,000 took 19 s of the two cores' time); the long runs are for
    /// the variable above.
    static let defaultFiles = 10_000
    static let seeds: [UInt64] = Array(1...4)

    static var filesPerSeed: Int {
        let total = ProcessInfo.processInfo.environment["MEMORIZE_FUZZ_THEME_FILES"].flatMap(Int.init) ?? defaultFiles
        return max(total / seeds.count, 1)
    }

    static let shipped: [UInt8] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? [UInt8](Data(contentsOf: root.appendingPathComponent("themes.json")))) ?? []
    }()

    @Test("every file is read or refused cleanly", arguments: seeds)
    func fuzz(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var accepted = 0
        var refused = 0
        for index in 0..<Self.filesPerSeed {
            let file =
                index % 2 == 0
                ? ThemeFileMutator.mutated(Self.shipped, using: &random)
                : Array(RandomThemeFile.document(using: &random).utf8)
            switch Self.problem(reading: file) {
            case .accepted: accepted += 1
            case .refused: refused += 1
            case .broken(let problem):
                Issue.record(
                    "seed \(seed), file \(index): \(problem)\n\(String(decoding: file.prefix(500), as: UTF8.self))")
                return
            }
        }
        #expect(accepted > Self.filesPerSeed / 20, "some files are accepted: the fuzzer reaches validation")
        #expect(refused > Self.filesPerSeed / 20)
    }

    enum Reading {
        case accepted, refused
        case broken(String)
    }

    /// Reads `file` and checks the outcome against the rules, independently of the validator.
    static func problem(reading file: [UInt8]) -> Reading {
        let themes: [Theme]
        do {
            themes = try ThemeCatalog.themes(fromJSON: file)
        } catch {
            let message = error.description
            if message.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                return .broken("a raw control character in the message \(message.debugDescription)")
            }
            if message.utf8.count > 2_000 { return .broken("a message of \(message.utf8.count) bytes") }
            return .refused
        }
        guard !themes.isEmpty else { return .broken("no themes, no error") }
        guard Set(themes.map { $0.name.lowercased() }).count == themes.count else { return .broken("duplicate names") }
        for theme in themes {
            guard theme.name.count <= 64, !SafeText.containsUnsafe(theme.name) else {
                return .broken("name \(theme.name.debugDescription)")
            }
            guard !theme.emojis.isEmpty else { return .broken("\(theme.name): no faces") }
            // A face of a pair of different cards may be a text of up to 12 cells.
            let longest = theme.hasDifferentPairs ? 12 : 1
            for face in theme.allFaces {
                guard (1...longest).contains(face.count), TextWidth.columns(of: face) <= 12,
                    face.allSatisfy({
                        TextWidth.certainColumns(of: $0) != nil
                            && TextWidth.certainColumns(of: $0) == TextWidth.columns(of: $0)
                    })
                else { return .broken("\(theme.name): face \(face.debugDescription) has no certain width") }
            }
            let bare = theme.allFaces.map {
                String(String.UnicodeScalarView($0.unicodeScalars.filter { $0.value != 0xFE0F && $0.value != 0xFE0E }))
            }
            guard Set(bare).count == bare.count else { return .broken("\(theme.name): duplicate faces") }
            if case .fixed(let pairs) = theme.pairs, pairs < 1 { return .broken("\(theme.name): \(pairs) pairs") }
        }
        return .accepted
    }

    // MARK: - Linear time

    /// Files that grow one way each: a long name, many themes, many faces, long numbers, deep
    /// nesting, much whitespace or many lines before an error, a repeated key, many escapes.
    enum GrowingFile: CaseIterable, Sendable {
        case combiningMarks, manyThemes, manyFaces, longNumber, nesting, whitespace, lines, repeatedKey, escapes

        /// The file of this shape for size `n` (its length grows in proportion).
        func text(_ n: Int) -> String {
            let face = #""emojis": ["🐙"]"#
            switch self {
            case .combiningMarks:
                return #"[{"name": "A\#(String(repeating: "\\u0301", count: n))", \#(face), "color": "red"}]"#
            case .manyThemes:
                let themes = (0..<n / 40).map { #"{"name": "T\#($0)", \#(face), "color": "red"}"# }
                return "[" + themes.joined(separator: ",") + "]"
            case .manyFaces:
                let faces = (0..<n / 8).map { "\"\\u\(String(0x4E00 + $0 % 20000, radix: 16))\"" }
                return #"[{"name": "F", "emojis": [\#(faces.joined(separator: ","))], "color": "red"}]"#
            case .longNumber:
                return #"[{"name": "N", \#(face), "pairs": 1\#(String(repeating: "0", count: n)), "color": "red"}]"#
            case .nesting:
                let deep = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
                return "[" + Array(repeating: deep, count: n / 120).joined(separator: ",") + "]"
            case .whitespace:
                return "[" + String(repeating: " ", count: n) + "x"
            case .lines:
                return "[" + String(repeating: "\n", count: n) + "x"
            case .repeatedKey:
                return
                    #"[{"name": "K", \#(face), \#(String(repeating: #""color": "red", "#, count: n / 16))"color": "red"}]"#
            case .escapes:
                return #"[{"name": "E", \#(face), "color": "\#(String(repeating: "\\n", count: n / 2))"}]"#
            }
        }
    }

    @Test("reading time grows linearly with the file", arguments: GrowingFile.allCases)
    func linearTime(shape: GrowingFile) {
        let small = Array(shape.text(10_000).utf8)
        let large = Array(shape.text(80_000).utf8)
        #expect(large.count >= 6 * small.count, "the large file is larger")
        let smallTime = Self.fastestRead(of: small)
        let largeTime = Self.fastestRead(of: large)
        // Linear is 8×; quadratic would be 64×. The margin absorbs noise on a shared machine.
        #expect(largeTime < smallTime * 24 + .milliseconds(20), "\(smallTime) then \(largeTime)")
    }

    private static func fastestRead(of file: [UInt8]) -> Duration {
        var fastest = Duration.seconds(1_000)
        for _ in 0..<3 {
            let start = threadTime()
            _ = try? ThemeCatalog.themes(fromJSON: file)
            fastest = min(fastest, threadTime() - start)
        }
        return fastest
    }

    /// The CPU time of the calling thread: on a loaded machine a read that other programs preempt is not
    /// charged for its wait (the clock on the wall failed this test in three full runs in a row).
    private static func threadTime() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }
}

/// Mutations of a valid file: the bytes a careless edit, a bad disk or a hostile author produce.
enum ThemeFileMutator {
    static let tokens = [
        "[", "]", "{", "}", "\"", ",", ":", "\\", "\\u", "\\ud83c", "\\u0000", "1e999", "-0", "0.5", "1e7", "null",
        "true", "\"random\"", "\"pairs\"", "\"name\"", "\"emojis\"", "\"color\"", "\"gradient\"", "\u{FE0F}",
        "\u{200D}", "\u{301}", "\u{1B}", "🇫🇷", "👍🏽", "\u{E000}", "\u{1FAE8}", "\u{FFFF}", "\u{7F}",
        String(repeating: "x", count: 70),
    ].map { Array($0.utf8) }

    static func mutated(_ file: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = file
        for _ in 0..<(random.next() % 2 == 0 ? 1 : 1 + Int(random.next() % 4)) {
            guard !bytes.isEmpty else { break }
            let at = Int(random.next() % UInt64(bytes.count))
            switch random.next() % 6 {
            case 0: bytes[at] ^= UInt8(truncatingIfNeeded: 1 << (random.next() % 8))
            case 1: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
            case 2: bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(random.next() % 40)))
            case 3: bytes.insert(contentsOf: tokens[Int(random.next() % UInt64(tokens.count))], at: at)
            case 4:
                let end = min(bytes.count, at + Int(random.next() % 200))
                bytes.insert(contentsOf: bytes[at..<end], at: Int(random.next() % UInt64(bytes.count)))
            default: bytes.removeSubrange(at...)
            }
        }
        return bytes
    }
}

/// Random documents shaped like theme files, with odd values where values go.
enum RandomThemeFile {
    static let goodFaces = ["🐙", "🦀", "🐠", "🐬", "A", "b", "é", "ж", "漢", "❤️", "❤", "☀︎", "🅰️", "♠", "★", "가"]
    static let badFaces = [
        "e\u{301}", "⚽︎", "🅰", "🇫🇷", "🇫", "👍🏽", "1️⃣", "👨‍👩‍👧",
        "\u{301}", "\u{E000}", String(Unicode.Scalar(0xFDD0)!), "\u{378}", "\u{1FAE8}", "\u{17000}", "\u{A960}",
        "\u{5D0}", " ", "",
        "\u{200B}", "\u{1B}[31m", "\u{7}", "ab", "🐙🦀", "\u{2028}",
    ]
    static let goodNames = ["Sea", "Café", String(repeating: "n", count: 64), "漢字", "Ocean", "Zoo"]
    static let badNames = ["", " ", String(repeating: "n", count: 65), "\u{1B}x", "\u{202E}x"]
    static let goodColors = ["\"red\"", "\"chartreuse\"", "{\"gradient\": [\"blue\", \"cyan\"]}"]
    static let badColors = ["\"\"", "{\"gradient\": [\"blue\"]}", "7", "null"]
    static let pairs = [
        "", "\"pairs\": 2, ", "\"pairs\": 0, ", "\"pairs\": \"random\", ", "\"pairs\": 1e400, ", "\"pairs\": 2.5, ",
        "\"pairs\": [1], ",
    ]

    static func document(using random: inout SplitMix64) -> String {
        func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }
        // Mostly good values, so that many documents reach the end of validation.
        func pick<T>(_ good: [T], else bad: [T]) -> T { random.next() % 12 == 0 ? pick(bad) : pick(good) }
        if random.next() % 10 == 0 { return pick(["[]", "{}", "null", "\"x\"", "[1]", "", "[[[]]]"]) }
        let themes = (0..<(1 + Int(random.next() % 4))).map { index in
            let count = random.next() % 12 == 0 ? 0 : 1 + Int(random.next() % 5)
            let faces = goodFaces.shuffled(using: &random).prefix(count).map { face in
                "\"" + escaped(random.next() % 12 == 0 ? pick(badFaces) : face) + "\""
            }
            // Names differ, except now and then.
            let name = pick(goodNames, else: badNames) + (random.next() % 12 == 0 ? "" : String(index))
            return "{\"name\": \"\(escaped(name))\", \"emojis\": [\(faces.joined(separator: ", "))], "
                + "\(pick(pairs))\"color\": \(pick(goodColors, else: badColors))}"
        }
        return "[" + themes.joined(separator: ", ") + "]"
    }

    /// JSON string contents: controls as `\u` escapes, the rest as UTF-8.
    private static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            scalar.value < 0x20
                ? "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16) : String(scalar)
        }.joined()
    }
}
