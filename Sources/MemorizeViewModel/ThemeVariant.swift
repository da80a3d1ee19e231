import MemorizeLocalization
import MemorizeText
import MemorizeThemes
import MemoryGame
import ScreenKit

/// An emoji theme as a game to play: pairs of its emoji under seen-card scoring.
package struct ThemeVariant: GameVariant {
    /// The theme as read from the theme file.
    package let theme: Theme
    /// The pairs it deals instead of the theme's own count, as reduced to the emoji it has; nil
    /// when it deals the theme's own.
    private let pairs: Int?

    /// A variant of `theme`, dealing `pairs` pairs instead of the theme's own count when given
    /// (reduced to the emoji the theme has).
    package init(_ theme: Theme, pairs: Int? = nil) {
        self.pairs = pairs.map { min(max($0, 0), theme.emojis.count) }
        if let pairs {
            self.theme = theme.dealing(.fixed(min(max(pairs, 0), theme.emojis.count)))
        } else {
            self.theme = theme
        }
    }

    package var name: String { theme.name }

    package var shownName: String { theme.shownName }

    package var hasDifferentPairs: Bool { theme.hasDifferentPairs }

    /// `--pairs` only when it was given: a theme's own count may be a random one, drawn from the seed.
    package var replayArguments: [String] {
        ["--theme", Self.shellWord(theme.name)] + (pairs.map { ["--pairs", "\($0)"] } ?? [])
    }

    package var cardBack: [TerminalColor] { ThemeColors.interpret(theme.color).colors }

    package var notice: String? { ThemeColors.notice(for: theme) }

    package var preview: VariantPreview {
        let size =
            switch theme.pairs {
            case .all: SpokenText.count(theme.emojis.count, .pair)
            case .fixed(let count): SpokenText.count(min(count, theme.emojis.count), .pair)
            case .random: SummaryText.randomSize.text()
            }
        // A theme of different pairs shows its first pairs as pairs: 🐱 猫 🐶 狗.
        let sample =
            theme.partners.map { partners in
                zip(theme.emojis, partners).prefix(3).map { "\($0) \($1)" }.joined(separator: "  ")
            } ?? theme.emojis.prefix(5).joined(separator: " ")
        return VariantPreview(sample: sample, size: size)
    }

    /// A theme of different pairs says so at the end: its pairs were two different cards.
    package var finishedHeadline: String {
        theme.hasDifferentPairs ? SummaryText.allPairsFoundDifferent.text() : SummaryText.allPairsFound.text()
    }

    /// The rule a player of equal pairs would not guess comes first: a pair here is two different
    /// cards, shown with the theme's first pair.
    package func scoringHelp(cardCount: Int) -> [String] {
        let seenCardRules = seenCardScoringHelp(cardCount: cardCount)
        let (rules, best) = (seenCardRules[0], seenCardRules[1])
        guard let partner = theme.partners?.first, let face = theme.emojis.first else { return [rules, best] }
        return [SummaryText.differentPairsAs.text(face, partner, rules), best]
    }

    package func deal(using generator: inout SplitMix64) -> DealtGame {
        let game = theme.makeGame(using: &generator)
        let contents = game.cards.map(\.content)
        let letters = AsciiFaces.standIns(faces: contents, themeOrder: theme.allFaces).map(String.init)
        let ascii = theme.hasDifferentPairs ? asciiWords(contents, letters: letters) : letters
        // The run's language only for a theme that names its faces in others: no translator read otherwise.
        let language = theme.translations.isEmpty ? Language.english : Translator.active.language
        let faces = zip(contents, ascii).map { face, asciiText in
            // A theme of equal pairs reads a letter face by its Unicode name, as it always did.
            let ownName = theme.hasDifferentPairs ? Self.textName(face) : nil
            return CardFace(
                text: face, asciiText: asciiText,
                name: theme.givenName(of: face, in: language) ?? ownName)
        }
        return DealtGame(game: ThemeGame(game: game), faces: faces, hasDifferentPairs: theme.hasDifferentPairs)
    }

    /// What an ASCII terminal shows of pairs of different cards: a letter alone cannot tell which
    /// card goes with which, so a face written in ASCII (`calf`) shows itself, and another one its
    /// ASCII name (`cow` for 🐄) when the theme gives one; a letter otherwise, or where a word would
    /// show on two cards that are not a pair.
    private func asciiWords(_ contents: [String], letters: [String]) -> [String] {
        let words = contents.map { face in
            [face, theme.givenName(of: face)].compactMap { $0 }.first { text in
                text.count <= ThemeVariant.widestAsciiWord
                    && text.unicodeScalars.allSatisfy { (0x21..<0x7F).contains($0.value) || $0 == " " }
            }
        }
        var uses: [String: Int] = [:]
        for case let word? in words { uses[word, default: 0] += 1 }
        return zip(words, letters).map { word, letter in word.flatMap { uses[$0] == 1 ? $0 : nil } ?? letter }
    }

    /// The widest ASCII word shown for a face, as a text face is at most.
    private static let widestAsciiWord = 12

    /// What plain mode calls a text face of a pair of different cards when the theme gives it no
    /// name: the text itself (`cat`, `猫`), which a screen reader reads as it reads any word; nil for
    /// an emoji, read by its CLDR name.
    private static func textName(_ face: String) -> String? {
        let isEmoji = face.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
        return face.count > 1 || !isEmoji && face.first?.isLetter == true ? face : nil
    }
}
