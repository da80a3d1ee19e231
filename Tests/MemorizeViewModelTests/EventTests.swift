import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// The events the view model publishes after each action, asserted step by step: what happened, by
/// which seat, in order, and nothing for an action that changed nothing.
@Suite struct EventTests {
    /// The event of `card` turning up for `seat`, with the face the deal put there.
    private func turnedUp(_ card: Int, in game: GameViewModel, seat: Int = 0) -> GameEvent {
        .turnedUp(card: card, face: dealtFaces(of: game)[card], seat: seat)
    }

    /// The one result among `events`, if there is one.
    private func result(_ events: [GameEvent]) -> ChoiceResult? {
        for case .result(let result) in events { return result }
        return nil
    }

    @Test func theFirstDealIsTheEventsBeforeAnyActionAndANoticeFollowsIt() {
        let (game, _) = makeGame()
        #expect(game.events == [.dealt(cards: 6)])
        let (warned, _) = makeGame(theme: Fixtures.mystery)
        #expect(warned.events == [.dealt(cards: 4), .notice("Unknown color \"plaid\" in theme Mystery; using blue")])
    }

    @Test func aSoloGameStepByStepTurnsResultsAndSeenPenalties() throws {
        let (game, _) = makeGame()
        let (first, second) = mismatchedPair(in: game)
        let partner = try #require(positions(in: game)[faces(of: game)[first]]?.first { $0 != first })
        let names = dealtFaces(of: game).map(\.spokenName)

        game.click(.card(first))
        #expect(game.events == [turnedUp(first, in: game)], "one card up: no result yet")

        game.click(.card(second))
        #expect(game.events.first == turnedUp(second, in: game))
        let mismatch = try #require(result(game.events))
        #expect(
            mismatch
                == ChoiceResult(
                    seat: 0, card: second, isMatch: false, points: 0, pairsLeft: 3, message: game.screen.message))
        #expect(mismatch.message?.spoken == "No match. 3 pairs left.")
        #expect(game.events.count == 2)

        game.click(.card(partner))
        #expect(game.events == [turnedUp(partner, in: game)], "the mismatch turns down; one card up")

        game.click(.card(second))
        let seen = try #require(result(game.events))
        #expect(game.events.first == turnedUp(second, in: game))
        #expect(seen.isMatch == false && seen.points == -1 && seen.seenCards == [second])
        #expect(seen.message?.spoken == "No match. Minus 1: \(names[second]) was seen. 3 pairs left.")

        game.click(.card(first))
        #expect(game.events == [turnedUp(first, in: game)])

        game.click(.card(partner))
        let match = try #require(result(game.events))
        #expect(game.events == [turnedUp(partner, in: game), .result(match)])
        #expect(match.isMatch == true && match.points == 2 && match.seenCards.isEmpty && match.pairsLeft == 2)
        #expect(match.message?.spoken == "Match! Plus 2. 2 pairs left.")
    }

    @Test func aChoiceThatDoesNothingSaysWhyAndTurnsNothing() {
        let (game, _) = makeGame()
        game.click(.card(0))
        game.click(.card(0))
        let said = game.screen.message
        #expect(
            game.events == [
                .result(ChoiceResult(seat: 0, card: 0, isMatch: nil, points: 0, pairsLeft: 3, message: said))
            ])
        #expect(said?.spoken.hasSuffix("is already face up: choose a face-down card, such as card 2.") == true)
    }

    @Test func anActionThatChangesNothingHasNoEventsAndObserversHearSo() {
        let (game, clock) = makeGame()
        var heard: [[GameEvent]] = []
        let observer = game.observeEvents { heard.append($0) }
        defer { game.stopObserving(observer) }
        game.press(.left)
        clock.advance(by: .seconds(3))
        game.send(.clockTicked(now: clock.now))
        game.click(.card(2))
        #expect(heard == [[], [], [turnedUp(2, in: game)]], "one list per action, in order")
    }

    @Test func eachModeChangeIsAnEventFromTheScreenBefore() {
        let (game, _) = makeGame()
        game.press(.character("p"))
        #expect(game.events == [.mode(.paused, from: .playing)])
        game.press(.character("p"))
        #expect(game.events == [.mode(.playing, from: .paused)])
        game.press(.character("t"))
        #expect(game.events == [.mode(.themePicker(selection: 0), from: .playing)])
        game.press(.escape)
        #expect(game.events == [.mode(.playing, from: .themePicker(selection: 0))])
        game.click(.card(0))
        game.press(.character("n"))
        let question = ScreenMode.confirm(question: "Abandon this game for a new one? y/N")
        #expect(game.events == [.mode(question, from: .playing)])
        game.press(.character("y"))
        #expect(game.events == [.dealt(cards: game.cardCount), .mode(.playing, from: question)])
    }

    @Test func theLastMatchEndsInTheSummaryAtOnceOrAfterTheHold() throws {
        let (game, _) = makeGame()
        playPerfectly(game)
        #expect(game.events.last == .mode(.gameOver, from: .playing))
        #expect(result(game.events)?.pairsLeft == 0)

        let (held, clock) = makeGame(settings: GameViewModel.Settings(policy: PresenterPolicy(finishHold: .seconds(1))))
        playPerfectly(held)
        #expect(!held.events.contains { if case .mode = $0 { true } else { false } }, "the board holds")
        clock.advance(by: .seconds(1))
        held.send(.clockTicked(now: clock.now))
        #expect(held.events == [.mode(.gameOver, from: .playing)])
    }

    @Test func aNoticeOfTheScoreFileComesLastAfterTheSummary() {
        let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: [], notice: "memorize: scores: read-only"))
        let (game, _) = makeGame(settings: GameViewModel.Settings(scoreKeeper: keeper))
        playPerfectly(game)
        #expect(
            Array(game.events.suffix(2)) == [.mode(.gameOver, from: .playing), .notice("memorize: scores: read-only")])
    }

    @Test("with --bell a match publishes the bell once, among its events; a mismatch, a refusal and no --bell never")
    func theBellIsAnEvent() {
        let (game, _) = makeGame(settings: GameViewModel.Settings(ringsBell: true))
        let (first, second) = mismatchedPair(in: game)
        game.click(.card(first))
        #expect(!game.events.contains(.bell))
        game.click(.card(first))
        #expect(!game.events.contains(.bell), "a refused choice rings nothing")
        game.click(.card(second))
        #expect(!game.events.contains(.bell), "a mismatch rings nothing")
        let faces = faces(of: game)
        let (one, other) = matchingPair(in: game, face: faces.first { $0 != faces[first] && $0 != faces[second] })
        game.click(.card(one))
        game.click(.card(other))
        #expect(game.events.filter { $0 == .bell }.count == 1)
        let (quiet, _) = makeGame()
        let (a, b) = matchingPair(in: quiet)
        quiet.click(.card(a))
        quiet.click(.card(b))
        #expect(!quiet.events.contains(.bell))
    }

    @Test func withTwoSeatsAMismatchPassesTheTurnAndTheNextCardIsTheOtherSeats() throws {
        let (game, _) = makeGame(settings: GameViewModel.Settings(seats: [Seat(name: "Ann"), Seat(name: "Bob")]))
        let (first, second) = mismatchedPair(in: game)
        game.click(.card(first))
        game.click(.card(second))
        let mismatch = try #require(result(game.events))
        #expect(mismatch.seat == 0)
        #expect(game.events == [turnedUp(second, in: game), .result(mismatch), .turn(seat: 1)])
        #expect(mismatch.message?.text.hasSuffix("Bob's turn") == true, "the line says whose turn it is")
        #expect(mismatch.message?.turnSeat == 1, "and whose name it ends in, for a narrow screen to shorten")
        let other = try #require((0..<game.cardCount).first { $0 != first && $0 != second })
        game.click(.card(other))
        #expect(game.events.first == turnedUp(other, in: game, seat: 1))
    }

    @Test func theComputersCardsAreItsSeatsOnTheClock() throws {
        let computer = Seat(name: "Computer", kind: .computer(.hard))
        let (game, clock) = makeGame(settings: GameViewModel.Settings(seats: [computer, Seat(name: "You")]))
        clock.advance(by: GameViewModel.computerFirstPause)
        game.send(.clockTicked(now: clock.now))
        let card = game.screen.cursor
        #expect(game.events == [turnedUp(card, in: game, seat: 0)])
    }
}
