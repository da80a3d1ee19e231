import MemorizeLocalization
import MemorizeSetup
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// A translator for `language` that knows no message: only the language is chosen, as a run does.
private func speaking(_ language: Language) -> Translator {
    Translator(language: language, singular: { $0 }, plural: { one, other, count in count == 1 ? one : other })
}

/// Issue 45, item 3: the status line, the picker and a face's spoken name in the run's language, while
/// records and dealing keep to the theme's own name.
@Suite("A theme's name in the run's language")
struct TranslatedThemeNameTests {
    static let ghosts = Theme(
        name: "Ghosts", emojis: ["👻", "🎃", "🦇"], color: .named("orange"), names: ["ghost", "pumpkin", "bat"],
        translations: [
            .korean: Theme.Translation(name: "유령", names: ["유령", "호박", "박쥐"]),
            .chinese: Theme.Translation(name: "幽灵"),
        ])

    @Test(
        "the status line and the picker show the language's name; the variant keeps its own",
        arguments: [(Language.english, "Ghosts"), (.korean, "유령"), (.chinese, "幽灵")])
    func shown(language: Language, expected: String) {
        Translator.$scoped.withValue(speaking(language)) {
            let (game, _) = makeGame(theme: Self.ghosts, themes: [Fixtures.animals, Self.ghosts])
            #expect(game.screen.status.themeName == expected)
            #expect(game.screen.themeNames == ["Animals", expected])
            #expect(game.variant.name == "Ghosts", "scores and the daily are filed under the theme's own name")
            let timed = TimedVariant(ThemeVariant(Self.ghosts))
            #expect(timed.shownName == expected)
        }
    }

    @Test("the new-game screen shows the language's name and takes it typed; the choice keeps the theme's own")
    func newGameForm() {
        Translator.$scoped.withValue(speaking(.korean)) {
            let (game, _) = makeGame(theme: Self.ghosts, themes: [Fixtures.animals, Self.ghosts])
            #expect(game.themeOptions.map(\.shownName) == ["Animals", "유령"])
            var choices = NewGameChoices()
            choices.theme = "Ghosts"
            var form = NewGameForm(choices: choices, themes: game.themeOptions)
            #expect(form.lines.first { $0.row == .theme }?.value == "유령")
            choices.theme = nil
            form = NewGameForm(choices: choices, themes: game.themeOptions)
            form.select(index: form.lines.firstIndex { $0.row == .theme } ?? -1)
            let taken = form.answer("유령")
            #expect(taken)
            #expect(form.choices.theme == "Ghosts")
        }
    }

    @Test("plain mode's names of the faces follow the language, and the deal does not")
    func spokenNames() {
        let names = { (language: Language) -> [String: String?] in
            Translator.$scoped.withValue(speaking(language)) {
                var generator = SplitMix64(seed: 11)
                let faces = ThemeVariant(Self.ghosts).deal(using: &generator).faces
                return Dictionary(faces.map { ($0.text, $0.name) }, uniquingKeysWith: { first, _ in first })
            }
        }
        #expect(names(.korean)["🎃"] == "호박")
        #expect(names(.chinese)["🎃"] == "pumpkin", "no Chinese names: the theme's own")
        #expect(names(.english)["🎃"] == "pumpkin")
        let deal = { (language: Language) -> [String] in
            Translator.$scoped.withValue(speaking(language)) {
                var generator = SplitMix64(seed: 11)
                return ThemeVariant(Self.ghosts).deal(using: &generator).faces.map(\.text)
            }
        }
        #expect(deal(.korean) == deal(.english), "a seed is a promise in every language")
    }
}
