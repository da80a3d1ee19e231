import MemorizeThemes
import MemoryGame
import ScreenKit

/// Interprets the color names of a theme file as terminal colors for card backs.
package enum ThemeColors {
    /// What a theme's color turned into.
    package struct Interpretation: Equatable, Sendable {
        /// One color, or two for a gradient.
        package var colors: [TerminalColor]
        /// The names that are not known and were replaced by `ThemeColors.fallback`, as written.
        package var unknownNames: [String]

        package init(colors: [TerminalColor], unknownNames: [String]) {
            self.colors = colors
            self.unknownNames = unknownNames
        }
    }

    /// The color used for a name the game does not know.
    package static let fallback = TerminalColor.blue
    /// The name of `fallback`, for messages.
    package static let fallbackName = "blue"

    /// Every known name (lowercase) and its color.
    ///
    /// The eight ANSI names are basic colors; the others are xterm-256 palette entries whose fallback
    /// is the nearest basic color for 8-color terminals. A list looked through in order, not a
    /// dictionary: a theme names one or two colors, and building a dictionary of 23 hashed names
    /// cost more at start-up than every lookup of a run.
    package static let named: KeyValuePairs<String, TerminalColor> = [
        "black": .black,
        "red": .red,
        "green": .green,
        "yellow": .yellow,
        "blue": .blue,
        "magenta": .magenta,
        "cyan": .cyan,
        "white": .white,
        "orange": .palette(208, fallback: 3),
        "gray": .palette(244, fallback: 7),
        "grey": .palette(244, fallback: 7),
        "pink": .palette(211, fallback: 5),
        "purple": .palette(93, fallback: 5),
        // Basic color 3 is brown on the original VGA palette.
        "brown": .palette(130, fallback: 3),
        "gold": .palette(220, fallback: 3),
        "lime": .palette(118, fallback: 2),
        "teal": .palette(30, fallback: 6),
        "navy": .palette(18, fallback: 4),
        "maroon": .palette(88, fallback: 1),
        "olive": .palette(100, fallback: 3),
        "violet": .palette(177, fallback: 5),
        "indigo": .palette(54, fallback: 4),
        "silver": .palette(250, fallback: 7),
    ]

    /// The color for `name`, ignoring case and surrounding spaces, or nil for an unknown name.
    package static func color(named name: String) -> TerminalColor? {
        let name = normalized(name)
        return named.first { $0.key == name }?.value
    }

    /// The card-back colors of a theme, with unknown names replaced by `fallback`.
    package static func interpret(_ color: Theme.Color) -> Interpretation {
        let names: [String]
        switch color {
        case .named(let name): names = [name]
        case .gradient(let first, let second): names = [first, second]
        }
        var unknown: [String] = []
        let colors = names.map { name in
            if let color = self.color(named: name) { return color }
            unknown.append(name)
            return fallback
        }
        return Interpretation(colors: colors, unknownNames: unknown)
    }

    /// The one-time warning for a theme whose color names are not all known, or nil when they are.
    package static func notice(for theme: Theme) -> String? {
        // Asked of every theme dealt, the first before the first frame: only the names are looked up.
        let unknown: [String]
        switch theme.color {
        case .named(let name): unknown = color(named: name) == nil ? [name] : []
        case .gradient(let first, let second): unknown = [first, second].filter { color(named: $0) == nil }
        }
        guard !unknown.isEmpty else { return nil }
        let quoted = ChoiceText.list(unknown.map { "\"\($0)\"" })
        return SummaryText.unknownColor.text(count: unknown.count, quoted, theme.shownName, fallbackName)
    }

    private static func normalized(_ name: String) -> String {
        // Names in theme files are ASCII nearly always: those are trimmed and lowercased byte by byte,
        // without the Unicode tables the general path reads (the same result for ASCII). Anything
        // else takes the general path, where even a non-ASCII name may lowercase to a known one.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
            var bytes = name.utf8[...]
            while let first = bytes.first, isSpace(first) { bytes.removeFirst() }
            while let last = bytes.last, isSpace(last) { bytes.removeLast() }
            return String(decoding: bytes.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        var text = Substring(name)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text.lowercased()
    }
}
