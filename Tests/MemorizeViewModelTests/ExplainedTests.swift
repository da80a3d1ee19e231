import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// Everything on screen explained (issue 43): what the help says the best is, and who the status line
/// marks once a game is over.
@Suite struct ExplainedTests {
    @Test func theHelpSaysTheBestIsWithoutForgettingACardNotWithoutAMismatch() {
        let (game, _) = makeGame()
        let help = game.screen.scoringHelp.joined(separator: "\n")
        #expect(help.contains("Best possible here: 6 (3 pairs, without forgetting a card)."))
        #expect(!help.contains("no mismatch"), "a mismatch of cards never seen costs nothing")
    }

    @Test func noSeatIsMarkedToMoveOnceTheGameIsOver() {
        let (game, _) = makeGame(settings: GameViewModel.Settings(seats: [Seat(name: "Ann"), Seat(name: "Bob")]))
        #expect(game.screen.status.currentPlayer == 0)
        playPerfectly(game)
        #expect(game.screen.mode == .gameOver)
        #expect(!game.screen.status.players.indices.contains(game.screen.status.currentPlayer))
    }
}
