import MemorizeSystem
import Testing

@testable import MemorizeScores

/// Counts as large as the file allows (issue 28): adding more stops at the limit instead of trapping,
/// and what the game writes back, the reader takes.
@Suite("Game counts stop at the largest number the file reads back")
struct GameCountTests {
    static let largest = (1 << 53) - 1

    /// `copies` entries of one key, each with `games` and `wins` at the largest count the reader allows.
    static func file(copies: Int, distinctKeys: Bool = false) -> [UInt8] {
        let entry = { (index: Int) in
            """
            {"variant": "Halloween\(distinctKeys ? " \(index)" : "")", "mode": "memorize", "timed": false, \
            "cards": 12, "bestScore": {"score": 4}, "fewestFlips": {"flips": 20}, "bestTime": {"seconds": 60}, \
            "games": \(largest), "wins": \(largest)}
            """
        }
        let players = (0..<copies).map { _ in #"{"name": "Ann", "games": \#(largest), "wins": \#(largest)}"# }
        let text = """
            {"format": 1, "records": [\((0..<copies).map(entry).joined(separator: ",\n"))],
             "matches": [\(players.joined(separator: ",\n"))]}
            """
        return Array(text.utf8)
    }

    @Test("sums stop at the limit, also where Int would overflow")
    func saturates() {
        #expect(GameCount.limit == Self.largest)
        #expect(GameCount.adding(2, 3) == 5)
        #expect(GameCount.adding(Self.largest, 1) == Self.largest)
        #expect(GameCount.adding(Int.max, Int.max) == Self.largest)
        #expect(GameCount.total(Array(repeating: Self.largest, count: 1_100)) == Self.largest)
    }

    @Test("1,025 copies of a record at the largest count read as one record at that count")
    func manyCopies() throws {
        let table = try ScoreFile.decode(Self.file(copies: 1_025))
        let record = try #require(table[Sample.halloween])
        #expect(record.games == Self.largest && record.wins == Self.largest)
        #expect(table.matches["Ann"] == MatchRecord(games: Self.largest, wins: Self.largest))
    }

    @Test("one more game at the largest count writes a file the reader takes back")
    func writerStaysReadable() throws {
        var table = try ScoreFile.decode(Self.file(copies: 1))
        table.record(Sample.game(score: 9, flips: 18, seconds: 50))
        table.recordMatch(players: ["Ann", "Bob"], winner: "Ann")
        let reread = try ScoreFile.decode(ScoreFile.encode(table))
        #expect(reread == table)
        #expect(reread[Sample.halloween]?.games == Self.largest)
        #expect(reread[Sample.halloween]?.bestScore.value == 9)
        #expect(reread.matches["Ann"] == MatchRecord(games: Self.largest, wins: Self.largest))
        #expect(reread.matches["Bob"] == MatchRecord(games: 1, wins: 0))
    }
}
