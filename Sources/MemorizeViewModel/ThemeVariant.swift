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
            self.theme = Theme(
                name: theme.name, emojis: theme.emojis, pairs: .fixed(min(max(pairs, 0), theme.emojis.count)),
                color: theme.color, names: theme.names)
        } else {
            self.theme = theme
        }
    }

    package var name: String { theme.name }

    /// `--pairs` only when it was given: a theme's own count may be a random one, drawn from the seed.
    package var replayArguments: [String] {
        ["--theme", Self.shellWord(theme.name)] + (pairs.map { ["--pairs", "\($0)"] } ?? [])
    }

    package var cardBack: [TerminalColor] { ThemeColors.interpret(theme.color).colors }

    package var notice: String? { ThemeColors.notice(for: theme) }

    package var preview: VariantPreview {
        let size =
            switch theme.pairs {
            case .all: "\(theme.emojis.count) pairs"
            case .fixed(let count): "\(min(count, theme.emojis.count)) pairs"
            case .random: "random"
            }
        return VariantPreview(sample: theme.emojis.prefix(5).joined(separator: " "), size: size)
    }

    package func deal(using generator: inout SplitMix64) -> DealtGame {
        let game = theme.makeGame(using: &generator)
        let contents = game.cards.map(\.content)
        let letters = AsciiFaces.standIns(faces: contents, themeOrder: theme.emojis)
        let faces = zip(contents, letters).map { face, letter in
            CardFace(text: face, asciiText: String(letter), name: theme.givenName(of: face))
        }
        return DealtGame(game: ThemeGame(game: game), faces: faces)
    }
}
