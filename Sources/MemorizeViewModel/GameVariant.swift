import MemorizeSetup
import MemorizeSpeech
import MemorizeThemes
import MemoryGame
import ScreenKit

/// Something the player can choose to play and deal games of: an emoji theme, or another rule set.
///
/// The view model knows games only through this and `CardGame`, so a new kind of game is a new
/// conforming type, not a change to the view model.
package protocol GameVariant: Sendable {
    /// The variant's own name, unique among the variants of a run: what scores, the daily and `--theme`
    /// are keyed by, the same in every language.
    var name: String { get }
    /// The name the status line, the picker and plain mode show, in the run's language (a theme's
    /// `translations`); `name` where it has none.
    var shownName: String { get }
    /// Card-back colors: one color, or two for a gradient.
    var cardBack: [TerminalColor] { get }
    /// A warning to show once when this variant is first dealt (an unknown color name), or nil.
    var notice: String? { get }
    /// The rules its games are played by; best scores are filed under them.
    var ruleSet: RuleSet { get }
    /// Deals a fresh game, taking every random choice from `generator`: a SplitMix64 seeded for this
    /// deal alone, so that `--seed` deals it again. (Concrete, so that dealing runs specialised.)
    func deal(using generator: inout SplitMix64) -> DealtGame
    /// The line under the board after a choice; nil shows none. Pairs games share a default.
    func message(for choice: ChoiceContext) -> ChoiceMessage?
    /// A rule the choice shows that surprises a newcomer, said the first time it happens in a run, after
    /// the choice's own line; nil for none.
    func ruleNote(for choice: ChoiceContext) -> ChoiceMessage?
    /// How scoring works, in two short lines for the help, with the best score this board allows.
    func scoringHelp(cardCount: Int) -> [String]
    /// What the theme picker shows beside the name.
    var preview: VariantPreview { get }
    /// Whether the status line counts pairs found (false where cards are not dealt in pairs).
    var countsPairs: Bool { get }
    /// Whether its pairs are of two different cards (a theme's `matches`): a random next game is
    /// then drawn among such variants, and those of equal pairs among theirs.
    var hasDifferentPairs: Bool { get }
    /// The headline of the game-over box.
    var finishedHeadline: String { get }
    /// The headline of the game-over box for a game that ended with `cardsLeft` cards unmatched,
    /// saying why it ended.
    func finishedHeadline(cardsLeft: Int) -> String
    /// Whether points depend on time (`--timed`); best scores are kept apart.
    var isTimed: Bool { get }
    /// The options of `memorize` that make this variant the first game (`--theme Fruit --pairs 6`),
    /// each word ready for a shell: with `--seed` and a game's seed they deal that game again.
    var replayArguments: [String] { get }
}

extension GameVariant {
    package var shownName: String { name }
}

/// What the theme picker shows of a variant beside its name: a few faces and the size of its games.
package struct VariantPreview: Hashable, Sendable {
    /// A few of the faces, as a Unicode terminal draws them.
    package var sample: String
    /// How many pairs (or cards) a game deals: "6 pairs", "all 10", "random".
    package var size: String

    package init(sample: String, size: String) {
        self.sample = sample
        self.size = size
    }
}

extension GameVariant {
    /// Pairs of faces under seen-card scoring, unless a variant says otherwise.
    package var ruleSet: RuleSet { .memorize }

    /// Cards dealt in pairs, unless a variant says otherwise.
    package var countsPairs: Bool { true }

    /// Pairs of equal cards, unless a variant says otherwise.
    package var hasDifferentPairs: Bool { false }

    /// The end of a pairs game, unless a variant says otherwise.
    package var finishedHeadline: String { SummaryText.allPairsFound.text() }

    /// A pairs game ends only with every card matched, unless a variant says otherwise.
    package func finishedHeadline(cardsLeft: Int) -> String { finishedHeadline }

    /// Untimed, unless a variant says otherwise.
    package var isTimed: Bool { false }

    /// The variant picked by its name, unless it says otherwise.
    package var replayArguments: [String] { ["--theme", Self.shellWord(name)] }

    /// `text` as one word for a POSIX shell: as it is when it holds only letters, digits and
    /// `-_.,:/+@%`, else in single quotes (a quote inside written `'\''`).
    package static func shellWord(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-_.,:/+@%".unicodeScalars.contains(scalar))
            }
        guard !plain else { return text }
        return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// No rule needs saying, unless a variant says otherwise.
    package func ruleNote(for choice: ChoiceContext) -> ChoiceMessage? { nil }

    /// Seen-card scoring, unless a variant says otherwise.
    package func scoringHelp(cardCount: Int) -> [String] {
        seenCardScoringHelp(cardCount: cardCount)
    }
}

/// The rules of seen-card scoring and the best a board of `cardCount` cards allows, as the help says them.
func seenCardScoringHelp(cardCount: Int) -> [String] {
    [
        SummaryText.seenCardRules.text(),
        // A mismatch of cards never seen costs nothing: the best is not "no mismatch".
        SummaryText.bestPossible.text("\(2 * (cardCount / 2))", "\(cardCount / 2)"),
    ]
}

/// A freshly dealt game and how each of its cards looks face up.
package struct DealtGame {
    /// The game, all cards face down.
    package var game: any CardGame
    /// The face of each card, in board order; a card's face never changes during a game.
    package var faces: [CardFace]
    /// Whether the pairs are of two different cards, whose face identities are `2 × pair + side`
    /// (`MemoryGame.init(pairs:using:)`); false when the two cards of a pair share one.
    package var hasDifferentPairs: Bool

    package init(game: any CardGame, faces: [CardFace], hasDifferentPairs: Bool = false) {
        self.game = game
        self.faces = faces
        self.hasDifferentPairs = hasDifferentPairs
    }
}

/// How a card's content looks face up.
package struct CardFace: Hashable, Sendable {
    /// What a Unicode terminal shows: an emoji, or a rank and suit.
    package var text: String
    /// What an ASCII terminal shows instead, distinct among the faces of one game.
    package var asciiText: String
    /// The color of the face, or `.default`.
    package var color: TerminalColor
    /// What the face is called in plain mode when its variant says (`jack of spades`, a theme's own
    /// name); nil to read it by its CLDR name.
    package var name: String?

    package init(text: String, asciiText: String, color: TerminalColor = .default, name: String? = nil) {
        self.text = text
        self.asciiText = asciiText
        self.color = color
        self.name = name
    }

    /// What plain mode calls the face: `ghost`, `jack of spades`. Looked up only when asked, so a
    /// game that never reads names aloud never loads the table of names.
    package var spokenName: String { name ?? FaceNames.name(of: text) }
}
