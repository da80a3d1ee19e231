import MemorizeLocalization
import MemorizeScores
import MemorizeSystem
import MemorizeTestSupport
import MemorizeText
import MemorizeThemes
import Testing

@testable import MemorizeCommandLine

/// `--help`, `--stats`, `--scores` and `--list-themes` in Korean and Chinese, from the checkout's `.po`
/// files, in this task only (the other tests keep running in English).
@Suite("The command line's listings in Korean and Chinese")
struct TranslatedListingsTests {
    static let languages: [Language] = [.korean, .chinese]

    static func inLanguage<T>(_ language: Language, _ body: () throws -> T) throws -> T {
        try Translator.$scoped.withValue(TranslationCatalog.translator(for: language), operation: body)
    }

    /// English words that would give away a line left out of the catalog.
    static let english = [
        "Options", "Usage", "Keys:", "Exit status", "Accessibility", "Themes come", "play this theme", "success",
        "usage error", "show this help",
    ]

    @Test(
        "--help in the language, every line within 80 cells, every option listed in order",
        arguments: languages)
    func help(language: Language) throws {
        let text = try Self.inLanguage(language) { HelpText.text() }
        for word in Self.english { #expect(!text.contains(word), "\(language): \(word)") }
        let heading = language == .korean ? "옵션:" : "选项："
        #expect(text.split(separator: "\n").contains(Substring(heading)))
        for line in text.split(separator: "\n") where !line.hasPrefix("  ") || line.hasPrefix("  -") {
            // The keys' descriptions are MemorizeKeys' (still English): the rest is measured.
            #expect(TextWidth.columns(of: String(line)) <= 80, "\(language): \(line)")
        }
        // Every option is still listed by its name, in the same order as in English.
        let names = OptionSpec.all.map(\.name)
        let listed = text.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard line.hasPrefix("  -"), let first = words.first else { return nil }
            return String(first == "-h," ? words[1] : first)
        }
        #expect(listed == names)
    }

    @Test("a Chinese paragraph wraps between characters, never before a closing mark; Korean at spaces")
    func wrapping() {
        let chinese = LineWrapping.lines(of: "一二三四，五六七八。九十", width: 8)
        #expect(chinese == ["一二三", "四，五六", "七八。九", "十"])
        for line in chinese { #expect(!line.hasPrefix("，") && !line.hasPrefix("。")) }
        #expect(LineWrapping.lines(of: "한국어 문장을 나눕니다", width: 14) == ["한국어 문장을", "나눕니다"])
        #expect(LineWrapping.lines(of: "--plain=full（或 verbose 命令）", width: 16) == ["--plain=full（或", "verbose 命令）"])
    }

    static func table() -> ScoreTable {
        var table = ScoreTable()
        table.record(
            GameResult(
                key: ScoreKey(variant: "Halloween", mode: .memorize, timed: true, cards: 12), score: 9, flips: 20,
                seconds: 65))
        table.record(
            GameResult(
                key: ScoreKey(
                    variant: "Fruit", mode: .memorize, timed: false, cards: 20, daily: CalendarDate(iso: "2026-12-01")),
                score: 6, flips: 26, seconds: 65, date: CalendarDate(iso: "2026-12-01"), won: true))
        return table
    }

    @Test("--stats in the language, as bars and in sentences", arguments: languages)
    func stats(language: Language) throws {
        let (bars, sentences) = try Self.inLanguage(language) {
            (
                StatsListing.text(
                    for: Self.table(), today: CalendarDate(iso: "2026-12-01"), picture: true, narrow: true),
                StatsListing.text(for: Self.table(), today: CalendarDate(iso: "2026-12-01"), spoken: true)
            )
        }
        for text in [bars, sentences] {
            for word in ["Games played", "Daily games", "Best of each", "best score", "over", "day"] {
                #expect(!text.contains(word), "\(language): \(word) in\n\(text)")
            }
        }
        if language == .korean {
            #expect(bars.hasPrefix("혼자 한 게임: 2판, 완료: 2판.\n오늘의 게임: 1일. 현재 연속 1일, 최장 연속 1일.\n"))
            #expect(sentences.contains("  Halloween (시간제): 최고 점수 9, 최소 뒤집기 20, 최단 시간 1분 5초.\n"))
        } else {
            #expect(bars.hasPrefix("单人游戏：2 局，完成：2 局。\n每日牌局：1 天；当前连续 1 天，最长连续 1 天。\n"))
            #expect(sentences.contains("  Halloween（计时）：最高分 9，最少翻牌 20，最短用时 1 分 5 秒。\n"))
        }
        // The bars' labels are right-aligned in cells, in ASCII where a block could be drawn wide.
        let labels = bars.split(separator: "\n").filter { $0.hasSuffix(" 0") || $0.hasSuffix(" 1") }
        #expect(labels.count == 5)
        let ends = labels.map { line in
            let withoutCount = line[..<line.lastIndex(of: " ")!]
            return TextWidth.columns(of: String(withoutCount[..<withoutCount.lastIndex(of: " ")!]))
        }
        #expect(Set(ends).count == 1, "\(bars)")
        #expect(!bars.contains("█"))
    }

    @Test("--scores in the language, columns aligned in cells, and in sentences", arguments: languages)
    func scores(language: Language) throws {
        let load = ScoreLoad(table: Self.table(), problem: nil)
        let path = "/home/ann/.local/state/memorize/scores.json"
        let (columns, sentences, empty) = try Self.inLanguage(language) {
            (
                ScoreListing.text(for: load, path: path), ScoreListing.sentences(for: load, path: path),
                ScoreListing.text(for: ScoreLoad(table: ScoreTable(), problem: nil), path: path)
            )
        }
        for text in [columns, sentences, empty] {
            for word in ["Best scores", "kept in", "Theme", "Fewest", "yes", "practice", "No scores", "minute"] {
                #expect(!text.contains(word), "\(language): \(word) in\n\(text)")
            }
        }
        let rows = columns.split(separator: "\n").filter { $0.hasPrefix("Halloween") || $0.hasSuffix("1:05") }
        let heading = try #require(
            columns.split(separator: "\n").first { $0.hasSuffix(language == .korean ? "최단 시간" : "最短用时") })
        // Numbers right-aligned under their headings: the rows end where the heading ends, in cells.
        for row in rows { #expect(TextWidth.columns(of: String(row)) == TextWidth.columns(of: String(heading))) }
        #expect(sentences.contains(language == .korean ? "카드 12장" : "12 张牌"))
    }

    @Test("--list-themes in the language: the pairs column and the sentences", arguments: languages)
    func themes(language: Language) throws {
        let themes = [
            Theme(name: "Halloween", emojis: ["👻", "🎃", "🦇"], pairs: .all, color: .named("orange")),
            Theme(name: "Fruit", emojis: ["🍎", "🍌", "🍇"], pairs: .random, color: .gradient("yellow", "red")),
        ]
        let (table, sentences) = try Self.inLanguage(language) {
            (ThemeListing.text(for: themes, narrow: true), ThemeListing.sentences(for: themes))
        }
        // A terminal set for Chinese or Korean may draw an arrow two columns wide.
        #expect(table.contains("yellow->red") && !table.contains("→"))
        #expect(!table.contains(" all ") && !table.contains(" random "), "\(table)")
        for word in ["pairs", "one for each face", "playing cards", "new number"] {
            #expect(!sentences.contains(word), "\(language): \(word) in\n\(sentences)")
        }
        #expect(sentences.contains(language == .korean ? "그림마다 한 쌍씩 3쌍" : "3 对，每个图案一对"))
    }

    @Test("the exit statuses of --help in the language, and English kept for the man page", arguments: languages)
    func exitStatuses(language: Language) throws {
        let translated = try Self.inLanguage(language) { ExitStatus.allCases.map(\.translatedSummary) }
        let english = try Self.inLanguage(language) { ExitStatus.allCases.map(\.summary) }
        #expect(english.first == "success: a game ended, or help, the version, the themes or the scores were printed")
        for (line, original) in zip(translated, english) { #expect(line != original) }
    }
}
