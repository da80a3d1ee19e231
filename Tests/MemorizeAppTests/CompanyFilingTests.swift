import MemorizeScores
import MemorizeSystem
import MemorizeTestSupport
import MemorizeViewModel
import Testing

@testable import MemorizeApp

/// Games of several seats, from the run's score keeper to a scores file that cannot be used.
@Suite("Games against the computer and of friends, filed over a damaged scores file")
struct CompanyFilingTests {
    // Issue 42: while the file was unreadable every game against the computer was lost, said as
    // `memorize: result not saved: best scores not saved: cannot write …: unreadable`.
    @Test("a damaged file is moved aside and the game kept, with the one-player game's notice")
    func movedAsideAndKept() throws {
        let directory = try TemporaryDirectory()
        let state = directory.path
        var system = SystemAccess.live
        system.environment = { $0 == "XDG_STATE_HOME" ? state : nil }
        let path = state + "/memorize/scores.json"
        try directory.write("not json", to: "memorize/scores.json")
        let scores = StoredScores(system: system)
        let notice = try #require(scores.recordVersus(level: "easy", .won))
        #expect(
            notice
                == "the best scores file \"\(path)\" could not be used (line 1, column 2: unexpected character 'o'; "
                + "expected 'null'); it was moved to \"\(path).corrupt-1\" and a new one started")
        #expect(ScoreStore(system: system).load().table.versus == ["easy": VersusRecord(won: 1)])
        #expect(scores.recordVersus(level: "easy", .lost) == nil, "the new file takes the next game")
        try directory.write("[", to: "memorize/scores.json")
        #expect(scores.recordMatch(players: ["Ann", "Bob"], winner: "Ann")?.contains("moved to") == true)
        #expect(ScoreStore(system: system).load().table.matches["Ann"] == MatchRecord(games: 1, wins: 1))
    }
}
