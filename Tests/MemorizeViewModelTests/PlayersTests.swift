import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// Players at one keyboard through the view model: the rule set passes the turn, each player keeps
/// points and pairs, and such a game is never filed as a best score.
@Suite struct PlayersTests {
    private func makeTwoPlayers(keeper: RecordingScoreKeeper? = nil) -> GameViewModel {
        makeGame(settings: GameViewModel.Settings(seats: [Seat(name: "Ann"), Seat(name: "Bob")], scoreKeeper: keeper)).0
    }

    @Test func aMismatchPassesTheTurnAndAMatchKeepsItStepByStep() throws {
        let game = makeTwoPlayers()
        #expect(game.screen.players.map(\.name) == ["Ann", "Bob"])
        #expect(game.screen.currentPlayer == 0)
        let (first, second) = mismatchedPair(in: game)
        game.click(.card(first))
        #expect(game.screen.currentPlayer == 0, "one card turned: still Ann's turn")
        game.click(.card(second))
        #expect(game.screen.currentPlayer == 1, "a mismatch passes the turn to Bob")
        let faces = faces(of: game)
        let other = try #require(faces.first { $0 != faces[first] && $0 != faces[second] })
        let (a, b) = matchingPair(in: game, face: other)
        game.click(.card(a))
        game.click(.card(b))
        #expect(game.screen.currentPlayer == 1, "a match keeps it")
        #expect(game.screen.players == [PlayerStanding(name: "Ann"), PlayerStanding(name: "Bob", score: 2, pairs: 1)])
    }

    @Test func aGameOfTwoPlayersIsNeverFiledAsABestScore() {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: [.score]))
        let game = makeTwoPlayers(keeper: keeper)
        playPerfectly(game)
        #expect(game.screen.mode == .gameOver)
        #expect(keeper.games.isEmpty)
        #expect(keeper.matches.count == 1, "counted as a game of two players instead")
        #expect(keeper.matches.first?.players == ["Ann", "Bob"])
        let winner = game.screen.summary?.headline.split(separator: " ").first.map(String.init)
        #expect(keeper.matches.first?.winner == winner, "the summary's winner is the one counted")
        #expect(game.screen.summary?.newRecords == [])
        #expect(game.session.bestScores.isEmpty)
    }

    @Test func theNextPlayerMayStartWithACardTheMismatchLeftFaceUp() throws {
        let game = makeTwoPlayers()
        let (first, second) = mismatchedPair(in: game)
        game.click(.card(first))
        game.click(.card(second))
        #expect(game.screen.currentPlayer == 1)
        // Bob knows where the first card's partner is: he keeps that card and takes its partner.
        let partner = try #require(
            faces(of: game).indices.first { $0 != first && faces(of: game)[$0] == faces(of: game)[first] })
        game.click(.card(first))
        #expect(game.screen.cards[first].side == .faceUp, "not refused: it starts Bob's turn")
        #expect(game.screen.cards[second].side == .faceDown, "the other card turned down")
        #expect(game.screen.status.flips == 3)
        game.click(.card(partner))
        #expect(game.screen.players[1].pairs == 1, "Bob's pair")
        #expect(game.screen.currentPlayer == 1)
    }

    @Test func aSolePlayerMayNotChooseAFaceUpCard() {
        let game = makeGame().0
        let (first, second) = mismatchedPair(in: game)
        game.click(.card(first))
        game.click(.card(second))
        game.click(.card(first))
        #expect(game.screen.cards[second].side == .faceUp, "refused: both stay face up")
        #expect(game.screen.status.flips == 2)
    }

    @Test func theWinnerHasTheMostPairsWhateverThePointsAndEqualPairsIsADraw() {
        let ann = PlayerStanding(name: "Ann", score: -3, pairs: 3)
        let bob = PlayerStanding(name: "Bob", score: 6, pairs: 2)
        #expect(GameViewModel.winner(of: [ann, bob]) == 0, "more pairs, fewer points")
        #expect(GameViewModel.winner(of: [bob, ann]) == 1)
        let cy = PlayerStanding(name: "Cy", score: 9, pairs: 3)
        #expect(GameViewModel.winner(of: [ann, bob, cy]) == nil, "equal pairs is a draw, whatever the points")
        #expect(GameViewModel.winner(of: [ann]) == nil, "one player wins against nobody")
    }

    @Test func theSummaryListsEverySeatAndHasNoSharedBest() throws {
        let game = makeTwoPlayers()
        playPerfectly(game)
        let summary = try #require(game.screen.summary)
        #expect(summary.players.map(\.name) == ["Ann", "Bob"])
        #expect(summary.players.map(\.pairs).reduce(0, +) == game.cardCount / 2)
        #expect(summary.players == game.screen.players)
        #expect(summary.bestScore == nil, "no best of everyone's points together")
        let winner = GameViewModel.winner(of: summary.players)
        #expect(summary.winner == winner)
        if let winner {
            #expect(summary.headline.hasPrefix(summary.players[winner].name + " wins with"))
        } else {
            #expect(summary.headline.hasPrefix("A draw: "))
        }
    }

    @Test func theSummarysCommandSeatsTheSamePlayersAgain() throws {
        let game = makeTwoPlayers()
        playPerfectly(game)
        let command = try #require(game.screen.summary?.replayCommand)
        #expect(command.contains("--players") && command.contains("2"), "\(command)")
        #expect(command.contains("--names") && command.contains("Ann,Bob"), "\(command)")
        let (versus, clock) = makeGame(
            settings: GameViewModel.Settings(
                seats: [Seat(name: "Computer", kind: .computer(.expert)), Seat(name: "Zoë Ann")]))
        playAgainstTheComputer(versus, clock: clock)
        let replay = try #require(versus.screen.summary?.replayCommand)
        let joined = replay.joined(separator: " ")
        #expect(joined.contains("--versus computer:expert --first computer --names 'Zoë Ann' --seed "), "\(joined)")
    }

    @Test func aNewDealStartsWithTheFirstPlayerAndNoPoints() {
        let game = makeTwoPlayers()
        let (first, second) = mismatchedPair(in: game)
        game.click(.card(first))
        game.click(.card(second))
        game.press(.character("n"))
        game.press(.character("y"))
        #expect(game.screen.currentPlayer == 0)
        #expect(game.screen.players.allSatisfy { $0.score == 0 && $0.pairs == 0 })
    }
}

/// The computer opponent through the view model, driven by the test clock: it waits, turns its cards
/// 0.6 s apart, hurries on any key, and leaves the board alone while a box covers it.
@Suite struct ComputerTurnTests {
    private func makeVersus(first computerFirst: Bool) -> (GameViewModel, TestClock) {
        let computer = Seat(name: "Computer", kind: .computer(.hard))
        let you = Seat(name: "You")
        return makeGame(
            settings: GameViewModel.Settings(seats: computerFirst ? [computer, you] : [you, computer]))
    }

    @Test("who is \"you\" comes from the seats' kinds, never from a name")
    func youIsAKindNotAName() throws {
        // The one player here against the computer is "you", whatever their name.
        let (named, _) = makeGame(
            settings: GameViewModel.Settings(seats: [Seat(name: "Ann"), Seat(name: "Computer", kind: .computer(.hard))])
        )
        #expect(named.screen.playerHere == 0)
        let (first, second) = mismatchedPair(in: named)
        named.click(.card(first))
        named.click(.card(second))
        #expect(named.screen.message?.text.hasSuffix("Computer's turn") == true)
        // A seat named You at another terminal is not the player here: its turn is its name's.
        let host = makeGame(
            settings: GameViewModel.Settings(
                seats: [Seat(name: "Ann"), Seat(name: "You", kind: .remote)], table: .host(QueuedLink()))
        ).0
        #expect(host.screen.playerHere == 0)
        let (one, other) = mismatchedPair(in: host)
        host.click(.card(one))
        host.click(.card(other))
        let line = try #require(host.screen.message?.text)
        #expect(line.hasSuffix("You's turn") && !line.hasSuffix("Your turn"), "\(line)")
        // Players taking turns at one keyboard each go by their name: none is "you".
        let (together, _) = makeGame(settings: GameViewModel.Settings(seats: [Seat(name: "You"), Seat(name: "Bob")]))
        #expect(together.screen.playerHere == nil)
    }

    @Test func movingFirstItTurnsACardEachPauseOnTheClock() {
        let (game, clock) = makeVersus(first: true)
        #expect(game.isComputersTurn)
        #expect(game.nextDeadline == clock.now + GameViewModel.computerFirstPause, "a longer wait for its first card")
        clock.advance(by: GameViewModel.computerFirstPause - .milliseconds(1))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.flips == 0, "not before its pause")
        clock.advance(by: .milliseconds(1))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.flips == 1)
        #expect(game.screen.cards[game.screen.cursor].side == .faceUp, "the cursor shows the card it turned")
        #expect(game.nextDeadline == clock.now + GameViewModel.computerPause)
    }

    @Test func anyKeyHurriesItAndDoesNothingElse() {
        let (game, _) = makeVersus(first: true)
        let cursor = game.screen.cursor
        game.press(.character("x"))
        #expect(game.screen.status.flips == 1)
        game.press(.right)
        #expect(game.screen.status.flips == 2)
        #expect(game.screen.cursor != cursor || game.screen.cards[cursor].side != .faceDown)
        #expect(game.screen.mode == .playing)
    }

    @Test func helpAndPauseStillWorkAndHoldItsMove() {
        let (game, clock) = makeVersus(first: true)
        game.press(.character("?"))
        #expect(game.screen.mode == .help)
        clock.advance(by: .seconds(5))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.flips == 0, "no move behind the help")
        game.press(.character("?"))
        #expect(game.nextDeadline == clock.now + GameViewModel.computerFirstPause, "still its first card")
    }

    @Test func itsFirstCardWaitsFromWhenTheBoardShows() {
        let (game, clock) = makeVersus(first: true)
        // Starting the terminal took a while: the wait starts again when the board is laid out.
        clock.advance(by: .seconds(1))
        game.send(.boardLaidOut(columns: 4, fits: true))
        #expect(game.nextDeadline == clock.now + GameViewModel.computerFirstPause)
        clock.advance(by: .seconds(1))
        game.send(.boardLaidOut(columns: 3, fits: true))
        #expect(game.nextDeadline == clock.now + .milliseconds(500), "a resize later does not put it off")
        clock.advance(by: .milliseconds(500))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.flips == 1)
        #expect(game.nextDeadline == clock.now + GameViewModel.computerPause, "its next card at the usual pace")
    }

    @Test func itPlaysItsTurnUntilAMismatchAndThenItIsYours() {
        let (game, clock) = makeVersus(first: true)
        var moves = 0
        while game.isComputersTurn, moves < 40 {
            clock.advance(by: GameViewModel.computerPause)
            game.send(.clockTicked(now: clock.now))
            moves += 1
        }
        #expect(!game.isComputersTurn || game.screen.mode == .gameOver)
        if game.screen.mode == .playing {
            #expect(game.screen.currentPlayer == 1)
            #expect(game.screen.message?.text.hasSuffix("Your turn") == true)
            let flips = game.screen.status.flips
            for _ in 0..<10 {
                clock.advance(by: GameViewModel.computerPause)
                game.send(.clockTicked(now: clock.now))
            }
            #expect(game.screen.status.flips == flips, "it waits for you")
        }
    }

    @Test func aGameAgainstItIsFiledByItsLevelAsWonLostOrDrawnAndNeverAsABest() throws {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: [.score]))
        let (game, clock) = makeGame(
            settings: GameViewModel.Settings(
                seats: [Seat(name: "You"), Seat(name: "Computer", kind: .computer(.expert))], scoreKeeper: keeper))
        playAgainstTheComputer(game, clock: clock)
        let summary = try #require(game.screen.summary)
        #expect(keeper.games.isEmpty && keeper.matches.isEmpty)
        #expect(keeper.versus.count == 1)
        #expect(keeper.versus.first?.level == "expert")
        let expected: VersusResult =
            switch summary.winner {
            case nil: .drawn
            case 0?: .won
            default: .lost
            }
        #expect(keeper.versus.first?.result == expected)
    }

    @Test func everyPairTakenBeforeItMovesIsFiledAsAWinAtItsLevel() {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
        let (game, _) = makeGame(
            settings: GameViewModel.Settings(
                seats: [Seat(name: "You"), Seat(name: "Computer", kind: .computer(.hard))], scoreKeeper: keeper))
        // You know the deal and move first: no mismatch, so the computer never has a turn.
        playPerfectly(game)
        #expect(game.screen.mode == .gameOver)
        #expect(game.seats.map(\.pairs) == [game.screen.cards.count / 2, 0])
        #expect(keeper.versus.map(\.level) == ["hard"])
        #expect(keeper.versus.map(\.result) == [.won])
        #expect(keeper.games.isEmpty && keeper.matches.isEmpty, "never as a best, nor by name")
    }

    @Test func aSeededRunsGamesOfSeveralSeatsAreNotFiled() {
        let company = [
            [Seat(name: "You"), Seat(name: "Computer", kind: .computer(.hard))],
            [Seat(name: "Ann"), Seat(name: "Bob")],
        ]
        for seats in company {
            let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
            let (game, _) = makeGame(
                settings: GameViewModel.Settings(seats: seats, scoreKeeper: keeper, isPractice: true))
            // A board dealt again with --seed can be learnt: a win on it says nothing of the player.
            playPerfectly(game)
            #expect(game.screen.mode == .gameOver)
            #expect(game.screen.summary?.isPractice == true, "the summary says practice")
            #expect(keeper.versus.isEmpty && keeper.matches.isEmpty && keeper.games.isEmpty, "\(seats.map(\.name))")
        }
    }

    @Test func aWholeGameAgainstItEndsWithAWinnerNamed() {
        let (game, clock) = makeVersus(first: false)
        playAgainstTheComputer(game, clock: clock)
        #expect(game.screen.mode == .gameOver)
        let headline = game.screen.summary?.headline ?? ""
        #expect(headline.hasPrefix("You win") || headline.hasPrefix("Computer wins") || headline.hasPrefix("A draw"))
        #expect(game.screen.players.map(\.pairs).reduce(0, +) == 3)
    }
}

/// The seats the session owns: each keeps its own points and pairs, and its kind says who moves by
/// itself and who is filed how.
@Suite struct SeatsTests {
    @Test func eachSeatKeepsItsOwnPointsAndPairsAndTheScreenShowsThem() throws {
        let (game, _) = makeGame(settings: GameViewModel.Settings(seats: [Seat(name: "Ann"), Seat(name: "Bob")]))
        let (first, second) = mismatchedPair(in: game)
        game.click(.card(first))
        game.click(.card(second))
        let faces = faces(of: game)
        let other = try #require(faces.first { $0 != faces[first] && $0 != faces[second] })
        let (a, b) = matchingPair(in: game, face: other)
        game.click(.card(a))
        game.click(.card(b))
        #expect(game.seats.map(\.name) == ["Ann", "Bob"])
        #expect(game.seats.map(\.pairs) == [0, 1] && game.seats.map(\.score) == [0, 2])
        #expect(game.screen.players == game.seats.map(\.standing))
        #expect(game.currentSeat == 1)
    }

    @Test func onlyASeatThatMovesByItselfIsScheduledAndOnlyItMayBeHurried() {
        #expect(Seat.Kind.computer(.easy).movesByItself && Seat.Kind.computer(.easy).mayBeHurried)
        #expect(!Seat.Kind.here.movesByItself && !Seat.Kind.here.mayBeHurried)
        let (people, _) = makeGame(settings: GameViewModel.Settings(seats: [Seat(name: "Ann"), Seat(name: "Bob")]))
        #expect(!people.isComputersTurn && people.nextDeadline == nil, "nobody moves by themselves")
        let (versus, clock) = makeGame(
            settings: GameViewModel.Settings(
                seats: [Seat(name: "Computer", kind: .computer(.normal)), Seat(name: "You")]))
        #expect(versus.isComputersTurn && versus.nextDeadline == clock.now + GameViewModel.computerFirstPause)
    }

    @Test func theComputersDrawsFollowTheDealSoAGameReplays() {
        func computersCards(seed: UInt64) -> [Int] {
            let (game, clock) = makeGame(
                seed: seed,
                settings: GameViewModel.Settings(seats: [
                    Seat(name: "Computer", kind: .computer(.easy)), Seat(name: "You"),
                ]))
            var cards: [Int] = []
            while game.isComputersTurn, cards.count < 12 {
                clock.advance(by: GameViewModel.computerPause)
                game.send(.clockTicked(now: clock.now))
                cards.append(game.screen.cursor)
            }
            return cards
        }
        #expect(computersCards(seed: 3) == computersCards(seed: 3))
        #expect(!computersCards(seed: 3).isEmpty)
    }
}
