import MemorizeLocalization
import MemorizeSystem
import MemorizeTestSupport
import MemorizeText
import MemorizeThemes
import Testing

@testable import MemorizeCommandLine

/// A translator for `language` that knows no message: only the language is chosen, as a run does.
private func speaking(_ language: Language) -> Translator {
    Translator(language: language, singular: { $0 }, plural: { one, other, count in count == 1 ? one : other })
}

/// Issue 45, item 3: the built-in themes named in Korean and Chinese, `--list-themes` and `--theme`
/// in the run's language, and the keys that stay English.
@Suite("Theme names in Korean and Chinese")
struct TranslatedThemeNamesTests {
    static let loaded = LoadedThemes(themes: BuiltInThemes.themes, source: "the built-in themes")

    @Test("every built-in theme has a Korean and a Chinese name, each distinct and not wider than 24 cells")
    func builtInNames() {
        for language in Language.translated {
            let names = BuiltInThemes.themes.map { $0.name(in: language) }
            for (theme, name) in zip(BuiltInThemes.themes, names) {
                #expect(theme.translations[language] != nil, "\(theme.name) in \(language)")
                #expect(name != theme.name, "\(theme.name) in \(language) is translated")
                #expect(TextWidth.columns(of: name) <= 24, "the picker shows 24 cells of a name: \(name)")
            }
            #expect(Set(names.map(NameLooks.key)).count == names.count, "\(names)")
        }
        #expect(BuiltInThemes.themes.first?.name(in: .korean) == "핼러윈")
        #expect(BuiltInThemes.themes.first?.name(in: .chinese) == "万圣节")
        #expect(BuiltInThemes.themes(for: .korean) == BuiltInThemes.themes)
        let englishStart = BuiltInThemes.themes(for: .english)
        let untranslated = englishStart.filter { $0.translations.isEmpty }
        #expect(untranslated.count == englishStart.count, "an English start makes no other names")
        #expect(englishStart.map { $0.translated(BuiltInThemes.themes[0].translations) } != englishStart)
        #expect(zip(englishStart, BuiltInThemes.themes).allSatisfy { $0.translated($1.translations) == $1 })
    }

    @Test("--theme takes the theme's own name in any language, and its name in the run's language")
    func selection() throws {
        let pick = { (language: Language, name: String) throws -> String in
            try Translator.$scoped.withValue(speaking(language)) { () throws -> String in
                try ThemeSelection.theme(named: name, in: Self.loaded).name
            }
        }
        #expect(try pick(.korean, "핼러윈") == "Halloween")
        #expect(try pick(.korean, "halloween") == "Halloween")
        #expect(try pick(.korean, "아기") == "Young Animals")
        #expect(try pick(.chinese, "万圣节") == "Halloween")
        #expect(try pick(.chinese, "动物宝宝") == "Young Animals")
        #expect(throws: CommandLineError.self) { try ThemeSelection.theme(named: "핼러윈", in: Self.loaded) }
    }

    @Test("the daily's theme is named in the language, its board and its key unchanged")
    func daily() throws {
        for day in 2...12 {
            let date = try #require(CalendarDate(year: 2026, month: 12, day: day))
            let frozen = DailyDeal.deal(for: date)
            let daily = CommandLineTool.daily(of: date, language: .korean)
            #expect(daily.theme.name == frozen.theme.name, "records and the share line keep the English name")
            #expect(daily.theme.emojis == frozen.theme.emojis && daily.theme.pairs == frozen.theme.pairs)
            #expect(daily.seed == frozen.seed)
            let shipped = try #require(BuiltInThemes.themes.first { $0.name == frozen.theme.name })
            #expect(daily.theme.name(in: .korean) == shipped.name(in: .korean))
            #expect(daily.theme.name(in: .korean) != frozen.theme.name)
            #expect(CommandLineTool.daily(of: date, language: .english).theme.translations.isEmpty)
        }
    }

    @Test("--list-themes names the themes in the run's language; --names-only keeps what completion types")
    func listing() throws {
        let korean = try TranslationCatalog.translator(for: .korean)
        let chinese = try TranslationCatalog.translator(for: .chinese)
        let table = Translator.$scoped.withValue(korean) { ThemeListing.text(for: BuiltInThemes.themes) }
        #expect(table.hasPrefix("핼러윈 "), "\(table)")
        #expect(!table.contains("Halloween"))
        let sentences = Translator.$scoped.withValue(chinese) { ThemeListing.sentences(for: BuiltInThemes.themes) }
        #expect(sentences.hasPrefix("万圣节，"), "\(sentences)")
        let young = Translator.$scoped.withValue(korean) { ThemeListing.sentences(for: BuiltInThemes.themes) }
        #expect(young.contains("아기 동물, ") && young.contains("소, 개, 고양이"), "\(young)")
        let names = Translator.$scoped.withValue(korean) { ThemeListing.names(of: BuiltInThemes.themes) }
        #expect(names.hasPrefix("Halloween\nVehicles\n"))
        #expect(ThemeListing.text(for: BuiltInThemes.themes).hasPrefix("Halloween "))
    }
}
