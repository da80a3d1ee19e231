import MemorizeTable
import MemorizeTestSupport
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// A theme of different pairs in the view model: help and summary say what a pair is, a random next
/// game keeps to its kind, and a table tells a card's pair only once it is found.
@Suite("Pairs of different cards in the view model")
struct DifferentPairsViewModelTests {
    static let words = Theme(
        name: "Words", emojis: ["🐱", "🐶", "🐟", "🐦"], partners: ["猫", "狗", "鱼", "鸟"], pairs: .fixed(4),
        color: .named("red"))

    /// The partner of the face `text`, as a player who knows the words knows it.
    static func partner(of text: String) -> String? {
        let partners = words.partners ?? []
        if let index = words.emojis.firstIndex(of: text) { return partners[index] }
        return partners.firstIndex(of: text).map { words.emojis[$0] }
    }

    @Test("Help and the summary say that a pair here is two different cards")
    func helpAndSummary() {
        let game = makeViewModel(
            themes: [Self.words], theme: Self.words, generator: SplitMix64(seed: 3), clock: TestClock())
        #expect(game.screen.scoringHelp.first?.contains("A pair here is two different cards, as 🐱 and 猫") == true)
        let faces = dealtFaces(of: game).map(\.text)
        for face in Self.words.emojis {
            guard let first = faces.firstIndex(of: face), let second = faces.firstIndex(of: Self.partner(of: face)!)
            else { continue }
            game.click(.card(first))
            game.click(.card(second))
        }
        #expect(game.screen.mode == .gameOver)
        #expect(game.screen.summary?.headline.contains("two different cards") == true)
        #expect(game.screen.status.score == 8)
    }

    @Test("A random next game keeps to its kind of pairs")
    func randomNextGameKeepsItsKind() {
        let themes = Fixtures.themes + [Self.words]
        let fruit = makeViewModel(
            themes: themes, theme: Fixtures.fruit, generator: SplitMix64(seed: 3), clock: TestClock())
        for _ in 0..<20 { #expect(!fruit.randomVariantOfThisGame().hasDifferentPairs) }
        let words = makeViewModel(themes: themes, theme: Self.words, generator: SplitMix64(seed: 3), clock: TestClock())
        #expect(words.randomVariantOfThisGame().name == "Words", "the only theme of its kind")
    }

    @Test("A table tells the guest a turned card's place, never its pair, until the pair is found")
    func tableTellsPairsOnlyWhenFound() throws {
        let table = try TestTable(theme: Self.words)
        let faces = dealtFaces(of: table.host).map(\.text)
        #expect(
            table.guest.screen.scoringHelp.first?.hasPrefix("A pair here is two different cards.") == true,
            "the guest's help says what a pair is: \(table.guest.screen.scoringHelp)")
        var step = 0
        while table.host.screen.mode == .playing, step < 100 {
            let cards = table.host.screen.cards
            let open = cards.indices.filter { cards[$0].side == .faceUp }
            let hidden = cards.indices.filter { cards[$0].side == .faceDown }
            // Every other turn a mismatch, so both seats play.
            let card =
                open.count == 1 && step % 4 != 1
                ? hidden.first { faces[$0] == Self.partner(of: faces[open[0]]) } ?? hidden[0]
                : hidden.first { open.count != 1 || faces[$0] != Self.partner(of: faces[open[0]]) } ?? hidden[0]
            table.click(card)
            table.expectSameTable()
            step += 1
        }
        #expect(table.guest.screen.mode == .gameOver)
        let headline = try #require(table.guest.screen.summary?.headline)
        #expect(headline.hasSuffix(" Each pair was two different cards."), "\(headline)")
        #expect(table.host.screen.summary?.headline == headline, "the same summary at both terminals")
        var turned = 0
        for case .choice(let choice) in table.hostLink.all {
            for event in choice.events {
                if case .turnedUp(let card, let face) = event {
                    #expect(face == card, "a turned card's face identity would name its pair")
                    turned += 1
                }
            }
        }
        #expect(turned >= 8)
        #expect(table.host.screen.players.map(\.pairs).reduce(0, +) == 4)
    }

    @Test("An ASCII terminal shows a face written in ASCII, else its ASCII name, else a letter")
    func asciiWords() {
        let young = Theme(
            name: "Young", emojis: ["🐄", "🐕", "🐈"], partners: ["calf", "puppy", "子猫"], color: .named("green"),
            names: ["cow", "dog", "cat"], partnerNames: ["calf", "puppy", "koneko"])
        var generator = SplitMix64(seed: 1)
        let faces = ThemeVariant(young).deal(using: &generator).faces
        let ascii = Dictionary(uniqueKeysWithValues: faces.map { ($0.text, $0.asciiText) })
        #expect(ascii["🐄"] == "cow" && ascii["calf"] == "calf" && ascii["🐕"] == "dog" && ascii["子猫"] == "koneko")
        // Without names, the emoji and the Chinese characters take letters, each its own.
        var again = SplitMix64(seed: 1)
        let letters = ThemeVariant(Self.words).deal(using: &again).faces.map(\.asciiText)
        #expect(Set(letters).count == 8 && letters.allSatisfy { $0.count == 1 })
    }

    @Test("A text face without a name of the author's is read as itself; a letter of equal pairs as before")
    func textNames() {
        var generator = SplitMix64(seed: 2)
        let names = Dictionary(
            uniqueKeysWithValues: ThemeVariant(Self.words).deal(using: &generator).faces.map { ($0.text, $0.name) })
        #expect(names["猫"] == "猫" && names["🐱"] == .some(nil), "\(names)")
        let letters = Theme(name: "Letters", emojis: ["A", "B"], color: .named("green"))
        var again = SplitMix64(seed: 2)
        #expect(ThemeVariant(letters).deal(using: &again).faces.allSatisfy { $0.name == nil })
    }
}
