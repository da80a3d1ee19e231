import MemorizeKeys
import MemorizeLocalization
import MemorizeTestSupport
import MemorizeText
import Testing

@testable import MemorizeCommandLine

/// `--help`'s keys in Korean and Chinese: each key's description in the language, the keys themselves
/// as they are, and the descriptions in one column measured in cells (a CJK label is two a character).
@Suite("--help's keys in Korean and Chinese")
struct TranslatedHelpKeysTests {
    @Test(
        "each key's line is in the language, the descriptions aligned in cells", arguments: [Language.korean, .chinese])
    func keys(language: Language) throws {
        let translator = try TranslationCatalog.translator(for: language)
        let (help, rows) = Translator.$scoped.withValue(translator) {
            (
                HelpText.text(),
                KeyBindings.bindings(on: .board).map { ($0.keyLabel(unicode: false), $0.description) }
            )
        }
        let lines = help.split(separator: "\n").map(String.init)
        var starts: Set<Int> = []
        for (label, description) in rows {
            let letters: ClosedRange<UInt32> = language == .korean ? 0xAC00...0xD7A3 : 0x4E00...0x9FFF
            #expect(description.unicodeScalars.contains { letters.contains($0.value) }, "\(description)")
            let line = try #require(lines.first { $0.hasPrefix("  " + label + " ") && $0.hasSuffix(description) })
            starts.insert(TextWidth.columns(of: String(line.dropLast(description.count))))
        }
        #expect(starts.count == 1, "\(starts)")
        #expect(rows.contains { $0.0.hasPrefix("Enter") })
        #expect(rows.contains { $0.0.hasPrefix(language == .korean ? "방향키" : "方向键") })
    }
}
