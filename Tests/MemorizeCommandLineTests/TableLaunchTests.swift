import MemorizeNetwork
import MemorizeSetup
import Testing

@testable import MemorizeCommandLine

@Suite("Tables across terminals on the command line")
struct TableLaunchTests {
    /// The table a command line asks for, or nil (recorded as an issue) when it does not play.
    static func table(_ arguments: [String]) -> TableSetup? {
        let system = FakeSystem()
        guard case .play(let request) = system.launch(arguments) else {
            Issue.record("\(arguments) did not play: \(system.errors)")
            return nil
        }
        #expect(system.errors == "", "\(arguments)")
        return request.setup.table
    }

    @Test(
        "a host waits for 2 seats, or for 3 when the computer takes one, unless --seats says how many",
        arguments: [
            (["--host", "7777"], 2), (["--host", "7777", "--seats", "4"], 4), (["--seats", "3", "--host", "7777"], 3),
            (["--host", "7777", "--versus", "computer"], 3), (["--versus", "computer:expert", "--host", "7777"], 3),
            (["--host", "7777", "--versus", "computer", "--seats", "4"], 4),
            (["--seats", "3", "--host", "0.0.0.0:7777", "--versus", "computer:easy"], 3),
        ])
    func hostSeats(arguments: [String], seats: Int) {
        guard case .host(_, 7777, let given) = Self.table(arguments) else {
            Issue.record("\(arguments) hosts no table on port 7777")
            return
        }
        #expect(given == seats, "\(arguments)")
    }

    @Test("the computer at a host's table plays at the level asked for, and the host keeps their name")
    func computerAtTheTable() {
        let system = FakeSystem()
        guard
            case .play(let request) = system.launch(["--host", "7777", "--versus", "computer:hard", "--names", "Ann"])
        else {
            Issue.record("no game: \(system.errors)")
            return
        }
        #expect(request.setup.computer == ComputerOpponent(level: .hard))
        #expect(request.setup.names == ["Ann"])
        #expect(request.setup.table == .host(host: "127.0.0.1", port: 7777, seats: 3))
    }

    @Test(
        "--watch with --code watches the table, in either order; --names is the spectator's name",
        arguments: [
            ["--watch", "bob.example:7777", "--code", "K7M2-QX"], ["--code", "k7m2qx", "--watch=bob.example:7777"],
            ["--watch", "bob.example:7777", "--code", "k7m2qx", "--names", "Cy", "--plain"],
        ])
    func watch(arguments: [String]) {
        #expect(Self.table(arguments) == .join(host: "bob.example", port: 7777, code: "k7m2qx", watch: true))
    }

    @Test("--join with --code takes a seat, and does not watch")
    func join() {
        #expect(
            Self.table(["--code", "k7m2qx", "--join", "bob.example:7777"])
                == .join(host: "bob.example", port: 7777, code: "k7m2qx", watch: false))
    }

    static let refusals: [([String], String)] = [
        (["--seats", "3"], "option --seats works only with --host"),
        (["--join", "h:7777", "--code", "k7m2qx", "--seats", "3"], "option --seats works only with --host"),
        (["--watch", "h:7777", "--code", "k7m2qx", "--seats", "2"], "option --seats works only with --host"),
        (["--host", "7777", "--seats", "5"], "--seats needs a whole number from 2 to 4, not \"5\""),
        (["--host", "7777", "--seats", "1"], "--seats needs a whole number from 2 to 4, not \"1\""),
        (["--host", "7777", "--seats=two"], "--seats needs a whole number from 2 to 4, not \"two\""),
        (
            ["--host", "7777", "--versus", "computer", "--seats", "2"],
            "--seats 2 with --versus leaves no seat for a player: the computer takes the one beside yours; "
                + "give --seats 3 or 4"
        ),
        (
            ["--host", "7777", "--versus", "computer", "--first", "computer"],
            "options --host and --first cannot be used together"
        ),
        (["--host", "7777", "--players", "3"], "options --host and --players cannot be used together"),
        (["--host", "7777", "--daily"], "options --host and --daily cannot be used together"),
        (["--host", "7777", "--watch", "h:7777"], "options --host and --watch cannot be used together"),
        (["--watch", "h:7777", "--join", "h:7777"], "options --join and --watch cannot be used together"),
        (["--host", "7777", "--join", "h:7777"], "options --host and --join cannot be used together"),
        (
            ["--watch", "h:7777"],
            "option --watch works only with --code CODE (the code the host printed)"
        ),
        (["--code", "k7m2qx"], "option --code works only with --join or --watch"),
        (["--host", "7777", "--code", "k7m2qx"], "option --code works only with --join or --watch"),
        (
            ["--join", "h:7777", "--code", "WRONG1"],
            "--code needs the six characters the host printed (letters and digits without i, l, o, 0 or 1), "
                + "such as k7m2qx, not \"WRONG1\""
        ),
        (
            ["--watch", "h:7777", "--code", "k7m2qx", "--names", "Ann,Bob"],
            "--names gives 2 names for 1 player"
        ),
        (
            ["--host", "65536"],
            "--host needs [ADDRESS:]PORT, such as 7777 or 0.0.0.0:7777 (a port from 0 to 65535; 0 lets the system "
                + "pick), not \"65536\""
        ),
        (
            ["--join", "h:0"],
            "--join needs HOST:PORT, such as localhost:7777 (a port from 1 to 65535), not \"h:0\""
        ),
        (
            ["--watch", "h"],
            "--watch needs HOST:PORT, such as localhost:7777 (a port from 1 to 65535), not \"h\""
        ),
    ]

    @Test("a table the command line cannot set is refused in one line, exit 64", arguments: refusals)
    func refused(arguments: [String], line: String) {
        let system = FakeSystem(inputIsTerminal: false, outputIsTerminal: false)
        #expect(system.launch(arguments) == .exit(64))
        #expect(system.errors == "memorize: \(line)\n")
    }

    @Test(
        "a spectator, like a seat, plays the host's game: the options that choose one are refused",
        arguments: [
            ["--theme", "food"], ["--themes-file", "t.json"], ["--mode", "matchismo"], ["--pairs", "3"],
            ["--cards", "20"], ["--timed"], ["--seed", "4"], ["--players", "2"], ["--versus", "computer"],
            ["--daily"],
        ])
    func spectatorChoosesNothing(chooser: [String]) {
        for side in ["--watch", "--join"] {
            let system = FakeSystem()
            #expect(system.launch([side, "h:7777", "--code", "k7m2qx"] + chooser) == .exit(64))
            #expect(system.errors == "memorize: options \(side) and \(chooser[0]) cannot be used together\n")
        }
    }

    @Test(
        "an address or a code that would drive the terminal is echoed escaped",
        arguments: [
            ["--join", "\u{1B}]0;PWNED\u{07}"], ["--watch", "\u{1B}]0;PWNED\u{07}"],
            ["--host", "\u{1B}]0;PWNED\u{07}"], ["--join", "h:7777", "--code", "\u{1B}]0;PWNED\u{07}"],
        ])
    func escapedEcho(arguments: [String]) {
        let system = FakeSystem()
        #expect(system.launch(arguments) == .exit(64))
        #expect(system.errors.contains(#""\u{1B}]0;PWNED\u{7}""#), "\(system.errors)")
        #expect(!system.errors.utf8.contains(0x1B))
        #expect(!system.errors.utf8.contains(0x07))
    }

    @Test("the code's wording names exactly the letters and digits a code cannot have, from its alphabet")
    func codeWording() {
        let refused = Array("abcdefghijklmnopqrstuvwxyz0123456789").filter { character in
            JoinCode.normalized(String(repeating: character, count: JoinCode.length)) == nil
        }
        let list = refused.dropLast().map(String.init).joined(separator: ", ") + " or " + String(refused.last ?? "?")
        #expect(JoinCodeWording.characters == "letters and digits without " + list)
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        #expect(JoinCodeWording.length == words[JoinCode.length])
        #expect(JoinCode.normalized(JoinCodeWording.example) == JoinCodeWording.example)
    }

    @Test("the help says how a table fills, and what a spectator does")
    func help() throws {
        let text = HelpText.text()
        let lines = text.split(separator: "\n")
        let host = try #require(lines.first { $0.hasPrefix("  --host ") })
        for words in ["--seats N players", "named as they join", "Enter starts early", "two or more"] {
            #expect(host.contains(words), "\(host)")
        }
        let watch = try #require(lines.first { $0.hasPrefix("  --watch ") })
        for words in ["any moment", "no turn", "8 at most", "--code"] { #expect(watch.contains(words), "\(watch)") }
        let code = try #require(lines.first { $0.hasPrefix("  --code ") })
        #expect(code.contains("with --join or --watch:"))
        #expect(lines.contains { $0.hasPrefix("  --seats N ") })
    }

    @Test("--host's details tell what the code protects, and nothing of the old join")
    func hostDetails() throws {
        let host = try #require(OptionSpec.all.first { $0.name == "--host" }?.details)
        for words in ["PAKE", "offline", "five wrong guesses retire the code", "encrypted", "ssh -L"] {
            #expect(host.contains(words), "\(host)")
        }
        #expect(!host.contains("HMAC"))
        #expect(!host.contains("learns nothing"))
    }
}
