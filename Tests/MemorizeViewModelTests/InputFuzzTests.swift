import Glibc
import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import ScreenKit
import Testing

@testable import MemorizeViewModel

/// Random byte strings through `InputDecoder` into the view model, and random intents straight to
/// it, over many seeds, checking the rules after every single event against a model of the board
/// kept here, so that "the rules hold whatever arrives" is a measured property.
///
/// `swift test` runs `defaultSteps` steps in all; `MEMORIZE_FUZZ_STEPS=10000000 swift test --filter
/// InputFuzzTests` runs longer. A failure names its seed and step, so it can be replayed.
@Suite("Fuzzing the input decoder and the view model", .computing)
struct InputFuzzTests {
    /// Steps per `swift test`: a step is one byte string (of up to 48 bytes, split at random) or one
    /// intent. 150,000 keeps the whole suite within its minute now that the languages' tests share it (a
    /// million took a minute of the two cores' time); the longer runs are for `MEMORIZE_FUZZ_STEPS`.
    static let defaultSteps = 150_000
    static let seeds: [UInt64] = Array(1...8)

    static var stepsPerSeed: Int {
        let total = Environment.integer("MEMORIZE_FUZZ_STEPS") ?? defaultSteps
        return max(total / seeds.count, 1)
    }

    @Test("every event keeps the rules", arguments: seeds)
    func fuzz(seed: UInt64) {
        var fuzzer = Fuzzer(seed: seed)
        let failure = fuzzer.run(steps: Self.stepsPerSeed)
        #expect(failure == nil, "seed \(seed): \(failure ?? "")")
        #expect(fuzzer.choicesMade > Self.stepsPerSeed / 50, "the fuzzer turns cards, not only noise")
        #expect(fuzzer.eventsDelivered > Self.stepsPerSeed / 4, "the bytes decode to keys, clicks and the wheel")
        #expect(fuzzer.gamesFinished > 0 || Self.stepsPerSeed < 10_000, "some games are played to the end")
    }

    @Test("the checker catches a broken rule")
    func checkerCanFail() {
        // A board model that believes one card more was turned up than the game says.
        let (game, _) = makeGame()
        var checker = BoardChecker(game)
        checker.expectedFlips += 1
        #expect(checker.check(game) != nil)
    }
}

/// The environment of the test process, read without Foundation.
enum Environment {
    static func integer(_ name: String) -> Int? {
        guard let value = getenv(name) else { return nil }
        return Int(String(cString: value))
    }
}

/// A model of the board built only from what each choice reported, checked against the game.
struct BoardChecker {
    var faceUp: [Bool]
    var matched: [Bool]
    var seen: [Bool]
    var expectedScore = 0
    var expectedFlips = 0
    var deal: Int
    /// The deal's faces, learned once per deal as `--seed` replays it.
    let faces: [String]
    /// The places of each place's face, found once per deal rather than once per step.
    let partners: [[Int]]

    init(_ game: GameViewModel) {
        let count = game.session.cardCount
        faceUp = Array(repeating: false, count: count)
        matched = faceUp
        seen = faceUp
        deal = game.dealNumber
        let faces = MemorizeViewModelTests.faces(of: game)
        let places = Dictionary(grouping: faces.indices, by: { faces[$0] })
        self.faces = faces
        partners = faces.map { places[$0] ?? [] }
    }

    /// Brings the model up to date with `game` and checks every rule; the problem found, or nil.
    ///
    /// A step makes at most one choice, so the flip count grows by one or not at all; a new deal
    /// starts a fresh model.
    mutating func check(_ game: GameViewModel) -> String? {
        let session = game.session
        if game.dealNumber != deal {
            self = BoardChecker(game)
            guard session.score == 0, session.flipCount == 0, session.lastOutcome == nil else {
                return "a new deal does not start at zero"
            }
        } else if session.flipCount == expectedFlips + 1 {
            guard let outcome = session.lastOutcome else { return "a flip without an outcome" }
            if let problem = apply(outcome, faces: faces) { return problem }
            // After each choice: the screen carries the face of exactly the cards it shows.
            for (index, card) in game.screen.cards.enumerated() where (card.side == .faceDown) != (card.face == nil) {
                return "card \(index) is \(card.side) and its face is \(card.face == nil ? "absent" : "on the screen")"
            }
        } else if session.flipCount != expectedFlips {
            return "flips went from \(expectedFlips) to \(session.flipCount) in one step"
        }
        guard session.score == expectedScore else {
            return "score \(session.score), but the choices scored \(expectedScore)"
        }
        for index in 0..<session.cardCount {
            let state = session.state(ofCardAt: index)
            guard state.isFaceUp == faceUp[index], state.isMatched == matched[index], state.hasBeenSeen == seen[index]
            else { return "card \(index) is \(state), the choices say otherwise" }
        }
        let unmatchedUp = (0..<faceUp.count).filter { faceUp[$0] && !matched[$0] }
        guard unmatchedUp.count <= 2 else { return "\(unmatchedUp.count) unmatched cards face up" }
        for index in faces.indices where matched[index] {
            guard partners[index].count == 2, partners[index].allSatisfy({ matched[$0] }) else {
                return "card \(index) is matched without its pair"
            }
        }
        let cursor = game.screenState.cursor
        guard cursor >= 0, cursor < max(session.cardCount, 1) else { return "the cursor \(cursor) is off the board" }
        return nil
    }

    /// Applies one choice's events in order, scoring them by the rules: +2 a match, −1 for each
    /// already seen card of a mismatch.
    private mutating func apply(_ outcome: ChoiceOutcome, faces: [String]) -> String? {
        var points = 0
        var turnedUp = 0
        for event in outcome.events {
            switch event {
            case .turnedDown(let card):
                guard faceUp[card] else { return "card \(card) turned down but was not up" }
                faceUp[card] = false
                seen[card] = true
            case .turnedUp(let card, _):
                guard !faceUp[card], !matched[card] else { return "card \(card) turned up twice" }
                faceUp[card] = true
                turnedUp += 1
            case .matched(let first, let second):
                let cards = [first, second]
                guard faces[first] == faces[second], cards.allSatisfy({ faceUp[$0] }) else {
                    return "a match of \(cards) that is not a pair face up"
                }
                for card in cards { matched[card] = true }
                points += 2
            case .mismatched(let first, let second):
                let cards = [first, second]
                guard faces[first] != faces[second] else {
                    return "a mismatch of \(cards) that match"
                }
                points -= cards.filter { seen[$0] }.count
            }
        }
        guard turnedUp == 1 else { return "a choice turned \(turnedUp) cards up" }
        guard outcome.points == points else { return "a choice reported \(outcome.points) points for \(points)" }
        expectedScore += points
        expectedFlips += 1
        return nil
    }
}

/// Drives a view model with random bytes and intents.
struct Fuzzer {
    private var random: SplitMix64
    private var decoder = InputDecoder()
    private var game: GameViewModel
    private var clock: TestClock
    private var checker: BoardChecker
    private(set) var choicesMade = 0
    private(set) var gamesFinished = 0
    private(set) var bytesDecoded = 0
    private(set) var eventsDelivered = 0
    private(set) var intentsSent = 0
    private var wasOver = false
    private var step = 0

    static let themes = [
        Fixtures.animals, Fixtures.fruit, Fixtures.sports, Fixtures.mystery,
        Theme(
            name: "Twelve", emojis: ["🐙", "🦀", "🐠", "🐬", "🐳", "🦈", "🐚", "🦑", "🐡", "🦞", "🐢", "🐸"], color: .named("blue")),
    ]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        (game, clock) = Self.newGame(seed: seed)
        checker = BoardChecker(game)
    }

    private static func newGame(seed: UInt64) -> (GameViewModel, TestClock) {
        let clock = TestClock()
        let theme = themes[Int(seed % UInt64(themes.count))]
        let game = makeViewModel(themes: themes, theme: theme, generator: SplitMix64(seed: seed), clock: clock)
        return (game, clock)
    }

    /// Runs `steps` steps; the first broken rule, with where it broke, or nil.
    mutating func run(steps: Int) -> String? {
        for _ in 0..<steps {
            step += 1
            let flipsBefore = game.session.flipCount
            if let problem = takeStep() { return "step \(step): \(problem)" }
            if game.session.flipCount > flipsBefore { choicesMade += 1 }
            if game.isQuitRequested {
                // The loop would end here; a new run starts, as a player would start the game again.
                (game, clock) = Self.newGame(seed: next())
                checker = BoardChecker(game)
                decoder = InputDecoder()
            }
        }
        return nil
    }

    private mutating func takeStep() -> String? {
        if next(100) < 35 {
            intentsSent += 1
            intent()
            return checked()
        }
        let bytes = InputBytes.random(using: &random)
        bytesDecoded += bytes.count
        // Split where a terminal read might: the decoder must not care.
        let cut = Int(next(UInt64(bytes.count + 1)))
        for part in [bytes[..<cut], bytes[cut...]] {
            for event in decoder.decode(part) {
                deliver(event)
                if let problem = checked() { return problem }
            }
        }
        if next(3) == 0 {
            for event in decoder.flushPending() {
                deliver(event)
                if let problem = checked() { return problem }
            }
        }
        return nil
    }

    private mutating func checked() -> String? {
        if !wasOver, game.session.isOver { gamesFinished += 1 }
        wasOver = game.session.isOver
        return checker.check(game)
    }

    /// What the run loop does with an event: a click chooses the card under it (here any index,
    /// also off the board), a resize lays the board out again, anything else is a key.
    private mutating func deliver(_ event: InputEvent) {
        eventsDelivered += 1
        switch event {
        case .click(let row, let column):
            game.click(.card((row &* 31 &+ column) % (game.cardCount + 4) - 2))
        case .resize:
            resize()
        default:
            game.press(event)
        }
        // Games end quickly enough to see many of them: quitting is left to the bytes.
    }

    /// One intent, as the view model's API offers them, with arguments in and out of range.
    private mutating func intent() {
        let count = game.cardCount
        switch next(14) {
        case 0, 1, 2: game.press([InputEvent.up, .down, .left, .right][Int(next(4))])
        case 3, 4: game.press(.enter)
        case 5, 6: game.click(.card(Int(next(UInt64(count + 6))) - 3))
        case 7: if next(20) == 0 { game.press(.character("n")) }
        case 8: game.press(.character("t"))
        case 9: game.press([InputEvent.up, .down, .left, .right][Int(next(4))])
        case 10: if next(4) == 0 { game.pickThemeThroughPicker(Int(next(8)) - 2) } else { game.press(.escape) }
        case 11: game.press(.character("?"))
        case 12: resize()
        default:
            clock.advance(by: .milliseconds(Int64(next(3_000))))
            game.send(.clockTicked(now: clock.now))
        }
    }

    /// A resize from 1×1 up: the board fits or not, in any number of columns.
    private mutating func resize() {
        game.press(.resize(TerminalSize(columns: Int(next(300)) + 1, rows: Int(next(100)) + 1)))
        game.send(.boardLaidOut(columns: Int(next(UInt64(game.cardCount + 3))), fits: next(5) != 0))
    }

    private mutating func next(_ bound: UInt64) -> UInt64 {
        random.next() % bound
    }

    private mutating func next() -> UInt64 {
        random.next()
    }
}

/// Random byte strings shaped like what terminals send, whole, cut short or mangled.
enum InputBytes {
    static let keys = Array("hjklwasd   \r\n?tn".utf8)
    static let sequences = [
        "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}OA", "\u{1B}OD", "\u{1B}[1;5C", "\u{1B}[1;2A",
        "\u{1B}[H", "\u{1B}[F", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[3~", "\u{1B}[[A", "\u{1B}[5$", "\u{1B}[I",
        "\u{1B}[O", "\u{1B}x", "\u{1B}\u{1B}", "\u{1B}OM", "\u{1B}[Z", "\u{1B}[200~", "\u{1B}[201~",
        "\u{1B}]11;rgb:0/0/0\u{07}", "\u{1B}P1$r0m\u{1B}\\", "\u{1B}_G\u{1B}\\",
    ].map { Array($0.utf8) }

    static func random(using random: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < 48, bytes.isEmpty || random.next() % 2 != 0 {
            bytes += fragment(using: &random)
        }
        return bytes
    }

    private static func fragment(using random: inout SplitMix64) -> [UInt8] {
        func next(_ bound: UInt64) -> Int { Int(random.next() % bound) }
        switch next(16) {
        case 0...5: return [keys[next(UInt64(keys.count))]]
        case 6, 7, 8:
            let sequence = sequences[next(UInt64(sequences.count))]
            // Whole, or cut short.
            return next(4) == 0 ? Array(sequence.prefix(next(UInt64(sequence.count)))) : sequence
        case 9:
            // An SGR mouse report: any button, any number of parameters, absurd values.
            let count = next(40)
            let numbers = (0..<count).map { _ in
                next(3) == 0 ? String(random.next()) : String(next(200))
            }
            let final = ["M", "m", "", "x"][next(4)]
            return Array(("\u{1B}[<" + numbers.joined(separator: ";") + final).utf8)
        case 10:
            // An X10 report with any three bytes.
            return Array("\u{1B}[M".utf8) + (0..<3).map { _ in UInt8(next(256)) }
        case 11:
            // A paste, maybe without its end.
            let body = (0..<next(20)).map { _ in keys[next(UInt64(keys.count))] }
            return Array("\u{1B}[200~".utf8) + body + (next(3) == 0 ? [] : Array("\u{1B}[201~".utf8))
        case 12:
            // A string that may never end.
            let body = (0..<next(30)).map { _ in UInt8(next(256)) }
            return Array("\u{1B}]".utf8) + body
        case 13:
            // Any scalar in UTF-8, or a broken one.
            let scalar = Unicode.Scalar(UInt32(next(0x11_0000))) ?? "?"
            let encoded = Array(String(scalar).utf8)
            return next(3) == 0 ? Array(encoded.dropLast()) : encoded
        case 14:
            return [0x1B]
        default:
            return (0..<next(8)).map { _ in UInt8(next(256)) }
        }
    }
}
