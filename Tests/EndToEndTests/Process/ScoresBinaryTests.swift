import Foundation
import MemorizeTestSupport
import Testing

/// `memorize --scores`, run as a user would, its output piped.
@Suite("The memorize binary: --scores")
struct ScoresBinaryTests {
    static let record = """
        {"format": 1, "records": [{"variant": "Halloween", "mode": "memorize", "timed": true, "cards": 16,
          "bestScore": {"score": 9}, "fewestFlips": {"flips": 20}, "bestTime": {"seconds": 75}}]}
        """

    @Test("with no scores yet, says where they will be kept (under HOME) and exits 0")
    func empty() async throws {
        let directory = try TemporaryDirectory()
        let result = try await BinaryRunner.run(["--scores"], in: directory.url)
        #expect(result.status == 0)
        let path = directory.url.path + "/.local/state/memorize/scores.json"
        #expect(result.outputText == "No scores yet. They will be kept in \(path).\n")
        #expect(result.errorText == "")
    }

    @Test("prints the table from XDG_STATE_HOME into a pipe")
    func table() async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Self.record, to: "state/memorize/scores.json")
        let result = try await BinaryRunner.run(
            ["--scores"], in: directory.url, environment: ["XDG_STATE_HOME": directory.url.path + "/state"])
        #expect(result.status == 0)
        #expect(
            result.outputText == """
                Best scores, kept in \(path):

                Theme      Mode      Timed  Cards  Best score  Fewest flips  Best time
                Halloween  memorize  yes       16           9            20       1:15

                Games played with --seed are practice and are not kept.

                """)
        #expect(result.errorText == "")
    }

    @Test("a corrupt file: one line on standard error, exit 0, and the file left where it is")
    func corrupt() async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("{\"format\": 1, \"records\": [", to: ".local/state/memorize/scores.json")
        let result = try await BinaryRunner.run(["--scores"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.outputText == "No scores to show.\n")
        #expect(
            result.errorText
                == "memorize: the best scores file \"\(path)\" cannot be used (line 1, column 27: unexpected end of "
                + "file; expected a value); the next game to end moves it aside and starts a new one\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path + "/.local/state/memorize")
        #expect(names == ["scores.json"])
    }
}
