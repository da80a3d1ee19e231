import MemorizeSystem
import Testing

@testable import MemorizeCommandLine

@Suite("Launch: --scores")
struct ScoresLaunchTests {
    static let path = "/home/ann/.local/state/memorize/scores.json"
    static let file = """
        {"format": 1, "records": [{"variant": "Halloween", "mode": "memorize", "timed": false, "cards": 12,
          "bestScore": {"score": 14, "date": "2025-03-01"}, "fewestFlips": {"flips": 16}, "bestTime": {"seconds": 47}}]}
        """

    @Test("prints the table into a pipe and exits 0, reading no theme file")
    func table() {
        let system = FakeSystem(
            files: [Self.path: .text(Self.file)], environment: ["HOME": "/home/ann"], inputIsTerminal: false,
            outputIsTerminal: false)
        #expect(system.launch(["--scores"]) == .exit(0))
        #expect(
            system.output == """
                Best scores, kept in \(Self.path):

                Theme      Mode      Timed  Cards  Best score  Fewest flips  Best time
                Halloween  memorize  no        12          14            16       0:47

                Games played with --seed are practice and are not kept.

                """)
        #expect(system.errors == "")
        #expect(system.reads == [Self.path])
    }

    @Test("says where the scores will be kept when there are none yet, following XDG_STATE_HOME")
    func empty() {
        let system = FakeSystem(environment: ["HOME": "/home/ann", "XDG_STATE_HOME": "/state"])
        #expect(system.launch(["--scores"]) == .exit(0))
        #expect(system.output == "No scores yet. They will be kept in /state/memorize/scores.json.\n")
        #expect(system.errors == "")
    }

    @Test("a damaged file is told on standard error, left as it is, and the exit status is still 0")
    func damaged() {
        let system = FakeSystem(files: [Self.path: .text("{\"format\": 1,")], environment: ["HOME": "/home/ann"])
        #expect(system.launch(["--scores"]) == .exit(0))
        #expect(system.output == "No scores to show.\n")
        #expect(
            system.errors
                == "memorize: the best scores file \"\(Self.path)\" cannot be used (line 1, column 14: expected a quoted "
                + "member name); the next game to end moves it aside and starts a new one\n")
    }

    @Test("with no HOME and no XDG_STATE_HOME there are no scores, and it says why")
    func noLocation() {
        let system = FakeSystem(environment: [:])
        #expect(system.launch(["--scores"]) == .exit(0))
        #expect(system.output == "No scores to show.\n")
        #expect(
            system.errors
                == "memorize: best scores are not kept: neither XDG_STATE_HOME nor HOME is set to an absolute path\n")
    }

    @Test("a relative HOME is not called unset: the message says it must be absolute")
    func relativeHome() {
        let system = FakeSystem(environment: ["HOME": "home/ann"])
        #expect(system.launch(["--scores"]) == .exit(0))
        #expect(!system.errors.contains("is set\n"))
        #expect(system.errors.hasSuffix("nor HOME is set to an absolute path\n"))
    }

    @Test("a theme file that cannot be read does not hide the scores; a wrong option still does")
    func order() {
        let system = FakeSystem(environment: ["HOME": "/home/ann"])
        #expect(system.launch(["--scores", "--themes-file", "missing.json"]) == .exit(0))
        #expect(system.errors == "")
        let wrong = FakeSystem(environment: ["HOME": "/home/ann"])
        #expect(wrong.launch(["--scores", "--bogus"]) == .exit(64))
        #expect(wrong.output == "")
    }
}
