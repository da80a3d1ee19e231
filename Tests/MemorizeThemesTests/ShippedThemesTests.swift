import Foundation
import MemorizeThemes
import MemoryGame
import Testing

/// The `themes.json` at the repository root, read from disk next to this file.
private func shippedThemeBytes() throws -> [UInt8] {
    let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // MemoryGameTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
    return [UInt8](try Data(contentsOf: root.appendingPathComponent("themes.json")))
}

private func shippedThemes() throws -> [Theme] {
    try ThemeCatalog.themes(fromJSON: try shippedThemeBytes())
}

/// The shipped theme file (SPEC §3).
@Suite("Shipped themes")
struct ShippedThemesTests {
    @Test("The shipped file parses into at least 8 themes with distinct names")
    func parses() throws {
        let themes = try shippedThemes()
        #expect(themes.count >= 8)
        #expect(Set(themes.map { $0.name.lowercased() }).count == themes.count)
    }

    @Test("It has a theme with fewer pairs than emoji, a random one, one without pairs and a gradient")
    func coversEveryKind() throws {
        let themes = try shippedThemes()
        #expect(
            themes.contains { theme in
                if case .fixed(let count) = theme.pairs { return count < theme.emojis.count }
                return false
            })
        #expect(themes.contains { $0.pairs == .random })
        #expect(themes.contains { $0.pairs == .all })
        #expect(
            themes.contains { theme in
                if case .gradient = theme.color { return true }
                return false
            })
    }

    @Test("Every shipped emoji is one scalar with emoji presentation: two columns wide in every terminal")
    func everyEmojiIsOneWideScalar() throws {
        for theme in try shippedThemes() {
            for emoji in theme.emojis {
                let scalars = Array(emoji.unicodeScalars)
                #expect(scalars.count == 1, "\(theme.name): \(emoji) has \(scalars.count) scalars")
                guard let scalar = scalars.first else { continue }
                #expect(scalar.properties.isEmojiPresentation, "\(theme.name): \(emoji) is not emoji-presentation")
                #expect(!(0xFE00...0xFE0F).contains(scalar.value), "\(theme.name): variation selector")
                #expect(scalar.value != 0x200D, "\(theme.name): zero-width joiner")
                #expect(!(0x1F3FB...0x1F3FF).contains(scalar.value), "\(theme.name): skin tone")
                #expect(!scalar.properties.isEmojiModifier, "\(theme.name): \(emoji) is a modifier")
            }
        }
    }

    @Test("No two shipped themes have identical emoji sets, and every theme has at least 2 emoji")
    func themesAreDistinct() throws {
        let themes = try shippedThemes()
        #expect(Set(themes.map { Set($0.emojis) }).count == themes.count)
        #expect(themes.allSatisfy { $0.emojis.count >= 2 })
    }

    @Test("Every shipped theme deals a well-formed game")
    func everyThemeDeals() throws {
        for (index, theme) in try shippedThemes().enumerated() {
            var generator = SplitMix64(seed: UInt64(index))
            let game = theme.makeGame(using: &generator)
            #expect(game.cards.count >= 4, "\(theme.name)")
            #expect(game.cards.count % 2 == 0, "\(theme.name)")
            var counts: [String: Int] = [:]
            for card in game.cards { counts[card.content, default: 0] += 1 }
            // A theme of different pairs deals each face once, beside its partner's.
            let each = theme.hasDifferentPairs ? 1 : 2
            #expect(counts.values.allSatisfy { $0 == each }, "\(theme.name)")
            #expect(Set(counts.keys).isSubset(of: theme.allFaces), "\(theme.name)")
        }
    }

    @Test("Every shipped color is a color name the SPEC lists")
    func colorsAreKnown() throws {
        let known: Set<String> = [
            "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "orange", "gray", "pink", "purple",
            "brown",
        ]
        for theme in try shippedThemes() {
            switch theme.color {
            case .named(let name):
                #expect(known.contains(name), "\(theme.name): \(name)")
            case .gradient(let from, let to):
                #expect(known.contains(from) && known.contains(to), "\(theme.name): \(from) → \(to)")
            }
        }
    }
}
