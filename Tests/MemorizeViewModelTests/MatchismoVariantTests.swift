import MemorizePlayers
import MemorizeTestSupport
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// Matchismo through the same view model as the emoji themes: faces, messages, status and summary.
@Suite struct MatchismoVariantTests {
    private func makeMatchismo(cards: Int = 12) -> GameViewModel {
        let variant = RecordingVariant(MatchismoVariant(cardCount: cards))
        return GameViewModel(variants: [variant], variant: variant, generator: SplitMix64(seed: 4), clock: TestClock())
    }

    @Test func aComputerSeatPlaysByTheRulesOfItsGameMatchismosOrPairs() {
        let seats = [Seat(name: "You"), Seat(name: "Computer", kind: .computer(.normal))]
        let variant = MatchismoVariant(cardCount: 20)
        let matchismo = GameViewModel(
            variants: [variant], variant: variant, generator: SplitMix64(seed: 4), clock: TestClock(),
            settings: GameViewModel.Settings(seats: seats))
        let computer = matchismo.computers[1] as? MatchismoComputer<KeyedGenerator>
        #expect(computer?.level == .normal)
        #expect(matchismo.computers[0] == nil, "your seat has no computer")
        let (pairs, _) = makeGame(settings: GameViewModel.Settings(seats: seats))
        #expect((pairs.computers[1] as? ComputerPlayer<KeyedGenerator>)?.level == .normal)
        #expect(!(pairs.computers[1] is MatchismoComputer<KeyedGenerator>))
    }

    @Test func againstTheComputerItTakesMatchesAndACardLeftChosenDoesNotPassToTheNextPlayer() throws {
        let variant = MatchismoVariant(cardCount: 20)
        let clock = TestClock()
        let game = GameViewModel(
            variants: [variant], variant: variant, generator: SplitMix64(seed: 4), clock: clock,
            settings: GameViewModel.Settings(
                seats: [Seat(name: "Computer", kind: .computer(.hard)), Seat(name: "You")]))
        var steps = 0
        var leftChosenCompared = 0
        var yourTurnStarts = true
        var leftChosenSeen = 0
        while game.screen.mode == .playing, steps < 500 {
            if game.isComputersTurn {
                clock.advance(by: GameViewModel.computerFirstPause)
                game.send(.clockTicked(now: clock.now))
                yourTurnStarts = true
            } else {
                // Your first card of a turn: a card the computer's mismatch left chosen is not compared with it.
                let left = game.screen.cards.indices.filter { game.screen.cards[$0].side == .faceUp }
                let card = game.screen.cards.firstIndex { $0.side == .faceDown } ?? 0
                game.click(.card(card))
                if yourTurnStarts, left.count == 1 {
                    leftChosenSeen += 1
                    let compared = game.events.contains { event in
                        if case .result(let result) = event { result.isMatch != nil } else { false }
                    }
                    if compared { leftChosenCompared += 1 }
                    #expect(game.screen.cards[left[0]].side == .faceDown, "turned back")
                }
                yourTurnStarts = false
            }
            steps += 1
        }
        #expect(game.screen.mode == .gameOver)
        #expect(leftChosenCompared == 0)
        #expect(leftChosenSeen > 0, "the computer's mismatches left a card chosen")
        let computer = try #require(game.screen.summary?.players.first)
        #expect(computer.pairs > 0, "it takes matches: \(computer)")
    }

    @Test func facesAreRankAndSuitRedSuitsInRedWithASCIIStandIns() {
        let game = makeMatchismo()
        #expect(game.screen.cards.count == 12)
        #expect(game.screen.cards.allSatisfy { $0.face == nil }, "face down, no face on the screen")
        let faces = dealtFaces(of: game)
        #expect(Set(faces.map(\.text)).count == 12, "twelve different cards of one deck")
        for face in faces {
            let isRed = face.text.hasSuffix("♥") || face.text.hasSuffix("♦")
            #expect(face.color == (isRed ? .red : .default))
            #expect(face.asciiText.unicodeScalars.allSatisfy { $0.isASCII })
            #expect(face.asciiText.count <= 3 && face.text.count <= 3)
        }
        game.click(.card(0))
        #expect(game.screen.cards[0].face == faces[0], "a card turned up shows its face")
        #expect(game.screen.status.pairsTotal == 0, "no pairs to count")
    }

    @Test func theResultLineSaysWhatEachChoiceDid() throws {
        let game = makeMatchismo(cards: 52)
        let faces = faces(of: game)
        game.click(.card(0))
        #expect(game.screen.message?.text == "Chose \(faces[0]): −1")
        game.click(.card(0))
        #expect(game.screen.message?.text == "Put \(faces[0]) back")
        // With the whole deck dealt, card 0 has a partner of the same rank and one that matches nothing.
        let rank = { (face: String) in String(face.dropLast()) }
        let suit = { (face: String) in face.last }
        let sameRank = try #require(faces.indices.first { $0 != 0 && rank(faces[$0]) == rank(faces[0]) })
        let neither = try #require(
            faces.indices.first { rank(faces[$0]) != rank(faces[0]) && suit(faces[$0]) != suit(faces[0]) })
        game.click(.card(0))
        game.click(.card(neither))
        #expect(game.screen.message?.text == "\(faces[0]) \(faces[neither]) don't match: −3")
        game.click(.card(neither))  // the other card turned back; this one is put back too
        game.click(.card(0))
        game.click(.card(sameRank))
        let matched = game.screen.message?.text ?? ""
        #expect(matched.hasPrefix("Matched ") && matched.hasSuffix(": +15"), "\(matched)")
    }

    /// Matches greedily, in board order, every two cards left that share a rank or a suit, until
    /// none do; returns the cards left.
    private func playToTheEnd(_ game: GameViewModel) -> [Int] {
        let faces = faces(of: game)
        let matches = { (a: Int, b: Int) in faces[a].dropLast() == faces[b].dropLast() || faces[a].last == faces[b].last
        }
        var left = Array(faces.indices)
        while let pair = left.lazy.flatMap({ a in left.lazy.filter { $0 > a }.map { (a, $0) } }).first(where: matches) {
            game.click(.card(pair.0))
            game.click(.card(pair.1))
            left.removeAll { $0 == pair.0 || $0 == pair.1 }
        }
        return left
    }

    @Test func aStuckBoardSaysWhyItEndedAndShowsTheCardsLeftFaceUp() throws {
        // The board of `memorize --mode matchismo --seed 2`: it ends with cards never turned.
        let variant = RecordingVariant(MatchismoVariant())
        let game = GameViewModel(
            variants: [variant], variant: variant, generator: SplitMix64(seed: 1), firstSeed: 2, clock: TestClock())
        let dealt = dealtFaces(of: game)
        let left = playToTheEnd(game)
        try #require(!left.isEmpty)
        #expect(game.screen.mode == .gameOver)
        #expect(
            game.screen.summary?.headline
                == "No more matches among the \(left.count) cards left")
        for index in left {
            #expect(game.screen.cards[index].side == .faceUp, "card \(index) left face up on the end screen")
            #expect(game.screen.cards[index].face == dealt[index])
        }
    }

    @Test func aClearedBoardSaysAllCardsMatched() throws {
        // The first seed whose two cards share a rank or a suit.
        let seed = try #require(
            (0..<200 as Range<UInt64>).first { seed in
                var dealer = SplitMix64(seed: seed)
                let faces = MatchismoVariant(cardCount: 2).deal(using: &dealer).faces.map(\.text)
                return faces[0].dropLast() == faces[1].dropLast() || faces[0].last == faces[1].last
            })
        let variant = RecordingVariant(TimedVariant(MatchismoVariant(cardCount: 2)))
        let game = GameViewModel(
            variants: [variant], variant: variant, generator: SplitMix64(seed: 1), firstSeed: seed, clock: TestClock())
        #expect(playToTheEnd(game).isEmpty)
        #expect(game.screen.summary?.headline == "All cards matched! (timed)")
    }

    @Test func thePickerOffersMatchismoBesideTheThemes() {
        let game = GameViewModel(
            variants: [ThemeVariant(Fixtures.animals), MatchismoVariant()], variant: ThemeVariant(Fixtures.animals),
            generator: SplitMix64(seed: 1), clock: TestClock())
        game.press(.character("t"))
        #expect(game.screen.themeNames == ["Animals", "Matchismo"])
        #expect(game.screen.themePreviews.last?.preview.size == "12 cards")
        game.press(.down)
        game.press(.enter)
        #expect(game.variant.name == "Matchismo")
        #expect(game.screen.cards.count == 12)
    }

    @Test func aNewGameOfMatchismoDealsMatchismoAgainAndOfAThemeATheme() {
        let game = GameViewModel(
            variants: [ThemeVariant(Fixtures.animals), ThemeVariant(Fixtures.fruit), MatchismoVariant()],
            variant: MatchismoVariant(), generator: SplitMix64(seed: 1), clock: TestClock())
        for _ in 0..<5 {
            game.press(.character("n"))
            #expect(game.variant.name == "Matchismo")
        }
        game.pickThemeThroughPicker(0)
        for _ in 0..<5 {
            game.press(.character("n"))
            #expect(game.variant.ruleSet == .memorize)
        }
    }
}
