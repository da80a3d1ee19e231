import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import Testing

/// Players at one keyboard through the view model: the rule set passes the turn, each player keeps
/// points and pairs, and such a game is never filed as a best score.
@Suite struct PlayersTests {
    private func makeTwoPlayers(keeper: RecordingScoreKeeper? = nil) -> GameViewModel {
        makeGame(settings: GameViewModel.Settings(players: ["Ann", "Bob"], scoreKeeper: keeper)).0
    }

    @Test func aMismatchPassesTheTurnAndAMatchKeepsItStepByStep() throws {
        let game = makeTwoPlayers()
        #expect(game.screen.players.map(\.name) == ["Ann", "Bob"])
        #expect(game.screen.currentPlayer == 0)
        let (first, second) = mismatchedPair(in: game)
        game.send(.clicked(.card(first)))
        #expect(game.screen.currentPlayer == 0, "one card turned: still Ann's turn")
        game.send(.clicked(.card(second)))
        #expect(game.screen.currentPlayer == 1, "a mismatch passes the turn to Bob")
        let faces = faces(of: game)
        let other = try #require(faces.first { $0 != faces[first] && $0 != faces[second] })
        let (a, b) = matchingPair(in: game, face: other)
        game.send(.clicked(.card(a)))
        game.send(.clicked(.card(b)))
        #expect(game.screen.currentPlayer == 1, "a match keeps it")
        #expect(game.screen.players == [PlayerStanding(name: "Ann"), PlayerStanding(name: "Bob", score: 2, pairs: 1)])
    }

    @Test func aGameOfTwoPlayersIsNeverFiledAsABestScore() {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: [.score]))
        let game = makeTwoPlayers(keeper: keeper)
        playPerfectly(game)
        #expect(game.screen.mode == .gameOver)
        #expect(keeper.games.isEmpty)
        #expect(game.screen.summary?.newRecords == [])
        #expect(game.session.bestScores.isEmpty)
    }

    @Test func aNewDealStartsWithTheFirstPlayerAndNoPoints() {
        let game = makeTwoPlayers()
        let (first, second) = mismatchedPair(in: game)
        game.send(.clicked(.card(first)))
        game.send(.clicked(.card(second)))
        game.send(.pressed(.character("n")))
        game.send(.pressed(.character("y")))
        #expect(game.screen.currentPlayer == 0)
        #expect(game.screen.players.allSatisfy { $0.score == 0 && $0.pairs == 0 })
    }
}
