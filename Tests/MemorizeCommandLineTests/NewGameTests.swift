import MemorizeSetup
import MemorizeSystem
import Synchronization
import Testing

@testable import MemorizeCommandLine

/// The new-game screen's command line: written from the choices, read back by the option table's
/// parser to the same choices, and dealing the game that command deals; and the file of last choices.
@Suite("The new-game screen's command line and remembered choices")
struct NewGameTests {
    /// Choices of every kind the screen can make.
    static let samples: [NewGameChoices] = {
        var solo = NewGameChoices()
        solo.theme = "Animals"
        solo.pairs = 5
        solo.seed = 42
        var matchismo = NewGameChoices()
        matchismo.matchismo = true
        matchismo.cards = 20
        matchismo.timed = true
        var computer = NewGameChoices()
        computer.computer = .expert
        computer.computerFirst = true
        computer.names = ["Ann"]
        computer.seed = 7
        var friends = NewGameChoices()
        friends.players = 3
        friends.names = ["Ann", "", "Cy"]
        friends.theme = "Ocean"
        var daily = NewGameChoices()
        daily.daily = true
        daily.timed = true
        var quoted = NewGameChoices()
        quoted.players = 2
        quoted.names = ["Zoë O'Neil", "Bob"]
        return [NewGameChoices(), solo, matchismo, computer, friends, daily, quoted]
    }()

    /// The choices as the screen would hold them once the command line has read them back: the
    /// defaults of the names written out, as `--names` takes them.
    private func expectedAfterParsing(_ choices: NewGameChoices) -> NewGameChoices {
        var expected = choices
        if choices.seatsHere > 1, choices.names.contains(where: { !$0.isEmpty }) {
            expected.names = choices.namesHere.enumerated().map {
                $0.element.isEmpty ? NewGameChoices.defaultName(ofSeat: $0.offset, againstComputer: false) : $0.element
            }
        }
        return expected
    }

    @Test("every choice's command line is read back by the option table's parser to the same choices")
    func roundTrip() {
        for choices in Self.samples {
            let parsed = OptionParser.parse(choices.arguments)
            #expect(parsed.error == nil, "\(choices.arguments)")
            #expect(
                NewGameFile.choices(of: parsed.options, given: parsed.given) == expectedAfterParsing(choices),
                "\(choices.arguments)")
            let names = Set(OptionSpec.all.flatMap(\.names))
            for word in choices.arguments where word.hasPrefix("--") {
                #expect(names.contains(word), "\(word) is an option of the table")
            }
        }
    }

    @Test("the screen's game is the game its command line deals: the same themes, first theme and setup")
    func sameGameAsTheFlags() throws {
        let today = try #require(CalendarDate(iso: "2026-12-07"))
        for choices in Self.samples {
            let system = FakeSystem(seed: 99, today: today)
            let current = GameSetup()
            let fromScreen = try CommandLineTool.newGame(choices, current: current, system: system.access).get()
            guard case .play(var fromFlags) = system.launch(choices.arguments) else {
                Issue.record("\(choices.arguments): \(system.errors)")
                continue
            }
            fromFlags.setup.newGame = choices
            #expect(fromScreen == fromFlags, "\(choices.arguments)")
        }
    }

    @Test("dealing keeps how the run shows the game: plain or grid, bell, animation, cursor")
    func keepsThePresentation() throws {
        var current = GameSetup()
        current.presenter = .plain
        current.plainDetail = .full
        current.bell = true
        current.animates = false
        current.showsCursor = true
        current.speechGrace = .seconds(1)
        let request = try CommandLineTool.newGame(
            NewGameChoices(), current: current, system: FakeSystem(inputIsTerminal: false).access
        ).get()
        #expect(request.setup.presenter == .plain)
        #expect(request.setup.plainDetail == .full)
        #expect(request.setup.bell && !request.setup.animates && request.setup.showsCursor)
        #expect(request.setup.speechGrace == .seconds(1))
    }

    @Test("a game the command line refuses comes back with its reason, in one line")
    func refusal() {
        var choices = NewGameChoices()
        choices.players = 2
        choices.names = ["Ann", "ann"]
        let result = CommandLineTool.newGame(choices, current: GameSetup(), system: FakeSystem().access)
        #expect(throws: NewGameRefusal.self) { try result.get() }
        if case .failure(let refusal) = result {
            #expect(!refusal.reason.contains("\n") && !refusal.reason.hasPrefix("memorize:"))
            #expect(refusal.reason.contains("ann"))
        }
    }

    /// A system whose files live in memory, written atomically as the real one writes them.
    final class MemoryFiles: Sendable {
        let files = Mutex<[String: [UInt8]]>([:])

        var access: SystemAccess {
            SystemAccess(
                environment: { $0 == "XDG_STATE_HOME" ? "/state" : nil },
                readFile: { [self] path in files.withLock { $0[path] }.map(FileContents.bytes) ?? .missing },
                writeFileAtomically: { [self] path, bytes in
                    files.withLock { $0[path.description] = bytes }
                    return .written
                },
                standardInputIsTerminal: { true }, standardOutputIsTerminal: { true },
                writeOutput: { _ in .written }, writeError: { _ in }, randomSeed: { 5 })
        }

        func put(_ text: String) {
            files.withLock { $0["/state/memorize/new-game"] = Array(text.utf8) }
        }
    }

    @Test("the last choices are kept beside the scores, without the seed, and the next run opens with them")
    func remembered() throws {
        let memory = MemoryFiles()
        var choices = Self.samples[3]
        choices.themesFile = nil
        _ = try CommandLineTool.newGame(choices, current: GameSetup(), system: memory.access).get()
        let kept = try #require(memory.files.withLock { $0["/state/memorize/new-game"] })
        #expect(String(decoding: kept, as: UTF8.self).hasPrefix(NewGameFile.header + "\n"))
        var expected = choices
        expected.seed = nil
        #expect(NewGameFile(system: memory.access).load() == expected)
        guard case .play(let next) = CommandLineTool.launch(arguments: ["memorize"], system: memory.access) else {
            Issue.record("no game")
            return
        }
        #expect(next.setup.newGame == expected, "a run given no game opens the screen with the last choices")
        guard
            case .play(let chosen) = CommandLineTool.launch(arguments: ["memorize", "--timed"], system: memory.access)
        else { return }
        #expect(chosen.setup.newGame?.timed == true)
        #expect(chosen.setup.newGame?.computer == nil, "a run that chose its game opens with that game")
    }

    @Test("a file of choices that cannot be used is ignored, whatever is in it")
    func corruptFileIgnored() {
        let memory = MemoryFiles()
        let broken = [
            "", "garbage", "memorize new-game 2\n--timed\n", "memorize new-game 1\n--players\nmany\n",
            "memorize new-game 1\n--help\n", "memorize new-game 1\n--host\n4000\n",
            "memorize new-game 1\n--timed\n--timed\n", "memorize new-game 1\n\u{FF}\u{FE}\n",
            "memorize new-game 1\n" + String(repeating: "--timed\n", count: 1000),
        ]
        for text in broken {
            memory.put(text)
            #expect(NewGameFile(system: memory.access).load() == nil, "\(text.prefix(40))")
            guard case .play(let request) = CommandLineTool.launch(arguments: ["memorize"], system: memory.access)
            else {
                Issue.record("a broken file stopped the game")
                continue
            }
            #expect(request.setup.newGame == NewGameChoices(setup: request.setup, theme: nil))
        }
    }

    @Test("at a table the screen is not offered")
    func notAtATable() {
        let system = FakeSystem()
        guard case .play(let request) = system.launch(["--host", "4000"]) else {
            Issue.record("\(system.errors)")
            return
        }
        #expect(request.setup.newGame == nil)
    }
}
