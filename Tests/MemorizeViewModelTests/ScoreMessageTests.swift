import MemorizeTestSupport
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// Every message states the change the score shows, and in a timed game the multiplier too.
@Suite struct ScoreMessageTests {
    private func makeGame(_ variant: any GameVariant, seed: UInt64 = 4) -> (GameViewModel, TestClock) {
        let clock = TestClock()
        let variant = RecordingVariant(variant)
        let game = GameViewModel(variants: [variant], variant: variant, generator: SplitMix64(seed: seed), clock: clock)
        return (game, clock)
    }

    /// The first signed number of a message (`+150`, `−3`), or 0 when it has none.
    private func statedChange(_ message: String?) -> Int {
        guard let message else { return 0 }
        let characters = Array(message)
        for (index, sign) in characters.enumerated() where sign == "+" || sign == "−" {
            let digits = characters[(index + 1)...].prefix { $0.isNumber }
            if let value = Int(String(digits)) { return sign == "+" ? value : -value }
        }
        return 0
    }

    @Test func aTimedMatchismoMatchSaysItsPointsTheCostIncludedAndItsMultiplier() throws {
        let (game, clock) = makeGame(TimedVariant(MatchismoVariant(cardCount: 52)))
        let faces = dealtFaces(of: game).map(\.text)
        let rank = { (face: String) in String(face.dropLast()) }
        let sameRank = try #require(faces.indices.first { $0 != 0 && rank(faces[$0]) == rank(faces[0]) })
        game.click(.card(0))
        #expect(game.screen.message?.text == "Chose \(faces[0]): −1", "a choice is not multiplied")
        #expect(game.screen.status.score == -1)
        clock.advance(by: .milliseconds(200))
        game.click(.card(sameRank))
        #expect(game.screen.message?.text == "Matched \(faces[0]) \(faces[sameRank]): +150 (15 ×10)")
        #expect(game.screen.message?.asciiText.hasSuffix(": +150 (15 x10)") == true)
        #expect(game.screen.status.score == 149)
    }

    @Test func aTimedMismatchSaysItsPenaltyTimesTheMultiplier() throws {
        let (game, clock) = makeGame(TimedVariant(MatchismoVariant(cardCount: 52)))
        let faces = dealtFaces(of: game).map(\.text)
        let neither = try #require(
            faces.indices.first { faces[$0].dropLast() != faces[0].dropLast() && faces[$0].last != faces[0].last })
        game.click(.card(0))
        clock.advance(by: .milliseconds(3_200))
        game.click(.card(neither))
        #expect(game.screen.message?.text == "\(faces[0]) \(faces[neither]) don't match: −21 (−3 ×7)")
        #expect(game.screen.status.score == -22)
    }

    @Test func anUntimedMatchismoMatchSaysTheChangeTheScoreShows() throws {
        let (game, _) = makeGame(MatchismoVariant(cardCount: 52))
        let faces = dealtFaces(of: game).map(\.text)
        let sameSuit = try #require(
            faces.indices.first {
                $0 != 0 && faces[$0].last == faces[0].last && faces[$0].dropLast() != faces[0].dropLast()
            })
        game.click(.card(0))
        game.click(.card(sameSuit))
        #expect(game.screen.message?.text == "Matched \(faces[0]) \(faces[sameSuit]): +3")
        #expect(game.screen.status.score == 2)
    }

    @Test func aTimedPairsMatchSaysItsMultiplier() {
        let (game, clock) = makeGame(TimedVariant(ThemeVariant(Fixtures.animals)), seed: 2)
        let (first, second) = matchingPair(in: game)
        game.click(.card(first))
        clock.advance(by: .milliseconds(3_400))
        game.click(.card(second))
        #expect(game.screen.message?.text == "Match! +14 (2 ×7)")
    }

    @Test(arguments: [false, true])
    func everyMessageOfARandomGameStatesTheScoreChange(timed: Bool) {
        for base in [MatchismoVariant(cardCount: 20) as any GameVariant, ThemeVariant(Fixtures.fruit)] {
            let (game, clock) = makeGame(timed ? TimedVariant(base) : base, seed: 11)
            var generator = SplitMix64(seed: 5)
            for _ in 0..<300 where !game.session.isOver {
                let before = game.screen.status.score
                clock.advance(by: .milliseconds(Int64.random(in: 0...4_000, using: &generator)))
                game.click(.card(Int.random(in: 0..<game.cardCount, using: &generator)))
                let after = game.screen.status.score
                #expect(statedChange(game.screen.message?.text) == after - before, "\(game.screen.message?.text ?? "")")
            }
        }
    }

    @Test func theStatusLineSaysAGameIsTimedAndTheMultiplierWhileACardWaits() {
        let (game, clock) = makeGame(TimedVariant(ThemeVariant(Fixtures.animals)), seed: 2)
        #expect(game.screen.status.isTimed)
        #expect(game.screen.status.multiplier == nil)
        game.click(.card(0))
        #expect(game.screen.status.multiplier == 10)
        clock.advance(by: .milliseconds(3_000))
        game.send(.clockTicked(now: clock.now))
        #expect(game.screen.status.multiplier == 7)
        let (untimed, _) = makeGame(ThemeVariant(Fixtures.animals))
        untimed.click(.card(0))
        #expect(!untimed.screen.status.isTimed && untimed.screen.status.multiplier == nil)
    }
}
