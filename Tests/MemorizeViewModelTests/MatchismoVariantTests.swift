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
