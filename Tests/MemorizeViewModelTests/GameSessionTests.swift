import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// The game session: choices through `CardGame`, the clock, turns and scores.
@Suite struct GameSessionTests {
    /// A session of the Animals fixture (3 pairs), its clock, and where each face lies.
    private func makeSession(players: Int = 1) -> (GameSession, TestClock, [String: [Int]]) {
        let clock = TestClock()
        let seats = (1...players).map { Seat(name: "Player \($0)") }
        let variant = RecordingVariant(ThemeVariant(Fixtures.animals))
        let session = GameSession(variant: variant, seats: seats, generator: SplitMix64(seed: 5), clock: clock)
        // Where each face lies, as the variant dealt it: the session shows none face down.
        var places: [String: [Int]] = [:]
        for (index, face) in variant.log.last.enumerated() {
            places[face.text, default: []].append(index)
        }
        return (session, clock, places)
    }

    /// The points of each player.
    private func scores(_ session: GameSession) -> [Int] { session.seats.map(\.score) }

    @Test func aChoiceIsReportedAndKeptAsTheLastOutcome() throws {
        let (session, _, places) = makeSession()
        let dog = try #require(places["🐶"])
        #expect(session.lastOutcome == nil)
        let first = session.choose(cardAt: dog[0])
        #expect(first.turnedUp?.card == dog[0])
        #expect(first.events.count == 1)
        #expect(session.face(ofCardAt: dog[0])?.text == "🐶")
        let match = session.choose(cardAt: dog[1])
        #expect(match.matchedCards == [dog[0], dog[1]])
        #expect(session.lastOutcome == match)
        #expect(scores(session) == [2])
        #expect(session.score == 2)
        #expect(session.matchedCardCount == 2)
    }

    @Test func anIgnoredChoiceNeitherStartsTheClockNorBecomesTheLastOutcome() {
        let (session, clock, _) = makeSession()
        #expect(session.choose(cardAt: 99) == .ignored)
        #expect(session.choose(cardAt: -1) == .ignored)
        session.choose(cardAt: 0)
        clock.now += .seconds(3)
        #expect(session.choose(cardAt: 0) == .ignored)
        #expect(session.lastOutcome?.turnedUp?.card == 0)
        #expect(session.lastOutcome?.events.count == 1)
        #expect(session.nextDeadline == .seconds(101))
    }

    @Test func theDeadlineIsTheNextWholeSecondOfTheGameClock() {
        let (session, clock, _) = makeSession()
        #expect(session.nextDeadline == nil)
        clock.now = .milliseconds(100_400)
        session.choose(cardAt: 0)
        #expect(session.nextDeadline == .milliseconds(101_400))
        session.tick(now: .milliseconds(101_400))
        #expect(session.elapsedSeconds == 1)
        #expect(session.nextDeadline == .milliseconds(102_400))
        session.tick(now: .milliseconds(101_900))
        #expect(session.elapsedSeconds == 1)
    }

    @Test func withTwoPlayersAMismatchPassesTheTurnAndPointsGoToThePlayerWhoScored() throws {
        let (session, _, places) = makeSession(players: 2)
        let dog = try #require(places["🐶"])
        let cat = try #require(places["🐱"])
        session.choose(cardAt: dog[0])
        session.choose(cardAt: cat[0])  // a mismatch: the turn passes to player 2
        #expect(session.currentSeat == 1)
        session.choose(cardAt: dog[1])
        session.choose(cardAt: dog[0])  // a match: player 2 scores and plays on
        #expect(scores(session) == [0, 2])
        #expect(session.currentSeat == 1)
        #expect(session.seats.map(\.pairs) == [0, 1])
    }

    @Test func aFaceDownCardHasNoFaceAndAShownOneHasItsOwn() throws {
        let (session, _, places) = makeSession()
        #expect((0..<session.cardCount).allSatisfy { session.face(ofCardAt: $0) == nil })
        let dog = try #require(places["🐶"])
        let cat = try #require(places["🐱"])
        session.choose(cardAt: dog[0])
        session.choose(cardAt: cat[0])
        session.choose(cardAt: cat[1])  // turns the mismatch down: dog[0] is face down again
        #expect(session.face(ofCardAt: dog[0]) == nil)
        #expect(session.face(ofCardAt: cat[1])?.text == "🐱")
    }

    @Test func aNewDealCountsAndStartsAfresh() {
        let (session, clock, _) = makeSession()
        session.choose(cardAt: 0)
        clock.now += .seconds(4)
        session.tick(now: clock.now)
        let before = session.dealNumber
        session.deal(ThemeVariant(Fixtures.sports))
        #expect(session.dealNumber == before + 1)
        #expect(session.variant.name == "Sports")
        #expect(session.cardCount == 4)
        #expect(session.elapsedSeconds == 0)
        #expect(session.lastOutcome == nil)
        #expect(session.nextDeadline == nil)
        #expect(scores(session) == [0])
    }
}
